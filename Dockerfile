# syntax=docker/dockerfile:1
# The portal as one image: the bundled server, the built web app, production dependencies only, non-root.
# Build: docker build -t tuning-portal .   Run: see compose.yaml and docs/deploy.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build everything the server and the web app need.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The desktop app's Electron binary is not part of the server image.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx turbo run build --filter=@portal/server --filter=@portal/web \
 && mkdir -p /manifests \
 && cp --parents package.json package-lock.json server/package.json web/package.json desktop/package.json \
      packages/*/package.json /manifests/

# 2. Production dependencies of the server alone (the workspace packages are inside the bundle).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /manifests/ ./
RUN npm ci --omit=dev --workspace=@portal/server --no-audit --no-fund \
 && npm cache clean --force

# 3. What runs: dependencies, the server bundle, the web app and the reference data it seeds from.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/ ./
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
COPY --from=build /app/resources ./resources
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM stops it gracefully (docs/deploy.md); node runs as PID 1 and handles the signal itself.
CMD ["node", "server/dist/main.js"]
