import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleCopies, sourcesKey } from '@anpfiff/core/testing/schema-key';
import { getText } from './demo-slugs';
import { ROOT, sitesOn, startServer, tempDataDir, type ServerProcess } from './server-process';

// Whatever decides what a freshly seeded demo database looks like.
const SOURCES = [
  'core/src/db',
  'core/src/search',
  'core/src/geo',
  'core/src/events',
  'api/src/seed',
  'api/src/commands',
  'indexer/src',
  'matcher/src',
  'schemas/src/catalogues',
  'node_modules/@electric-sql/pglite/package.json',
].map((p) => path.join(ROOT, p));

const DEMO_PREFIX = 'anpfiff-demo-';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stats {
  totalClubProfileCount: number;
  totalJobOfferCount: number;
  motivatedPersonProfileCount: number;
}

/**
 * Waits until the indexer, which runs in the server and starts from the event log, has every club, offer
 * and person of both sites in the search: the search totals equal the counters of /api/stats.
 */
async function waitUntilIndexed(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const total = async (url: string) => {
    const { status, text, headers } = await getText(url);
    if (status !== 200) throw new Error(`GET ${url} answered ${status}: ${text.slice(0, 200)}`);
    return Number(headers['x-total-count']);
  };
  for (;;) {
    let complete = true;
    for (const site of Object.values(sitesOn(port))) {
      const stats = JSON.parse((await getText(`${site}/api/stats`)).text) as Stats;
      complete &&=
        (await total(`${site}/api/clubs?maxResults=1`)) === stats.totalClubProfileCount &&
        (await total(`${site}/api/jobs?maxResults=1`)) === stats.totalJobOfferCount &&
        (await total(`${site}/api/people?maxResults=1`)) === stats.motivatedPersonProfileCount;
    }
    if (complete) return;
    if (Date.now() > deadline) throw new Error(`the search index was not complete within ${timeoutMs} ms`);
    await sleep(500);
  }
}

/** Seeds once with the real server (stopped cleanly, so PGlite flushed its files) and keeps the directory. */
async function buildTemplate(template: string): Promise<void> {
  const lock = `${template}.lock`;
  try {
    fs.mkdirSync(lock);
  } catch {
    // Another test file is seeding the same template: wait for it (a lock older than 5 minutes is stale).
    const deadline = Date.now() + 5 * 60_000;
    while (Date.now() < deadline && !fs.existsSync(template)) {
      if (fs.existsSync(lock) && Date.now() - fs.statSync(lock).mtimeMs > 5 * 60_000) break;
      await sleep(500);
    }
    if (fs.existsSync(template)) return;
    fs.rmSync(lock, { recursive: true, force: true });
    return buildTemplate(template);
  }
  const data = tempDataDir();
  try {
    const server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, 240_000);
    // Copies start with a complete index, instead of each indexing the whole demo data again.
    await waitUntilIndexed(server.port, 120_000);
    const code = await server.stop();
    if (code !== 0) throw new Error(`demo template server exited with ${code}:\n${server.output()}`);
    fs.renameSync(data.dir, template);
    removeStaleCopies(DEMO_PREFIX, template);
  } finally {
    data.remove();
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export interface DemoServer extends ServerProcess {
  /** The German site of the same server: de.localhost resolves to the loopback address in Chromium. */
  germanUrl: string;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/**
 * The real server with the demo data (README: 36 Swiss clubs, …), each on a copy of one seeded template,
 * so that a browser test file waits seconds instead of the minute the seeding takes. SITES names this
 * server's port, so the country switcher links to it.
 */
export async function startDemoServer(env: Record<string, string> = {}): Promise<DemoServer> {
  const template = path.join(os.tmpdir(), `${DEMO_PREFIX}${sourcesKey(SOURCES)}`);
  if (!fs.existsSync(template)) await buildTemplate(template);
  const data = tempDataDir();
  fs.cpSync(template, data.dir, { recursive: true });
  try {
    const server = await startServer((port) => ({
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SITES: JSON.stringify(sitesOn(port)),
      ...env,
    }));
    try {
      await waitUntilIndexed(server.port, 60_000);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      ...server,
      germanUrl: sitesOn(server.port).DE,
      close: async () => {
        await server.stop();
        data.remove();
      },
    };
  } catch (error) {
    data.remove();
    throw error;
  }
}
