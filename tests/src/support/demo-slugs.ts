import http from 'node:http';

/**
 * GET over HTTP from Node. Node cannot resolve de.localhost as browsers do, so the request goes to the
 * loopback address with the site's host in the Host header, which is how the server picks the country.
 */
export function getText(
  url: string,
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
  });
}

export async function getJsonOf<T>(url: string): Promise<T> {
  const { status, text } = await getText(url);
  if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  return JSON.parse(text) as T;
}

/** Slugs of the demo data, read from the running server's sitemap (every public club, offer and person). */
export async function demoSlugs(
  siteUrl: string,
): Promise<{ clubs: string[]; jobs: string[]; people: string[] }> {
  const { text: xml } = await getText(`${siteUrl}/sitemap.xml`);
  const of = (kind: string) =>
    [...xml.matchAll(new RegExp(`/${kind}/([^<]+)</loc>`, 'g'))].map((m) => decodeURIComponent(m[1] ?? ''));
  return { clubs: of('clubs'), jobs: of('jobs'), people: of('people') };
}

/** The profile slug of a demo account (signs in with a throw-away session of its own). */
export async function profileSlugOf(siteUrl: string, username: string): Promise<string> {
  const login = await fetch(`${siteUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify({ username, password: 'anpfiff-demo' }),
  });
  if (!login.ok) throw new Error(`login of ${username} failed: ${login.status}`);
  const user = (await login.json()) as { profileSlug: string | null };
  if (!user.profileSlug) throw new Error(`${username} has no profile`);
  return user.profileSlug;
}
