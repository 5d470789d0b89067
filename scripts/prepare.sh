#!/usr/bin/env bash
# Model files, generated code and the client build, redone only when missing or their sources changed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-env.sh

# Segmentation model files for the local training engine (checked by sha256; fetched once into .cache/models).
bash scripts/fetch-models.sh

if [ ! -f core/src/generated/prisma/client.ts ] || [ prisma/schema.prisma -nt core/src/generated/prisma/client.ts ]; then
  echo "kadr: generating the Prisma client" >&2
  prisma generate >/dev/null
  touch core/src/generated/prisma/client.ts
fi

if [ "${KADR_SKIP_CLIENT_BUILD:-}" != "1" ] && [ -f client/index.html ]; then
  # The public gallery's samples: real outputs of the local engine, made once (idempotent; scripts/make-samples.ts).
  node --import tsx scripts/make-samples.ts >&2
  # pages.json is written last (by the prerender): a build that stopped half-way is redone.
  if [ ! -f client/dist/pages.json ] || [ -n "$(find client/src client/public client/index.html client/vite.config.ts core/src/catalogue scripts/prerender.ts package-lock.json -newer client/dist/pages.json -print -quit 2>/dev/null)" ]; then
    echo "kadr: building the web app" >&2
    NODE_ENV=production vite build --config client/vite.config.ts --logLevel warn >&2
    # Every public page as HTML (client/dist/pages), hydrated in the browser: scripts/prerender.ts.
    NODE_ENV=production node --import tsx scripts/prerender.ts >&2
  fi
fi
