#!/usr/bin/env bash
# `npm test`: the whole suite. Checks generated artifacts for drift, type-checks, then runs unit, API (real
# PostgreSQL) and browser (Chromium) tests, and prints one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node-env.sh
set -e
kadr_ensure_deps
bash scripts/system-deps.sh
bash scripts/prepare.sh
set +e

failed_checks=()
step() {
  local name="$1"; shift
  echo "── $name"
  if ! "$@"; then failed_checks+=("$name"); fi
}
step "schema.graphql matches the Pothos schema" node --import tsx scripts/print-schema.ts --check
step "generated typed documents (client, tests) match schema.graphql" graphql-codegen --config codegen.ts --check
step "lint: effect returns, import boundaries, no import cycles" node --import tsx scripts/lint.ts
step "type-check core" tsc -p core/tsconfig.json
step "type-check server" tsc -p server/tsconfig.json
step "type-check workflows" tsc -p workflows/tsconfig.json
step "type-check client" tsc -p client/tsconfig.json
step "type-check tests" tsc -p tests/tsconfig.json

mkdir -p test-results
rm -f test-results/vitest.json
vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@"
vitest_status=$?

node --import tsx scripts/test-summary.ts test-results/vitest.json "${#failed_checks[@]}" "${failed_checks[@]}"
summary_status=$?
[ $vitest_status -eq 0 ] && [ $summary_status -eq 0 ]
