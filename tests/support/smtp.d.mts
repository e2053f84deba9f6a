export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LocalSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** The next mail to the address, decoded (quoted-printable undone). */
  nextMail(to: string, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export function startSmtpServer(): Promise<LocalSmtpServer>;
