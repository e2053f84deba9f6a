// Tells the consoles on every process that a stream's viewers may have changed (STREAM_PRESENCE_TOPIC), at most once
// a second per stream and process however many visitors ping: the first change is told at once (awaited, so a bus
// failure fails the request as a vote's does), the rest of that second's changes once when it ends.
import { STREAM_PRESENCE_TOPIC, type Bus } from '../../bus/bus.js';

export const PRESENCE_EVENT_INTERVAL_MS = 1000;

const lastTold = new Map<string, number>();
const pending = new Set<string>();

export async function presenceChanged(bus: Bus, code: string): Promise<void> {
  if (pending.has(code)) return;
  const wait = (lastTold.get(code) ?? 0) + PRESENCE_EVENT_INTERVAL_MS - Date.now();
  if (wait <= 0) {
    lastTold.set(code, Date.now());
    await bus.publish(STREAM_PRESENCE_TOPIC, { code });
    return;
  }
  pending.add(code);
  setTimeout(() => {
    pending.delete(code);
    lastTold.set(code, Date.now());
    // Nobody waits for this one: a lost message leaves the count until the next ping tells again, and the bus
    // reports its own failures (GET /health).
    bus.publish(STREAM_PRESENCE_TOPIC, { code }).catch(() => undefined);
  }, wait).unref();
}
