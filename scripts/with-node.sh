#!/usr/bin/env bash
# Runs a command with the project's Node 24 on PATH: scripts/with-node.sh node --version
set -euo pipefail
source "$(dirname "$0")/node-env.sh"
exec "$@"
