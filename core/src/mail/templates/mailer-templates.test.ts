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
    expect(mail.subject).toBe('Euer Anpfiff-Account ist gelöscht');
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
    // The language of the HTML's lang, for the mail client; a reply reaches the address the mail names.
    expect(mail.headers).toEqual({
      'Content-Language': country === 'CH' ? 'de-CH' : 'de-DE',
      'Reply-To': 'Anpfiff <hallo@anpfiff.ch>',
    });
  });

  it('speaks to a club as "ihr" and to a person as "du", throughout', () => {
    const mail = (kind: 'club' | 'person') =>
      renderAccountDeletedMail({ country: 'DE', siteUrl: site('DE'), displayName: 'Anna', kind });
    const club = mail('club');
    expect(club.text).toContain('Wie gewünscht haben wir euren Account bei Anpfiff gelöscht.');
    expect(club.text).toContain(
      'Ihr habt euren Account nicht selbst gelöscht? Dann schreibt uns bitte sofort',
    );
    expect(club.text).toContain('Schön, dass ihr dabei wart. Ihr seid jederzeit wieder willkommen.');
    expect(club.text).toContain('Euer Anpfiff-Team');
    for (const part of [club.subject, club.text, club.html])
      expect(part).not.toMatch(/(?<!\p{L})(du|dich|dir|dein\w*)(?!\p{L})/iu);

    const person = mail('person');
    expect(person.subject).toBe('Dein Anpfiff-Account ist gelöscht');
    expect(person.text).toContain('Dein Profil und die hochgeladenen Bilder sind entfernt');
    expect(person.text).toContain('Schön, dass du dabei warst. Du bist jederzeit wieder willkommen.');
    expect(person.text).toContain('Dein Anpfiff-Team');
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
      'Wöchentliches E-Mail abbestellen: https://anpfiff.ch/api/unsubscribe?account=a&sig=b',
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

  const MARCH_3 = new Date('2025-03-03T09:00:00Z');
  const MAY_12 = new Date('2025-05-12T22:30:00Z'); // 13 May in Switzerland and Germany
  const person = (slug: string, name: string, place = '8400 Winterthur') => ({ slug, name, place });
  const five = ['anna', 'beat', 'cla', 'dario', 'eva'].map((n) => person(`${n}-1`, `${n} Muster`));

  it('lists a club the new people per offer, each offer with its team, date and matchings link', () => {
    const mail = renderDigestMail({
      ...base,
      country: 'DE',
      siteUrl: 'https://anpfiff.de',
      kind: 'club',
      jobs: [
        {
          job: { slug: 'trainer-1', title: 'Trainer · Junioren', place: '10179 Berlin', createdAt: MARCH_3 },
          people: [{ slug: 'max-1', name: 'Max Muster', place: '10115 Berlin' }],
        },
        {
          job: { slug: 'schiri-1', title: 'Schiedsrichter', place: '10179 Berlin', createdAt: MAY_12 },
          people: [
            { slug: 'eva-1', name: 'Eva Groß', place: '10117 Berlin' },
            { slug: 'ali-1', name: 'Ali Kaya', place: '' },
          ],
        },
      ],
    });
    expect(mail.subject).toBe('3 neue passende Personen für eure Angebote');
    expect(mail.text).toContain(
      'Trainer · Junioren – 10179 Berlin\nErstellt am 3. März 2025\n' +
        'Alle passenden Personen zu diesem Angebot: https://anpfiff.de/manage/jobs/matchings/trainer-1\n' +
        '- Max Muster (10115 Berlin)\n  https://anpfiff.de/people/max-1',
    );
    expect(mail.text).toContain('Schiedsrichter – 10179 Berlin\nErstellt am 13. Mai 2025\n');
    // The HTML says what the text says: the heading, its date, and the link under its label.
    expect(mail.html).toContain(
      '<h2 style="margin:0 0 4px;font-size:18px;color:#1b1f1d;">Schiedsrichter – 10179 Berlin</h2>\n' +
        '<p style="margin:0 0 4px;color:#55605a;">Erstellt am 13. Mai 2025</p>\n' +
        '<p style="margin:0 0 8px;color:#1b1f1d;"><a href="https://anpfiff.de/manage/jobs/matchings/schiri-1" style="color:#0b6e3f;">Alle passenden Personen zu diesem Angebot</a></p>',
    );
    // A name is never respelled, only our own words.
    expect(mail.text).toContain('Eva Groß');
    expect(mail.text).toContain('- Ali Kaya\n  https://anpfiff.de/people/ali-1');
    expect(mail.html).toContain('lang="de-DE"');
  });

  it('counts a person who fits two offers once, and keeps two offers of the same role apart', () => {
    const schiri = (slug: string, createdAt: Date) => ({
      slug,
      title: 'Schiedsrichter',
      place: '8400 Winterthur',
      createdAt,
    });
    const mail = renderDigestMail({
      ...base,
      kind: 'club',
      jobs: [
        { job: schiri('schiri-a', MARCH_3), people: five },
        { job: schiri('schiri-b', MAY_12), people: five },
      ],
    });
    expect(mail.subject).toBe('5 neue passende Personen für eure Angebote');
    expect(mail.text).toContain('gibt es 5 neue passende Personen für 2 eurer Angebote.');
    const headings = [...mail.html.matchAll(/<h2[^>]*>(.*?)<\/h2>\n<p[^>]*>(.*?)<\/p>/g)].map((m) => m[0]);
    expect(headings).toHaveLength(2);
    expect(new Set(headings).size).toBe(2);
    expect(mail.text).toContain('Erstellt am 3. März 2025');
    expect(mail.text).toContain('Erstellt am 13. Mai 2025');
    for (const slug of ['schiri-a', 'schiri-b'])
      expect(mail.html).toContain(`href="https://anpfiff.ch/manage/jobs/matchings/${slug}"`);
  });

  it('says "einem"/"eine" for one and counts the rest, for people and offers', () => {
    const one = renderDigestMail({
      ...base,
      kind: 'club',
      jobs: [
        {
          job: { slug: 's', title: 'Schiedsrichter', place: '', createdAt: MARCH_3 },
          people: five.slice(0, 1),
        },
      ],
    });
    expect(one.subject).toBe('Eine neue passende Person für euer Angebot');
    expect(one.text).toContain(
      'Seit unserer letzten Übersicht gibt es eine neue passende Person für eines eurer Angebote.',
    );
    const many = renderDigestMail({
      ...base,
      kind: 'club',
      jobs: ['a', 'b', 'c'].map((slug) => ({
        job: { slug, title: 'Trainer', place: '', createdAt: MARCH_3 },
        people: five.slice(0, 2),
      })),
    });
    expect(many.text).toContain(
      'Seit unserer letzten Übersicht gibt es 2 neue passende Personen für 3 eurer Angebote.',
    );
    const person = renderDigestMail({ ...base, kind: 'person', offers: [offer(1)] });
    expect(person.text).toContain(
      'Seit unserer letzten Übersicht gibt es ein neues passendes Angebot für dich.',
    );
    for (const mail of [one, many, person]) expect(mail.text).not.toMatch(/\b1 (neue|eure)/);
  });

  it('names one offer "euer Angebot" in the subject, as the intro says "eines eurer Angebote"', () => {
    const club = (jobs: string[], people: typeof five) =>
      renderDigestMail({
        ...base,
        kind: 'club',
        jobs: jobs.map((slug) => ({
          job: { slug, title: 'Trainer', place: '', createdAt: MARCH_3 },
          people,
        })),
      }).subject;
    expect(club(['a'], five)).toBe('5 neue passende Personen für euer Angebot');
    expect(club(['a'], five.slice(0, 1))).toBe('Eine neue passende Person für euer Angebot');
    expect(club(['a', 'b'], five)).toBe('5 neue passende Personen für eure Angebote');
    expect(club(['a', 'b'], five.slice(0, 1))).toBe('Eine neue passende Person für eure Angebote');
    // A person's subject counts the offers, which are what the person gets.
    expect(renderDigestMail({ ...base, kind: 'person', offers: [offer(1)] }).subject).toBe(
      'Ein neues passendes Angebot für dich',
    );
  });

  it('does not refer to a last digest in the first one', () => {
    const person = renderDigestMail({ ...base, first: true, kind: 'person', offers: [offer(1), offer(2)] });
    expect(person.text).toContain('In der vergangenen Woche gab es 2 neue passende Angebote für dich.');
    expect(person.text).toContain('Ab jetzt schicken wir dir jede Woche eine solche Übersicht');
    const club = renderDigestMail({
      ...base,
      first: true,
      kind: 'club',
      jobs: [{ job: { slug: 's', title: 'Trainer', place: '', createdAt: MARCH_3 }, people: five }],
    });
    expect(club.text).toContain(
      'In der vergangenen Woche gab es 5 neue passende Personen für eines eurer Angebote.',
    );
    expect(club.text).toContain('Ab jetzt schicken wir euch jede Woche');
    for (const mail of [person, club]) expect(mail.text).not.toMatch(/letzten/);
  });

  describe('two offers whose sections would read the same', () => {
    const NOV_27 = new Date('2026-11-27T09:15:00Z');
    const schiri = (slug: string, description?: string, createdAt = NOV_27) => ({
      job: {
        slug,
        title: 'Schiedsrichter',
        place: '8001 Zürich',
        createdAt,
        ...(description === undefined ? {} : { description }),
      },
      people: five.slice(0, 1),
    });
    const club = (country: 'CH' | 'DE', jobs: ReturnType<typeof schiri>[]) =>
      renderDigestMail({ ...base, country, siteUrl: site(country), kind: 'club', jobs });
    const headingsOf = (html: string) =>
      [
        ...html.matchAll(
          /<h2[^>]*>(.*?)<\/h2>\n((?:<p style="margin:0 0 [48]px;color:#55605a;">.*?<\/p>\n)+)/g,
        ),
      ].map((m) => `${m[1]}\n${m[2]}`);

    it('quotes the start of each description, cut at a word, under the date', () => {
      const mail = club('CH', [
        schiri(
          'schiri-a',
          'Wir suchen für die Heimspiele unserer Junioren am Samstagvormittag einen Schiedsrichter.',
        ),
        schiri('schiri-b', 'Für die Senioren 30+ suchen wir jemanden, der Freundschaftsspiele pfeift.'),
        // The same role and place, another day: it reads differently already and stays as it is.
        schiri('schiri-c', 'Auch dieses Angebot hat eine Beschreibung.', MARCH_3),
      ]);
      expect(mail.text).toContain(
        'Schiedsrichter – 8001 Zürich\nErstellt am 27. November 2026\n' +
          '«Wir suchen für die Heimspiele unserer Junioren am…»\n' +
          'Alle passenden Personen zu diesem Angebot: https://anpfiff.ch/manage/jobs/matchings/schiri-a\n',
      );
      expect(mail.text).toContain(
        'Schiedsrichter – 8001 Zürich\nErstellt am 27. November 2026\n' +
          '«Für die Senioren 30+ suchen wir jemanden, der…»\n' +
          'Alle passenden Personen zu diesem Angebot: https://anpfiff.ch/manage/jobs/matchings/schiri-b\n',
      );
      expect(mail.text).toContain(
        'Schiedsrichter – 8001 Zürich\nErstellt am 3. März 2025\nAlle passenden Personen',
      );
      expect(mail.text).not.toContain('Auch dieses Angebot');
      const headings = headingsOf(mail.html);
      expect(headings).toHaveLength(3);
      expect(new Set(headings).size).toBe(3);
      expect(mail.html).toContain(
        '<p style="margin:0 0 4px;color:#55605a;">«Für die Senioren 30+ suchen wir jemanden, der…»</p>',
      );
    });

    it('quotes in the German marks on the German site, and escapes what the club wrote', () => {
      const mail = club('DE', [
        schiri('schiri-a', 'Schiri <gesucht> & gern auch Quereinsteiger'),
        schiri('schiri-b', 'Zweites Angebot'),
      ]);
      expect(mail.text).toContain('„Schiri <gesucht> & gern auch Quereinsteiger“');
      expect(mail.html).toContain('„Schiri &lt;gesucht&gt; &amp; gern auch Quereinsteiger“');
      expect(mail.text).toContain('„Zweites Angebot“');
    });

    it('names the time of creation where the descriptions do not tell them apart', () => {
      const same = 'Wir suchen für die Heimspiele unserer Junioren am Samstagvormittag jemanden';
      const mail = club('CH', [
        schiri('schiri-a', `${same}, der pfeift.`),
        schiri('schiri-b', `${same} mit Erfahrung.`, new Date('2026-11-27T16:40:00Z')),
        schiri('schiri-c', undefined, new Date('2026-11-27T20:05:00Z')),
      ]);
      expect(mail.text).toContain('Erstellt am 27. November 2026 um 10:15 Uhr\n');
      expect(mail.text).toContain('Erstellt am 27. November 2026 um 17:40 Uhr\n');
      expect(mail.text).toContain('Erstellt am 27. November 2026 um 21:05 Uhr\n');
      expect(mail.text).not.toContain('«');
      expect(new Set(headingsOf(mail.html)).size).toBe(3);
    });

    it('leaves sections alone that differ in role or place', () => {
      const elsewhere = schiri('schiri-b', 'Auch diese nicht.');
      const trainer = schiri('trainer-a', 'Und diese auch nicht.');
      const mail = club('CH', [
        schiri('schiri-a', 'Eine Beschreibung, die nicht gebraucht wird.'),
        { ...elsewhere, job: { ...elsewhere.job, place: '8400 Winterthur' } },
        { ...trainer, job: { ...trainer.job, title: 'Trainer' } },
      ]);
      expect(mail.text).not.toMatch(/«|Uhr/);
      expect(new Set(headingsOf(mail.html)).size).toBe(3);
    });
  });

  it.each(['CH', 'DE'] as const)('addresses a club as "ihr" throughout, in the spelling of %s', (country) => {
    const mail = renderDigestMail({
      ...base,
      country,
      siteUrl: site(country),
      kind: 'club',
      jobs: [{ job: { slug: 's', title: 'Trainer', place: '', createdAt: MARCH_3 }, people: five }],
    });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
      expect(part).toMatch(/\b(euer|eure\w*)\b/);
    }
    expect(mail.html).toContain('kopiert diesen Link in euren Browser');
    expect(mail.text).toContain('Euer Anpfiff-Team');
    expect(mail.text).toContain(
      country === 'CH'
        ? 'Ihr bekommt diese Übersicht, weil in euren Einstellungen das wöchentliche E-Mail mit neuen Treffern eingeschaltet ist.\nZu euren Einstellungen: https://anpfiff.ch/manage/settings/notifications\nWöchentliches E-Mail abbestellen: '
        : 'Ihr bekommt diese Übersicht, weil in euren Einstellungen die wöchentliche E-Mail mit neuen Treffern eingeschaltet ist.\nZu euren Einstellungen: https://anpfiff.de/manage/settings/notifications\nWöchentliche E-Mail abbestellen: ',
    );
    if (country === 'CH')
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/ß/);
    else expect(mail.text).toContain('Sportliche Grüße');
    expect(mail.headers).toEqual({
      'Content-Language': country === 'CH' ? 'de-CH' : 'de-DE',
      'Reply-To': 'Anpfiff <hallo@anpfiff.ch>',
    });
  });

  it.each(['CH', 'DE'] as const)('keeps addressing a person as "du", in the spelling of %s', (country) => {
    const mail = renderDigestMail({
      ...base,
      country,
      siteUrl: site(country),
      kind: 'person',
      offers: [offer(1)],
    });
    expect(mail.html).toContain('kopiere diesen Link in deinen Browser');
    expect(mail.text).toContain('Dein Anpfiff-Team');
    expect(mail.text).not.toMatch(/\b(ihr|euch|euer|eure\w*)\b/i);
    expect(mail.text).toContain(
      country === 'CH'
        ? 'Du bekommst diese Übersicht, weil in deinen Einstellungen das wöchentliche E-Mail'
        : 'Du bekommst diese Übersicht, weil in deinen Einstellungen die wöchentliche E-Mail',
    );
  });

  describe('the HTML and the text part', () => {
    const unescape = (html: string) =>
      html
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    /** Every "label: address" line of the text, and whether the HTML links the same words to the address. */
    const labelledLinks = (mail: { text: string; html: string }) =>
      [...mail.text.matchAll(/^(.+): (https?:\/\/\S+)$/gm)].map(([, label, url]) => ({
        label,
        url,
        linked: [...mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].some(
          ([, href, words]) => unescape(href as string) === url && unescape(words as string) === label,
        ),
      }));
    const club = (country: 'CH' | 'DE') =>
      renderDigestMail({
        ...base,
        country,
        siteUrl: site(country),
        kind: 'club',
        jobs: [
          { job: { slug: 'a', title: 'Trainer', place: '8001 Zürich', createdAt: MARCH_3 }, people: five },
          { job: { slug: 'b', title: 'Schiedsrichter', place: '', createdAt: MAY_12 }, people: five },
        ],
      });
    const person = (country: 'CH' | 'DE') =>
      renderDigestMail({ ...base, country, siteUrl: site(country), kind: 'person', offers: [offer(1)] });

    it.each(['CH', 'DE'] as const)('link the same words to the same addresses on %s', (country) => {
      for (const mail of [club(country), person(country)]) {
        const links = labelledLinks(mail);
        expect(links.length).toBeGreaterThan(0);
        expect(links.filter((l) => !l.linked)).toEqual([]);
      }
      const { text, html } = club(country);
      expect(text).toContain(
        `Alle passenden Personen zu diesem Angebot: ${site(country).replace(/\/$/, '')}/manage/jobs/matchings/a`,
      );
      // The heading is the offer, not a link: the label under it says where the link leads.
      expect(html).not.toMatch(/<h2[^>]*><a /);
      expect(html.match(/>Alle passenden Personen zu diesem Angebot<\/a>/g)).toHaveLength(2);
    });

    it('link a person to the settings as "du" and a club as "ihr", where the weekly mail is switched on', () => {
      const du = person('CH');
      expect(du.text).toContain(
        'Du bekommst diese Übersicht, weil in deinen Einstellungen das wöchentliche E-Mail mit neuen Treffern eingeschaltet ist.\n' +
          'Zu deinen Einstellungen: https://anpfiff.ch/manage/settings/notifications\n' +
          'Wöchentliches E-Mail abbestellen: https://anpfiff.ch/api/unsubscribe?account=a&sig=b',
      );
      expect(du.html).toContain(
        '<a href="https://anpfiff.ch/manage/settings/notifications" style="color:#55605a;">Zu deinen Einstellungen</a>',
      );
      const ihr = club('DE');
      expect(ihr.text).toContain(
        'Ihr bekommt diese Übersicht, weil in euren Einstellungen die wöchentliche E-Mail mit neuen Treffern eingeschaltet ist.\n' +
          'Zu euren Einstellungen: https://anpfiff.de/manage/settings/notifications\n' +
          'Wöchentliche E-Mail abbestellen: https://anpfiff.ch/api/unsubscribe?account=a&sig=b',
      );
      expect(ihr.html).toContain(
        '<a href="https://anpfiff.de/manage/settings/notifications" style="color:#55605a;">Zu euren Einstellungen</a>',
      );
      expect(ihr.text).not.toContain('deinen');
    });
  });
});
