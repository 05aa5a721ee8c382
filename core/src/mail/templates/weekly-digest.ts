import type { Country } from '@anpfiff/schemas/catalogues/countries';
import {
  type FormOfAddress,
  layoutMail,
  type MailLink,
  type MailList,
  type RenderedMail,
} from './mail-layout';
import { spell, WEEKLY_MAIL } from './spelling';
import { excerpt } from './text-excerpt';
import { paths } from '@anpfiff/schemas/site/paths';

export interface DigestOffer {
  slug: string;
  /**
   * The role with its team, e.g. "Cheftrainer · Aktive · Frauen · 2. Liga": a club's two offers for the
   * same role differ in their team.
   */
  title: string;
  clubName: string;
  place: string;
  /** The club's id: the offer leaves a digest still waiting to be sent when the club is deleted. */
  clubId?: string;
  /** The offer's id: it leaves a digest still waiting to be sent when the club deletes it. */
  jobId?: string;
}

/**
 * One of the club's own offers. A club often has several with the same role and place (two referee
 * offers in one town), so the section names the team and the creation date and links to the offer's
 * matchings, where the club can act on it.
 */
export interface DigestClubOffer {
  slug: string;
  /** The role with its team, e.g. "Trainer · Junioren · Männer · 3. Liga". */
  title: string;
  place: string;
  createdAt: Date;
  /**
   * What the club wrote about the offer (its start is enough). Two offers whose sections would read the
   * same — role, team, place and day — are told apart by it.
   */
  description?: string;
  /**
   * The offer's id: its section leaves the club's digest still waiting to be sent when the club deletes it.
   * Missing in digests stored before it was recorded; those keep the section.
   */
  jobId?: string;
}

export interface DigestPerson {
  slug: string;
  name: string;
  place: string;
  /** The person's id: they leave a digest still waiting to be sent when they delete their account. */
  personId?: string;
}

export type DigestInput = {
  country: Country;
  siteUrl: string;
  displayName: string;
  unsubscribeUrl: string;
  /** No digest went to the account before: there is no last one to count from. */
  first?: boolean;
} & (
  | { kind: 'person'; offers: DigestOffer[] }
  | { kind: 'club'; jobs: { job: DigestClubOffer; people: DigestPerson[] }[] }
);

/**
 * The label of the link to the notification settings, where the weekly mail is switched on and off: the
 * digest's small print and the page behind its unsubscribe link both offer it.
 */
export const SETTINGS_LINK_LABEL: Record<FormOfAddress, string> = {
  du: 'Zu deinen Einstellungen',
  ihr: 'Zu euren Einstellungen',
};

/** The link to the notification settings of a site, for someone addressed as `formOfAddress`. */
export function notificationSettingsLink(siteUrl: string, formOfAddress: FormOfAddress): MailLink {
  return {
    label: SETTINGS_LINK_LABEL[formOfAddress],
    url: `${siteUrl.replace(/\/+$/, '')}${paths.settingsNotifications}`,
  };
}

/** The template name of the digest's outbox rows. */
export const WEEKLY_DIGEST_TEMPLATE = 'weekly-digest';

/** A mail stays readable on a phone: longer lists end in "und N weitere" and the button shows them all. */
export const MAX_LIST_ITEMS = 10;

// As the web app shows an offer's creation date ("Erstellt am 3. März 2025"); fixed to the sites' time
// zone so a mail composed on a server in UTC names the same day as the site.
const dateFormat = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
const DATE = { CH: dateFormat('de-CH', 'Europe/Zurich'), DE: dateFormat('de-DE', 'Europe/Berlin') };
const timeFormat = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
const TIME = { CH: timeFormat('de-CH', 'Europe/Zurich'), DE: timeFormat('de-DE', 'Europe/Berlin') };
// A quotation of the club's own words, in the quotation marks of each site.
const QUOTE = { CH: (t: string) => `«${t}»`, DE: (t: string) => `„${t}“` };

