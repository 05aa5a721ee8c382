import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalOf } from './search-refusal';
import { fetchSearchPage } from './search-api';

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));

afterEach(() => void vi.unstubAllGlobals());

describe('one page of a search', () => {
  it('asks with the spec page size and reads the total beside the array', async () => {
    const fetch = vi.fn(async (_url: string) =>
      Response.json([{ slug: 'a' }], { headers: { 'X-Total-Count': '41' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const page = await fetchSearchPage('jobs?near=8004', 2, new AbortController().signal);
    expect(page).toEqual({ items: [{ slug: 'a' }], total: 41 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/jobs?near=8004&page=2&maxResults=20');
  });

  it("rejects a refused search with the API's German words, for the screen to show", async () => {
    const body = { errors: { near: ['Mehrere Orte tragen diesen Namen: gib die Postleitzahl dazu an.'] } };
    vi.stubGlobal('fetch', answer(422, body));
    const error: unknown = await fetchSearchPage('jobs?near=Buchs&radius=10', 0, new AbortController().signal)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(refusalOf(error)).toEqual(body);
  });

  it('rejects a server error as no refusal: the screen offers to try again', async () => {
    vi.stubGlobal('fetch', answer(503, { message: 'Suche nicht verfügbar' }));
    const error: unknown = await fetchSearchPage('jobs?', 0, new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect(refusalOf(error)).toBeNull();
  });
});
