import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The mails hold reset and activation links: only a developer on this machine may read them. A request through a
 * proxy (forwarded headers) is not one, even when the proxy runs on this machine.
 */
async function onlyFromLoopback(request: FastifyRequest, reply: FastifyReply) {
  const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!local || forwarded) {
    reply.callNotFound();
    return reply;
  }
}

/**
 * GET /dev/mailbox: the mails the server would have sent, for development (DEV_MAILBOX=on, no SMTP_URL). Registered
 * only then, and answered only to loopback clients; /dev/mailbox.json gives the same as JSON.
 */
export function useDevMailbox(app: FastifyInstance, mailbox: DevMailbox, { path = '/dev/mailbox' } = {}): void {
  app.get(`${path}.json`, { onRequest: onlyFromLoopback }, async () => ({ messages: mailbox.messages() }));
  app.get(path, { onRequest: onlyFromLoopback }, async (_request, reply) => {
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
          `<body><h1>Dev mailbox (DEV_MAILBOX=on, development only)</h1>${body}</body></html>`,
      );
  });
}
