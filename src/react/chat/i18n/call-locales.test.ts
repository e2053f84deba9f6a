import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '../../../chat/chat-constants';
import { loadCallI18n } from './call-locale-texts';

/** Every text the call UI shows (src/react/chat/calls), by key. */
const KEYS = [
  'audioCall',
  'videoCall',
  'buttonsDisabled',
  'incomingAudio',
  'incomingVideo',
  'accept',
  'decline',
  'calling',
  'callBusy',
  'onAnotherCall',
  'endCall',
  'close',
  'inCallWith',
  'you',
  'controls',
  'mute',
  'cameraOff',
  'camera',
  'microphone',
  'speaker',
  'alreadyInCall',
  'mediaFailed',
];

describe('call locales', () => {
  it('give every call text in all 13 chat languages, each its own', async () => {
    const declines = new Set<string>();
    for (const language of CHAT_LANGUAGES) {
      const { t } = await loadCallI18n(language);
      const own = (await loadCallI18n(language)).fixed(language);
      for (const key of KEYS) expect(own(`calls.${key}`), `${language} calls.${key}`).not.toBe(`calls.${key}`);
      expect(t('calls.onAnotherCall', { name: 'Ada' })).toContain('Ada');
      declines.add(t('calls.decline'));
    }
    expect(declines.size).toBe(13);
  });

  it('speaks the spec’s English (chat-widget.md §5, §8)', async () => {
    const { t } = await loadCallI18n('en');
    expect(t('calls.buttonsDisabled')).toBe('You already on an ongoing call');
    expect(t('calls.alreadyInCall')).toBe('You are already in an ongoing call');
    expect(t('calls.onAnotherCall', { name: 'Ada' })).toBe('Ada is on another call');
    expect(t('calls.callBusy')).toBe('Call busy');
  });
});
