import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/support/server-process';
import { dockerIgnored, readDockerfile } from './dockerfile';

const stages = readDockerfile();
const build = stages.find((s) => s.name === 'build');
const app = stages.find((s) => s.name === 'app');
const workspaces = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** `RUN sh deploy/build.sh <steps>` lines of the build stage, in order. */
function runSteps(): string[] {
  return (build?.instructions ?? []).filter((i) => i.keyword === 'RUN').map((i) => i.args);
}

function run(command: string, cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', command], { cwd, env: { ...process.env, NODE_ENV: '' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('Dockerfile', () => {
  it('builds in a stage that installs from the manifests of every workspace, then the sources', () => {
    expect(build, 'a stage named build').toBeDefined();
    const instructions = build?.instructions ?? [];
    const firstRun = instructions.findIndex((i) => i.keyword === 'RUN');
    const copiedBefore = instructions
      .slice(0, firstRun)
      .filter((i) => i.keyword === 'COPY')
      .map((i) => i.args);
    for (const workspace of workspaces)
      expect(copiedBefore.join('\n'), `${workspace}/package.json before npm ci`).toContain(
        `${workspace}/package.json`,
      );
    expect(copiedBefore.join('\n')).toContain('package-lock.json');
    // Every RUN goes through deploy/build.sh, so the test below runs exactly what the image runs.
    expect(runSteps().length).toBeGreaterThan(0);
    for (const step of runSteps()) expect(step).toMatch(/^sh deploy\/build\.sh( [a-z]+)+$/);
    expect(runSteps().flatMap((s) => s.split(' ').slice(2))).toEqual(['install', 'web', 'prune', 'check']);
  });

  it('runs one Node process per container on the built tree, as an unprivileged user', () => {
    expect(app?.instructions).toEqual(
      expect.arrayContaining([
        { keyword: 'COPY', args: expect.stringMatching(/^--from=build .*\/app \/app$/) },
        { keyword: 'USER', args: 'node' },
        { keyword: 'ENTRYPOINT', args: '["node", "--import", "tsx"]' },
      ]),
    );
    expect(stages.find((s) => s.name === 'proxy')?.from).toMatch(/^caddy:/);
    expect(dockerIgnored('node_modules/tsx/package.json')).toBe(true);
    expect(dockerIgnored('web/dist/index.html')).toBe(true);
    expect(dockerIgnored('data/db/PG_VERSION')).toBe(true);
    expect(dockerIgnored('api/src/main.ts')).toBe(false);
  });
});

// The same commands as `docker build`, in a copy of the build context. Installing and building the whole
// tree takes minutes, mostly npm unpacking packages from its cache.
const BUILD_TIMEOUT = 15 * 60_000;

describe('the image build run outside Docker', () => {
  let context = '';
  afterAll(() => {
    if (context) fs.rmSync(context, { recursive: true, force: true });
  });

  it(
    'installs, builds the web app, prunes the development dependencies and every service still loads',
    async () => {
      context = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-image-'));
      const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
        cwd: ROOT,
        encoding: 'utf8',
      })
        .split('\0')
        .filter((file) => file && !dockerIgnored(file) && fs.existsSync(path.join(ROOT, file)));
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
        fs.copyFileSync(path.join(ROOT, file), path.join(context, file));
      }
      for (const command of runSteps()) {
        const { code, output } = await run(command, context);
        expect(code, `${command}:\n${output.slice(-4000)}`).toBe(0);
        if (command.includes('check'))
          for (const script of ['start:api', 'start:indexer', 'start:relay'])
            expect(output).toContain(`${script}: `);
      }
      const has = (p: string) => fs.existsSync(path.join(context, p));
      expect(has('web/dist/index.html')).toBe(true);
      expect(has('node_modules/tsx/dist/cli.mjs')).toBe(true);
      expect(has('node_modules/knex/package.json')).toBe(true);
      // Development tools are gone from the image. (TypeScript stays: i18next names it as an optional peer.)
      for (const dev of ['vitest', 'eslint', 'testcontainers', 'vite', 'playwright', 'lighthouse'])
        expect(has(`node_modules/${dev}`), dev).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});
