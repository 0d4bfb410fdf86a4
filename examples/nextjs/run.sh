#!/usr/bin/env bash
# CI: installs doc-workspace-mock from its packed tarball (not linked), as a consumer would, then
# runs the app's Playwright tests in Debian's Chromium: Next's development server with the mock on
# the server and in the page, and a production build (`next build`, which also checks the types)
# scanned for mock code. Exits non-zero on failure.
# DOC_WORKSPACE_MOCK_TARBALL: an already-packed tarball (absolute path); unset, one is packed here.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
# Playwright downloads no browser: the tests use /usr/bin/chromium (or CHROMIUM_PATH).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1 NEXT_TELEMETRY_DISABLED=1

# Its own dependencies from its lockfile, then doc-workspace-mock from the packed tarball (../install.sh).
# npm install, not npm ci (see ../install.sh): Next.js has a native compiler package per platform,
# and the lockfile holds only those the registry served when it was made, which npm ci refuses.
"$example/../install.sh" "$example" install
cd "$example"
# npm 11 runs no dependency install script unless approved, so msw's postinstall does not copy
# its worker script: copy the one matching the installed msw (the same command a user runs once).
npx msw init public --save </dev/null >/dev/null

# Two free loopback ports, unless given: the app's, and the mock server's that it starts in development.
# (../free-ports.mjs: below the kernel's ephemeral range, where no client's connection can take them first).
read -r free_app free_mock < <(node "$example/../free-ports.mjs" 2)
export APP_PORT="${APP_PORT:-$free_app}" API_URL="${API_URL:-http://127.0.0.1:$free_mock}"
npx playwright test "$@"
