import { describe, expect, it } from 'vitest';
import { renderAccountDeletedMail } from './account-deleted';
import { MAX_LIST_ITEMS, renderDigestMail } from './weekly-digest';

const site = (country: 'CH' | 'DE') => (country === 'CH' ? 'https://anpfiff.ch/' : 'https://anpfiff.de');
const offer = (n: number) => ({
  slug: `schiri-${n}`,
  title: 'Schiedsrichter',
  clubName: 'FC Grossmünster',
  place: '8001 Zürich',
});

describe('the account deletion mail', () => {
  it.each(['CH', 'DE'] as const)('confirms in the spelling of %s, in text and accessible HTML', (country) => {
    const mail = renderAccountDeletedMail({
      country,
      siteUrl: site(country),
      displayName: 'Anna',
      kind: 'club',
    });
    expect(mail.subject).toBe('Dein Anpfiff-Account ist gelöscht');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hallo Anna');
      expect(part).toContain('Das Vereinsprofil, alle Angebote');
      expect(part).toContain('hallo@anpfiff.ch');
    }
    expect(mail.html).toContain(`lang="${country === 'CH' ? 'de-CH' : 'de-DE'}"`);
    expect(mail.html).toContain('role="article"');
    if (country === 'CH')
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/ß/);
    else expect(mail.text).toContain('Sportliche Grüße');
    expect(mail.text).toContain(`${site(country).replace(/\/$/, '')}/register`);
  });
});

describe('the weekly digest', () => {
  const base = {
    country: 'CH' as const,
    siteUrl: 'https://anpfiff.ch/',
    displayName: '<b>Lea</b>',
    unsubscribeUrl: 'https://anpfiff.ch/api/unsubscribe?account=a&sig=b',
  };

  it('lists a person the new offers with links, and says how to stop the mail', () => {
    const mail = renderDigestMail({ ...base, kind: 'person', offers: [offer(1), offer(2)] });
    expect(mail.subject).toBe('2 neue passende Angebote für dich');
    expect(mail.text).toContain(
      '- Schiedsrichter (FC Grossmünster, 8001 Zürich)\n  https://anpfiff.ch/jobs/schiri-1',
    );
    expect(mail.html).toContain('<a href="https://anpfiff.ch/jobs/schiri-2"');
    expect(mail.html).toContain('<h2');
    expect(mail.html).not.toContain('<b>Lea</b>');
    expect(mail.html).toContain('&lt;b&gt;Lea&lt;/b&gt;');
    expect(mail.text).toContain(
      'Wöchentliche Mail abbestellen: https://anpfiff.ch/api/unsubscribe?account=a&sig=b',
    );
    expect(mail.html).toContain('href="https://anpfiff.ch/api/unsubscribe?account=a&amp;sig=b"');
    expect(mail.text).toContain('https://anpfiff.ch/manage/person/job-matchings');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/ß/);
  });

  it('cuts long lists and points to the full one', () => {
    const offers = Array.from({ length: MAX_LIST_ITEMS + 4 }, (_, n) => offer(n));
    const mail = renderDigestMail({ ...base, kind: 'person', offers });
    expect(mail.subject).toBe(`${MAX_LIST_ITEMS + 4} neue passende Angebote für dich`);
    expect(mail.text.match(/\/jobs\//g)).toHaveLength(MAX_LIST_ITEMS);
    expect(mail.text).toContain('… und 4 weitere');
  });

  it('lists a club the new people per offer', () => {
    const mail = renderDigestMail({
      ...base,
      country: 'DE',
      siteUrl: 'https://anpfiff.de',
      kind: 'club',
      jobs: [
        {
          job: { slug: 'trainer-1', title: 'Trainer · Junioren', place: '10179 Berlin' },
          people: [{ slug: 'max-1', name: 'Max Muster', place: '10115 Berlin' }],
        },
        {
          job: { slug: 'schiri-1', title: 'Schiedsrichter', place: '10179 Berlin' },
          people: [
            { slug: 'eva-1', name: 'Eva Groß', place: '10117 Berlin' },
            { slug: 'ali-1', name: 'Ali Kaya', place: '' },
          ],
        },
      ],
    });
    expect(mail.subject).toBe('3 neue passende Personen für eure Angebote');
    expect(mail.text).toContain(
      'Trainer · Junioren – 10179 Berlin\n- Max Muster (10115 Berlin)\n  https://anpfiff.de/people/max-1',
    );
    // A name is never respelled, only our own words.
    expect(mail.text).toContain('Eva Groß');
    expect(mail.text).toContain('- Ali Kaya\n  https://anpfiff.de/people/ali-1');
    expect(mail.html).toContain('lang="de-DE"');
  });
});
