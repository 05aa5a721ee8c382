#!/bin/sh
# The build of the service image, step by step. The Dockerfile runs it, and tests/deploy/build.test.ts
# runs the same file in a copy of the repository, so the image's build is tested where Docker is absent.
# Run from the repository root, on the sources only (no node_modules).
set -eu

step() { printf '\n== %s\n' "$*"; }

step 'install every workspace exactly as locked'
# The only install scripts in the tree are disabled in package.json (allowScripts); skip them outright.
npm ci --ignore-scripts --no-audit --no-fund

step 'build the web app into web/dist'
npm run build

step 'drop development dependencies, keeping tsx (it runs the TypeScript services)'
keep=$(node deploy/runtime-closure.mjs tsx)
held=$(mktemp -d)
# shellcheck disable=SC2086 # one path per word, none with spaces
tar -cf "$held/keep.tar" $keep
npm prune --omit=dev --ignore-scripts --no-audit --no-fund
tar -xf "$held/keep.tar"
rm -rf "$held"
mkdir -p node_modules/.bin
ln -sf ../tsx/dist/cli.mjs node_modules/.bin/tsx

step 'check that every service starts to load'
node deploy/check-runtime.mjs
