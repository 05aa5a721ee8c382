#!/bin/sh
# The build of the service image, in named steps. The Dockerfile runs these steps (install first, on the
# package manifests alone, so the dependency layer is cached), and tests/deploy/image-build.test.ts runs
# the very RUN lines of the Dockerfile in a copy of the repository, so the build is tested without Docker.
# Run from the repository root on the sources (no node_modules). Without arguments: every step in order.
set -eu

install() {
  # The only install scripts in the tree are switched off in package.json (allowScripts); skip them outright.
  npm ci --prefer-offline --ignore-scripts --no-audit --no-fund
}

web() {
  npm run build
}

prune() {
  # tsx runs the TypeScript services (there is no compile step), so it stays although it is a dev tool.
  keep=$(node deploy/runtime-closure.mjs tsx)
  held=$(mktemp -d)
  # shellcheck disable=SC2086 # one path per word, none with spaces
  tar -cf "$held/keep.tar" $keep
  npm prune --omit=dev --ignore-scripts --no-audit --no-fund
  tar -xf "$held/keep.tar"
  rm -rf "$held"
  mkdir -p node_modules/.bin
  ln -sf ../tsx/dist/cli.mjs node_modules/.bin/tsx
}

check() {
  node deploy/check-runtime.mjs
}

[ "$#" -gt 0 ] || set -- install web prune check
for step in "$@"; do
  case "$step" in
    install | web | prune | check)
      printf '\n== build step: %s\n' "$step"
      "$step"
      ;;
    *)
      echo "unknown build step: $step (install, web, prune, check)" >&2
      exit 2
      ;;
  esac
done
