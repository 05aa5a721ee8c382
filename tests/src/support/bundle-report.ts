import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface PageBundle {
  /** The route, e.g. '/jobs'. */
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Which route component (web/src/app/router.tsx) each measured page loads besides the entry. */
export const MEASURED_PAGES: Record<string, string | null> = {
  '/': null,
  '/jobs': 'src/app/routes/jobs.tsx',
  '/jobs/{slug}': 'src/app/routes/job.tsx',
  '/clubs': 'src/app/routes/clubs.tsx',
  '/clubs/{slug}': 'src/app/routes/club.tsx',
  '/people': 'src/app/routes/people.tsx',
  '/people/{slug}': 'src/app/routes/person.tsx',
  '/about': 'src/app/routes/content-page.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
};

/**
 * The JavaScript and CSS a first visit of each page downloads: the entry with everything it imports,
 * plus the page's lazy chunk and its imports, read from Vite's manifest of the built web app. Sizes are
 * gzip at level 9 (what the server sends as .gz) and brotli (what it sends to browsers accepting br).
 */
export function firstLoadReport(distDir: string): PageBundle[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run "npm run build" first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');

  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };

  return Object.entries(MEASURED_PAGES).map(([page, routeSource]) => {
    const files = new Set<string>();
    collect(entryKey, files);
    if (routeSource) {
      if (!manifest[routeSource]) throw new Error(`the manifest has no chunk for ${routeSource}`);
      collect(routeSource, files);
    }
    let rawBytes = 0;
    let gzipBytes = 0;
    let brotliBytes = 0;
    for (const file of files) {
      const content = fs.readFileSync(path.join(distDir, file));
      rawBytes += content.length;
      gzipBytes += zlib.gzipSync(content, { level: 9 }).length;
      brotliBytes += zlib.brotliCompressSync(content).length;
    }
    return { page, files: [...files], rawBytes, gzipBytes, brotliBytes };
  });
}
