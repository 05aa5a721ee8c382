import { describe, expect, it } from 'vitest';
import {
  type DigestInput,
  digestInputFromJson,
  digestMentions,
  digestNamed,
  digestWithout,
  renderDigestMail,
} from './weekly-digest';

// Stand-ins for the uuids of rows: the functions only compare them.
const CLUB_A = 'c0000000-0000-4000-8000-00000000000a';
const CLUB_B = 'c0000000-0000-4000-8000-00000000000b';
const JOB_1 = 'j0000000-0000-4000-8000-000000000001';
const JOB_2 = 'j0000000-0000-4000-8000-000000000002';
const ANNA = 'p0000000-0000-4000-8000-0000000000a1';
const BEAT = 'p0000000-0000-4000-8000-0000000000b1';

const base = {
  country: 'CH' as const,
  siteUrl: 'https://anpfiff.ch',
  displayName: 'Lea',
  unsubscribeUrl: 'https://anpfiff.ch/api/unsubscribe?account=a&sig=b',
};

const personDigest: DigestInput = {
  ...base,
  kind: 'person',
  offers: [
    { slug: 'schiri-1', title: 'Schiedsrichter', clubName: 'FC A', place: '', clubId: CLUB_A, jobId: JOB_1 },
    { slug: 'trainer-2', title: 'Trainer', clubName: 'FC B', place: '', clubId: CLUB_B, jobId: JOB_2 },
  ],
};

const MARCH_3 = new Date('2025-03-03T09:00:00Z');
const clubDigest: DigestInput = {
  ...base,
  kind: 'club',
  jobs: [
    {
      job: { slug: 'schiri-1', title: 'Schiedsrichter', place: '', createdAt: MARCH_3, jobId: JOB_1 },
      people: [{ slug: 'anna-1', name: 'Anna Muster', place: '', personId: ANNA }],
    },
    {
      job: { slug: 'trainer-2', title: 'Trainer', place: '', createdAt: MARCH_3, jobId: JOB_2 },
      people: [
        { slug: 'anna-1', name: 'Anna Muster', place: '', personId: ANNA },
        { slug: 'beat-1', name: 'Beat Muster', place: '', personId: BEAT },
      ],
    },
  ],
};

describe('what a weekly digest names', () => {
  it('tells the persons, clubs and offers apart', () => {
    expect(digestNamed(personDigest)).toEqual({
      persons: [],
      clubs: [CLUB_A, CLUB_B],
      offers: [JOB_1, JOB_2],
    });
    expect(digestNamed(clubDigest)).toEqual({ persons: [ANNA, BEAT], clubs: [], offers: [JOB_1, JOB_2] });
    expect(digestMentions(clubDigest)).toEqual([ANNA, BEAT, JOB_1, JOB_2]);
  });

  it("leaves out of a person's digest an offer deleted since", () => {
    const next = digestWithout(personDigest, [JOB_2]);
    expect(next?.kind === 'person' && next.offers.map((o) => o.slug)).toEqual(['schiri-1']);
    expect(digestWithout(personDigest, [JOB_1, JOB_2])).toBeNull();
  });

  it("leaves out of a club's digest the section of its offer deleted since, and drops it when none is left", () => {
    const next = digestWithout(clubDigest, [JOB_1]) as DigestInput;
    expect(next.kind === 'club' && next.jobs.map((j) => j.job.slug)).toEqual(['trainer-2']);
    const mail = renderDigestMail(next);
    expect(mail.subject).toBe('2 neue passende Personen für euer Angebot');
    expect(mail.text).not.toContain('schiri-1');
    expect(digestMentions(next)).toEqual([ANNA, BEAT, JOB_2]);
    expect(digestWithout(clubDigest, [JOB_1, JOB_2])).toBeNull();
  });

  it('keeps working with a digest stored before the offers were named in it', () => {
    // As queued by an older release: no jobId anywhere, dates as JSON strings.
    const stored = JSON.parse(
      JSON.stringify({
        ...clubDigest,
        jobs:
          clubDigest.kind === 'club' &&
          clubDigest.jobs.map(({ job: { jobId: _, ...job }, people }) => ({ job, people })),
      }),
    ) as unknown;
    const old = digestInputFromJson(stored);
    expect(digestNamed(old)).toEqual({ persons: [ANNA, BEAT], clubs: [], offers: [] });
    // An offer's deletion does not find it (its mentions hold no offers) and would change nothing in it.
    expect(digestWithout(old, [JOB_1])).toEqual(old);
    // A person's still does.
    const withoutBeat = digestWithout(old, [BEAT]);
    expect(withoutBeat && renderDigestMail(withoutBeat).text).not.toContain('Beat Muster');
  });
});
