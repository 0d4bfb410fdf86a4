#!/usr/bin/env bash
# Prints the absolute path of the doc-workspace-mock tarball an example installs:
# DOC_WORKSPACE_MOCK_TARBALL when it is set (run-all.sh always sets it), else a tarball packed now
# from this repository into the folder given as $1 (../.ci/pack: built in a temporary copy of the
# sources, never over the repository's dist/).
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
exec "$(cd "$(dirname "$0")/.." && pwd)/.ci/pack" "${1:?the folder to pack into}"
