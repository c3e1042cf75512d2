# One image for the api and the worker; the command picks the process. Each runs as JavaScript
# compiled at build (`npm run build`), so a restarted process answers without compiling first:
#   api:     node services/api/dist/main.js   (the default)
#   worker:  node services/worker/dist/main.js
#   migrate: node packages/db/dist/migrate.js

FROM node:22-bookworm-slim AS base
WORKDIR /app

# Only the lockfile and the workspace manifests, so the dependency layers below stay cached until a
# dependency changes rather than on every source edit.
FROM base AS manifests
COPY . /src
RUN mkdir /manifests \
  && cd /src \
  && cp package.json package-lock.json .npmrc /manifests/ \
  && find . -name package.json -not -path './package.json' -not -path '*/node_modules/*' \
    -exec cp --parents {} /manifests/ \;

FROM base AS build
COPY --from=manifests /manifests/ ./
RUN npm ci
COPY . .
RUN npm run build

FROM base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production
# The worker typesets map drafts with Debian's Chromium (CHROMIUM_PATH); the api never starts it,
# but one image serves both processes.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium \
  && rm -rf /var/lib/apt/lists/*
COPY --from=prod-deps /app/ ./
COPY . .
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/services/api/dist ./services/api/dist
COPY --from=build /app/services/worker/dist ./services/worker/dist
COPY --from=build /app/packages/db/dist ./packages/db/dist
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
CMD ["node", "services/api/dist/main.js"]
