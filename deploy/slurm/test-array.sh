#!/usr/bin/env bash
# The Slurm route tested for real: starts the one-node cluster (local-cluster.sh), submits a 4-task
# array of a typefuzz campaign over the repository's seeds with Debian's z3 and cvc5 on PATH (z3@path, cvc5@path; and a fake that
# answers by the script's bytes, for findings), waits, merges the
# shards, runs the same campaign unsharded, and compares: the same tests (by per-test seed), the same
# distinct findings with the same counts, the same totals. Exit 0 when equal.
#
#   deploy/slurm/test-array.sh [WORKDIR]
#
# Each seed gets K tests (--max-tests = seeds x K; a shard's = its seeds x K), so the sharded and the
# whole campaign run exactly the same tests. --budget fixed with a 10 s timeout: the adaptive budget
# adapts to timing, which differs between the runs; answers far from the limit do not. A call close to
# the limit may still time out in one run only: such calls are listed, and the totals may differ by them
# alone; every other verdict must be the same.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="${1:-$(mktemp -d /tmp/tamis-slurm.XXXXXX)}"
tasks=4
k=3
mkdir -p "$work"
cd "$work"

if ! sinfo -h >/dev/null 2>&1; then
  # No cluster was up: start one, and stop it again when done.
  trap '"$root/deploy/slurm/local-cluster.sh" stop' EXIT
fi
"$root/deploy/slurm/local-cluster.sh" >/dev/null
export TAMIS="$root/bin/tamis"
"$TAMIS" --version >/dev/null   # builds the jar once, before the tasks start

# The first seeds of the repository's seeds/, a multiple of the task count: every shard owns as many
# seeds, so one array submission with one --max-tests per task runs K tests of each seed.
rm -rf "$work/seeds" "$work/array" "$work/whole" "$work/merged" "$work"/task-*.log
(cd "$root/seeds" && find . -name '*.smt2' | sort | head -n 64) | while read -r f; do
  mkdir -p "$work/seeds/$(dirname "$f")"
  cp "$root/seeds/$f" "$work/seeds/$f"
done
count="$(find "$work/seeds" -name '*.smt2' | wc -l)"
per=$((count / tasks))
# z3 and cvc5 rarely disagree in a few hundred tests: a third configuration that answers by the script's
# bytes (the tests' fake hash.sh: crashes, unsat, sat) gives findings whose keys the shards share, for the merge
# to join.
common=(--seeds "$work/seeds" --solvers "z3@path;cvc5@path;$root/runner/src/test/resources/fake/hash.sh" --budget fixed
  --timeout 10
  --seed 2929)
echo "test-array: $count seeds, $k tests each, $tasks tasks; work folder $work"

start=$(date +%s)
job=$(sbatch --parsable --array=0-$((tasks - 1)) --output="$work/task-%a.log" --chdir="$work" \
  "$root/deploy/slurm/tamis-array.sbatch" "$work/array" "${common[@]}" --max-tests $((per * k)))
echo "test-array: submitted job array $job"
while squeue -h -j "$job" 2>/dev/null | grep -q .; do
  sleep 2
done
echo "test-array: array done in $(( $(date +%s) - start )) s"
sacct_state() { scontrol show job "$job" 2>/dev/null | grep -o 'JobState=[A-Z]*' | sort | uniq -c | tr '\n' ' '; }
echo "test-array: task states: $(sacct_state)"
for i in $(seq 0 $((tasks - 1))); do
  if [ ! -f "$work/array/shard-$i/summary.json" ]; then
    echo "test-array: FAIL: shard $i wrote no summary; its log:" >&2
    cat "$work/task-$i.log" >&2 || true
    exit 1
  fi
done

"$TAMIS" merge "$work"/array/shard-* --out "$work/merged" >"$work/merge.log" || [ $? -eq 10 ]
"$TAMIS" fuzz "${common[@]}" --jobs 2 --max-tests $((count * k)) --out "$work/whole" >"$work/whole.log" 2>&1 \
  || [ $? -eq 10 ]

python3 - "$work/whole" "$work/merged" <<'PY'
import json, sys
whole, merged = sys.argv[1], sys.argv[2]

def tests(d):
    """Each test (seed, iteration, per-test seed) with its calls' verdicts, and how often it is listed."""
    seen, count, streams, labels = {}, {}, {}, {}
    for line in open(d + "/journal.jsonl"):
        n = json.loads(line)
        if n["t"] == "start":
            streams, labels = {}, {}
        elif n["t"] == "stream":
            streams[n["id"]] = n["seed"]
        elif n["t"] == "label":
            labels[n["id"]] = n["label"]
        elif n["t"] == "test":
            key = (streams[n["s"]], n["i"], n["ts"])
            seen[key] = sorted((labels[c[0]], c[1]) for c in n["o"])
            count[key] = count.get(key, 0) + 1
    return seen, count

def index(d):
    try:
        return {k: v["count"] for k, v in json.load(open(d + "/index.json")).items()}
    except FileNotFoundError:
        return {}

ok = True
def check(name, a, b, explained=False):
    global ok
    same = a == b
    ok = ok and (same or explained)
    state = "equal" if same else ("differs, by the timing-dependent calls above" if explained else "DIFFERENT")
    print("test-array: %-34s %s" % (name, state))
    if not same:
        print("  whole  %s\n  merged %s" % (a, b))

(tw, cw), (tm, cm) = tests(whole), tests(merged)
check("tests by per-test seed (%d)" % len(tw), sorted(tw), sorted(tm))
check("tests run twice", [k for k, v in cm.items() if v > 1], [])
# A real solver call near its timeout may time out in one run and answer in the other (more so on a
# loaded machine): such calls are listed; every other verdict must be the same.
timing = [k for k in tw if k in tm and tw[k] != tm[k]]
other = [k for k in timing if any(a != b and "timeout" not in (a[1], b[1]) for a, b in zip(tw[k], tm[k]))]
for k in timing:
    print("test-array: timed out in one run only: %s#%d %s / %s" % (k[0], k[1], tw[k], tm[k]))
check("verdicts of every test but those", other, [])
explained = bool(timing) and not other
check("distinct findings and counts (%d)" % len(index(whole)), index(whole), index(merged), explained)
sw, sm = json.load(open(whole + "/summary.json")), json.load(open(merged + "/summary.json"))
for key in ["tests", "verdicts", "solverVerdicts", "timeouts", "unknowns", "findings", "duplicates"]:
    check("summary " + key, sw.get(key), sm.get(key), explained and key != "tests")
print("test-array: " + ("PASS" if ok else "FAIL"))
sys.exit(0 if ok else 1)
PY
