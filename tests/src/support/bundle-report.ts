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
  '/': 'src/app/routes/home.tsx',
  '/jobs': 'src/app/routes/jobs.tsx',
  '/jobs/{slug}': 'src/app/routes/job.tsx',
  '/clubs': 'src/app/routes/clubs.tsx',
  '/clubs/{slug}': 'src/app/routes/club.tsx',
  '/people': 'src/app/routes/people.tsx',
  '/people/{slug}': 'src/app/routes/person.tsx',
  '/about': 'src/app/routes/content-page.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
};

interface Manifest {
  chunks: Record<string, ManifestChunk>;
  entryKey: string;
}

function readManifest(distDir: string): Manifest {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run "npm run build" first`);
  const chunks = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  return { chunks, entryKey };
}

/** The files a chunk brings: its own, its CSS and, transitively, what it imports statically. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest.chunks[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

type FileSizes = Omit<PageBundle, 'page' | 'files'>;

// Every page brings the entry's files again, and brotli at its default quality takes most of a second on
// the largest of them: each file is compressed once. A built file's name carries a hash of its content.
const compressed = new Map<string, FileSizes>();

function fileSizes(file: string): FileSizes {
  let known = compressed.get(file);
  if (!known) {
    const content = fs.readFileSync(file);
    known = {
      rawBytes: content.length,
      gzipBytes: zlib.gzipSync(content, { level: 9 }).length,
      brotliBytes: zlib.brotliCompressSync(content).length,
    };
    compressed.set(file, known);
  }
  return known;
}

function sizes(distDir: string, files: Iterable<string>): FileSizes {
  const total: FileSizes = { rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of files) {
    const one = fileSizes(path.join(distDir, file));
    total.rawBytes += one.rawBytes;
    total.gzipBytes += one.gzipBytes;
    total.brotliBytes += one.brotliBytes;
  }
  return total;
}

/**
 * The JavaScript and CSS a first visit of each page downloads: the entry with everything it imports,
 * plus the page's lazy chunk and its imports, read from Vite's manifest of the built web app. Sizes are
 * gzip at level 9 (what the server sends as .gz) and brotli (what it sends to browsers accepting br).
 */
export function firstLoadReport(distDir: string): PageBundle[] {
  const manifest = readManifest(distDir);
  return Object.entries(MEASURED_PAGES).map(([page, routeSource]) => {
    const files = closure(manifest, manifest.entryKey);
    if (routeSource) {
      if (!manifest.chunks[routeSource]) throw new Error(`the manifest has no chunk for ${routeSource}`);
      closure(manifest, routeSource, files);
    }
    return { page, files: [...files], ...sizes(distDir, files) };
  });
}

export interface RouteChunk {
  /** The route component's source, e.g. 'src/app/routes/manage/job-form.tsx'. */
  route: string;
  /** Reachable without an account (everything outside routes/manage). */
  public: boolean;
  /** What the route loads beyond the entry, gzip. */
  gzipBytes: number;
}

/** Every route component's own code: its lazy chunk and imports that the entry does not already bring. */
export function routeChunks(distDir: string): { entryGzipBytes: number; routes: RouteChunk[] } {
  const manifest = readManifest(distDir);
  const entry = closure(manifest, manifest.entryKey);
  const routes = Object.keys(manifest.chunks)
    .filter((key) => key.startsWith('src/app/routes/'))
    .map((route) => {
      const own = [...closure(manifest, route)].filter((file) => !entry.has(file));
      return {
        route,
        public: !route.startsWith('src/app/routes/manage/'),
        gzipBytes: sizes(distDir, own).gzipBytes,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { entryGzipBytes: sizes(distDir, entry).gzipBytes, routes };
}
