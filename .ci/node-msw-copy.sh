# Sourced, not run: a throwaway copy of the project on another Node and another msw (and any
# other packages named), for the MSW 3 leg of CI (.ci/msw3) and the benchmark's runs on other
# versions (bench/msw3.sh).
#
#   node_msw_copy ROOT NODE MSW [PACKAGE…]
#
# makes one temporary directory, removed when the calling script exits whatever happens (an
# EXIT trap), and in it: Node NODE from the npm registry (the node-<platform>-<arch> package:
# the binary itself, no install script), first on PATH so that npm and every child process
# run on it; a copy of the project at ROOT given msw MSW. It leaves the shell in that copy and
# sets $work to the temporary directory. The checkout's node_modules and lockfile stay exactly
# as they were, even if the caller stops halfway. Needs ROOT/node_modules (npm ci first).
# NODE is a major or an exact version (22, 22.12.0); MSW an npm version or range (^3.0.0, 2.15.0);
# each PACKAGE an npm spec installed in the same step (vitest@^5.0.0 @types/node@^22).

# The caller's `step` prints each step; a plain one when it has none.
declare -F step >/dev/null || step() { echo "== $*"; }
. "$(dirname "${BASH_SOURCE[0]}")/node-from-registry.sh"

node_msw_copy() {
  local root=$1 node_version=$2 msw_version=$3
  local packages=("msw@$msw_version" "${@:4}")
  if [ ! -d "$root/node_modules" ]; then
    echo "node_modules is missing: run npm ci first" >&2
    return 1
  fi
  work=$(mktemp -d "${TMPDIR:-/tmp}/dwm-msw.XXXXXX")
  trap 'rm -rf "$work"' EXIT

  node_from_registry "$work/node" "$node_version"

  step "copying the project"
  mkdir "$work/project"
  tar -C "$root" --exclude=node_modules --exclude=./.git --exclude=./dist --exclude=./demo/dist \
    --exclude=./test/artifacts -cf - . | tar -C "$work/project" -xf -
  # The installed tree as a starting point: npm then only swaps msw and what it depends on.
  cp -a "$root/node_modules" "$work/project/node_modules"
  cd "$work/project"

  step "installing ${packages[*]}"
  # No scripts: the tree is built already, and the project's own `prepare` (a build) is not needed here.
  npm install --no-audit --no-fund --ignore-scripts --loglevel=error --save-dev "${packages[@]}"
  echo "node $(node --version), npm $(npm --version), msw $(node -p 'require("msw/package.json").version'), vitest $(node -p 'require("vitest/package.json").version')"
}
