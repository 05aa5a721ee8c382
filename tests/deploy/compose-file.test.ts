import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@anpfiff/core/config/config';
import { serviceProblems } from '@anpfiff/core/service/service-main';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/support/server-process';
import {
  composeVariables,
  DEPLOY,
  dependencies,
  interpolate,
  readCompose,
  readEnvExample,
  serviceOf,
} from './compose-support';

// `docker compose config` is not installed here; this reads the file the way Compose does and checks
// what an operator relies on when the stack starts with one command.
const compose = readCompose();
const services = Object.entries(compose.services);
const envExample = readEnvExample();
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** The Node services: built from the repository's Dockerfile, their command is an entry file. */
const nodeServices = services.filter(([, s]) => s.build?.target === 'app');

function environmentOf(name: string): Record<string, string> {
  const env = compose.services[name]?.environment ?? {};
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, interpolate(String(value ?? ''), envExample)]),
  );
}

describe('deploy/compose.yml', () => {
  it('has every part of the distributed mode', () => {
    const names = Object.keys(compose.services);
    for (const infrastructure of [
      'postgres',
      'kafka',
      'opensearch',
      'opensearch-dashboards',
      'mailpit',
      'proxy',
    ])
      expect(names).toContain(infrastructure);
    const commands = nodeServices.map(([, s]) => s.command?.join(' '));
    // Exactly the services `npm run start:*` starts, each from the same entry file.
    const entries = Object.entries(scripts)
      .filter(([name]) => name.startsWith('start:'))
      .map(([, command]) => command.replace(/^node --import tsx\s+/, ''));
    expect(new Set(commands)).toEqual(new Set(entries));
    expect(entries).toEqual(
      expect.arrayContaining([
        'api/src/main.ts',
        'indexer/src/main.ts',
        'matcher/src/main.ts',
        'mailer/src/main.ts',
        'core/src/events/kafka/relay-main.ts',
      ]),
    );
    expect(commands.filter((c) => c === 'api/src/main.ts')).toHaveLength(2);
  });

  it('gives every service an image or build, environment, health check and restart policy', () => {
    for (const [name, service] of services) {
      expect(service.image ?? service.build, `${name}: image or build`).toBeTruthy();
      expect(Object.keys(service.environment ?? {}).length, `${name}: environment`).toBeGreaterThan(0);
      expect(service.healthcheck?.disable, `${name}: health check`).not.toBe(true);
      expect(service.healthcheck?.test?.length, `${name}: health check`).toBeGreaterThan(1);
      expect(['always', 'unless-stopped', 'on-failure'], `${name}: restart`).toContain(service.restart);
    }
  });

  it('starts each service after what it needs is healthy, without cycles', () => {
    const roots = ['postgres', 'kafka', 'opensearch', 'mailpit'];
    for (const [name, service] of services) {
      const deps = dependencies(service);
      if (roots.includes(name)) {
        expect(Object.keys(deps), `${name} needs nothing`).toEqual([]);
        continue;
      }
      expect(Object.keys(deps).length, `${name}: depends_on`).toBeGreaterThan(0);
      for (const [dep, { condition }] of Object.entries(deps)) {
        expect(compose.services[dep], `${name} depends on unknown ${dep}`).toBeDefined();
        expect(condition, `${name} -> ${dep}`).toBe('service_healthy');
      }
    }
    for (const [name] of nodeServices) {
      expect(Object.keys(dependencies(serviceOf(compose, name)))).toEqual(
        expect.arrayContaining(['postgres', 'kafka', 'opensearch']),
      );
      // The first api replica migrates; the others and every consumer wait until it is ready.
      if (name !== 'api-1') expect(Object.keys(dependencies(serviceOf(compose, name)))).toContain('api-1');
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string) => {
      if (done.has(name)) return;
      expect(visiting.has(name), `cycle through ${name}`).toBe(false);
      visiting.add(name);
      for (const dep of Object.keys(dependencies(serviceOf(compose, name)))) visit(dep);
      visiting.delete(name);
      done.add(name);
    };
    for (const [name] of services) visit(name);
  });

  it('gives every Node service a configuration the service itself accepts', () => {
    expect(nodeServices.length).toBeGreaterThanOrEqual(6);
    for (const [name] of nodeServices) {
      const env = environmentOf(name);
      const config = loadConfig(env);
      expect(config.env, name).toBe('production');
      expect(config.eventBus, name).toBe('kafka');
      expect(config.apiWorkers, name).toBe('separate');
      expect(config.kafka.brokers, name).toEqual(['kafka:9092']);
      expect(config.search, name).toEqual({ engine: 'opensearch', url: 'http://opensearch:9200' });
      expect(new URL(config.databaseUrl ?? '').hostname, name).toBe('postgres');
      expect(serviceProblems(config, name), name).toEqual([]);
      // The health check asks the port the service listens on.
      expect(env.PORT, name).toBe('3000');
    }
    for (const name of ['api-1', 'api-2']) expect(loadConfig(environmentOf(name)).trustProxy).toBe(true);
    expect(environmentOf('api-2').SEED_DEMO).toBe('false');
  });

  it('reads only variables that .env.example sets or that have a default', () => {
    for (const [name, { required }] of composeVariables()) {
      if (required) expect(envExample[name], `${name} is required: set it in .env.example`).toBeTruthy();
    }
    for (const name of Object.keys(envExample))
      expect(composeVariables().has(name), `${name} in .env.example is never read`).toBe(true);
    // Without the file, the stack refuses to start instead of running with no password.
    expect(() => interpolate(String(compose.services.postgres?.environment?.POSTGRES_PASSWORD), {})).toThrow(
      /POSTGRES_PASSWORD is required/,
    );
  });

  it('keeps data in named volumes and shares uploads between the api replicas', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const used = new Set<string>();
    for (const [name, service] of services) {
      for (const mount of service.volumes ?? []) {
        const [source = ''] = mount.split(':');
        if (source.startsWith('.') || source.startsWith('/')) continue;
        expect(declared, `${name} mounts undeclared volume ${source}`).toContain(source);
        used.add(source);
      }
    }
    expect(new Set(declared)).toEqual(used);
    for (const name of ['postgres', 'kafka', 'opensearch'])
      expect(compose.services[name]?.volumes?.length).toBe(1);
    const uploads = (name: string) => compose.services[name]?.volumes?.find((v) => v.endsWith(':/app/data'));
    expect(uploads('api-1')).toBeDefined();
    expect(uploads('api-2')).toBe(uploads('api-1'));
  });

  it('puts both api replicas behind the proxy, which serves the web bundle', () => {
    const caddyfile = fs.readFileSync(path.join(DEPLOY, 'Caddyfile'), 'utf8');
    const apis = nodeServices.filter(([, s]) => s.command?.join(' ') === 'api/src/main.ts').map(([n]) => n);
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy ${apis.map((a) => `${a}:3000`).join(' ')}`));
    expect(caddyfile).toContain('health_uri /readyz');
    // Which spellings of /metrics the proxy blocks: caddyfile.test.ts.
    expect(caddyfile).toMatch(/handle @metrics \{\s*respond 404\s*\}/);
    expect(caddyfile).toMatch(/root \* \/srv/);
    expect(compose.services.proxy?.build?.target).toBe('proxy');
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/COPY --from=build \/app\/web\/dist \/srv/);
    expect(Object.keys(dependencies(serviceOf(compose, 'proxy')))).toEqual(expect.arrayContaining(apis));
  });
});

// Compose's own validation where the plugin is installed (it needs no engine for `config`).
const composeCli = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
const COMPOSE_SKIP =
  composeCli.status === 0 ? undefined : 'docker compose config skipped: the Compose plugin is not installed.';
if (COMPOSE_SKIP) console.info(COMPOSE_SKIP);

describe.skipIf(COMPOSE_SKIP !== undefined)('docker compose config', () => {
  it('accepts deploy/compose.yml with the settings of .env.example', () => {
    const run = spawnSync(
      'docker',
      [
        'compose',
        '-f',
        path.join(DEPLOY, 'compose.yml'),
        '--env-file',
        path.join(DEPLOY, '.env.example'),
        'config',
        '--quiet',
      ],
      { encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
  });
});
