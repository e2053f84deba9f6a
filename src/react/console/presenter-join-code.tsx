import { useEffect, useState } from 'react';
import { useTranslation } from '../core/i18n/translator';

/** The dark modules of a QR code, as one SVG path; the library loads with the presenter screen only. */
async function qrPath(url: string): Promise<{ size: number; path: string }> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  code.addData(url);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (code.isDark(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size, path };
}

/** The join address's QR code, black on a white quiet zone (what phone cameras read best). */
export function JoinCode({ url, large }: { url: string; large: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<{ url: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrPath(url).then(
      (made) => current && setCode({ url, ...made }),
      () => current && setCode(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  const side = large ? 'min(46vh, 40vw)' : 'min(20vh, 16vw)';
  if (code?.url !== url) return <div css={{ width: side, height: side }} />;
  const quiet = 4;
  const box = code.size + 2 * quiet;
  return (
    <svg
      role="img"
      aria-label={t('console.presenter.qrLabel', { url })}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      css={{ width: side, height: side, flex: 'none', background: '#fff', marginInline: large ? 'auto' : 0 }}
      data-join-qr
    >
      <path d={code.path} fill="#000" />
    </svg>
  );
}
