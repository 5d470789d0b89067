#!/usr/bin/env bash
# `npm test`: the whole suite, in tiers from fast to slow, and one summary line at the end.
#   static  generated artifacts match their sources, lint, type-checks          (about a minute)
#   unit    vitest unit project: pure code, engines, pipelines                   (a few minutes)
#   api     the app against a real PostgreSQL and S3 server                      (a few minutes)
#   e2e     the start command and Chromium                                       (the slowest)
# `npm test -- --tier static,unit` (or `npm run test:fast`) runs only those tiers; other arguments go to vitest
# (e.g. a file filter). Every tier runs even when an earlier one failed, so one run reports everything.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/node-env.sh
set -e
kadr_ensure_deps
bash scripts/system-deps.sh
bash scripts/prepare.sh
set +e

tiers="static,unit,api,e2e,topology"
vitest_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --tier) tiers="$2"; shift 2 ;;
    --tier=*) tiers="${1#--tier=}"; shift ;;
    *) vitest_args+=("$1"); shift ;;
  esac
done
wants() { [[ ",$tiers," == *",$1,"* ]]; }

failed_checks=()
step() {
  local name="$1"; shift
  echo "── $name"
  if ! "$@"; then failed_checks+=("$name"); fi
}

mkdir -p test-results
rm -f test-results/vitest-*.json test-results/vitest.json
timings=()
timed() {
  local tier="$1"; shift
  local started=$SECONDS
  "$@"
  timings+=("$tier=$((SECONDS - started))")
}

static_tier() {
  step "schema.graphql matches the Pothos schema" node --import tsx scripts/print-schema.ts --check
  step "generated client and test types match schema.graphql" graphql-codegen --config codegen.ts --check
  step "lint: effect returns, import boundaries, no import cycles" node --import tsx scripts/lint.ts
  step "docs: README and docs/ links lead to files and headings of this repository" node --import tsx scripts/check-doc-links.ts
  step "lint: eslint (typescript-eslint, react-hooks, jsx-a11y, formatjs; no console in shipped code)" bash scripts/eslint/run.sh
  typecheck_step
}

# `npm run typecheck` (tsc -b over tsconfig.json's references), with --force: the suite checks every part afresh
# instead of trusting .cache/tsc from an earlier run (tsc -b does not notice a dependency changed in node_modules).
# Each part whose files have errors is a failed check of its own: "type-check server", "type-check client".
typecheck_step() {
  echo "── type-check core, workflows, server, client, tests (npm run typecheck)"
  local log=test-results/typecheck.log
  npm run --silent typecheck -- --force --pretty false 2>&1 | tee "$log"
  [ "${PIPESTATUS[0]}" -eq 0 ] && return
  # The part a file belongs to (its tsconfig.json): the vision fixtures are core's, scripts/ and root configs the tests'.
  local parts
  parts=$(sed -nE 's#^([^( ]+)\([0-9]+,[0-9]+\): error TS.*#\1#p' "$log" | sed -E \
    -e 's#^tests/fixtures/.*#core#' -e 's#^prisma\.config\.ts$#server#' -e 's#^(scripts/.*|[^/]+)$#tests#' -e 's#/.*##' | sort -u)
  if [ -z "$parts" ]; then failed_checks+=("type-check"); return; fi
  for part in $parts; do failed_checks+=("type-check $part"); done
}

vitest_tier() {
  local project="$1"
  echo "── vitest: $project"
  vitest run --project "$project" --passWithNoTests --reporter=default --reporter=json --outputFile.json="test-results/vitest-$project.json" "${vitest_args[@]}"
  local status=$?
  # Every tier that ran must leave its report (a filter matching none of its files still writes an empty one).
  if [ ! -f "test-results/vitest-$project.json" ]; then failed_checks+=("vitest $project wrote no report (exit $status)"); fi

}

wants static && timed static static_tier
for project in unit api e2e topology; do
  wants "$project" && timed "$project" vitest_tier "$project"
done

shopt -s nullglob
node --import tsx scripts/test-summary.ts --timings "$(IFS=,; echo "${timings[*]}")" test-results/vitest-*.json -- "${failed_checks[@]}"
