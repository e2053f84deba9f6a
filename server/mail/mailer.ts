// Outgoing mail: nodemailer over SMTP_URL; in development (DEV_MAILBOX=on) the dev mailbox that keeps what would
// have been sent; with neither, mails are dropped with a warning.
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

export interface DevMailbox extends Mailer {
  /** The newest first. */
  messages(): SentMail[];
}

/** Keeps the last `size` messages in memory for GET /dev/mailbox. */
export function createDevMailbox({ size = 50, now = () => new Date() } = {}): DevMailbox {
  const sent: SentMail[] = [];
  return {
    async send(message) {
      sent.unshift({ ...message, sentAt: now().toISOString() });
      sent.length = Math.min(sent.length, size);
    },
    messages: () => [...sent],
  };
}

/** Neither SMTP_URL nor the dev mailbox: the mail is dropped, and the log says so without its secret link. */
export function createDroppingMailer({ warn }: { warn: (message: string) => void }): Mailer {
  return {
    async send({ subject }) {
      warn(`Mail "${subject}" was not sent: set SMTP_URL (docs/accounts.md#mail)`);
    },
  };
}
