/** The few calls of Mailpit's API (https://mailpit.axllent.org/docs/api-v1/) the journey needs. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
}

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

export class Mailpit {
  constructor(private readonly base: string) {}

  /** Every caught mail to `address`, newest first, with its text part. */
  async to(address: string): Promise<CaughtMail[]> {
    const res = await fetch(`${this.base}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`);
    if (!res.ok) throw new Error(`Mailpit search answered ${res.status}`);
    const { messages } = (await res.json()) as { messages: Summary[] };
    return Promise.all(
      messages.map(async (m) => {
        const full = (await (await fetch(`${this.base}/api/v1/message/${m.ID}`)).json()) as { Text: string };
        return { id: m.ID, subject: m.Subject, text: full.Text };
      }),
    );
  }

  /** The raw headers of one mail, names as sent. */
  async headers(id: string): Promise<Record<string, string[]>> {
    return (await (await fetch(`${this.base}/api/v1/message/${id}/headers`)).json()) as Record<
      string,
      string[]
    >;
  }
}
