/** One mail as the platform hands it to a transport: already rendered, addressed to one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers: the layout's `Content-Language` and `Reply-To`, a digest's `List-Unsubscribe`; never
   * anything secret beyond the mail's own links.
   */
  headers?: Record<string, string>;
}

/**
 * The mail port. The embedded adapter writes `.eml` files; the SMTP adapter hands mails to a mail server
 * through nodemailer. `send` resolves once the mail is handed over for good (file written, SMTP server
 * accepted it) and rejects otherwise, so the outbox knows whether to mark the mail sent or retry it.
 * The From header is the adapter's business (from configuration), not the caller's.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mails go, for the start-up log; never includes credentials. */
  describe(): string;
}
