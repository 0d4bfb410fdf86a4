#!/usr/bin/env bash
# The benchmark on another Node and msw: by default MSW 3 on Node 22 (MSW 3 needs >= 22.12),
# in a throwaway copy of the project made as CI's MSW 3 leg makes it (.ci/node-msw-copy.sh), so
# the checkout's node_modules stay as they are. It runs the suites whose figures msw or Node
# can move: the in-process request (through msw/node), a test file's cold start as one process
# (import, setupMockServer, listen, first answer), API coverage and the conditions layer with
# `flaky` (through mock.handle(): Node's Request and Response, no msw). Options go to
# bench/run.ts; given --only, they replace that choice (the Vitest cold start is in `cold`).
#   bench/msw3.sh [--quick] [--only=request,cold]
#   npm run bench -- --msw=3                         the same, through the runner
#   MSW3_NODE=22 MSW3_MSW=2.15.0 bench/msw3.sh       MSW 2 on Node 22: Node's share apart from msw's
# The results land beside the checkout's: bench/results.node<major>-msw<major>.local.json.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
node_version=${MSW3_NODE:-22}
msw_version=${MSW3_MSW:-^3.0.0}
started=$SECONDS
step() { echo "== $* ($((SECONDS - started)) s)"; }

args=("$@")
only=no
for arg in "$@"; do [[ $arg == --only=* ]] && only=yes; done
[ "$only" = yes ] || args+=(--only=cold,request,coverage,conditions --no-vitest)

. .ci/node-msw-copy.sh
node_msw_copy "$root" "$node_version" "$msw_version"

# The benchmark's peers as the checkout has them, so nothing is installed twice. The cold start
# packs the copy's own sources (built in a folder of their own, msw left outside the build), or
# takes the tarball DOC_WORKSPACE_MOCK_TARBALL names.
if [ -d "$root/bench/node_modules" ]; then rm -rf bench/node_modules && cp -a "$root/bench/node_modules" bench/node_modules; fi

majors=$(node -p '`node${process.versions.node.split(".")[0]}-msw${require("msw/package.json").version.split(".")[0]}`')
step "the benchmark: ${args[*]}"
npm run -s bench -- "${args[@]}" "--results=$root/bench/results.$majors.local.json"
