import type { Knex } from 'knex';

export interface DigestAccount {
  accountId: string;
  email: string;
  country: 'CH' | 'DE';
  kind: 'person' | 'club';
  displayName: string;
  /** The person's or the club's id. */
  profileId: string;
  /** Matchings created after this instant are new to the account. */
  since: Date;
  /**
   * No digest went to the account since it (last) switched the weekly mail on, so the mail cannot refer
   * to a last one.
   */
  first: boolean;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const iso = (d: Date) => d.toISOString();

/**
 * The next batch of accounts due for this week's digest, in id order (keyset paging: memory stays flat
 * however many accounts there are). Due: verified, not locked, weekly mail on, a person or a club, and no
 * digest for this week yet. `since` is the end of the account's previous digest; an account without one
 * gets what is new since the previous trigger or its registration, whichever is later. A digest from
 * before the account last switched the weekly mail on does not count: the account starts afresh with the
 * previous trigger's window, so it is not sent the matchings of the weeks it wanted no mail (it saw them
 * in the app), and nothing of the current week is lost to a switch off and on. Never "7 × 24 h before":
 * the week around a clock change is an hour longer or shorter and a trigger may run late, and
 * matchings in the hours between would be lost or mailed twice.
 *
 * The deliveries are read per batch, not per account in a subquery: during a first run the table grows
 * from empty faster than the planner's statistics, and a per-account scan of it would make a run quadratic.
 * A batch can therefore come back with fewer accounts than `limit` (or none) while more follow; `next`
 * is where the following batch starts, null at the end.
 */
export async function digestAccounts(
  db: Knex,
  opts: {
    week: string;
    /** Where the previous trigger's window ended; null for an installation's first trigger. */
    windowStart: Date | null;
    until: Date;
    after: string | null;
    limit: number;
  },
): Promise<{ accounts: DigestAccount[]; next: string | null }> {
  const result = await db.raw(
    `select a.id as account_id, a.email, a.country, a.kind, a.created_at, a.weekly_mail_switched_on_at,
            coalesce(c.name, p.first_name, '') as display_name,
            coalesce(c.id, p.id) as profile_id
       from accounts a
       left join clubs c on c.account_id = a.id
       left join persons p on p.account_id = a.id
      where a.verified_at is not null and not a.locked and a.weekly_job_update
        and a.kind in ('person', 'club')
        and a.id > ?::uuid
      order by a.id
      limit ?`,
    [opts.after ?? '00000000-0000-0000-0000-000000000000', opts.limit],
  );
  const rows = rowsOf(result);
  const last = rows.at(-1);
  if (!last) return { accounts: [], next: null };
  const ids = rows.map((r) => String(r.account_id));
  const deliveries = rowsOf(
    await db.raw(
      `select account_id, max(covered_until) as covered_until, max(created_at) as sent_at,
              bool_or(period = ?) as this_week
         from mail_deliveries
        where kind = 'digest' and account_id = any(?::uuid[])
        group by account_id`,
      [opts.week, ids],
    ),
  );
  const byAccount = new Map(deliveries.map((d) => [String(d.account_id), d]));
  // Only an installation's first trigger has no window before it: it covers the week before.
  const windowStart = opts.windowStart ?? new Date(opts.until.getTime() - 7 * 86_400_000);
  const accounts: DigestAccount[] = [];
  for (const r of rows) {
    const delivered = byAccount.get(String(r.account_id));
    if (delivered?.this_week || r.profile_id === null) continue;
    const registered = new Date(r.created_at as string | Date);
    const switchedOn = r.weekly_mail_switched_on_at as string | Date | null;
    const lastDigest =
      delivered &&
      (switchedOn === null || new Date(delivered.sent_at as string | Date) > new Date(switchedOn))
        ? delivered
        : undefined;
    accounts.push({
      accountId: String(r.account_id),
      email: String(r.email),
      country: String(r.country).trim() as 'CH' | 'DE',
      kind: r.kind as 'person' | 'club',
      displayName: String(r.display_name),
      profileId: String(r.profile_id),
      since: lastDigest?.covered_until
        ? new Date(lastDigest.covered_until as string | Date)
        : new Date(Math.max(windowStart.getTime(), registered.getTime())),
      first: !lastDigest,
    });
  }
  return { accounts, next: rows.length < opts.limit ? null : String(last.account_id) };
}

/** `(values (?::uuid, ?::uuid, ?::timestamptz), …)` of the batch: each account with its own `since`. */
function windowValues(accounts: DigestAccount[]): { sql: string; bindings: string[] } {
  return {
    sql: accounts.map(() => '(?::uuid, ?::uuid, ?::timestamptz)').join(', '),
    bindings: accounts.flatMap((a) => [a.accountId, a.profileId, iso(a.since)]),
  };
}

export interface NewOfferRow {
  accountId: string;
  /** The digest names the offer by it, so that the offer's deletion takes it out of a waiting digest. */
  jobId: string;
  jobSlug: string;
  clubFunction: string;
  subClubFunction: string | null;
  teamCategory: string | null;
  /** With the category these tell a club's similar offers apart, in either digest. */
  teamGender: string | null;
  league: string | null;
  zip: string;
  city: string;
  clubName: string;
  clubId: string;
}

/** Offers of active clubs that newly match each person of the batch, best first. */
export async function newOffersOfPersons(
  db: Knex,
  persons: DigestAccount[],
  until: Date,
): Promise<NewOfferRow[]> {
  if (persons.length === 0) return [];
  const w = windowValues(persons);
  const result = await db.raw(
    `select w.account_id, j.id as job_id, j.slug as job_slug, j.club_function, j.sub_club_function,
            j.team_category, j.team_gender, j.league, j.zip, j.city, c.name as club_name, c.id as club_id
       from (values ${w.sql}) as w(account_id, person_id, since)
       join matchings m on m.person_id = w.person_id and m.created_at > w.since and m.created_at <= ?::timestamptz
       join jobs j on j.id = m.job_id
       join clubs c on c.id = j.club_id
       join accounts ca on ca.id = c.account_id and ca.verified_at is not null and not ca.locked
      order by w.account_id, m.score desc, m.created_at desc`,
    [...w.bindings, iso(until)],
  );
  return rowsOf(result).map((r) => ({
    accountId: String(r.account_id),
    jobId: String(r.job_id),
    jobSlug: String(r.job_slug),
    clubFunction: String(r.club_function),
    subClubFunction: (r.sub_club_function as string | null) ?? null,
    teamCategory: (r.team_category as string | null) ?? null,
    teamGender: (r.team_gender as string | null) ?? null,
    league: (r.league as string | null) ?? null,
    zip: String(r.zip),
    city: String(r.city),
    clubName: String(r.club_name),
    clubId: String(r.club_id),
  }));
}

export interface NewPersonRow extends Omit<NewOfferRow, 'clubName' | 'clubId'> {
  jobCreatedAt: Date;
  /** The start of the offer's description: enough to tell two offers that read alike apart. */
  jobDescription: string;
  personId: string;
  personSlug: string;
  firstName: string;
  lastName: string;
  personZip: string;
  personCity: string;
}

// Characters of a description read per matching row: the digest quotes about 60 of them at most, and a
// whole description (up to 5000) on every row of a club with many matchings would only cost memory.
const DESCRIPTION_START = 200;

/** People of active accounts who newly match an offer of each club of the batch, per offer, best first. */
export async function newPeopleOfClubs(
  db: Knex,
  clubs: DigestAccount[],
  until: Date,
): Promise<NewPersonRow[]> {
  if (clubs.length === 0) return [];
  const w = windowValues(clubs);
  const result = await db.raw(
    `select w.account_id, j.id as job_id, j.slug as job_slug, j.club_function, j.sub_club_function,
            j.team_category, j.team_gender, j.league, j.created_at as job_created_at, j.zip, j.city,
            left(j.description, ${DESCRIPTION_START}) as job_description,
            p.id as person_id, p.slug as person_slug, p.first_name, p.last_name, p.zip as person_zip, p.city as person_city
       from (values ${w.sql}) as w(account_id, club_id, since)
       join matchings m on m.club_id = w.club_id and m.created_at > w.since and m.created_at <= ?::timestamptz
       join jobs j on j.id = m.job_id
       join persons p on p.id = m.person_id
       join accounts pa on pa.id = p.account_id and pa.verified_at is not null and not pa.locked
      order by w.account_id, j.created_at desc, j.id, m.score desc, p.last_name`,
    [...w.bindings, iso(until)],
  );
  return rowsOf(result).map((r) => ({
    accountId: String(r.account_id),
    jobId: String(r.job_id),
    jobSlug: String(r.job_slug),
    clubFunction: String(r.club_function),
    subClubFunction: (r.sub_club_function as string | null) ?? null,
    teamCategory: (r.team_category as string | null) ?? null,
    teamGender: (r.team_gender as string | null) ?? null,
    league: (r.league as string | null) ?? null,
    jobCreatedAt: new Date(r.job_created_at as string | Date),
    jobDescription: String(r.job_description ?? ''),
    zip: String(r.zip),
    city: String(r.city),
    personId: String(r.person_id),
    personSlug: String(r.person_slug),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    personZip: String(r.person_zip),
    personCity: String(r.person_city),
  }));
}
