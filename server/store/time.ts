/** Timestamps are stored as ISO-8601 UTC text on both dialects, which sorts and compares as time does. */
export function toStoredTime(date: Date): string {
  return date.toISOString();
}
