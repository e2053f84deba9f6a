import type { FastifyInstance } from 'fastify';
import type { DevMailbox } from './mailer.js';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** Escaped text with its http(s) addresses as links. */
function linkified(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * GET /dev/mailbox: the mails the server would have sent, for development without SMTP_URL. Registered only then;
 * /dev/mailbox.json gives the same as JSON.
 */
export function useDevMailbox(app: FastifyInstance, mailbox: DevMailbox, { path = '/dev/mailbox' } = {}): void {
  app.get(`${path}.json`, async () => ({ messages: mailbox.messages() }));
  app.get(path, async (_request, reply) => {
    const items = mailbox
      .messages()
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)}, ${escapeHtml(mail.sentAt)}</p>` +
          `<pre>${linkified(mail.text)}</pre></article>`,
      )
      .join('\n');
    const body = items || '<p>No mail yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foyer dev mailbox</title></head>` +
          `<body><h1>Dev mailbox (SMTP_URL is not set)</h1>${body}</body></html>`,
      );
  });
}
