import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommandScript } from '@anpfiff/core/testing/command-testing';
import { afterAll, describe, expect, it } from 'vitest';
import { DATASET_BENCHES } from './support/dataset-benches';

const script = path.join(import.meta.dirname, 'run-all.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cli-'));
const out = path.join(dir, 'results.json');

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// The command line is answered before any bench starts, so none of these runs a benchmark.
describe('npm run bench, its command line', () => {
  it('prints the usage with every benchmark it can run on --help', async () => {
    const { code, output } = await runCommandScript(script, ['--help'], dir);
    expect(code).toBe(0);
    expect(output).toContain('Aufruf: npm run bench');
    expect(output).toMatch(/Benchmarks: .*login.*search/);
  });

  it('refuses a name no benchmark has, and leaves the last results as they were', async () => {
    fs.writeFileSync(out, '{"rows":["earlier"]}\n');
    const { code, output } = await runCommandScript(script, ['serach', '--out', out], dir);
    expect(code).toBe(2);
    expect(output).toContain('Kein Benchmark heisst serach.');
    expect(fs.readFileSync(out, 'utf8')).toBe('{"rows":["earlier"]}\n');
  });

  it('refuses an unknown option in German, without a stack trace', async () => {
    const { code, output } = await runCommandScript(script, ['--fast'], dir);
    expect(code).toBe(2);
    expect(output).toContain('Unbekannte Option --fast.');
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe('npm run bench, the data sets it builds first', () => {
  // A bench left out would build its set on first use, one set after the other, inside the timed run.
  it('names every bench that reads a cached data set, and no other', () => {
    const benches = fs.readdirSync(import.meta.dirname).filter((f) => f.endsWith('.bench.ts'));
    const readers = benches
      .filter((f) =>
        /from '\.\/support\/(bench-dataset|dataset-app)'/.test(
          fs.readFileSync(path.join(import.meta.dirname, f), 'utf8'),
        ),
      )
      .map((f) => f.replace(/\.bench\.ts$/, ''));
    expect(readers.length).toBeGreaterThan(0);
    expect(Object.keys(DATASET_BENCHES).sort()).toEqual(readers.sort());
  });
});
