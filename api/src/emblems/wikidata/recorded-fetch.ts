import fs from 'node:fs';

interface Recording {
  request: string;
  response: string;
}

const FIXTURES = new URL('./fixtures/', import.meta.url);

function canonical(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.toString();
}

/**
 * A fetch that answers from the recorded Wikidata responses and fails loudly on any other request, so a
 * test can never reach the network. `calls` lists what was asked, with the headers sent.
 */
export function recordedFetch() {
  const recordings = JSON.parse(fs.readFileSync(new URL('recordings.json', FIXTURES), 'utf8')) as Recording[];
  const byRequest = new Map(recordings.map((r) => [canonical(r.request), r.response]));
  const calls: { url: URL; headers: Headers }[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    calls.push({ url, headers: new Headers(init?.headers) });
    init?.signal?.throwIfAborted();
    const file = byRequest.get(canonical(url.toString()));
    if (!file) throw new Error(`No recorded response for ${url.toString()}`);
    const body = fs.readFileSync(new URL(file, FIXTURES), 'utf8');
    return new Response(body, {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { fetch, calls };
}
