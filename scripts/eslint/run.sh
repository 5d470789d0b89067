#!/usr/bin/env bash
# ESLint over the repository (config: scripts/eslint/eslint.config.js), cached. Extra arguments go to ESLint: --fix.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node-env.sh
exec node scripts/eslint/node_modules/eslint/bin/eslint.js --config scripts/eslint/eslint.config.js \
  --cache --cache-location node_modules/.cache/eslint/ --max-warnings 0 \
  client/src server/src core/src workflows/src tests scripts "$@"
