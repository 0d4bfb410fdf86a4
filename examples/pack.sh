#!/usr/bin/env bash
# Prints the absolute path of the doc-workspace-mock tarball an example installs:
# DOC_WORKSPACE_MOCK_TARBALL when it is set, else a tarball packed now from this repository into
# the folder given as $1 (npm pack runs the package's prepare script, which builds dist/).
set -euo pipefail
if [ -n "${DOC_WORKSPACE_MOCK_TARBALL:-}" ]; then
  case "$DOC_WORKSPACE_MOCK_TARBALL" in
    /*) ;;
    *) echo "DOC_WORKSPACE_MOCK_TARBALL must be an absolute path, got $DOC_WORKSPACE_MOCK_TARBALL" >&2; exit 1 ;;
  esac
  [ -f "$DOC_WORKSPACE_MOCK_TARBALL" ] || { echo "DOC_WORKSPACE_MOCK_TARBALL: no such file: $DOC_WORKSPACE_MOCK_TARBALL" >&2; exit 1; }
  echo "$DOC_WORKSPACE_MOCK_TARBALL"
  exit 0
fi
destination="$(cd "${1:?the folder to pack into}" && pwd)"
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund >&2
rm -f "$destination"/doc-workspace-mock-*.tgz
# This script's output is the path alone; the build's output is shown only when it fails.
if ! output="$(npm pack --silent --pack-destination "$destination")"; then
  printf '%s\n' "$output" >&2
  exit 1
fi
echo "$destination/$(printf '%s\n' "$output" | tail -n 1)"
