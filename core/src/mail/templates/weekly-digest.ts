import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { layoutMail, type MailList, type RenderedMail } from './mail-layout';
import { spell } from './spelling';

export interface DigestOffer {
  slug: string;
  /** e.g. "Schiedsrichter · Senioren" */
  title: string;
  clubName: string;
  place: string;
}

export interface DigestPerson {
  slug: string;
  name: string;
  place: string;
}

export type DigestInput = {
  country: Country;
  siteUrl: string;
  displayName: string;
  unsubscribeUrl: string;
} & (
  | { kind: 'person'; offers: DigestOffer[] }
  | { kind: 'club'; jobs: { job: Omit<DigestOffer, 'clubName'>; people: DigestPerson[] }[] }
);

/** A mail stays readable on a phone: longer lists end in "und N weitere" and the button shows them all. */
export const MAX_LIST_ITEMS = 10;

const path = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

function cut<T>(items: T[], toItem: (item: T) => MailList['items'][number]): Omit<MailList, 'heading'> {
  const shown = items.slice(0, MAX_LIST_ITEMS).map(toItem);
  const rest = items.length - shown.length;
  return { items: shown, ...(rest > 0 ? { more: `… und ${rest} weitere` } : {}) };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The weekly mail: for a person the offers that newly match, for a club the newly matching people per
 * offer. Only called when there is something new; it says why it arrives and how to stop it.
 */
export function renderDigestMail(input: DigestInput): RenderedMail {
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const s = (text: string) => spell(input.country, text);
  const unsubscribe = {
    text: s(
      'Du bekommst diese Mail, weil in deinen Einstellungen die wöchentliche Mail mit neuen Treffern eingeschaltet ist.',
    ),
    label: 'Wöchentliche Mail abbestellen',
    url: input.unsubscribeUrl,
  };
  if (input.kind === 'person') {
    const n = input.offers.length;
    return layoutMail({
      country: input.country,
      siteUrl,
      displayName: input.displayName,
      subject: n === 1 ? 'Ein neues passendes Angebot für dich' : `${n} neue passende Angebote für dich`,
      intro: [
        s(
          `Seit deiner letzten Wochen-Mail passen ${count(n, 'neues Angebot', 'neue Angebote')} zu deinem Profil.`,
        ),
      ],
      lists: [
        {
          heading: 'Neue Angebote',
          ...cut(input.offers, (o) => ({
            label: o.title,
            url: path(`${siteUrl}/jobs`, o.slug),
            detail: [o.clubName, o.place].filter(Boolean).join(', '),
          })),
        },
      ],
      action: { label: 'Alle passenden Angebote ansehen', url: `${siteUrl}/manage/person/job-matchings` },
      outro: [],
      unsubscribe,
    });
  }
  const people = input.jobs.reduce((sum, j) => sum + j.people.length, 0);
  return layoutMail({
    country: input.country,
    siteUrl,
    displayName: input.displayName,
    subject:
      people === 1
        ? 'Eine neue passende Person für eure Angebote'
        : `${people} neue passende Personen für eure Angebote`,
    intro: [
      s(
        `Seit eurer letzten Wochen-Mail passen ${count(people, 'neue Person', 'neue Personen')} zu ${count(input.jobs.length, 'eurem Angebot', 'euren Angeboten')}.`,
      ),
    ],
    lists: input.jobs.map(({ job, people: matches }) => ({
      heading: [job.title, job.place].filter(Boolean).join(' – '),
      ...cut(matches, (p) => ({ label: p.name, url: path(`${siteUrl}/people`, p.slug), detail: p.place })),
    })),
    action: { label: 'Eure Angebote ansehen', url: `${siteUrl}/manage/jobs` },
    outro: [],
    unsubscribe,
  });
}
