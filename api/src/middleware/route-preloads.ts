import { readWebDistJson } from './web-dist-file';

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
  [/^\/$/, 'src/app/routes/home.tsx'],
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

/**
 * The page's own chunk, unless index.html loads it anyway. Announced as modulepreload, the browser fetches
 * it beside the entry instead of after the entry has run, and the chunks it imports then come together
 * when the app imports it (Vite preloads a lazy module's imports).
 *
 * Only that one: each further request beside the entry delays the entry on a phone's connection.
 * Measured with Lighthouse's mobile profile, four runs each, an offer page announcing its chunk and its
 * six imports painted first at 1.71–1.77 s, its own chunk alone at 1.40–1.60 s, and largest at
 * 1.92–2.05 s against 1.73–1.82 s; none at all painted first at 1.38–1.46 s but largest at 1.85–1.94 s.
 */
export function routePreloads(webDist: string, pathname: string): string[] {
  const source = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  const manifest = source
    ? readWebDistJson<Record<string, ManifestChunk>>(webDist, '.vite/manifest.json')
    : null;
  const page = source ? manifest?.[source] : undefined;
  if (!manifest || !page) return [];
  const initial = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) collect(entry);
  return initial.has(page.file) ? [] : [`/${page.file}`];
}
