import type { Config } from '@anpfiff/core/config/config';
import { queueMails } from '@anpfiff/core/mail/mail-outbox';
import { unsubscribeHeaders, unsubscribeUrl } from '@anpfiff/core/mail/unsubscribe-link';
import {
  digestMentions,
  renderDigestMail,
  type DigestInput,
  WEEKLY_DIGEST_TEMPLATE,
} from '@anpfiff/core/mail/templates/weekly-digest';
import { clubFunctionLabel, isClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { leagueById } from '@anpfiff/schemas/catalogues/leagues';
import {
  isTeamCategory,
  isTeamGender,
  TEAM_GENDER_LABELS,
  teamCategoryLabel,
} from '@anpfiff/schemas/catalogues/team';
import type { Knex } from 'knex';
import {
  type DigestAccount,
  digestAccounts,
  newOffersOfPersons,
  newPeopleOfClubs,
  type NewOfferRow,
} from './digest-queries';
import { finishDigestRun, openDigestRun } from './digest-runs';
import { type ComposedDigest, withoutDeleted } from './without-deleted';

export const DIGEST_KIND = 'digest';
export const DIGEST_TEMPLATE = WEEKLY_DIGEST_TEMPLATE;

export interface DigestRun {
  week: string;
  /**
   * When the trigger occurred. The window recorded with the trigger decides what the digest covers; this
   * is its end only for a trigger appended without one (by a process of an older release).
   */
  until: Date;
  sites: Config['sites'];
  secret: string;
  /** Accounts read, composed and queued together; bounds the memory of a run. */
  batchSize?: number;
  /** Called after each committed batch, e.g. to wake the mail sender. */
  onBatch?: (queued: number) => void;
}

export interface DigestResult {
  /** Accounts that were due this week. */
  accounts: number;
  /** Digests queued: accounts with something new. */
  queued: number;
  /** The week's run had finished before: a replayed trigger, which sends nothing. */
  replayed: boolean;
}

/**
 * An offer named with its whole team ("Trainer · Junioren · Männer · 3. Liga"), in either digest: a club
 * knows its offers by their teams, and a person tells a club's alike offers apart by them (two head coach
 * offers of its active teams, one for the men, one for the women). Offers that differ in none of it (two
 * referee offers without team in one town) the club's digest tells apart by their descriptions
 * (weekly-digest).
 */
function jobTitle(
  row: Pick<NewOfferRow, 'clubFunction' | 'subClubFunction' | 'teamCategory' | 'teamGender' | 'league'>,
): string {
  const fn = row.subClubFunction ?? row.clubFunction;
  const league = row.league ? leagueById(row.league)?.name : undefined;
  return [
    isClubFunction(fn) ? clubFunctionLabel(fn) : fn,
    ...(row.teamCategory && isTeamCategory(row.teamCategory) ? [teamCategoryLabel(row.teamCategory)] : []),
    ...(row.teamGender && isTeamGender(row.teamGender) ? [TEAM_GENDER_LABELS[row.teamGender]] : []),
    ...(league ? [league] : []),
  ].join(' · ');
}

const place = (zip: string, city: string) => [zip, city].filter(Boolean).join(' ');

function groupBy<T extends { accountId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.accountId);
    if (list) list.push(row);
    else map.set(row.accountId, [row]);
  }
  return map;
}

