# syntax=docker/dockerfile:1
# One image for every Node service of the distributed mode (api, relay, indexer, matcher, mailer: the
# command picks the service) and one for the reverse proxy with the web bundle. Build steps live in
# deploy/build.sh, which tests/deploy/image-build.test.ts runs the same way outside Docker.
#   docker build --target app -t anpfiff-app .      docker build --target proxy -t anpfiff-proxy .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY schemas/package.json schemas/
COPY core/package.json core/
COPY api/package.json api/
COPY indexer/package.json indexer/
COPY matcher/package.json matcher/
COPY mailer/package.json mailer/
COPY web/package.json web/
COPY tests/package.json tests/
COPY deploy/build.sh deploy/runtime-closure.mjs deploy/
RUN sh deploy/build.sh install
COPY . .
RUN sh deploy/build.sh web prune check

FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Uploads live under DATA_DIR; compose mounts a volume that every api replica shares.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=6 CMD ["node", "deploy/healthcheck.mjs"]
# One Node process per container (no npm in between), so SIGTERM reaches the service and it stops cleanly.
ENTRYPOINT ["node", "--import", "tsx"]
CMD ["api/src/main.ts"]

FROM caddy:2.10-alpine AS proxy
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/web/dist /srv
