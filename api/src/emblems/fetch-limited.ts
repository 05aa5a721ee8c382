import { EmblemRejectedError } from './emblem-source';

export interface LimitedFetchOptions {
  fetch: typeof globalThis.fetch;
  maxBytes: number;
  /** For the whole exchange: every redirect, the headers and the last byte of the body. */
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
  /** Whether a redirect may be followed to this address; the first address is the caller's to vet. */
  allowRedirect(url: URL): boolean;
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the download instead of reading (and holding) what a lying or hostile server keeps sending.
      await reader.cancel().catch(() => undefined);
      throw new EmblemRejectedError('too-large');
    }
    chunks.push(value);
  }
}

/**
 * Downloads an image from a remote source with every limit a server-side fetch of a user-chosen address
 * needs: redirects followed by hand so each hop is checked against the allowed hosts, a time limit for
 * the whole download, and a byte limit enforced while streaming (Content-Length may be missing or lie).
 */
export async function fetchLimited(url: string, options: LimitedFetchOptions): Promise<Buffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('emblem download timed out')), options.timeoutMs);
  try {
    let current = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const response = await options.fetch(current, {
        redirect: 'manual',
        signal: controller.signal,
        headers: { 'User-Agent': options.userAgent, Accept: 'image/png,image/jpeg,image/gif,image/webp' },
      });
      const location = response.headers.get('location');
      if (isRedirect(response.status) && location) {
        await response.body?.cancel();
        const next = new URL(location, current);
        if (redirects >= options.maxRedirects || !options.allowRedirect(next)) {
          throw new EmblemRejectedError('unavailable');
        }
        current = next;
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      // Error pages are HTML; an SVG is a document that may script. Neither is read, let alone decoded.
      if (response.status !== 200 || !response.body || !/^image\/(png|jpeg|gif|webp)\b/i.test(type)) {
        await response.body?.cancel();
        throw new EmblemRejectedError('unavailable');
      }
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (declared > options.maxBytes) {
        await response.body.cancel();
        throw new EmblemRejectedError('too-large');
      }
      return await readAtMost(response.body, options.maxBytes);
    }
  } catch (error) {
    if (error instanceof EmblemRejectedError) throw error;
    // Network errors, the time limit and malformed redirect targets all mean the same to the user.
    throw new EmblemRejectedError('unavailable', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
