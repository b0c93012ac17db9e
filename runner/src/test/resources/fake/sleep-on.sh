#!/bin/sh
# Fake solver slow on some scripts only: sleeps $2 seconds on a script that contains $1, then says sat.
. "$(dirname "$0")/preflight.sh"
script=$(cat)
case "$script" in
  *"$1"*) sleep "$2" ;;
esac
echo sat
