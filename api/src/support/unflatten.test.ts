import { describe, expect, it } from 'vitest';
import { UnreadableFieldError, unflatten } from './unflatten';

describe('unflatten', () => {
  it('nests dotted names and indexed lists as the web app sends them', () => {
    expect(
      unflatten({
        name: 'FC Musterdorf',
        'address.zip': '8001',
        'address.city': 'Zürich',
        'interestedClubFunctions[1]': 'SPIELER',
        'interestedClubFunctions[0]': 'TRAINER',
        'contacts[0].email': 'a@example.com',
      }),
    ).toEqual({
      name: 'FC Musterdorf',
      address: { zip: '8001', city: 'Zürich' },
      interestedClubFunctions: ['TRAINER', 'SPIELER'],
      contacts: [{ email: 'a@example.com' }],
    });
  });

  it('appends values of `name[]` and keeps repeated plain fields as lists', () => {
    expect(unflatten({ 'jobExtras[]': ['EQUIPMENT', 'FREE_MEMBERSHIP'] })).toEqual({
      jobExtras: ['EQUIPMENT', 'FREE_MEMBERSHIP'],
    });
    expect(unflatten({ jobExtras: ['EQUIPMENT', 'FREE_MEMBERSHIP'] })).toEqual({
      jobExtras: ['EQUIPMENT', 'FREE_MEMBERSHIP'],
    });
  });

  it('refuses a name used both for a value and for a group, in either order', () => {
    expect(() => unflatten({ address: '8001', 'address.zip': '8001' })).toThrow(UnreadableFieldError);
    expect(() => unflatten({ 'address.zip': '8001', address: '8001' })).toThrow(UnreadableFieldError);
  });

  it('refuses names that would reach the object prototype or allocate huge arrays', () => {
    for (const name of ['__proto__.admin', 'a.constructor.prototype', 'list[99999999]', 'a]b'])
      expect(() => unflatten({ [name]: 'x' })).toThrow(UnreadableFieldError);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("refuses a list's own properties and a group indexed like a list, in either order", () => {
    for (const fields of [
      { 'x[0]': 'a', 'x.length': '4294967295' },
      { 'x.length': '4294967295', 'x[0]': 'a' },
      { 'x[0]': 'TRAINER', 'x.push': '1', 'x[]': ['SPIELER'] },
      { 'address.zip': '8001', 'address[0]': 'x' },
      { '[0]': 'x' },
    ])
      expect(() => unflatten(fields)).toThrow(UnreadableFieldError);
  });

  it('refuses a name nested deeper than any form', () => {
    expect(() => unflatten({ [Array.from({ length: 3000 }, () => 'a').join('.')]: 'x' })).toThrow(
      UnreadableFieldError,
    );
    expect(unflatten({ 'a.b.c[0].d': 'x' })).toEqual({ a: { b: { c: [{ d: 'x' }] } } });
  });
});
