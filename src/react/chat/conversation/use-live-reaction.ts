// Live reactions (chat-widget.md §4 "Live reaction sends a typing event with reaction metadata and ends after 1000 ms;
// it can be toggled"; §9 "Default live reaction heart", "6 icons at 60 fps"): the composer's heart button sends one,
// and one from the other side shows the same overlay.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_REACTION_MS } from '../../../chat/chat-constants';
import { useChat } from '../chat-context';
import type { Receiver } from './conversation-target';
import { LIVE_REACTION } from './use-header-status';

export interface LiveReactionState {
  /** The overlay shows (sent here or received). */
  active: boolean;
  /** Starts a live reaction, or stops the one running (§4 "it can be toggled"). */
  toggle(): void;
}

/** `received` grows with each live reaction of someone else in the conversation (useHeaderStatus). */
export function useLiveReaction(receiver: Receiver, received: number): LiveReactionState {
  const { service } = useChat();
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sending = useRef(false);

  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (sending.current) service.endTyping({ ...receiver, metadata: LIVE_REACTION });
    sending.current = false;
    setActive(false);
  }, [service, receiver]);

  const show = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    setActive(true);
    timer.current = setTimeout(stop, LIVE_REACTION_MS);
  }, [stop]);

  useEffect(() => {
    if (received > 0) show();
  }, [received, show]);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(() => {
    if (active) {
      stop();
      return;
    }
    service.startTyping({ ...receiver, metadata: LIVE_REACTION });
    sending.current = true;
    show();
  }, [active, service, receiver, show, stop]);

  return { active, toggle };
}
