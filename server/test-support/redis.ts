// Redis for tests: 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise. Each test uses a key and channel prefix of
// its own, so parallel runs on one Redis do not collide.
export const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
