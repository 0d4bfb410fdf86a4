#!/usr/bin/env bash
# Runs every example as CI does, each as a user's own project: packs doc-workspace-mock once
# (../.ci/pack, or the tarball DOC_WORKSPACE_MOCK_TARBALL names), copies the examples into a
# temporary folder (without their installs and build output), then runs each one's run.sh there
# with that tarball, in EXAMPLES_JOBS queues side by side (default 2; each queue prints its
# examples' output when it ends, and each failed example's last lines again at the end). Nothing is written into this repository. Runs them all even when
# one fails, then prints each one's result and duration; exits non-zero when any failed.
# The examples run on the Node a project made today has: EXAMPLES_NODE (default 24, a major or an
# exact version), from the npm registry (../.ci/node-from-registry.sh); EXAMPLES_NODE=system keeps
# the machine's own. Their lockfiles pin what `npm install` gives today: msw 3, Vitest 5.
# Usage: examples/run-all.sh [example …]   (default: every example listed below)
#   e.g. the Node test runners alone: examples/run-all.sh vitest jest-esm jest-jsdom node-test
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# Longest first, so that queues dealt in turn end at about the same time.
examples=(
  vitest
  jest-esm
  jest-jsdom
  nextjs
  playwright
  haproxy
  storybook
  node-test
  vite-react
  cloudflare-workers
  workers
  bun
  deno
)
[ $# -eq 0 ] || examples=("$@")

work="$(mktemp -d "${TMPDIR:-/tmp}/dwm-examples-XXXXXX")"
trap 'rm -rf "$work"' EXIT
results=()
if [ -z "${DOC_WORKSPACE_MOCK_TARBALL:-}" ]; then
  DOC_WORKSPACE_MOCK_TARBALL="$("$here/../.ci/pack" "$work")" || { echo "examples: pack FAILED" >&2; exit 1; }
  results+=("$(printf '%-12s %-7s %4d s' pack done "$SECONDS")")
fi
export DOC_WORKSPACE_MOCK_TARBALL

# Packed (above) by the machine's Node, which builds the package as CI's other legs do; run on today's.
node_version=${EXAMPLES_NODE:-24}
if [ "$node_version" != system ]; then
  . "$here/../.ci/node-from-registry.sh"
  node_from_registry "$work/node" "$node_version" || { echo "examples: Node $node_version from the npm registry FAILED" >&2; exit 1; }
fi
echo "==== examples: node $(node --version), npm $(npm --version)"

# The examples as a user's projects would be: their own files only, installed afresh.
mkdir "$work/examples"
tar -C "$here" -cf - --exclude=node_modules --exclude=.next --exclude=dist --exclude=storybook-static \
  --exclude=test-results --exclude=playwright-report --exclude=api-coverage --exclude='*.tgz' . | tar -C "$work/examples" -xf -

# One queue: its examples in turn, each one's result and seconds on a line of $work/results.
run_queue() {
  local name start
  for name in "$@"; do
    echo "==== examples: $name"
    start=$SECONDS
    if "$work/examples/$name/run.sh" >"$work/logs/$name.log" 2>&1; then outcome=passed; else outcome=FAILED; fi
    cat "$work/logs/$name.log"
    # Its install is done with: removed now, so that the disk holds two examples' installs at most, not all of them.
    echo "==== examples: $name took $(du -sm "$work/examples/$name" | cut -f1) MB on disk, removed"
    rm -rf "${work:?}/examples/$name"
    printf '%-12s %-7s %4d s\n' "$name" "$outcome" $((SECONDS - start)) >>"$work/results"
  done
}

. "$here/../.ci/legs.sh"
legs_init
trap 'rm -rf "$work" "$LEGS_DIR"' EXIT
: >"$work/results"
mkdir "$work/logs"
jobs=${EXAMPLES_JOBS:-2}
queues=()
for ((q = 0; q < jobs; q++)); do
  queue=()
  for ((i = q; i < ${#examples[@]}; i += jobs)); do queue+=("${examples[i]}"); done
  [ ${#queue[@]} -eq 0 ] && continue
  leg_start "examples-$((q + 1))" run_queue "${queue[@]}"
  queues+=("examples-$((q + 1))")
done
for queue in "${queues[@]}"; do leg_wait "$queue" || true; done

failed=$(grep -c ' FAILED ' "$work/results" 2>/dev/null || true)
while read -r line; do results+=("$line"); done <"$work/results"
echo "==== examples: $((${#examples[@]} - failed)) passed, $failed failed, in $SECONDS s"
printf '  %s\n' "${results[@]}"
# Each failed example's end again, last: a log read from its end shows what failed.
while read -r name outcome _; do
  [ "$outcome" = FAILED ] || continue
  echo "==== examples: $name FAILED: the last 50 lines of its output, again"
  tail -n 50 "$work/logs/$name.log"
done <"$work/results"
[ "$failed" -eq 0 ] && [ "$(wc -l <"$work/results")" -eq ${#examples[@]} ]
