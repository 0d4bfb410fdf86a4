#!/usr/bin/env bash
# CI: installs this example as a consumer project, with doc-workspace-mock from its packed tarball
# (see ../install.sh: DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names one already packed), then
# checks the example's types and runs its Vitest tests in both of Vitest's pools, checking each time
# that the API coverage report holds what every test file counted. Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
"$example/../install.sh" "$example"
cd "$example"
npx tsc --noEmit
for pool in forks threads; do
  echo "vitest: pool $pool"
  rm -rf api-coverage
  # Two workers even on a two-core machine, so the test files really run side by side.
  npx vitest run --pool="$pool" --maxWorkers=2
  # One answer from each test file, each counted in its own worker.
  node ../check-api-coverage.mjs api-coverage/api-coverage.json \
    'Create Team: 400 Bad Request' \
    'API key authentication: 200 OK' 'Get Account Teams: 401 Invalid token' \
    'Get Account Teams: 429 Too Many Requests' 'Create Team: 503 Service Unavailable'
done
