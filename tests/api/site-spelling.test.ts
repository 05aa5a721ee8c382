import { EmblemRejectedError, type EmblemSource } from '@anpfiff/api/emblems/emblem-source';
import { png } from '@anpfiff/api/uploads/test-images';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../src/support/accounts';
import type { Site } from '../src/support/api-client';
import type { ApiServer } from '../src/support/api-server';
import { startInProcessPgliteServer } from '../src/support/in-process-server';
import { personProfile, toFormData } from '../src/support/payloads';

// Our own messages follow the site the request came to: "gross" in Switzerland, "groß" in Germany.
const SITES = ['CH', 'DE'] as const satisfies readonly Site[];
const TOO_LARGE = { CH: 'zu gross', DE: 'zu groß' } as const satisfies Record<Site, string>;

/** A source whose every crest is bigger than the API takes, as a real one says of an oversized file. */
const oversizedEmblems: EmblemSource = {
  name: 'test',
  search: async () => [],
  accepts: (uri) => uri.startsWith('https://emblems.test/'),
  fetchImage: async () => {
    throw new EmblemRejectedError('too-large');
  },
};

describe('server messages in the spelling of the site', () => {
  let server: ApiServer & { db: Knex };
  const people = {} as Record<Site, Member>;
  const clubs = {} as Record<Site, Member>;

  beforeAll(async () => {
    server = await startInProcessPgliteServer({ deps: { emblems: oversizedEmblems } });
    for (const site of SITES) {
      people[site] = await signUp(server, 'person', { site });
      clubs[site] = await signUp(server, 'club', { site });
    }
  }, 180_000);

  afterAll(async () => server?.stop());

  it('refuses an image over the upload limit (5 MB) with the limit in the words of the site', async () => {
    const answers: Record<string, unknown> = {};
    for (const site of SITES) {
      const form = toFormData(personProfile(site));
      const huge = Buffer.concat([await png(8, 8), Buffer.alloc(5_200_000, 0x20)]);
      form.append('selectedImage', new Blob([new Uint8Array(huge)], { type: 'image/png' }), 'riesig.png');
      const res = await people[site].client.put('manage/person', form);
      answers[site] = { status: res.status, body: res.body };
    }
    expect(answers).toEqual({
      // The form's own words (no ß to spell); a limit such as 2.5 MB would read 2,5 on the German site.
      CH: { status: 422, body: { message: 'Das Bild darf höchstens 5 MB haben.' } },
      DE: { status: 422, body: { message: 'Das Bild darf höchstens 5 MB haben.' } },
    });
  });

  it('refuses a request body over 256 kB in the words of the site', async () => {
    for (const site of SITES) {
      const res = await server
        .client({ site })
        .post('login', { username: 'a@b.ch', password: 'x'.repeat(300_000) });
      expect({ site, status: res.status, body: res.body }).toEqual({
        site,
        status: 413,
        body: { message: `Die Anfrage ist ${TOO_LARGE[site]}.` },
      });
    }
  });

  it('refuses a crest too big to adopt in the words of the site', async () => {
    for (const site of SITES) {
      const res = await clubs[site].client.post('club-emblem', {
        avatarUri: 'https://emblems.test/wappen.png',
      });
      expect({ site, status: res.status, body: res.body }).toEqual({
        site,
        status: 422,
        body: { message: `Das Wappen ist ${TOO_LARGE[site]}.` },
      });
    }
  });
});
