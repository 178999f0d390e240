# The store as one image, built once and run as many instances as you like (docs/deploy.md).
# Multi-stage: the builder installs everything and builds the app; the runtime stage keeps the
# production dependencies, the server sources (run with tsx) and the built dist/.

FROM node:20-bookworm-slim AS builder
WORKDIR /app
# Compilers only for a native module whose prebuilt binary is missing for this platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Baked into the browser bundle at build time (docs/deploy.md); empty means same origin.
ARG VITE_API_BASE_URL=
# The build is deterministic (same file names and build id on every host), so instances built
# from the same commit anywhere serve the same assets. Then the dev dependencies go.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# Fonts for the PNG covers (Open Graph images); without them covers show their shapes only.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/app/data
WORKDIR /app
COPY --from=builder /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=builder /app/node_modules ./node_modules
COPY --from=builder /app/dist ./dist
COPY --from=builder /app/server ./server
COPY --from=builder /app/catalogue ./catalogue
COPY --from=builder /app/i18n ./i18n
COPY --from=builder /app/scripts ./scripts
# Only DATA_DIR (SQLite, when DATABASE_URL is unset) is written; the code stays root-owned.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready turns 503 from SIGTERM on, so a draining instance leaves the rotation at once.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v2/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node runs the server directly, not through npm (which does not pass SIGTERM on reliably): the
# SIGTERM of `docker stop` starts the drain (SHUTDOWN_GRACE_MS); compose adds an init (tini).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
