import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Which lazy page module of the web app (web/src/app/router.tsx) a path shows. Must follow the router;
 * a path missing here only loses its head start, it still works.
 */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/jobs\/?$/, 'src/app/routes/jobs.tsx'],
  [/^\/clubs\/?$/, 'src/app/routes/clubs.tsx'],
  [/^\/people\/?$/, 'src/app/routes/people.tsx'],
  [/^\/jobs\/[^/]+\/?$/, 'src/app/routes/job.tsx'],
  [/^\/clubs\/[^/]+\/?$/, 'src/app/routes/club.tsx'],
  [/^\/people\/[^/]+\/?$/, 'src/app/routes/person.tsx'],
  [/^\/wiki\/features\/(club|person)\/?$/, 'src/app/routes/wiki-page.tsx'],
  [
    /^\/(about|community|terms-and-conditions|winning-game-terms-and-conditions|legal-notice|privacy-policy)\/?$/,
    'src/app/routes/content-page.tsx',
  ],
];

let cached: { file: string; mtimeMs: number; manifest: Record<string, ManifestChunk> } | undefined;

function readManifest(webDist: string): Record<string, ManifestChunk> | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
      cached = {
        file,
        mtimeMs,
        manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>,
      };
    }
    return cached.manifest;
  } catch {
    return null;
  }
}

/**
 * The chunks of the page a path shows, beyond those index.html loads anyway. Announced as modulepreload,
 * the browser fetches them beside the entry instead of after it has run: one round trip less before a
 * search or detail page can ask for its data, which phones on slow networks feel most.
 */
export function routePreloads(webDist: string, pathname: string): string[] {
  const source = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  const manifest = source ? readManifest(webDist) : null;
  if (!source || !manifest?.[source]) return [];
  const initial = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) collect(entry, initial);
  const page = new Set<string>();
  collect(source, page);
  return [...page].filter((file) => !initial.has(file)).map((file) => `/${file}`);
}
