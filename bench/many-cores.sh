#!/usr/bin/env bash
# Where the limit of a many-core host is (issue 43): the pool with 1, 2, 4, ... slots of a sleeping fake solver,
# per step slots busy, launches/s, the JVM's CPU per call, the slot gap (queueing delay) and the host's CPU,
# then the limit. Run it unchanged on the host: bench/many-cores.sh [seconds per step] [max slots] [sleep s].
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jar="$root/bench/target/benchmarks.jar"
java=""
for j in "${JAVA_HOME:-/nonexistent}/bin/java" /usr/lib/jvm/*/bin/java "$(command -v java || true)"; do
  [ -x "$j" ] || continue
  v="$("$j" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2}' | cut -d. -f1)"
  if [ -n "$v" ] && [ "$v" -ge 22 ]; then java="$j"; break; fi
done
[ -n "$java" ] || { echo "many-cores: no JDK 22 or newer found (JAVA_HOME, /usr/lib/jvm, PATH)" >&2; exit 2; }
if [ ! -f "$jar" ]; then
  (cd "$root" && ./mvnw -q -B -ntp -DskipTests -pl bench -am install >&2)
fi
exec "$java" --enable-native-access=ALL-UNNAMED -cp "$jar" io.tamis.bench.pool.ManyCores "$@"
