import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processImage } from '../../uploads/process-image';
import { EmblemRejectedError } from '../emblem-source';
import { commonsFileUri } from './commons-file-uri';
import { createWikidataSource } from './wikidata-source';

const THUMBS = '/wikipedia/commons/thumb/1/1a';
const thumbOf = (file: string) => `https://upload.wikimedia.org${THUMBS}/${file}/256px-${file}.png`;

/**
 * Plays Commons and upload.wikimedia.org on 127.0.0.1. The source under test keeps its real https
 * addresses; the injected fetch maps the two Wikimedia hosts onto this server and refuses any other.
 */
function wikimediaServer(png: Buffer) {
  const seen: { path: string; userAgent: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    seen.push({ path: url.pathname + url.search, userAgent: req.headers['user-agent'] });
    const filePath = url.pathname.match(/^\/commons\/wiki\/Special:FilePath\/([^/]+)$/);
    if (filePath?.[1]) {
      const file = filePath[1];
      const location: Record<string, string> = {
        'Loop.png': 'https://commons.wikimedia.org/wiki/Special:FilePath/Loop.png?width=256',
        'Evil.png': 'https://evil.example/Evil.png',
        'Metadata.png': 'http://169.254.169.254/latest/meta-data/',
        'Insecure.png': `http://upload.wikimedia.org${THUMBS}/Insecure.png/256px-Insecure.png`,
      };
      res.writeHead(302, { location: location[file] ?? thumbOf(file) }).end();
      return;
    }
    const thumb = url.pathname.match(/^\/upload\/wikipedia\/commons\/thumb\/1\/1a\/([^/]+)\//)?.[1];
    switch (thumb) {
      case 'Logo_fc_winterthur.svg':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
        return;
      case 'Endless.png': {
        // No Content-Length: only counting while reading can stop this.
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 0x42);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
        return;
      }
      case 'Declared.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': 50_000_000 });
        res.write(png);
        return;
      case 'Stalled.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length * 2 });
        res.write(png);
        return;
      case 'Silent.png':
        return;
      case 'Page.png':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><script>alert(1)</script></html>');
        return;
      case 'Raw.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg><script>alert(1)</script></svg>');
        return;
      default:
        res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not Found</html>');
    }
  });
  return { server, seen };
}

describe('Wikidata emblem source: fetchImage over HTTP (local server)', () => {
  let png: Buffer;
  let server: http.Server;
  let seen: ReturnType<typeof wikimediaServer>['seen'];
  const attempted: string[] = [];

  const localFetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    attempted.push(url.toString());
    const prefix = { 'commons.wikimedia.org': '/commons', 'upload.wikimedia.org': '/upload' }[url.hostname];
    if (url.protocol !== 'https:' || !prefix)
      return Promise.reject(new Error(`test refuses ${url.toString()}`));
    const { port } = server.address() as AddressInfo;
    return globalThis.fetch(`http://127.0.0.1:${port}${prefix}${url.pathname}${url.search}`, init);
  };
  const wikidata = (timeoutMs = 5_000) =>
    createWikidataSource({
      fetch: localFetch,
      userAgent: 'Anpfiff-Test/1.0 (+http://localhost:3000)',
      timeoutMs,
    });
  const uri = (file: string) => {
    const built = commonsFileUri(file);
    if (!built) throw new Error(`not a logo file name: ${file}`);
    return built;
  };

  async function rejection(promise: Promise<unknown>): Promise<EmblemRejectedError['reason']> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EmblemRejectedError);
    return (error as EmblemRejectedError).reason;
  }

  beforeAll(async () => {
    png = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#c00' } })
      .png()
      .toBuffer();
    ({ server, seen } = wikimediaServer(png));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('follows the thumbnail redirect, names itself and returns the PNG bytes', async () => {
    seen.length = 0;
    const data = await wikidata().fetchImage(uri('Logo fc winterthur.svg'), 1_000_000);
    expect(data.equals(png)).toBe(true);
    expect(seen.map((s) => s.path)).toEqual([
      '/commons/wiki/Special:FilePath/Logo_fc_winterthur.svg?width=256',
      `/upload${THUMBS}/Logo_fc_winterthur.svg/256px-Logo_fc_winterthur.svg.png`,
    ]);
    expect(seen.every((s) => s.userAgent === 'Anpfiff-Test/1.0 (+http://localhost:3000)')).toBe(true);
    // What the route does next: the crest becomes an ordinary re-encoded upload.
    const processed = await processImage(data, { maxBytes: 1_000_000 });
    expect(processed).toMatchObject({ mime: 'image/webp', width: 256, height: 256 });
  });

  it('stops reading once the byte limit is passed, also without a Content-Length', async () => {
    expect(await rejection(wikidata().fetchImage(uri('Endless.png'), 200_000))).toBe('too-large');
  });

  it('refuses a declared Content-Length above the limit without reading the body', async () => {
    expect(await rejection(wikidata().fetchImage(uri('Declared.png'), 1_000_000))).toBe('too-large');
  });

  // Without a working time limit these would hang until the test times out.
  it('gives up after the time limit, whether the server is silent or stalls mid-body', async () => {
    expect(await rejection(wikidata(300).fetchImage(uri('Silent.png'), 1_000_000))).toBe('unavailable');
    expect(await rejection(wikidata(300).fetchImage(uri('Stalled.png'), 1_000_000))).toBe('unavailable');
  });

  it('has a 5 second time limit by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const result = rejection(wikidata().fetchImage(uri('Silent.png'), 1_000_000)).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(4_990);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(await result).toBe('unavailable');
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows at most three redirects', async () => {
    seen.length = 0;
    expect(await rejection(wikidata().fetchImage(uri('Loop.png'), 1_000_000))).toBe('unavailable');
    expect(seen).toHaveLength(4);
  });

  it.each(['Evil.png', 'Metadata.png', 'Insecure.png'])(
    'does not follow a redirect of %s off the Wikimedia https hosts',
    async (file) => {
      attempted.length = 0;
      expect(await rejection(wikidata().fetchImage(uri(file), 1_000_000))).toBe('unavailable');
      expect(attempted).toEqual([uri(file)]);
    },
  );

  it.each([
    ['an HTML page', 'Page.png'],
    ['a raw SVG', 'Raw.svg'],
    ['a 404', 'Missing.png'],
  ])('does not accept %s as an image', async (_what, file) => {
    expect(await rejection(wikidata().fetchImage(uri(file), 1_000_000))).toBe('unavailable');
  });
});
