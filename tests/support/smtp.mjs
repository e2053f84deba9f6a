// A real local SMTP server (the smtp-server package) that keeps every mail it receives, for the account tests.
import { SMTPServer } from 'smtp-server';

/** @returns {Promise<{ url: string, mails: { to: string[], raw: string }[], nextMail: (to: string, timeoutMs?: number) => Promise<string>, stop: () => Promise<void> }>} */
export async function startSmtpServer() {
  const mails = [];
  const waiting = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const waiter of [...waiting]) waiter(mail);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();

  /** The next mail to `to` that arrives after this call (or the oldest unread one), decoded. */
  let read = 0;
  function nextMail(to, timeoutMs = 15_000) {
    return new Promise((resolve, reject) => {
      const take = (mail) => mail.to.includes(to);
      const found = mails.slice(read).find(take);
      if (found) {
        read = mails.indexOf(found) + 1;
        return resolve(decode(found.raw));
      }
      const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      const waiter = (mail) => {
        if (!take(mail)) return;
        clearTimeout(timer);
        waiting.splice(waiting.indexOf(waiter), 1);
        read = mails.indexOf(mail) + 1;
        resolve(decode(mail.raw));
      };
      waiting.push(waiter);
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Undoes quoted-printable soft breaks and escapes, which nodemailer uses for long lines and umlauts. */
function decode(raw) {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
