#!/usr/bin/env bash
# CI: installs this example as a consumer project, with doc-workspace-mock from its packed tarball
# (see ../install.sh: DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names one already packed), Bun
# itself from the npm registry (the `bun` package), then runs its tests with bun test (npm test) and
# checks that the API coverage report holds what both test files counted. Exits non-zero when
# anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
"$example/../install.sh" "$example"
cd "$example"
npx bun --version
rm -rf api-coverage
NO_COLOR=1 npm test
# One answer from each test file: the upload and the 401 through MSW's interception in Bun, the
# teams through the Fetch app served by Bun.serve.
node ../check-api-coverage.mjs api-coverage/api-coverage.json \
  'Upload Document: 200 OK' 'Get Account Drive: 401 Invalid token' 'Get Account Teams: 200 OK'
