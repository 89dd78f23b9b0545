/** A mail as Polymath sends it: plain text only (no markup for a user's name to break out of). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The mail port: delivers one message or throws (the caller retries). */
export interface MailSender {
  /** 'smtp' when mails leave the server; 'outbox' when they are only written to files. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
