import type { Knex } from 'knex';
import { uuidArray } from './mail-outbox';
import type { RenderedMail } from './templates/mail-layout';
import {
  digestInputFromJson,
  digestMentions,
  digestWithout,
  renderDigestMail,
  WEEKLY_DIGEST_TEMPLATE,
} from './templates/weekly-digest';

interface RenderedWithout {
  mail: RenderedMail;
  /** What the mail still names: its `mentions` from now on. */
  mentions: string[];
  renderInput: unknown;
}

/**
 * Per template that names others' profiles or offers: the mail rendered again without some of them, null
 * if empty.
 */
const RENDER_WITHOUT: Record<string, (stored: unknown, gone: readonly string[]) => RenderedWithout | null> = {
  [WEEKLY_DIGEST_TEMPLATE]: (stored, gone) => {
    const input = digestWithout(digestInputFromJson(stored), gone);
    return input && { mail: renderDigestMail(input), mentions: digestMentions(input), renderInput: input };
  },
};

/**
 * A mail rendered again without the profiles or offers `gone`; null when nothing of it is left or its
 * template cannot do without them, and the mail must not go out at all.
 */
export function renderWithout(
  template: string,
  stored: unknown,
  gone: readonly string[],
): RenderedWithout | null {
  const render = RENDER_WITHOUT[template];
  return render && stored != null ? render(stored, gone) : null;
}

// jsonb comes back parsed from pg and PGlite alike; text is accepted for safety.
const headersOf = (h: unknown) =>
  (typeof h === 'string' ? JSON.parse(h) : (h ?? {})) as Record<string, string>;

/**
 * In the transaction of a deletion: no mail still waiting in the outbox names the deleted profiles or
 * offers (`ids`) any more. Each mail that does (a digest listing a person, a club's offers, an offer) is
 * rendered again without them — or deleted, when nothing else was in it. Sent mails need nothing: their
 * bodies were redacted at sending. The rows are locked, so a digest being queued for them is ordered
 * before or after this.
 */
export async function forgetInPendingMails(
  trx: Knex.Transaction,
  ids: readonly string[],
): Promise<{ rerendered: number; dropped: number }> {
  if (!trx?.isTransaction) throw new Error('forgetInPendingMails must run inside the deletion transaction');
  const result = { rerendered: 0, dropped: 0 };
  if (ids.length === 0) return result;
  const rows = (await trx('mail_outbox')
    .whereNull('sentAt')
    .whereRaw('mentions && ?::uuid[]', [uuidArray(ids)])
    .orderBy('id')
    .forUpdate()
    .select('id', 'template', 'renderInput', 'headers')) as {
    id: string | number;
    template: string;
    renderInput: unknown;
    headers: unknown;
  }[];
  for (const row of rows) {
    const next = renderWithout(row.template, row.renderInput, ids);
    if (!next) {
      await trx('mail_outbox').where({ id: row.id }).delete();
      result.dropped += 1;
      continue;
    }
    await trx('mail_outbox')
      .where({ id: row.id })
      .update({
        subject: next.mail.subject,
        textBody: next.mail.text,
        htmlBody: next.mail.html,
        // The queuer's headers (a digest's List-Unsubscribe) stay; the template's are the same again.
        headers: JSON.stringify({ ...headersOf(row.headers), ...next.mail.headers }),
        mentions: next.mentions.length > 0 ? uuidArray(next.mentions) : null,
        renderInput: next.mentions.length > 0 ? JSON.stringify(next.renderInput) : null,
      });
    result.rerendered += 1;
  }
  return result;
}
