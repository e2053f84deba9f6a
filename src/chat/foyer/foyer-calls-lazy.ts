/**
 * Our provider's call port as the panel carries it: every method forwarded to foyer-calls.ts, which loads on first
 * use (the call UI's controller listens as soon as it has loaded itself). Call messages that arrive before are kept
 * by the session (foyer-session.ts) and handed over then, so no ring is lost.
 */
import type { ChatCalls } from '../call-port';
import type { FoyerSession } from './foyer-session';

export function lazyFoyerCalls(session: FoyerSession): ChatCalls {
  let core: Promise<ChatCalls> | undefined;
  const load = () => (core ??= import('./foyer-calls').then((module) => module.createFoyerCalls(session)));
  return new Proxy({} as ChatCalls, {
    get:
      (_, name: keyof ChatCalls) =>
      (...args: unknown[]) =>
        load().then((calls) => (calls[name] as (...given: unknown[]) => unknown)(...args)),
  });
}
