import { loadConfig } from '@anpfiff/core/config/config';
import { describe, expect, it } from 'vitest';
import { createEmblemSource } from './create-emblem-source';
import { recordedFetch } from './wikidata/recorded-fetch';

describe('createEmblemSource', () => {
  it('uses no source by default, which never calls out', async () => {
    const { fetch, calls } = recordedFetch();
    const source = createEmblemSource(loadConfig({}), { fetch });
    expect(source.name).toBe('none');
    expect(await source.search('FC Aarau', 'CH')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('uses Wikidata when EMBLEM_SOURCE=wikidata, naming the site in its User-Agent', async () => {
    const { fetch, calls } = recordedFetch();
    const config = loadConfig({
      EMBLEM_SOURCE: 'wikidata',
      SITES: '{"CH":"https://anpfiff.ch","DE":"https://anpfiff.de"}',
    });
    const source = createEmblemSource(config, { fetch });
    expect(source.name).toBe('wikidata');
    expect(await source.search('FC Aarau', 'CH')).toHaveLength(2);
    expect(calls[0]?.headers.get('user-agent')).toBe('Anpfiff/0.1 (+https://anpfiff.ch)');
  });
});
