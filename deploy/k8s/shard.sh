#!/bin/sh
# One shard of a campaign in a Kubernetes Indexed Job: the shard index is JOB_COMPLETION_INDEX (set by
# Kubernetes for completionMode: Indexed), the shard count SHARDS (the Job's completions). Findings,
# journal and report go to OUT/shard-INDEX; a pod that is restarted (node drain, eviction, OOM kill)
# resumes its shard from the journal, so no test runs twice. Arguments go to `tamis fuzz`.
set -eu
i="${JOB_COMPLETION_INDEX:?not in an Indexed Job: JOB_COMPLETION_INDEX is unset}"
n="${SHARDS:?set SHARDS to the Job's completions}"
out="${OUT:-/data}"
shard="$out/shard-$i"

# Runs tamis with SIGTERM passed on (a shell does not forward it; tamis then stops cleanly and
# writes its summary), and exits 0 for exit code 10, "findings": the task did its work, and a failure
# would make Slurm or Kubernetes run it again.
run() {
  "$@" &
  child=$!
  trap 'kill -TERM "$child" 2>/dev/null' TERM INT
  while :; do
    code=0
    wait "$child" || code=$?   # (set -e would end the shell when a signal interrupts the wait)
    kill -0 "$child" 2>/dev/null || break
  done
  [ "$code" -eq 10 ] && code=0
  exit "$code"
}

jobs="${JOBS:-$(nproc)}"
if [ -f "$shard/journal.jsonl" ]; then
  echo "shard $i/$n resumes $shard"
  run tamis fuzz --resume "$shard" --jobs "$jobs"
fi
echo "shard $i/$n starts $shard"
run tamis fuzz --shard "$i/$n" --jobs "$jobs" --out "$shard" "$@"
