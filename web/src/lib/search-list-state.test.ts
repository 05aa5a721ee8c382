import { MAX_PAGED_RESULTS } from '@anpfiff/schemas/search/search-query';
import { describe, expect, it } from 'vitest';
import { initialList, MAX_LISTED, nextPage, PAGE_SIZE, pageArrived, pageFailed } from './search-list-state';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('the states of a search list', () => {
  it('lists an item once when something published meanwhile pushes it onto the next page', () => {
    const first = pageArrived(initialList<{ slug: string }>('jobs?'), 'jobs?', 0, {
      items: ['a', 'b', 'c'].map((slug) => ({ slug })),
      total: 4,
    });
    const next = pageArrived(
      first,
      'jobs?',
      1,
      { items: [{ slug: 'c' }, { slug: 'd' }], total: 5 },
      (item) => item.slug,
    );
    expect(next.items.map((item) => item.slug)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('appends pages and ends the list with a short one', () => {
    let list = pageArrived(initialList<number>('jobs?'), 'jobs?', 0, {
      items: page(0, PAGE_SIZE),
      total: 25,
    });
    expect([list.items.length, list.hasMore, nextPage(list, 'jobs?')]).toEqual([20, true, 1]);
    list = pageArrived(list, 'jobs?', 1, { items: page(20, 5), total: null });
    expect([list.items.length, list.hasMore, list.total, list.failed]).toEqual([25, false, 25, false]);
    // A new search starts again at page 0.
    expect(nextPage(list, 'jobs?query=x')).toBe(0);
  });

  it('asks for no page past the first 10000 results, which the API refuses', () => {
    expect(MAX_LISTED).toBe(MAX_PAGED_RESULTS);
    const lastPage = MAX_LISTED / PAGE_SIZE - 1;
    const before = pageArrived(initialList<number>('people?'), 'people?', lastPage - 1, {
      items: page(0, PAGE_SIZE),
      total: 138_194,
    });
    expect(before.hasMore).toBe(true);
    const last = pageArrived(before, 'people?', lastPage, { items: page(0, PAGE_SIZE), total: null });
    expect([last.hasMore, last.total]).toEqual([false, 138_194]);
  });

  it('after a failure offers a retry of the same page, never more pages that would fail alike', () => {
    const first = pageArrived(initialList<number>('jobs?'), 'jobs?', 0, { items: page(0, 20), total: 87 });
    const failed = pageFailed({ ...first, loading: true }, 'jobs?', 1);
    expect(failed).toMatchObject({ failed: true, hasMore: false, loading: false, total: 87 });
    expect(failed.items).toHaveLength(20);
    expect(nextPage(failed, 'jobs?')).toBe(1);
  });

  it('drops the old search when the first page of a new one fails (e.g. a 422)', () => {
    const old = pageArrived(initialList<number>('jobs?'), 'jobs?', 0, { items: page(0, 20), total: 87 });
    const failed = pageFailed(old, 'jobs?states=XX', 0);
    expect(failed).toMatchObject({
      key: 'jobs?states=XX',
      items: [],
      total: null,
      hasMore: false,
      failed: true,
    });
    expect(nextPage(failed, 'jobs?states=XX')).toBe(0);
  });

  it('after a refusal (422) keeps its words and offers neither a retry nor more pages', () => {
    const old = pageArrived(initialList<number>('jobs?'), 'jobs?', 0, { items: page(0, 20), total: 87 });
    const refusal = { errors: { near: ['Unbekannter Ort'] } };
    const refused = pageFailed(old, 'jobs?near=Genf&radius=20', 0, refusal);
    expect(refused).toMatchObject({
      key: 'jobs?near=Genf&radius=20',
      items: [],
      total: null,
      loading: false,
      hasMore: false,
      failed: false,
      refused: refusal,
    });
    // A later page refused keeps the cards above it, still without a retry.
    const later = pageFailed({ ...old, loading: true }, 'jobs?', 1, { message: 'Zu viele Seiten' });
    expect([later.items.length, later.hasMore, later.failed, later.refused]).toEqual([
      20,
      false,
      false,
      { message: 'Zu viele Seiten' },
    ]);
    // The next answer clears the refusal, as does a plain failure.
    expect(pageArrived(refused, 'jobs?near=8004', 0, { items: [], total: 0 }).refused).toBeNull();
    expect(pageFailed(refused, 'jobs?near=8004', 0).refused).toBeNull();
  });
});
