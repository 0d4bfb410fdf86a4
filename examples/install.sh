#!/usr/bin/env bash
# Installs an example as a consumer project: its own dependencies from its lockfile, then
# doc-workspace-mock from the packed tarball (never linked to this repository).
# Usage: install.sh <example folder> [ci|install]
# DOC_WORKSPACE_MOCK_TARBALL (an absolute path) names a tarball already packed; without it, one is
# packed now into the example's folder (see pack.sh).
set -euo pipefail
example="$(cd "${1:?the example folder}" && pwd)"
how="${2:-ci}"
tarball="$("$(dirname "$0")/pack.sh" "$example")"
cd "$example"
# Packages already in npm's cache are not asked for again; npm's notices and warnings stay quiet.
npm_flags=(--prefer-offline --no-audit --no-fund --loglevel=error)
# The tarball is installed beside the lockfile's packages and never saved: a file: tarball in a
# lockfile installs stale contents once the tarball is rebuilt, and a new build changes its hash.
case "$how" in
  ci)
    npm ci "${npm_flags[@]}"
    npm install --no-save "${npm_flags[@]}" "$tarball"
    ;;
  # For a lockfile that lacks an optional package the registry did not serve when it was made
  # (npm ci refuses it): npm install keeps to the lockfile's versions and, with --no-save, leaves it
  # as it is; one install brings the lockfile's packages and the tarball.
  install) npm install --no-save "${npm_flags[@]}" "$tarball" ;;
  *) echo "install.sh: ci or install, got $how" >&2; exit 1 ;;
esac
