import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

describe('module preloads of the page a path shows', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_cards.js': { file: 'assets/cards-1.js', imports: ['_react.js'] },
      // A page bundled into the entry.
      'src/app/routes/content-page.tsx': { file: 'assets/index-1.js' },
      'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_react.js', 'index.html'] },
      'src/app/routes/jobs.tsx': {
        file: 'assets/jobs-1.js',
        imports: ['_cards.js', '_react.js', 'index.html'],
      },
    }),
  );
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("lists the page's own chunk only: what it imports comes together when the app imports it", () => {
    expect(routePreloads(dist, '/jobs')).toEqual(['/assets/jobs-1.js']);
    expect(routePreloads(dist, '/')).toEqual(['/assets/home-1.js']);
  });

  it('lists nothing for pages in the entry, unknown pages and a missing build', () => {
    expect(routePreloads(dist, '/about')).toEqual([]);
    expect(routePreloads(dist, '/clubs')).toEqual([]);
    expect(routePreloads(path.join(dist, 'missing'), '/jobs')).toEqual([]);
  });
});
