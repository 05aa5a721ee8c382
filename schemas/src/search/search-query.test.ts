import { describe, expect, it } from 'vitest';
import { MAX_PAGED_RESULTS, searchParamsSchema } from './search-query';

/** The messages per field of a refused request, as the API returns them (422 `errors`). */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = searchParamsSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const TOO_DEEP = `Höchstens die ersten ${MAX_PAGED_RESULTS} Ergebnisse lassen sich abrufen.`;

describe('search parameters', () => {
  it('page through the first 10000 results, the most a cluster search engine returns', () => {
    expect(MAX_PAGED_RESULTS).toBe(10_000);
    expect(searchParamsSchema.parse({ page: '499' })).toMatchObject({ page: 499, maxResults: 20 });
    expect(searchParamsSchema.parse({ page: '99', maxResults: '100' })).toMatchObject({ page: 99 });
    expect(searchParamsSchema.parse({ page: '9999', maxResults: '1' })).toMatchObject({ page: 9999 });
  });

  it('read lists written with brackets as lists, and refuse brackets on a single value', () => {
    expect(searchParamsSchema.parse({ 'states[]': 'CH-ZH' }).states).toEqual(['CH-ZH']);
    expect(
      searchParamsSchema.parse({ 'states[0]': 'CH-ZH', 'states[1]': 'CH-BE', clubFunctions: 'TRAINER' }),
    ).toMatchObject({ states: ['CH-ZH', 'CH-BE'], clubFunctions: ['TRAINER'] });
    expect(searchParamsSchema.parse({ states: 'CH-ZH', 'states[]': ['CH-BE', 'CH-LU'] }).states).toEqual([
      'CH-ZH',
      'CH-BE',
      'CH-LU',
    ]);
    expect(errorsOf({ 'states[]': 'XX' })).toEqual({
      states: ['Unbekannter Kanton oder unbekanntes Bundesland.'],
    });
    expect(errorsOf({ 'query[]': 'Trainer' })).toEqual({ query: ['Ungültiger Suchbegriff.'] });
  });

  it('refuse a page that reaches past them, as both engines would answer it differently', () => {
    expect(errorsOf({ page: '500' })).toEqual({ page: [TOO_DEEP] });
    expect(errorsOf({ page: '100', maxResults: '100' })).toEqual({ page: [TOO_DEEP] });
    expect(errorsOf({ page: '10000', maxResults: '1' })).toEqual({ page: [TOO_DEEP] });
    // A last page starting inside the window but ending past it: the cluster would cut it short.
    expect(errorsOf({ page: '101', maxResults: '99' })).toEqual({ page: [TOO_DEEP] });
  });

  it('report a page that is invalid on its own with that message alone', () => {
    expect(errorsOf({ page: '10001' })).toEqual({ page: ['Ungültige Seite.'] });
    expect(errorsOf({ page: '600', maxResults: '101' })).toEqual({
      maxResults: ['Höchstens 100 Ergebnisse pro Seite.'],
    });
    // Another field's refusal does not hide the page's.
    expect(errorsOf({ query: ['a', 'b'], page: '500' })).toEqual({
      query: ['Ungültiger Suchbegriff.'],
      page: [TOO_DEEP],
    });
  });

  it('read page and maxResults as decimal digits only, each refusal said once', () => {
    for (const page of [
      '',
      ' ',
      '0x10',
      '0b1',
      '1e3',
      '1.0',
      '+1',
      '-0',
      ' 1',
      'Infinity',
      '99999999999999999999',
    ])
      expect({ page, errors: errorsOf({ page }) }).toEqual({ page, errors: { page: ['Ungültige Seite.'] } });
    for (const maxResults of ['', '0x10', '1e1', '2.5', '99999999999999999999'])
      expect({ maxResults, errors: errorsOf({ maxResults }) }).toEqual({
        maxResults,
        errors: { maxResults: ['Ungültige Anzahl.'] },
      });
    expect(errorsOf({ page: ['1', '2'], maxResults: ['5', '5'] })).toEqual({
      page: ['Ungültige Seite.'],
      maxResults: ['Ungültige Anzahl.'],
    });
    expect(searchParamsSchema.parse({ page: '007', maxResults: '100' })).toMatchObject({
      page: 7,
      maxResults: 100,
    });
    expect(searchParamsSchema.parse({})).toMatchObject({ page: 0, maxResults: 20 });
  });

  it('read the radius as kilometres in decimal, a fraction allowed', () => {
    for (const radius of ['', '0x10', '1e2', '-5', '0', ' 10', 'zehn'])
      expect({ radius, errors: errorsOf({ radius }) }).toEqual({
        radius,
        errors: { radius: ['Ungültiger Radius.'] },
      });
    expect(errorsOf({ radius: '501' })).toEqual({ radius: ['Höchstens 500 km.'] });
    expect(searchParamsSchema.parse({ radius: '12.5' }).radius).toBe(12.5);
    expect(searchParamsSchema.parse({}).radius).toBeUndefined();
  });

  it('refuse unknown states and functions without repeating what was typed', () => {
    expect(errorsOf({ states: 'CH-ZH,__proto__', clubFunctions: ['TRAINER', '<b>KOCH</b>'] })).toEqual({
      states: ['Unbekannter Kanton oder unbekanntes Bundesland.'],
      clubFunctions: ['Unbekannte Funktion.'],
    });
  });
});
