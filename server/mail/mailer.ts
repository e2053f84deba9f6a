// Outgoing mail: nodemailer over SMTP_URL, or, without one, the dev mailbox that keeps what would have been sent.
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
