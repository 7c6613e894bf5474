# syntax=docker/dockerfile:1
# The production image: the server on the pinned Node of the lock (the `node` package), the built web
# app, production dependencies only, run as a non-root user. One image for every role: the command
# picks it (compose.yaml runs an API and two workers from it).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --no-audit --no-fund
COPY . .
# The pinned Node goes aside before the dev dependencies (it is one of them) are pruned.
RUN npm run build \
  && cp node_modules/node/bin/node /opt/node \
  && npm prune --omit=dev --no-audit --no-fund

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --create-home sightline \
  && mkdir /data && chown sightline /data
COPY --from=build /opt/node /usr/local/bin/node
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/contracts ./packages/contracts
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/dist ./apps/web/dist
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=3000
USER sightline
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/src/main.ts"]
