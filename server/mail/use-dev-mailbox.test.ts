import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDevMailbox } from './mailer.js';
import { useDevMailbox } from './use-dev-mailbox.js';

describe('the dev mailbox page', () => {
  it('lists what would have been sent, escaped, with its links clickable', async () => {
    const app = Fastify();
    const mailbox = createDevMailbox({ now: () => new Date('2025-06-01T12:00:00Z') });
    useDevMailbox(app, mailbox);
    await mailbox.send({
      to: 'ada@example.org',
      subject: '<script>alert(1)</script>',
      text: 'Open https://portal.example.org/activateAccount/abc now',
    });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain(
      '<a href="https://portal.example.org/activateAccount/abc">https://portal.example.org/activateAccount/abc</a>',
    );
    const json = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.json()).toEqual({
      messages: [expect.objectContaining({ to: 'ada@example.org', sentAt: '2025-06-01T12:00:00.000Z' })],
    });
    await app.close();
  });

  it('is not there when SMTP_URL is set', async () => {
    const { createTestApp } = await import('../test-support/test-app.js');
    const t = await createTestApp('sqlite', { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
      expect(page.body).not.toContain('Dev mailbox');
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
