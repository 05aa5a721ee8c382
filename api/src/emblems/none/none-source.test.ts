import { describe, expect, it } from 'vitest';
import { EmblemRejectedError } from '../emblem-source';
import { commonsFileUri } from '../wikidata/commons-file-uri';
import { createNoneSource } from './none-source';

function logoUri(file: string): string {
  const uri = commonsFileUri(file);
  if (!uri) throw new Error(`not a logo file name: ${file}`);
  return uri;
}

describe('the "none" emblem source', () => {
  const none = createNoneSource();

  it('finds nothing, in either country', async () => {
    expect(none.name).toBe('none');
    expect(await none.search('FC Winterthur', 'CH')).toEqual([]);
    expect(await none.search('Concordia', 'DE')).toEqual([]);
  });

  it('accepts no URI, not even a Wikimedia one', () => {
    expect(none.accepts(logoUri('Logo fc winterthur.svg'))).toBe(false);
    expect(none.accepts('https://example.com/logo.png')).toBe(false);
    expect(none.accepts('')).toBe(false);
  });

  it('refuses to fetch anything, with a German message', async () => {
    const error = await none.fetchImage(logoUri('FC Aarau Logo.svg'), 1_000_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmblemRejectedError);
    expect(error).toMatchObject({
      reason: 'not-accepted',
      status: 422,
      message: 'Dieses Wappen kann nicht übernommen werden.',
    });
  });
});
