#!/usr/bin/env bash
# CI: installs this example as a consumer project, with doc-workspace-mock from its packed tarball
# (see ../install.sh: DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names one already packed) and
# workerd from the npm registry (wrangler's dependency), then bundles the Worker as `wrangler deploy`
# would (a build error fails here, at once) and runs its tests with node --test (npm test): the
# Worker and its Durable Objects in workerd, called over HTTP, workerd restarted on the same storage
# (in a temporary folder). Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
"$example/../install.sh" "$example"
cd "$example"
# Nothing beyond loopback once installed: no telemetry, and no download of the `request.cf` data.
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
npx wrangler --version
bundle="$(mktemp -d "${TMPDIR:-/tmp}/dwm-worker-XXXXXX")"
trap 'rm -rf "$bundle"' EXIT
npx wrangler deploy --dry-run --outdir "$bundle"
NO_COLOR=1 npm test