function cut<T>(items: T[], toItem: (item: T) => MailList['items'][number]): Omit<MailList, 'heading'> {
  const shown = items.slice(0, MAX_LIST_ITEMS).map(toItem);
  const rest = items.length - shown.length;
  return { items: shown, ...(rest > 0 ? { more: `… und ${rest} weitere` } : {}) };
}

/** "ein neues Angebot" or "3 neue Angebote": German spells out the one and counts the rest. */
const counted = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

type ClubJobs = Extract<DigestInput, { kind: 'club' }>['jobs'];

/**
 * The section of each of a club's offers. Sections that would read the same (two referee offers without
 * team in one town, created the same day) get what the club recognises them by: the start of the
 * description it wrote; where that is missing or the same too, the time the offer was created.
 */
function clubSections(country: Country, siteUrl: string, jobs: ClubJobs): MailList[] {
  const date = DATE[country];
  const sections = jobs.map(({ job, people }) => {
    const list: MailList = {
      heading: [job.title, job.place].filter(Boolean).join(' – '),
      detail: spell(country, `Erstellt am ${date.format(job.createdAt)}`),
      link: {
        label: 'Alle passenden Personen zu diesem Angebot',
        url: `${siteUrl}${paths.manageJobMatchings(job.slug)}`,
      },
      ...cut(people, (p) => ({ label: p.name, url: `${siteUrl}${paths.person(p.slug)}`, detail: p.place })),
    };
    return { job, list, start: excerpt(job.description ?? '') };
  });
  for (const alike of groupBy(sections, (s) => `${s.list.heading}\n${s.list.detail}`)) {
    if (alike.length < 2) continue;
    for (const s of alike) {
      const unique = s.start && alike.filter((other) => other.start === s.start).length === 1;
      if (unique) s.list.note = QUOTE[country](s.start);
      else s.list.detail = `${s.list.detail} um ${TIME[country].format(s.job.createdAt)} Uhr`;
    }
  }
  return sections.map((s) => s.list);
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return [...groups.values()];
}

/**
 * The weekly mail: for a person the offers that newly match, for a club the newly matching people per
 * offer. Only called when there is something new; it says why it arrives and how to stop it. A person
 * is addressed with "du", a club with "ihr" throughout.
 */
export function renderDigestMail(input: DigestInput): RenderedMail {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const s = (text: string) => spell(input.country, text);
  const weekly = WEEKLY_MAIL[input.country];
  // The first digest covers the week before it; later ones everything since the previous digest.
  const period = input.first ? 'In der vergangenen Woche gab es' : 'Seit unserer letzten Übersicht gibt es';
  const common = { country: input.country, siteUrl, displayName: input.displayName, outro: [] };
  if (input.kind === 'person') {
    const n = input.offers.length;
    return layoutMail({
      ...common,
      formOfAddress: 'du',
      subject: n === 1 ? 'Ein neues passendes Angebot für dich' : `${n} neue passende Angebote für dich`,
      intro: [
        s(`${period} ${counted(n, 'ein neues passendes Angebot', 'neue passende Angebote')} für dich.`),
        ...(input.first
          ? [s('Ab jetzt schicken wir dir jede Woche eine solche Übersicht, wenn es Neues gibt.')]
          : []),
      ],
      lists: [
        {
          heading: 'Neue Angebote',
          ...cut(input.offers, (o) => ({
            label: o.title,
            url: `${siteUrl}${paths.job(o.slug)}`,
            detail: [o.clubName, o.place].filter(Boolean).join(', '),
          })),
        },
      ],
      action: { label: 'Alle passenden Angebote ansehen', url: `${siteUrl}${paths.personJobMatchings}` },
      unsubscribe: {
        text: s(
          `Du bekommst diese Übersicht, weil in deinen Einstellungen ${weekly.the} mit neuen Treffern eingeschaltet ist.`,
        ),
        settings: notificationSettingsLink(siteUrl, 'du'),
        label: weekly.unsubscribe,
        url: input.unsubscribeUrl,
      },
    });
  }
  // A person who fits two offers is one new person for the club, listed under both offers.
  const people = new Set(input.jobs.flatMap((j) => j.people.map((p) => p.slug))).size;
  const offers = input.jobs.length;
  return layoutMail({
    ...common,
    formOfAddress: 'ihr',
    subject: `${counted(people, 'Eine neue passende Person', 'neue passende Personen')} für ${offers === 1 ? 'euer Angebot' : 'eure Angebote'}`,
    intro: [
      s(
        `${period} ${counted(people, 'eine neue passende Person', 'neue passende Personen')} für ${counted(offers, 'eines eurer Angebote', 'eurer Angebote')}.`,
      ),
      ...(input.first
        ? [s('Ab jetzt schicken wir euch jede Woche eine solche Übersicht, wenn es Neues gibt.')]
        : []),
    ],
    lists: clubSections(input.country, siteUrl, input.jobs),
    action: { label: 'Eure Angebote ansehen', url: `${siteUrl}${paths.manageJobs}` },
    unsubscribe: {
      text: s(
        `Ihr bekommt diese Übersicht, weil in euren Einstellungen ${weekly.the} mit neuen Treffern eingeschaltet ist.`,
      ),
      settings: notificationSettingsLink(siteUrl, 'ihr'),
      label: weekly.unsubscribe,
      url: input.unsubscribeUrl,
    },
  });
}

