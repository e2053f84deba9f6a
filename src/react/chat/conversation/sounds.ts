/**
 * The chat's sounds (chat-widget.md §4 "Call audio kinds: incoming call, outgoing call, incoming message, incoming
 * other message"), as short WebAudio tones so the widget ships no audio files.
 */
export { shouldPlayMessageSound } from '../../../chat/state/messages';

export type ChatSoundKind = 'incomingCall' | 'outgoingCall' | 'incomingMessage' | 'incomingOtherMessage';

/** Each tone: frequency in Hz and duration in seconds, played one after the other. */
const TONES: Record<ChatSoundKind, readonly (readonly [number, number])[]> = {
  incomingCall: [
    [880, 0.25],
    [660, 0.25],
    [880, 0.25],
  ],
  outgoingCall: [
    [440, 0.4],
    [0, 0.2],
    [440, 0.4],
  ],
  incomingMessage: [
    [988, 0.08],
    [1319, 0.12],
  ],
  incomingOtherMessage: [[660, 0.12]],
};

const VOLUME = 0.08;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return null;
  context = new Context();
  return context;
}

/**
 * Plays one of the chat's sounds. Browsers refuse audio before the visitor's first gesture; that and a missing
 * WebAudio fail silently, as a sound is never worth an error.
 */
export function playChatSound(kind: ChatSoundKind): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    void audio.resume().catch(() => undefined);
    let start = audio.currentTime;
    for (const [frequency, duration] of TONES[kind]) {
      if (frequency > 0) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(VOLUME, start);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start);
        oscillator.stop(start + duration);
      }
      start += duration;
    }
  } catch {
    // Blocked or unavailable audio: the chat works the same without it.
  }
}
