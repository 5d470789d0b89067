#!/usr/bin/env bash
# ESLint over the repository (config: scripts/eslint/eslint.config.js), cached. With arguments, they replace the
# default paths and go to ESLint as given: `bash scripts/eslint/run.sh client/src --fix`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node-env.sh
[ $# -gt 0 ] || set -- client/src server/src core/src workflows/src tests scripts
exec node scripts/eslint/node_modules/eslint/bin/eslint.js --config scripts/eslint/eslint.config.js \
  --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ --max-warnings 0 "$@"