/**
 * What a digest names besides its recipient, by kind: the persons a club's digest lists, the clubs and the
 * offers of a person's, the club's own offers. Whoever checks that they still exist must know which table
 * each id is a row of; a stored digest from before offers were recorded names no offers.
 */
export interface DigestNamed {
  persons: string[];
  clubs: string[];
  offers: string[];
}

const present = (ids: (string | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => typeof id === 'string')),
];

export function digestNamed(input: DigestInput): DigestNamed {
  if (input.kind === 'person')
    return {
      persons: [],
      clubs: present(input.offers.map((o) => o.clubId)),
      offers: present(input.offers.map((o) => o.jobId)),
    };
  return {
    persons: present(input.jobs.flatMap((j) => j.people.map((p) => p.personId))),
    clubs: [],
    offers: present(input.jobs.map((j) => j.job.jobId)),
  };
}

/**
 * All ids a digest names (the outbox's `mentions`): a deletion of any of them finds the mail. Ids are
 * uuids, unique across persons, clubs and offers, so one list serves every kind.
 */
export function digestMentions(input: DigestInput): string[] {
  const { persons, clubs, offers } = digestNamed(input);
  return [...persons, ...clubs, ...offers];
}

/**
 * The digest without what names any of `ids` (deleted persons, clubs or offers): an offer deleted or of a
 * deleted club, a person under every offer, a section of the club's own whose offer was deleted. An offer
 * of the club's own left with nobody goes too; null when nothing at all is left, for such a mail is
 * dropped, not sent empty.
 */
export function digestWithout(input: DigestInput, ids: readonly string[]): DigestInput | null {
  const gone = new Set(ids);
  const isGone = (id: string | undefined) => id !== undefined && gone.has(id);
  if (input.kind === 'person') {
    const offers = input.offers.filter((o) => !isGone(o.clubId) && !isGone(o.jobId));
    return offers.length > 0 ? { ...input, offers } : null;
  }
  const jobs = input.jobs
    .filter((j) => !isGone(j.job.jobId))
    .map((j) => ({ ...j, people: j.people.filter((p) => !isGone(p.personId)) }))
    .filter((j) => j.people.length > 0);
  return jobs.length > 0 ? { ...input, jobs } : null;
}

/** A digest input as it was stored (JSON): its dates come back as strings. */
export function digestInputFromJson(stored: unknown): DigestInput {
  const input = (typeof stored === 'string' ? JSON.parse(stored) : stored) as DigestInput;
  if (input.kind === 'person') return input;
  return {
    ...input,
    jobs: input.jobs.map((j) => ({ ...j, job: { ...j.job, createdAt: new Date(j.job.createdAt) } })),
  };
}
