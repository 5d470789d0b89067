#!/usr/bin/env bash
# `npm start`: installs what is missing, then serves the whole product on one origin (default port 5137).
# Embedded defaults: PGlite database in .data/, mail to the outbox (/dev/mailbox). Set DATABASE_URL etc. to change.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-env.sh
kadr_ensure_deps
bash scripts/prepare.sh
exec node --import tsx server/src/main.ts
