#!/usr/bin/env bash
# CI: installs the packed doc-workspace-mock into this example as a consumer would (not
# linked), checks the example's types and runs its Playwright tests in Debian's Chromium against
# the standalone server. Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
# Playwright downloads no browser: the tests use /usr/bin/chromium (or CHROMIUM_PATH).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1

# Its dependencies from its lockfile, and doc-workspace-mock from the packed tarball (see ../install.sh:
# DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names a tarball already packed).
"$example/../install.sh" "$example"
cd "$example"
npx tsc --noEmit

# Two free loopback ports, unless given: the mock server's and the app's.
# (../free-ports.mjs: below the kernel's ephemeral range, where no client's connection can take them first).
read -r free_mock free_app < <(node "$example/../free-ports.mjs" 2)
export MOCK_PORT="${MOCK_PORT:-$free_mock}" APP_PORT="${APP_PORT:-$free_app}"
npx playwright test "$@"
