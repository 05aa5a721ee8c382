// Loads every service of the image (the root package.json's start:* scripts) with a deliberately invalid
// PORT: each must get as far as reading its configuration, which proves that every module it imports
// is present after the development dependencies were pruned. Nothing connects anywhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts ?? {};
const services = Object.entries(scripts)
  .filter(([name]) => name.startsWith('start:'))
  .map(([name, command]) => ({ name, entry: /^node --import tsx\s+(\S+\.ts)$/.exec(command)?.[1] }));

let failed = false;
for (const { name, entry } of services) {
  if (!entry || !fs.existsSync(entry)) {
    console.error(`${name}: expected "node --import tsx <file>.ts" naming an existing file`);
    failed = true;
    continue;
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status === 1 && output.includes('PORT: muss eine Portnummer')) {
    console.log(`${name}: ${entry} loads`);
  } else {
    console.error(`${name}: ${entry} did not reach its configuration check (exit ${run.status}):\n${output}`);
    failed = true;
  }
}
if (services.length === 0) {
  console.error('no start:* scripts in package.json');
  failed = true;
}
process.exit(failed ? 1 : 0);
