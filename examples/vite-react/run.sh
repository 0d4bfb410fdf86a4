#!/usr/bin/env bash
# CI: installs doc-workspace-mock from its packed tarball (not linked), as a consumer would, then
# checks the app's types and runs its Playwright tests in Debian's Chromium: the development server
# with the mock in the page, a production build scanned for mock code (none), and a demo build
# (`vite build --mode demo`) that carries the mock and answers from it. Exits non-zero on failure.
# DOC_WORKSPACE_MOCK_TARBALL: an already-packed tarball (absolute path); unset, one is packed here.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
# Playwright downloads no browser: the tests use /usr/bin/chromium (or CHROMIUM_PATH).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1

# Its own dependencies from its lockfile, then doc-workspace-mock from the packed tarball (../install.sh).
"$example/../install.sh" "$example"
cd "$example"
# npm 11 runs no dependency install script unless approved, so msw's postinstall does not copy
# its worker script: copy the one matching the installed msw (the same command a user runs once).
npx msw init public --save </dev/null >/dev/null
npx tsc --noEmit

# A free loopback port for the development server, unless given.
export APP_PORT="${APP_PORT:-$(node "$example/../free-ports.mjs")}"
npx playwright test "$@"
