import type { Config } from '@anpfiff/core/config/config';
import type { EmblemSource } from './emblem-source';
import { createNoneSource } from './none/none-source';
import { createWikidataSource } from './wikidata/wikidata-source';

/**
 * The configured crest source (EMBLEM_SOURCE). `none` is a real setting for deployments that must not
 * call out, not a fallback: a configured source is used or the setting is wrong.
 */
export function createEmblemSource(
  config: Pick<Config, 'emblemSource' | 'sites'>,
  options: { fetch?: typeof globalThis.fetch } = {},
): EmblemSource {
  switch (config.emblemSource) {
    case 'none':
      return createNoneSource();
    case 'wikidata':
      return createWikidataSource({
        fetch: options.fetch,
        // The site's address is the contact Wikimedia's User-Agent policy asks for.
        userAgent: `Anpfiff/0.1 (+${config.sites.CH})`,
      });
  }
}
