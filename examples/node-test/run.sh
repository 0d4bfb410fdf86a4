#!/usr/bin/env bash
# CI: installs this example as a consumer project, with doc-workspace-mock from its packed tarball
# (see ../install.sh: DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names one already packed), then
# runs its tests with node --test (npm test) and checks that the API coverage report holds what every
# test process counted. Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
"$example/../install.sh" "$example"
cd "$example"
rm -rf api-coverage
npm test
# One answer from each test file, each counted in its own process.
node ../check-api-coverage.mjs api-coverage/api-coverage.json \
  'Get Account Drive: 401 Invalid token' 'Upload Document: 503 Service Unavailable' 'Get Account Teams: 200 OK'