/** Composes the digests of one batch; accounts with nothing new get none. */
async function composeBatch(db: Knex, batch: DigestAccount[], run: DigestRun): Promise<ComposedDigest[]> {
  const persons = batch.filter((a) => a.kind === 'person');
  const clubs = batch.filter((a) => a.kind === 'club');
  const [offers, people] = await Promise.all([
    newOffersOfPersons(db, persons, run.until).then(groupBy),
    newPeopleOfClubs(db, clubs, run.until).then(groupBy),
  ]);
  const mails: ComposedDigest[] = [];
  for (const account of batch) {
    const siteUrl = run.sites[account.country];
    const link = unsubscribeUrl(siteUrl, run.secret, account.accountId);
    const base = {
      country: account.country,
      siteUrl,
      displayName: account.displayName,
      unsubscribeUrl: link,
      first: account.first,
    };
    let input: DigestInput | undefined;
    if (account.kind === 'person') {
      const rows = offers.get(account.accountId);
      if (rows)
        input = {
          ...base,
          kind: 'person',
          offers: rows.map((r) => ({
            slug: r.jobSlug,
            title: jobTitle(r),
            clubName: r.clubName,
            place: place(r.zip, r.city),
            clubId: r.clubId,
            jobId: r.jobId,
          })),
        };
    } else {
      const rows = people.get(account.accountId);
      if (rows) {
        const jobs = new Map<string, Extract<DigestInput, { kind: 'club' }>['jobs'][number]>();
        for (const r of rows) {
          let entry = jobs.get(r.jobId);
          if (!entry) {
            entry = {
              job: {
                slug: r.jobSlug,
                title: jobTitle(r),
                place: place(r.zip, r.city),
                createdAt: r.jobCreatedAt,
                description: r.jobDescription,
                jobId: r.jobId,
              },
              people: [],
            };
            jobs.set(r.jobId, entry);
          }
          entry.people.push({
            slug: r.personSlug,
            name: `${r.firstName} ${r.lastName}`.trim(),
            place: place(r.personZip, r.personCity),
            personId: r.personId,
          });
        }
        input = { ...base, kind: 'club', jobs: [...jobs.values()] };
      }
    }
    if (!input) continue;
    const rendered = renderDigestMail(input);
    mails.push({
      accountId: account.accountId,
      mail: {
        accountId: account.accountId,
        template: DIGEST_TEMPLATE,
        to: account.email,
        ...rendered,
        headers: { ...rendered.headers, ...unsubscribeHeaders(link) },
        // Whom and which offers it names, so that their deletion takes them out of it while it waits.
        mentions: { profileIds: digestMentions(input), renderInput: input },
      },
      input,
    });
  }
  return mails;
}

/**
 * The weekly digest for `run.week`: every due account, batch by batch, with what is new in the window
 * recorded with the trigger. Each batch commits its delivery records (unique per account, kind and week)
 * together with its queued mails, so a run that is repeated after a crash halfway queues each account's
 * digest at most once. A finished run is marked so: a replay of its trigger then sends nothing at all,
 * also not to an account that was not due when it ran (it switched the weekly mail on since, say). The
 * outbox sender delivers them, with retries.
 */
export async function runDigest(db: Knex, options: DigestRun): Promise<DigestResult> {
  const window = await openDigestRun(db, options.week, options.until);
  if (window.finished) return { accounts: 0, queued: 0, replayed: true };
  const run = { ...options, until: window.end };
  const batchSize = run.batchSize ?? 500;
  const result: DigestResult = { accounts: 0, queued: 0, replayed: false };
  let after: string | null = null;
  for (;;) {
    const { accounts: batch, next } = await digestAccounts(db, {
      week: run.week,
      windowStart: window.start,
      until: run.until,
      after,
      limit: batchSize,
    });
    result.accounts += batch.length;
    const composed = batch.length > 0 ? await composeBatch(db, batch, run) : [];
    if (composed.length > 0) {
      const queued = await db.transaction(async (trx) => {
        const current = await withoutDeleted(trx, composed);
        if (current.length === 0) return 0;
        const claimed = (await trx('mail_deliveries')
          .insert(
            current.map((c) => ({
              accountId: c.accountId,
              kind: DIGEST_KIND,
              period: run.week,
              coveredUntil: run.until.toISOString(),
            })),
          )
          .onConflict(['accountId', 'kind', 'period'])
          .ignore()
          .returning('accountId')) as { accountId: string }[];
        const mine = new Set(claimed.map((c) => c.accountId));
        const ids = await queueMails(
          trx,
          current.filter((c) => mine.has(c.accountId)).map((c) => c.mail),
        );
        return ids.length;
      });
      result.queued += queued;
      if (queued > 0) run.onBatch?.(queued);
    }
    if (next === null) break;
    after = next;
  }
  await finishDigestRun(db, run.week);
  return result;
}
