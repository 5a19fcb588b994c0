# Hirewise ai-service: the AI agents (local engine or a LangChain chat model) and their own HTTP API under /ai.
# Build from the repository root:  docker build -f docker/ai-service.Dockerfile -t hirewise/ai-service .
#
# Stages (the same pattern in every docker/*.Dockerfile):
#   deps     npm ci of the whole workspace from the lock (identical in every Dockerfile, so one build
#            cache serves all images)
#   build    tsc -b of this app and the libraries it references, then docker/scripts/assemble-app.mjs
#            copies out only the production packages its compiled code loads (and checks they resolve)
#   runtime  node:20-bookworm-slim with that file set, owned by root and run as the unprivileged
#            `node` user; the root filesystem can be mounted read-only (writes go to /data and /tmp)
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /src
# A compiler for native addons whose prebuilt binary does not load on the build machine (argon2
# then builds from source); the build stages are discarded, so none of this reaches the image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false SCARF_ANALYTICS=false NX_DAEMON=false
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/server-kit/package.json libs/server-kit/
COPY libs/ai-engine/package.json libs/ai-engine/
COPY apps/gateway/package.json apps/gateway/
COPY apps/auth-service/package.json apps/auth-service/
COPY apps/jobs-service/package.json apps/jobs-service/
COPY apps/applications-service/package.json apps/applications-service/
COPY apps/media-service/package.json apps/media-service/
COPY apps/ai-service/package.json apps/ai-service/
COPY apps/notifications-service/package.json apps/notifications-service/
COPY apps/web/package.json apps/web/
RUN npm ci

FROM deps AS build
COPY tsconfig.base.json ./
COPY libs/contracts libs/contracts
COPY libs/server-kit libs/server-kit
COPY libs/ai-engine libs/ai-engine
COPY apps/ai-service apps/ai-service
COPY docker/scripts docker/scripts
RUN node_modules/.bin/tsc -b apps/ai-service/tsconfig.json \
 && node docker/scripts/assemble-app.mjs ai-service /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production DATA_DIR=/data
WORKDIR /app
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
# HTTP (/health, /ready, own API) and the TCP transport (embedded mode; unused with TRANSPORT=rmq)
EXPOSE 3005 4005
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.AI_HTTP_PORT || 3005) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--min-semi-space-size=8", "--max-semi-space-size=8", "apps/ai-service/dist/main.js"]
