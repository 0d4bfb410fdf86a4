#!/usr/bin/env bash
# Runs every example as CI does: packs doc-workspace-mock once (npm pack runs the package's prepare
# script, which builds dist/), then each example's run.sh in turn with that tarball
# (DOC_WORKSPACE_MOCK_TARBALL). Runs them all even when one fails, then prints each one's result and
# duration; exits non-zero when any failed.
# Usage: examples/run-all.sh [example …]   (default: every example listed below)
#   e.g. the Node test runners alone: examples/run-all.sh vitest jest-esm jest-jsdom node-test
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

examples=(
  vitest
  jest-esm
  jest-jsdom
  node-test
  playwright
  vite-react
  storybook
  nextjs
)
[ $# -eq 0 ] || examples=("$@")

results=()
if [ -z "${DOC_WORKSPACE_MOCK_TARBALL:-}" ]; then
  packed="$(mktemp -d)"
  trap 'rm -rf "$packed"' EXIT
  DOC_WORKSPACE_MOCK_TARBALL="$("$here/pack.sh" "$packed")" || { echo "examples: npm pack FAILED" >&2; exit 1; }
  results+=("$(printf '%-12s %-7s %4d s' pack done "$SECONDS")")
fi
export DOC_WORKSPACE_MOCK_TARBALL

failed=0
for name in "${examples[@]}"; do
  echo "==== examples: $name"
  start=$SECONDS
  if "$here/$name/run.sh"; then outcome=passed; else outcome=FAILED; failed=$((failed + 1)); fi
  results+=("$(printf '%-12s %-7s %4d s' "$name" "$outcome" $((SECONDS - start)))")
done

echo "==== examples: $((${#examples[@]} - failed)) passed, $failed failed, in $SECONDS s"
printf '  %s\n' "${results[@]}"
[ "$failed" -eq 0 ]
