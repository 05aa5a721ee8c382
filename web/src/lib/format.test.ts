import { describe, expect, it } from 'vitest';
import { applyMailto } from './apply-mail';
import { formatCount, formatMoney, truncate, withScheme, distanceSuffix } from './format';
import { salaryBadge } from './job-badges';
import { metaDescription } from './page-meta';

describe('card previews', () => {
  it('keeps short texts and cuts long ones to 200 characters at a word', () => {
    expect(truncate('Kurz  und\n gut')).toBe('Kurz und gut');
    const long = 'Wort '.repeat(100);
    const preview = truncate(long);
    expect(preview.length).toBeLessThanOrEqual(200);
    expect(preview.endsWith('Wort…')).toBe(true);
  });

  it('cuts meta descriptions to 160 characters', () => {
    expect(metaDescription('a '.repeat(200)).length).toBeLessThanOrEqual(160);
  });
});

describe('links, money and badges', () => {
  it('prefixes links without a scheme with http://', () => {
    expect(withScheme('www.fc-beispiel.ch')).toBe('http://www.fc-beispiel.ch');
    expect(withScheme('https://fc.example')).toBe('https://fc.example');
  });

  it('writes counts as Intl does, skipping it below 1000', () => {
    for (const n of [0, 7, 87, 999, 1000, 12345]) {
      expect(formatCount(n, 'de-CH')).toBe(new Intl.NumberFormat('de-CH').format(n));
      expect(formatCount(n, 'de-DE')).toBe(new Intl.NumberFormat('de-DE').format(n));
    }
  });

  it('writes CHF on the Swiss site and EUR on the German one', () => {
    expect(formatMoney(1450, 'CHF', 'de-CH')).toMatch(/^CHF\s1.450$/);
    expect(formatMoney(1450, 'EUR', 'de-DE')).toMatch(/^1\.450\s€$/);
  });

  it('shows the salary badge for referees and for paid offers only (spec section 6)', () => {
    expect(salaryBadge({ clubFunction: 'SCHIEDSRICHTER', salary: 0 })).toEqual({
      kind: 'refereeCompensation',
    });
    expect(salaryBadge({ clubFunction: 'TRAINER', salary: 0 })).toBeNull();
    expect(salaryBadge({ clubFunction: 'CHEFTRAINER', salary: 500 })).toEqual({
      kind: 'salary',
      amount: 500,
    });
  });
});

describe('the apply mail', () => {
  const texts = {
    subject: 'Bewerbung für Angebot als Torwart',
    greeting: 'Hallo Anna Muster',
    body: 'Ich habe euer Angebot gesehen.',
    signOff: 'Freundliche Grüsse',
  };

  it('has the subject and closes with the display name', () => {
    const url = new URL(applyMailto('sport@fc.example', texts, 'Lea Meier'));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('sport@fc.example');
    expect(url.searchParams.get('subject')).toBe('Bewerbung für Angebot als Torwart');
    expect(url.searchParams.get('body')).toBe(
      'Hallo Anna Muster\n\nIch habe euer Angebot gesehen.\n\nFreundliche Grüsse\nLea Meier',
    );
  });

  it('closes with the sign-off alone for nobody signed in', () => {
    const url = new URL(applyMailto('sport@fc.example', texts, null));
    expect(url.searchParams.get('body')?.endsWith('\n\nFreundliche Grüsse')).toBe(true);
  });
});

describe('distanceSuffix', () => {
  it('shows the distance a radius search adds, in the site locale, and nothing for other results', () => {
    expect(distanceSuffix({ distanceKm: 2.44 }, 'de-CH')).toBe(' · 2.4 km');
    expect(distanceSuffix({ distanceKm: 2.44 }, 'de-DE')).toBe(' · 2,4 km');
    expect(distanceSuffix({ distanceKm: 37.6 }, 'de-CH')).toBe(' · 38 km');
    expect(distanceSuffix({ slug: 'fc-aarau' }, 'de-CH')).toBe('');
  });
});
