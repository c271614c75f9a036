# Vasiyat in one image: the compiled server (apps/server/dist, plain JavaScript run by node) and the built
# web app, on production dependencies only, as an unprivileged user.
#
#   docker build -t vasiyat .
#   docker run -p 8080:8080 -v vasiyat-data:/data vasiyat              # embedded PostgreSQL in the volume
#   docker run -p 8080:8080 -e DATABASE_URL=... -e JWT_SECRET=... -e DATA_KEY=... vasiyat
#
# Debian, not Alpine: the native packages (argon2, the Typst compiler, embedded-postgres) are glibc builds.
# Node 24, the LTS the project runs on (.nvmrc; 22.22 or newer works, and so does 26).
ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's manifest (npm ci checks the lockfile against all of them), without its scripts: a new
# script changes no installed package, so `npm ci` below stays cached (it takes minutes; this, a moment).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/documents/package.json packages/documents/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN node -e 'for (const f of process.argv.slice(1)) { const m = JSON.parse(fs.readFileSync(f)); delete m.scripts; fs.writeFileSync(f, JSON.stringify(m, null, 2)); }' \
      package.json packages/contract/package.json packages/documents/package.json apps/server/package.json apps/web/package.json e2e/package.json

# npm 11, the lockfile's: it runs no package's install script unless package.json allows it (DESIGN §12).
FROM ${NODE_IMAGE} AS npm
RUN [ "$(npm --version)" = 11.19.1 ] || npm install --global --no-audit --no-fund npm@11.19.1
WORKDIR /app
COPY --from=manifests /app ./

# Build with the dev dependencies (vite, esbuild, TypeScript types).
FROM npm AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the server needs at run time: the production dependencies of the server and the packages it uses,
# without what only a compiler or an editor reads: TypeScript (type declarations and sources such as zod's,
# tests included; node runs no .ts file under node_modules) and the packages' source maps, 68 MB together.
FROM npm AS production-dependencies
RUN npm ci --omit=dev --workspace @vasiyat/server --no-audit --no-fund \
 && find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' \) -delete

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# DATA_DIR holds the embedded database when DATABASE_URL is not set, generated secrets and the mail outbox.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The image's own unprivileged user (uid 1000): embedded PostgreSQL runs as it too.
USER node
EXPOSE 8080
# Liveness: the process answers. (Readiness, /api/ready, also needs the database: for a balancer.)
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: finishes requests, stops PostgreSQL, exits 0.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
