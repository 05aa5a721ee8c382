import type { Country } from '@anpfiff/core/config/config';
import type { z } from 'zod';
import { EmblemRejectedError, EmblemSearchUnavailableError, type EmblemSource } from '../emblem-source';
import { fetchLimited } from '../fetch-limited';
import { isCommonsFileUri, isWikimediaRedirect } from './commons-file-uri';
import { clubCandidates, entitiesResponseSchema, searchResponseSchema } from './wikidata-entities';

export const WIKIDATA_API = 'https://www.wikidata.org/w/api.php';

export interface WikidataSourceOptions {
  /** Tests hand in a fetch that replays recorded answers or points at a local server. */
  fetch?: typeof globalThis.fetch;
  /** Wikimedia asks API clients to name themselves and a contact (their User-Agent policy). */
  userAgent?: string;
  timeoutMs?: number;
  maxRedirects?: number;
}

const NAME = 'wikidata';
const SEARCH_LIMIT = 10;
const MAX_QUERY_LENGTH = 100;

/**
 * Club crests from Wikidata: football clubs found by name whose item has a logo image (P154), offered as
 * Commons thumbnails. Used only where the deployment allows outbound requests (EMBLEM_SOURCE=wikidata).
 */
export function createWikidataSource(options: WikidataSourceOptions = {}): EmblemSource {
  const fetch = options.fetch ?? globalThis.fetch;
  const userAgent = options.userAgent ?? 'Anpfiff/0.1 (club emblem search)';
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxRedirects = options.maxRedirects ?? 3;

  async function api<T extends z.ZodType>(
    params: Record<string, string>,
    schema: T,
    signal: AbortSignal | undefined,
  ): Promise<z.infer<T>> {
    const url = new URL(WIKIDATA_API);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`Wikidata answered ${response.status}`);
      // The API reports its own errors with status 200 and an `error` member, which the schema rejects.
      return schema.parse(await response.json());
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new EmblemSearchUnavailableError({ cause: error });
    }
  }

  return {
    name: NAME,

    async search(query: string, country: Country, signal?: AbortSignal) {
      const text = query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
      if (text.length < 2) return [];
      const found = await api(
        {
          action: 'wbsearchentities',
          search: text,
          language: 'de',
          type: 'item',
          limit: String(SEARCH_LIMIT),
          format: 'json',
        },
        searchResponseSchema,
        signal,
      );
      if (found.search.length === 0) return [];
      const { entities } = await api(
        {
          action: 'wbgetentities',
          ids: found.search.map((hit) => hit.id).join('|'),
          props: 'claims|labels',
          languages: 'de',
          format: 'json',
        },
        entitiesResponseSchema,
        signal,
      );
      return clubCandidates(found.search, entities, country, NAME);
    },

    accepts: isCommonsFileUri,

    async fetchImage(uri: string, maxBytes: number) {
      if (!isCommonsFileUri(uri)) throw new EmblemRejectedError('not-accepted');
      return fetchLimited(uri, {
        fetch,
        maxBytes,
        timeoutMs,
        maxRedirects,
        userAgent,
        allowRedirect: isWikimediaRedirect,
      });
    },
  };
}
