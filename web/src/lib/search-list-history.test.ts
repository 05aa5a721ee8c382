import { describe, expect, it } from 'vitest';
import { keepList, KEPT_LISTS, keptList } from './search-list-history';

const list = (key: string, scrollY = 0) => ({
  key,
  items: [1, 2],
  page: 1,
  total: 40,
  hasMore: true,
  scrollY,
});

describe('the search lists kept per history entry', () => {
  it('gives an entry its list back only for the same search', () => {
    keepList('entry-a', list('jobs?', 1800));
    expect(keptList('entry-a', 'jobs?')).toMatchObject({ page: 1, scrollY: 1800 });
    // The query changed (or another screen): a fresh list, never an old one.
    expect(keptList('entry-a', 'jobs?query=Trainer')).toBeUndefined();
    expect(keptList('entry-a', null)).toBeUndefined();
    // A new visit is a new history entry.
    expect(keptList('entry-b', 'jobs?')).toBeUndefined();
  });

  it(`keeps at most ${KEPT_LISTS} lists, dropping the least recently left`, () => {
    for (let i = 0; i < KEPT_LISTS + 3; i++) keepList(`e${i}`, list('clubs?'));
    keepList('e3', list('clubs?', 5));
    keepList('e-last', list('clubs?'));
    const left = Array.from({ length: KEPT_LISTS + 3 }, (_, i) => `e${i}`).filter((e) =>
      keptList(e, 'clubs?'),
    );
    expect(left).toEqual(['e3', 'e5', 'e6', 'e7', 'e8']);
    expect(keptList('e3', 'clubs?')?.scrollY).toBe(5);
  });
});
