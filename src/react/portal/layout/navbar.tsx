import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../core/i18n/translator';
import { Link, useLocation } from 'react-router';
import { useConfig } from '../../core/config/config-context';
import type { LinkItem } from '../../core/config/config-types';
import { useSession } from '../../core/session/session';
import { isAnonymousUser } from '../../core/session/session-store';
import { mediaUp, token } from '../../core/theme/theme';
import { SmartLink } from '../../core/ui/smart-link';
import { navbarItemsFor, offersProfile, visibleFor } from '../portal-rules';

const bar = css`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 8px 16px;
  min-height: 64px;
  background: ${token('navbarBackground')};
  color: ${token('navbarText')};
`;

const itemLink = css`
  display: block;
  padding: 10px 12px;
  color: ${token('navbarText')};
  text-decoration: none;
  border-radius: ${token('radius')};
  &:hover {
    text-decoration: underline;
  }
`;

const desktopList = css`
  display: none;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${mediaUp('md')} {
    display: flex;
  }
`;

const burger = css`
  min-width: 44px;
  min-height: 44px;
  border: 2px solid currentColor;
  border-radius: ${token('radius')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${mediaUp('md')} {
    display: none;
  }
`;

const drawerList = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 10;
  list-style: none;
  margin: 0;
  padding: 8px 16px 16px;
  background: ${token('navbarBackground')};
  ${mediaUp('md')} {
    display: none;
  }
`;

/** §2 navbar: logo and title, the items (defaults Mediathek, Profil, Ausloggen), a burger drawer on small screens. */
export function Navbar() {
  const { t } = useTranslation();
  const config = useConfig();
  const { title, logo, loginType, registration } = config;
  const { user } = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const drawerRef = useRef<HTMLUListElement>(null);

  const withProfile = offersProfile(loginType, registration?.mode) && !isAnonymousUser(user);
  const items = visibleFor(navbarItemsFor(pathname, config) ?? defaultItems(t, withProfile), user?.ticketCategoryCode);

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (drawerOpen) drawerRef.current?.querySelector('a')?.focus();
  }, [drawerOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDrawerOpen(false);
  };

  return (
    <header part="navbar" onKeyDown={closeOnEscape} css={{ position: 'relative' }}>
      <div css={bar}>
        <Link
          to="/"
          aria-label={title ? undefined : t('nav.home')}
          css={{ display: 'flex', alignItems: 'center', gap: 12, color: 'inherit', textDecoration: 'none' }}
        >
          {logo ? <img src={logo} alt="" css={{ height: 40, width: 'auto' }} /> : null}
          {title ? <span css={{ fontWeight: 700, fontSize: 18 }}>{title}</span> : null}
        </Link>
        <nav aria-label={t('nav.main')} css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center' }}>
          <ul css={desktopList}>
            {items.map((item) => (
              <NavItem key={`${item.link}-${item.label}`} item={item} />
            ))}
          </ul>
          <button
            type="button"
            css={burger}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <span aria-hidden="true">{drawerOpen ? '✕' : '☰'}</span>
          </button>
          <ul id={drawerId} ref={drawerRef} css={drawerList} hidden={!drawerOpen} part="navbar-drawer">
            {items.map((item) => (
              <NavItem key={`${item.link}-${item.label}`} item={item} />
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavItem({ item }: { item: LinkItem }) {
  return (
    <li>
      <SmartLink link={item.link} openInNewTab={item.openInNewTab} css={itemLink}>
        {item.label}
      </SmartLink>
    </li>
  );
}

/** §2 "Default items: Mediathek (/mediaLibrary), Profil (/profile), Ausloggen (/logout)"; Profil only with an account. */
function defaultItems(t: (key: string) => string, withProfile: boolean): LinkItem[] {
  return [
    { label: t('nav.mediaLibrary'), link: '/mediaLibrary' },
    ...(withProfile ? [{ label: t('nav.profile'), link: '/profile' }] : []),
    { label: t('nav.logout'), link: '/logout' },
  ];
}
