#!/usr/bin/env bash
# CI: installs this example as a consumer project, with doc-workspace-mock from its packed tarball
# (see ../install.sh: DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names one already packed), then
# runs its Jest tests in jsdom and checks that the API coverage report holds what every test file
# counted. Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
# Jest's resolver has a native binding per platform, and the lockfile holds only those the
# registry served when it was made; npm ci refuses such a lockfile, npm install takes it.
"$example/../install.sh" "$example" install
cd "$example"
rm -rf api-coverage
# Two workers even on a two-core machine, so the test files really run side by side.
npm test -- --ci --maxWorkers=2
# One answer from each test file, each counted in its own worker.
node ../check-api-coverage.mjs api-coverage/api-coverage.json \
  'Get Account Teams: 503 Service Unavailable' 'Upload Document: network error'
