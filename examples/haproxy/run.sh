#!/usr/bin/env bash
# CI: installs the packed doc-workspace-mock into this example as a consumer would (not linked),
# checks the example's types, starts three standalone servers (the shards) and HAProxy in front of
# them on free loopback ports, then runs the Playwright tests with six workers through HAProxy.
# Everything it started is stopped on exit; the generated HAProxy config lives in a temporary folder.
# Exits non-zero when anything fails.
set -euo pipefail
example="$(cd "$(dirname "$0")" && pwd)"
# The tests are API-level: Playwright downloads no browser and launches none.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1

# HAProxy from Debian, when this machine has none.
if ! command -v haproxy >/dev/null 2>&1; then
  echo "haproxy: installing Debian's package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends haproxy >/dev/null
fi
haproxy -v | sed -n 1p

# Its dependencies from its lockfile, and doc-workspace-mock from the packed tarball (see ../install.sh:
# DOC_WORKSPACE_MOCK_TARBALL, an absolute path, names a tarball already packed).
"$example/../install.sh" "$example"
cd "$example"
npx tsc --noEmit

work="$(mktemp -d "${TMPDIR:-/tmp}/dwm-haproxy-XXXXXX")"
pids=()
stop() {
  # The processes this script started, by their ids, then the temporary folder.
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT TERM

# Four free loopback ports: the balancer's and the three shards'.
# (../free-ports.mjs: below the kernel's ephemeral range, where no client's connection can take them first).
read -r balancer shard1 shard2 shard3 < <(node "$example/../free-ports.mjs" 4)

# The shards: one standalone server each, each stopping with this script even if it is killed, and
# each adding its API coverage to the one folder when it stops.
shard_pids=()
for port in "$shard1" "$shard2" "$shard3"; do
  ./node_modules/.bin/doc-workspace-mock serve --port "$port" --quiet --exit-with-parent \
    --coverage-report "$work/coverage" >"$work/shard-$port.log" 2>&1 &
  shard_pids+=($!)
  pids+=($!)
done

# Waits until a URL answers 200, or fails after about 30 s with what the logs say.
wait_for() {
  local url="$1" tries=0
  until node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' "$url"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 150 ]; then
      echo "haproxy example: $url never answered 200" >&2
      tail -n 20 "$work"/*.log >&2 || true
      return 1
    fi
    sleep 0.2
  done
}
for port in "$shard1" "$shard2" "$shard3"; do wait_for "http://127.0.0.1:$port/"; done

# The balancer: the template with its ports filled in, in the foreground of a child process.
sed -e "s/@BALANCER_PORT@/$balancer/" -e "s/@SHARD1_PORT@/$shard1/" -e "s/@SHARD2_PORT@/$shard2/" \
  -e "s/@SHARD3_PORT@/$shard3/" haproxy.cfg >"$work/haproxy.cfg"
haproxy -c -q -f "$work/haproxy.cfg"
haproxy -f "$work/haproxy.cfg" -db >"$work/haproxy.log" 2>&1 &
pids+=($!)
# HAProxy counts a shard up until a check fails: the shards answered above, this says HAProxy listens.
wait_for "http://127.0.0.1:$balancer/__balancer/health"

export BALANCER_URL="http://127.0.0.1:$balancer"
export SHARD_URLS="http://127.0.0.1:$shard1,http://127.0.0.1:$shard2,http://127.0.0.1:$shard3"
npx playwright test "$@"

# The shards stopped one after the other: each leaves its own API coverage in the folder, and the
# last one api-coverage.json, the sum of all three.
for pid in "${shard_pids[@]}"; do kill "$pid" && wait "$pid" || true; done
node -e "
const { summary } = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))
console.log('API coverage of the three shards: ' + summary.requests + ' requests, ' + summary.operations.exercised + ' of ' + summary.operations.total + ' operations')
if (summary.requests === 0) process.exit(1)" "$work/coverage/api-coverage.json"
