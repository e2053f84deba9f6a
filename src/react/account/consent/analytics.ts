// §7 analytics that respect consent: the tag manager starts with every consent denied and is updated on a choice;
// Matomo runs in requires-consent mode, so it tracks nothing until statistics are allowed.
import type { FoyerConfig } from '../../core/config/config-types';
import type { Consent } from './consent-store';
import { TAG_MANAGER_ORIGIN } from '../../../../shared/portal/portal-choices';

type Queue = unknown[][];

interface AnalyticsWindow {
  dataLayer?: unknown[];
  _paq?: Queue;
}

const analyticsWindow = () => window as unknown as AnalyticsWindow;
let started = false;

function gtag(...args: unknown[]): void {
  const target = analyticsWindow();
  target.dataLayer ??= [];
  // The tag manager reads gtag calls as argument lists, not arrays.
  target.dataLayer.push(toArguments(...args));
}

function toArguments(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- gtag's documented contract is the arguments object
  return arguments;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Loads the configured services once per page, before any choice, with every consent denied. */
export function startAnalytics(analytics: FoyerConfig['analytics']): void {
  if (started || !analytics) return;
  started = true;
  if (analytics.tagManagerId) {
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
    analyticsWindow().dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(analytics.tagManagerId)}`);
  }
  if (analytics.matomo) {
    const base = analytics.matomo.url.endsWith('/') ? analytics.matomo.url : `${analytics.matomo.url}/`;
    const paq = (analyticsWindow()._paq ??= []);
    paq.push(['requireConsent']);
    paq.push(['setTrackerUrl', `${base}matomo.php`]);
    paq.push(['setSiteId', String(analytics.matomo.siteId)]);
    paq.push(['trackPageView']);
    addScript(`${base}matomo.js`);
  }
}

/** Tells the services what the visitor chose. */
export function applyConsent(analytics: FoyerConfig['analytics'], consent: Consent): void {
  if (!analytics) return;
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  if (analytics.tagManagerId) {
    gtag('consent', 'update', {
      analytics_storage: state(consent.statistics),
      functionality_storage: state(consent.preferences),
      personalization_storage: state(consent.preferences),
      ad_storage: state(consent.marketing),
      ad_user_data: state(consent.marketing),
      ad_personalization: state(consent.marketing),
    });
  }
  if (analytics.matomo) {
    analyticsWindow()._paq?.push([consent.statistics ? 'setConsentGiven' : 'forgetConsentGiven']);
  }
}
