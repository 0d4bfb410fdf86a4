# Sourced, not run: legs that run side by side, each printing its whole output, its exit status and
# its duration when it ends, so that parallel logs never interleave.
#   legs_init                      a folder for the logs, removed when the calling script exits
#   leg_start NAME COMMAND [ARG…]  starts COMMAND in the background as the leg NAME
#   leg_wait NAME                  waits for it, prints its output; its status is the leg's
#   legs_summary [LINES]           one line a finished leg: passed or FAILED, and its seconds; then
#                                  the last LINES (default 60) lines of each failed leg's output again,
#                                  so that a log read from its end shows what failed
declare -A LEG_PID=()
LEG_SUMMARY=()
LEGS_FAILED=0
LEGS_FAILED_NAMES=()

legs_init() {
  LEGS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/dwm-legs-XXXXXX")"
  trap 'rm -rf "$LEGS_DIR"' EXIT
}

leg_start() {
  local name=$1
  shift
  echo "== $name: started ($*)"
  # `set +e`: under the caller's `set -e`, a failing command would end the subshell before its status is written.
  ( set +e; start=$SECONDS; "$@" >"$LEGS_DIR/$name.log" 2>&1; code=$?; echo "$code $((SECONDS - start))" >"$LEGS_DIR/$name.end"; exit $code ) &
  LEG_PID[$name]=$!
}

leg_wait() {
  local name=$1 code took
  wait "${LEG_PID[$name]}"
  if ! read -r code took <"$LEGS_DIR/$name.end"; then
    # The leg ended without writing its status (killed, say): its result is unknown, so it failed.
    echo "==== $name: it wrote no status ($LEGS_DIR/$name.end): counted as failed"
    code=1 took=0
  fi
  echo "==== $name: exit $code, $took s"
  cat "$LEGS_DIR/$name.log" 2>/dev/null
  echo "==== $name: end of its output (exit $code, $took s)"
  if [ "$code" -eq 0 ]; then
    LEG_SUMMARY+=("$(printf '%-12s passed %4d s' "$name" "$took")")
  else
    LEG_SUMMARY+=("$(printf '%-12s FAILED %4d s' "$name" "$took")")
    LEGS_FAILED=$((LEGS_FAILED + 1))
    LEGS_FAILED_NAMES+=("$name")
  fi
  return "$code"
}

legs_summary() {
  local lines=${1:-60} name
  printf '  %s\n' "${LEG_SUMMARY[@]}"
  for name in "${LEGS_FAILED_NAMES[@]}"; do
    echo "==== $name FAILED: the last $lines lines of its output, again"
    tail -n "$lines" "$LEGS_DIR/$name.log" 2>/dev/null
    echo "==== $name FAILED: end"
  done
}
