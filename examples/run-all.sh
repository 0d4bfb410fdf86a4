#!/usr/bin/env bash
# Runs every example as CI does, each as a user's own project: packs doc-workspace-mock once
# (../.ci/pack, or the tarball DOC_WORKSPACE_MOCK_TARBALL names), copies the examples into a
# temporary folder (without their installs and build output), then runs each one's run.sh there in
# turn with that tarball. Nothing is written into this repository. Runs them all even when one
# fails, then prints each one's result and duration; exits non-zero when any failed.
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

work="$(mktemp -d "${TMPDIR:-/tmp}/dwm-examples-XXXXXX")"
trap 'rm -rf "$work"' EXIT
results=()
if [ -z "${DOC_WORKSPACE_MOCK_TARBALL:-}" ]; then
  DOC_WORKSPACE_MOCK_TARBALL="$("$here/../.ci/pack" "$work")" || { echo "examples: pack FAILED" >&2; exit 1; }
  results+=("$(printf '%-12s %-7s %4d s' pack done "$SECONDS")")
fi
export DOC_WORKSPACE_MOCK_TARBALL

# The examples as a user's projects would be: their own files only, installed afresh.
mkdir "$work/examples"
tar -C "$here" -cf - --exclude=node_modules --exclude=.next --exclude=dist --exclude=storybook-static \
  --exclude=test-results --exclude=playwright-report --exclude=api-coverage --exclude='*.tgz' . | tar -C "$work/examples" -xf -

failed=0
for name in "${examples[@]}"; do
  echo "==== examples: $name"
  start=$SECONDS
  if "$work/examples/$name/run.sh"; then outcome=passed; else outcome=FAILED; failed=$((failed + 1)); fi
  results+=("$(printf '%-12s %-7s %4d s' "$name" "$outcome" $((SECONDS - start)))")
done

echo "==== examples: $((${#examples[@]} - failed)) passed, $failed failed, in $SECONDS s"
printf '  %s\n' "${results[@]}"
[ "$failed" -eq 0 ]
