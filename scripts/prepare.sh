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
  if [ ! -f client/dist/index.html ] || [ -n "$(find client/src client/public client/index.html client/vite.config.ts package-lock.json -newer client/dist/index.html -print -quit 2>/dev/null)" ]; then
    echo "kadr: building the web app" >&2
    NODE_ENV=production vite build --config client/vite.config.ts --logLevel warn >&2
  fi
fi
