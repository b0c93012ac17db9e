# Sourced by fake solvers ('. "$(dirname "$0")/preflight.sh"' before they read anything): answers tamis's
# preflight scripts (their first line is '; tamis preflight', their answer in :status) as a working solver would,
# and exits; the fake's own fault shows on every other script. The script comes on standard input, which is read
# here and given back from a copy, or in a file, the last argument (the cvc5 profile's input).
preflight_copy=$(mktemp)
cat > "$preflight_copy"
exec < "$preflight_copy"
preflight_text=$(head -c 300 "$preflight_copy")
rm -f "$preflight_copy"
for preflight_arg in "$@"; do :; done
if [ $# -gt 0 ] && [ -f "$preflight_arg" ]; then
  preflight_text="$preflight_text$(head -c 300 "$preflight_arg")"
fi
case "$preflight_text" in
  "; tamis preflight"*"(set-info :status unsat)"*) echo unsat; exit 0 ;;
  "; tamis preflight"*) echo sat; exit 0 ;;
esac
