import type { Country } from '@anpfiff/core/config/config';
import { HttpError, ValidationError } from '../errors';

/** A crest a club may pick as its avatar. `uri` is what the client sends back to adopt it. */
export interface EmblemCandidate {
  uri: string;
  name: string;
  /** The source's name, e.g. `wikidata`, so the web can credit it. */
  source: string;
}

/**
 * Where club crests come from. The port keeps outbound requests behind one switch: a deployment that may
 * not reach the internet configures no source and the API never calls out.
 */
export interface EmblemSource {
  name: string;
  search(query: string, country: Country, signal?: AbortSignal): Promise<EmblemCandidate[]>;
  /** Whether `uri` is one this source hands out; nothing else is ever fetched. */
  accepts(uri: string): boolean;
  /** The image bytes behind an accepted `uri`, at most `maxBytes` of them; to be re-encoded by the caller. */
  fetchImage(uri: string, maxBytes: number): Promise<Buffer>;
}

export type EmblemRejectedReason = 'not-accepted' | 'unavailable' | 'too-large';

// Spelled as the German site writes them; the error handler makes them Swiss for the Swiss site.
const REJECTED_MESSAGES: Record<EmblemRejectedReason, string> = {
  'not-accepted': 'Dieses Wappen kann nicht übernommen werden.',
  unavailable: 'Das Wappen konnte nicht geladen werden. Bitte versuche es später noch einmal.',
  'too-large': 'Das Wappen ist zu groß.',
};

/** A crest that cannot be adopted; a 422 `{message}` unless the route rewraps it for a field. */
export class EmblemRejectedError extends ValidationError {
  constructor(
    readonly reason: EmblemRejectedReason,
    options?: { cause?: unknown },
  ) {
    super(null, REJECTED_MESSAGES[reason]);
    this.name = 'EmblemRejectedError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * The source did not answer usably. Deliberately not an empty list: "no crest found" would be a wrong
 * answer when the truth is "could not ask".
 */
export class EmblemSearchUnavailableError extends HttpError {
  constructor(options?: { cause?: unknown }) {
    super(503, 'Die Wappensuche ist gerade nicht erreichbar. Bitte versuche es später noch einmal.');
    this.name = 'EmblemSearchUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
