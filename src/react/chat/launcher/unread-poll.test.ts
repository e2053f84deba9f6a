import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeChatService, fakeMessage, fakeUser } from '../test-support/fake-chat-service';
import { pollUnreadCount, unreadBadgeText } from './unread-poll';

const me = fakeUser('me');
const anna = fakeUser('anna');

describe('unread badge (chat-widget.md §9)', () => {
  it('shows nothing at 0, the count below 10 and 10+ at 10 or more', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('10+');
    expect(unreadBadgeText(25)).toBe('10+');
  });
});

describe('unread poll (chat-widget.md §7 limit 10 every 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for unread messages with limit 10 at once and every 5 s, logs failures and keeps polling', async () => {
    const service = new FakeChatService({ me, unread: [fakeMessage(anna, me)] });
    const counts: number[] = [];
    const logger = { error: vi.fn() };
    const stop = pollUnreadCount(service, (count) => counts.push(count), { logger });
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([1]);
    expect(service.callLog).toContain('messagesRequest:{"unread":true,"limit":10}');

    service.fail('unread');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(counts).toEqual([1]);

    service.heal('unread');
    service.unread = Array.from({ length: 12 }, () => fakeMessage(anna, me));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(counts).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(counts).toEqual([1, 10]);

    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(counts).toEqual([1, 10]);
  });
});
