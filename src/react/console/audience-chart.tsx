// The viewers of one stream over the chosen range as plain SVG (no chart library in the console's chunk): a figure
// whose image names its peak in words, and the same points as a table one disclosure away.
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from '../core/i18n/translator';
import { token } from '../core/theme/theme';
import { muted, table } from './console-styles';

export interface ViewerPoint {
  at: string;
  viewers: number;
}

interface ViewersChartProps {
  stream: string;
  series: ViewerPoint[];
  /** The range, ISO date-times: the x axis runs from one to the other. */
  from: string;
  to: string;
  formatTime: (iso: string) => string;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

const figure = css`
  margin: 0;
  display: grid;
  gap: 8px;
  svg {
    width: 100%;
    max-width: ${WIDTH}px;
    height: auto;
  }
  text {
    font-size: 12px;
    fill: ${token('colorTextMuted')};
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

export function ViewersChart({ stream, series, from, to, formatTime }: ViewersChartProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  if (series.length === 0) return <p css={muted}>{t('console.audience.chart.empty', { stream })}</p>;
  const start = Date.parse(from);
  const span = Math.max(1, Date.parse(to) - start);
  const peak = series.reduce((best, point) => (point.viewers > best.viewers ? point : best));
  const top = Math.max(1, peak.viewers);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (at: string) => PAD.left + ((Date.parse(at) - start) / span) * plotWidth;
  const y = (viewers: number) => PAD.top + plotHeight - (viewers / top) * plotHeight;
  const points = series.map((point) => `${x(point.at).toFixed(1)},${y(point.viewers).toFixed(1)}`).join(' ');
  return (
    <figure css={figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{t('console.audience.chart.title', { stream })}</title>
        <desc id={descId}>
          {t('console.audience.chart.summary', {
            peak: peak.viewers,
            peakAt: formatTime(peak.at),
            points: series.length,
            from: formatTime(from),
            to: formatTime(to),
          })}
        </desc>
        <line
          x1={PAD.left}
          y1={PAD.top + plotHeight}
          x2={WIDTH - PAD.right}
          y2={PAD.top + plotHeight}
          stroke="currentColor"
        />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={PAD.top + plotHeight} stroke="currentColor" />
        <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end">
          {top}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotHeight} textAnchor="end">
          0
        </text>
        <text x={PAD.left} y={HEIGHT - 8}>
          {formatTime(from)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {formatTime(to)}
        </text>
        <polyline points={points} fill="none" stroke={token('colorPrimary')} strokeWidth={2} />
        {series.map((point) => (
          <circle key={point.at} cx={x(point.at)} cy={y(point.viewers)} r={3} fill={token('colorPrimary')} />
        ))}
      </svg>
      <figcaption>{t('console.audience.chart.title', { stream })}</figcaption>
      <details>
        <summary>{t('console.audience.chart.showTable')}</summary>
        <table css={table}>
          <caption>{t('console.audience.chart.title', { stream })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.audience.chart.time')}</th>
              <th scope="col">{t('console.audience.chart.viewers')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.at}>
                <td>{formatTime(point.at)}</td>
                <td>{point.viewers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
