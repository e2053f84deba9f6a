// §5 the header's call buttons: audio hidden for groups, blocked users and enable_voice_calling false; video hidden
// for blocked users and enable_video_calling false (and for groups until group calls come); both disabled with the
// hint "You already on an ongoing call" during a call.
import { describe, expect, it, vi } from 'vitest';
import type { ChatGroup, ChatUser } from '../../../chat/chat-service';
import { resolveWidgetSettings, type WidgetSettings } from '../../../chat/widget-settings';
import { callActionsFor } from './use-call-actions';

const t = (key: string) => `t:${key}`;
const anna: ChatUser = { uid: 'anna', name: 'Anna', status: 'online' };
const settings = (given: Partial<WidgetSettings> = {}, embedded = false) => resolveWidgetSettings(given, embedded);
const ids = (actions: { id: string }[]) => actions.map((action) => action.id);

describe('the call buttons (chat-widget.md §5)', () => {
  it('offers audio and video to a user, and starts the call of the chosen type', () => {
    const start = vi.fn();
    const actions = callActionsFor({ type: 'user', user: anna }, t, settings(), false, start);
    expect(ids(actions)).toEqual(['audio-call', 'video-call']);
    expect(actions.map((action) => action.label)).toEqual(['t:calls.audioCall', 't:calls.videoCall']);
    actions[1]?.onSelect();
    expect(start).toHaveBeenCalledWith({ uid: 'anna', name: 'Anna' }, 'video');
  });

  it('hides both for groups, and for a user either side blocked', () => {
    const group = { guid: 'g', name: 'G', type: 'public' } as ChatGroup;
    expect(callActionsFor({ type: 'group', group }, t, settings(), false, vi.fn())).toEqual([]);
    for (const blocked of [{ blockedByMe: true }, { hasBlockedMe: true }]) {
      expect(callActionsFor({ type: 'user', user: { ...anna, ...blocked } }, t, settings(), false, vi.fn())).toEqual(
        [],
      );
    }
  });

  it('hides audio with enable_voice_calling false, video with enable_video_calling false, both in the embedded panel', () => {
    const user = { type: 'user', user: anna } as const;
    expect(ids(callActionsFor(user, t, settings({ enable_voice_calling: false }), false, vi.fn()))).toEqual([
      'video-call',
    ]);
    expect(ids(callActionsFor(user, t, settings({ enable_video_calling: false }), false, vi.fn()))).toEqual([
      'audio-call',
    ]);
    expect(callActionsFor(user, t, settings({}, true), false, vi.fn())).toEqual([]);
  });

  it('disables both during a call, with the hint', () => {
    const actions = callActionsFor({ type: 'user', user: anna }, t, settings(), true, vi.fn());
    expect(actions.map((action) => [action.disabled, action.hint])).toEqual([
      [true, 't:calls.buttonsDisabled'],
      [true, 't:calls.buttonsDisabled'],
    ]);
  });
});
