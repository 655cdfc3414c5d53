# syntax=docker/dockerfile:1
# Build: install everything, generate the Prisma client, build the web app and the server's bundle; then drop dev dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/no-schema-engine.sh ./scripts/
COPY prisma/schema.prisma ./prisma/schema.prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/build-server.mjs && npm prune --omit=dev --no-audit --no-fund

# Run: the gateway as the unprivileged `node` user, with runtime dependencies only.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/gateway ./gateway
COPY --from=build /app/rest-compat ./rest-compat
COPY --from=build /app/common ./common
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (exec form): requests in flight finish before it exits.
# The server as one module, built above (scripts/build-server.mjs, decision 0061), with the flags of
# gateway/server-command.mjs (decision 0063).
CMD ["node", "--v8-pool-size=1", "--import", "./gateway/production-env.mjs", "dist/server.mjs"]
