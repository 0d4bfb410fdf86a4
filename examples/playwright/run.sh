#!/usr/bin/env bash
# CI: packs doc-workspace-mock, installs the tarball into this example as a consumer would (not
# linked), checks the example's types and runs its Playwright tests in Debian's Chromium against
# the standalone server. Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$example/../.." && pwd)"
# Playwright downloads no browser: the tests use /usr/bin/chromium (or CHROMIUM_PATH).
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1

cd "$root"
[ -d node_modules ] || npm ci --no-audit --no-fund
rm -f "$example"/doc-workspace-mock-*.tgz
npm pack --pack-destination "$example" >/dev/null   # prepack builds dist/
tarball="$(cd "$example" && ls doc-workspace-mock-*.tgz)"

cd "$example"
# The example's own dependencies come from its lockfile; the tarball is installed beside them
# without saving, so a rebuilt tarball (another hash) never breaks or goes stale in the lockfile.
npm ci --no-audit --no-fund
npm install --no-save --no-audit --no-fund "./$tarball"
npx tsc --noEmit

# Two free loopback ports, unless given: the mock server's and the app's.
read -r free_mock free_app < <(node -e "
const net = require('node:net'); const a = net.createServer().listen(0, '127.0.0.1', () => {
  const b = net.createServer().listen(0, '127.0.0.1', () => { console.log(a.address().port, b.address().port); a.close(); b.close() }) })")
export MOCK_PORT="${MOCK_PORT:-$free_mock}" APP_PORT="${APP_PORT:-$free_app}"
npx playwright test "$@"
