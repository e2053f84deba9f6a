import { useTranslation } from '../../core/i18n/translator';
import { useConfig } from '../../core/config/config-context';
import { token } from '../../core/theme/theme';
import { visuallyHidden } from '../../core/ui/visually-hidden';

/** §2 footer: the configured links, each opening in a new tab. */
export function Footer() {
  const { t } = useTranslation();
  const links = useConfig().footer?.links ?? [];
  if (links.length === 0) return null;
  return (
    <footer part="footer" css={{ padding: '16px', background: token('colorSurface') }}>
      <nav aria-label={t('footer.label')}>
        <ul
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 16,
            justifyContent: 'center',
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {links.map(({ label, link }) => (
            <li key={`${link}-${label}`}>
              <a href={link} target="_blank" rel="noopener noreferrer" css={{ color: token('colorText') }}>
                {label}
                <span css={visuallyHidden}> {t('common.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
