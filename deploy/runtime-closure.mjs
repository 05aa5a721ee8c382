// Prints the node_modules folders a package needs at run time (itself, its dependencies and the optional
// ones installed on this platform), read from package-lock.json. The image build keeps these when it
// prunes the development dependencies: tsx runs the TypeScript services, so it is a run-time tool here.
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages ?? {};

/** Node's lookup: the nearest node_modules folder upwards from the requiring package that has it. */
function resolve(from, name) {
  for (let base = from; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

const keep = new Set();
function visit(path) {
  if (keep.has(path) || !fs.existsSync(path)) return;
  keep.add(path);
  const entry = packages[path];
  const names = { ...entry.dependencies, ...entry.optionalDependencies };
  for (const name of Object.keys(names)) {
    const found = resolve(path, name);
    if (found) visit(found);
  }
}

for (const name of process.argv.slice(2)) {
  const root = resolve('', name);
  if (!root) {
    console.error(`${name} is not in package-lock.json`);
    process.exit(1);
  }
  visit(root);
}
console.log([...keep].sort().join('\n'));
