import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** http, https and mailto links leave the portal; everything else is a route (portal.md §2 navbar). */
export function isExternalLink(link: string): boolean {
  return /^(https?:|mailto:)/i.test(link.trim());
}

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  link: string;
  openInNewTab?: boolean;
  children: ReactNode;
}

/** A portal route through the router, or an external link; a new tab is announced to screen readers. */
export function SmartLink({ link, openInNewTab = false, children, ...props }: SmartLinkProps) {
  const { t } = useTranslation();
  const newTab = openInNewTab ? <span css={visuallyHidden}> {t('common.opensInNewTab')}</span> : null;
  const target = openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isExternalLink(link)) {
    return (
      <a href={link} {...target} {...props}>
        {children}
        {newTab}
      </a>
    );
  }
  return (
    <Link to={link} {...target} {...props}>
      {children}
      {newTab}
    </Link>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
