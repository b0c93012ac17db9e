#!/bin/sh
# One shard of a campaign in a Kubernetes Indexed Job: the shard index is JOB_COMPLETION_INDEX (set by
# Kubernetes for completionMode: Indexed), the shard count SHARDS (the Job's completions). Findings,
# journal and report go to OUT/shard-INDEX; a pod that is restarted (node drain, eviction, OOM kill)
# resumes its shard from the journal, so no test runs twice. Arguments go to `smtfuzz fuzz`.
set -eu
i="${JOB_COMPLETION_INDEX:?not in an Indexed Job: JOB_COMPLETION_INDEX is unset}"
n="${SHARDS:?set SHARDS to the Job's completions}"
out="${OUT:-/data}"
shard="$out/shard-$i"
jobs="${JOBS:-$(nproc)}"
if [ -f "$shard/journal.jsonl" ]; then
  echo "shard $i/$n resumes $shard"
  exec smtfuzz fuzz --resume "$shard" --jobs "$jobs"
fi
echo "shard $i/$n starts $shard"
exec smtfuzz fuzz --shard "$i/$n" --jobs "$jobs" --out "$shard" "$@"
