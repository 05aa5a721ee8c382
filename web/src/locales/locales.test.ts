import { JOB_EXTRA_LABELS, JOB_EXTRAS, jobExtraLabel } from '@anpfiff/schemas/catalogues/job-extras';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { cataloguesDeDE } from './catalogues-de-de';
import { deDE as shellDeDE } from './de-de';
import { detailDeDE } from './detail-de-de';
import { homeDeDE } from './home-de-de';
import { modalDeDE } from './modal-de-de';
import { searchMapDeDE } from './search-map-de-de';

// Everything the German site overrides once the home page, the detail texts, the results map and the dialog
// have joined.
const deDE = {
  ...shellDeDE,
  ...cataloguesDeDE,
  home: homeDeDE,
  modal: modalDeDE,
  search: { ...shellDeDE.search, view: searchMapDeDE },
  detail: detailDeDE,
};

function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, at ? `${at}.${key}` : key));
  return [];
}

function merged(base: unknown, overrides: unknown): unknown {
  if (typeof base !== 'object' || base === null) return overrides ?? base;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries((overrides as Record<string, unknown>) ?? {}))
    result[key] = merged((base as Record<string, unknown>)[key], value);
  return result;
}

describe('the German texts', () => {
  it('are in Swiss spelling on the Swiss site: never ß', () => {
    expect(strings(de).filter(([, text]) => text.includes('ß'))).toEqual([]);
  });

  it('use ß on the German site where Switzerland writes ss', () => {
    const german = strings(merged(de, deDE));
    const swissOnly = /fussball|schliess|grüsse|fusszeile|grösser|«|»/i;
    expect(german.filter(([, text]) => swissOnly.test(text))).toEqual([]);
  });

  it("name an offer's extras as the server's catalogue does, in each site's words", () => {
    expect(de.jobExtras).toEqual(JOB_EXTRA_LABELS);
    const german = Object.fromEntries(JOB_EXTRAS.map((extra) => [extra, jobExtraLabel(extra, 'DE')]));
    expect((merged(de, deDE) as typeof de).jobExtras).toEqual(german);
    expect(german.FREE_MATCH_TICKETS).toBe('Freikarten für Spiele');
  });

  it('override only keys that exist', () => {
    const keys = new Set(strings(de).map(([key]) => key));
    expect(strings(deDE).filter(([key]) => !keys.has(key))).toEqual([]);
  });

  it("have the spec's exact strings", () => {
    expect(de.search.loadMore).toEqual({
      loading: 'Laden',
      more: 'Weitere Ergebnisse laden',
      noMore: 'Keine weiteren Ergebnisse',
      none: 'Keine Ergebnisse',
    });
    expect([de.search.clubs.empty, de.search.clubs.noMore]).toEqual([
      'Keine Vereine gefunden',
      'Keine weiteren Vereine gefunden',
    ]);
    expect([de.search.jobs.empty, de.search.jobs.noMore]).toEqual([
      'Keine Angebote gefunden',
      'Keine weiteren Angebote gefunden',
    ]);
    expect([de.search.people.empty, de.search.people.noMore]).toEqual([
      'Keine Personen gefunden',
      'Keine weiteren Personen gefunden',
    ]);
    expect(de.search.card.moreInfo).toBe('Mehr Infos');
    expect(de.search.card.toClub).toBe('Zum Verein');
    expect(de.search.placeholder).toBe('Suchen...');
    expect(de.detail.job.mailSubject).toBe('Bewerbung für Angebot als {{function}}');
    expect(de.footer.cookieSettings).toBe('Cookie Einstellungen');
  });
});
