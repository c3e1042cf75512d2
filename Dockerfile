# One image for the api and the worker; the command picks the process:
#   api:     npx tsx services/api/src/main.ts   (the default)
#   worker:  npx tsx services/worker/src/main.ts
#   migrate: npm run migrate

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
# The processes run TypeScript through tsx at run time, so it has to survive --omit=dev; fail the
# build here with a clear line rather than the container at start.
RUN npm ci --omit=dev \
  && npm cache clean --force \
  && { test -x node_modules/.bin/tsx \
    || { echo 'tsx must be listed under dependencies in package.json' >&2; exit 1; }; }

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
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
CMD ["npx", "tsx", "services/api/src/main.ts"]
