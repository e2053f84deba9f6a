import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isExternalLink } from '../../../core/ui/smart-link';

/**
 * §2 "it can redirect to a configured address": after `delaySeconds` a portal path switches routes and an http(s)
 * address loads as a new page. Returns the seconds left, for the notice; null without a target.
 */
export function useDelayedRedirect(target: string | undefined, delaySeconds = 0): number | null {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(target ? delaySeconds : null);

  useEffect(() => {
    if (!target) return;
    const go = () => {
      if (isExternalLink(target)) window.location.assign(target);
      else navigate(target, { replace: true });
    };
    const startedAt = Date.now();
    const redirect = setTimeout(go, delaySeconds * 1000);
    const tick = setInterval(
      () => setSecondsLeft(Math.max(0, delaySeconds - Math.floor((Date.now() - startedAt) / 1000))),
      1000,
    );
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [target, delaySeconds, navigate]);

  return target ? secondsLeft : null;
}
