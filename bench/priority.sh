# Sourced first by a bench script run on its own: re-runs that script in a session of its own
# (hence its own scheduler autogroup) at nice -20, so builds and tests elsewhere on the machine do
# not steal its cores (root only; BENCH_PRIORITY=0 turns it off). Sets PRIORITY_NOTE for RESULTS.md.
if [ "${BENCH_PRIORITY:-1}" = 1 ] && [ -z "${RIFA_BENCH_INNER:-}" ] && [ -w /proc/self/autogroup ]; then
  RIFA_BENCH_INNER=1 exec setsid --wait bash "${BASH_SOURCE[1]}" "$@"
fi
PRIORITY_NOTE="normal priority"
if [ -n "${RIFA_BENCH_INNER:-}" ] && echo -20 >/proc/self/autogroup 2>/dev/null; then
  renice -n -20 -p $$ >/dev/null 2>&1 || true
  PRIORITY_NOTE="own session (scheduler autogroup) at nice -20"
fi
