import { useTranslation } from '../../core/i18n/translator';
import { useConfig } from '../../core/config/config-context';
import type { FooterLink } from '../../core/config/config-types';
import { token } from '../../core/theme/theme';
import { visuallyHidden } from '../../core/ui/visually-hidden';
import { LanguageSwitch } from '../language/language-switch';
import type { VisitorLanguage } from '../language/use-visitor-language';

/** §2 footer: the configured links, each opening in a new tab; the language switch (issue #19 item 10). */
export function Footer({ visitorLanguage }: { visitorLanguage: VisitorLanguage }) {
  const links = useConfig().footer?.links ?? [];
  if (links.length === 0 && visitorLanguage.offered.length < 2) return null;
  return (
    <footer part="footer" css={{ padding: '16px', background: token('colorSurface'), display: 'grid', gap: 12 }}>
      <LanguageSwitch {...visitorLanguage} />
      {links.length === 0 ? null : <FooterLinks links={links} />}
    </footer>
  );
}

function FooterLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
