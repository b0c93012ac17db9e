#!/usr/bin/env bash
# Lists the files of ../shared/suites that `tamis parse --check` refuses, each with the reader's
# reason, what the suite says about it (cvc5's `; EXIT:` and expected error output), and whether
# each solver itself rejects it (reports an error on it). Writes a Markdown table to stdout.
#
#   bench/suites/refusals.sh [SUITES] [SOLVER...]      (defaults: ../shared/suites z3 cvc5)
#
# A SOLVER is a command on PATH or a path; the newest releases that `tamis solvers install` put in
# ~/.cache/tamis/solvers are given as, e.g., ~/.cache/tamis/solvers/z3@5.1.0/bin/z3.
#
# A solver runs each file once, on stdin, with a 10 s limit; cvc5 gets the file's `; COMMAND-LINE:`
# options. "rejects" means it printed an error (z3: `(error ...)`; cvc5: a parse or type error, or
# an unknown option) or exited with a status other than 0 or 1; "accepts" that it ran the script
# without one (its answers are not judged here).
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
suites="${1:-$root/../shared/suites}"
shift || true
solvers=("$@")
[ "${#solvers[@]}" -gt 0 ] || solvers=(z3 cvc5)

refusals="$(mktemp)"
trap 'rm -f "$refusals"' EXIT
"$root/bin/tamis" parse --check "$suites" 2>/dev/null | grep -v ' files, .* errors$' >"$refusals"

verdict() { # solver file -> "accepts" | "rejects: first error line"
  local solver="$1" file="$2" options="" out status
  if [[ "$(basename "$solver")" == cvc5* ]]; then
    options="$(sed -n 's/^; COMMAND-LINE: *//p' "$file" | head -n 1)"
  fi
  case "$(basename "$solver")" in
    z3*) out="$(timeout 10 "$solver" -in -T:8 <"$file" 2>&1)"; status=$? ;;
    *) # shellcheck disable=SC2086
       out="$(timeout 10 "$solver" --lang smt2 $options <"$file" 2>&1)"; status=$? ;;
  esac
  local error
  error="$(grep -m1 -E '^\(error|Parse Error|[Ee]rror:|unknown option|not supported|unsupported' <<<"$out")"
  if [ -n "$error" ] || { [ "$status" -ne 0 ] && [ "$status" -ne 1 ] && [ "$status" -ne 124 ]; }; then
    echo "rejects: ${error:-exit $status}" | cut -c1-110 | tr '|' '/'
  elif [ "$status" -eq 124 ]; then
    echo "no verdict (no exit in 10 s)"
  else
    echo "accepts"
  fi
}

upstream() { # file -> what the suite expects
  local exit_line expect
  exit_line="$(sed -n 's/^; EXIT: *//p' "$1" | head -n 1)"
  expect="$(sed -n 's/^; EXPECT: *//p' "$1" | grep -m1 -iE 'error|exception' | cut -c1-60 | tr '|' '/')"
  if [ -n "$exit_line" ] && [ "$exit_line" != 0 ]; then
    echo "EXIT: $exit_line${expect:+; $expect}"
  elif [ -n "$expect" ]; then
    echo "expects $expect"
  else
    echo ""
  fi
}

printf '| file | reader'"'"'s reason | suite says |'
for s in "${solvers[@]}"; do printf ' %s |' "$(basename "$s") $("$s" --version 2>&1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -n 1)"; done
printf '\n|---|---|---|'
for s in "${solvers[@]}"; do printf -- '---|'; done
printf '\n'
while IFS= read -r line; do
  file="${line%%:*}"
  reason="$(cut -d: -f2- <<<"$line" | cut -c1-140 | tr '|' '/')"
  printf '| %s | %s | %s |' "${file#"$suites"/}" "$reason" "$(upstream "$file")"
  for s in "${solvers[@]}"; do printf ' %s |' "$(verdict "$s" "$file")"; done
  printf '\n'
done <"$refusals"
