import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/translator';
import { Link } from 'react-router';
import { visuallyHidden } from './visually-hidden';

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
