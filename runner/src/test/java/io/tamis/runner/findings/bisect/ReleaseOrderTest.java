package io.tamis.runner.findings.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.SolverCache;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Bisection walks the installed builds oldest first, source builds by the version their program reports. */
class ReleaseOrderTest {
  private static SolverCache.Installed release(String solver, String version, String line) {
    return new SolverCache.Installed(new InstallRecord(solver, version, "jvm", "", line, Map.of(), 0, "", "", ""),
        Path.of(solver + "@" + version));
  }

  private static SolverCache.Installed built(String solver, String ref, String line, String date) {
    InstallRecord.SourceBuild b = new InstallRecord.SourceBuild(ref, "0", date, "", "release", "", 0, "", List.of());
    return new SolverCache.Installed(new InstallRecord(solver, ref, "source", "", line, Map.of(), 0, "", "", "", b),
        Path.of(solver + "@" + ref));
  }

  @Test
  void aBuildOfAnOlderTagComesBeforeANewerReleaseAndCommitsAfterTheirRelease() {
    List<SolverCache.Installed> as = new ArrayList<>(List.of(
        release("cvc5", "1.3.2", "This is cvc5 version 1.3.2 [Java API]"),
        built("cvc5", "main", "cvc5 1.3.5.dev", "2026-08-22T01:31:35+00:00"),
        built("cvc5", "cvc5-1.3.0", "This is cvc5 version 1.3.0", "2025-06-18T17:27:32-07:00"),
        built("z3", "d652bd3fc6", "Z3 version 5.0.0 - 64 bit", "2026-07-27T15:05:49-07:00"),
        release("z3", "5.1.0", "Z3 version 5.1.0 - 64 bit"),
        built("z3", "7e3f948c5c", "Z3 version 5.0.0 - 64 bit", "2026-07-27T14:22:02-07:00"),
        release("z3", "5.0.0", "Z3 version 5.0.0 - 64 bit")));
    as.sort(ReleaseOrder.OLDEST_FIRST);
    assertEquals(List.of("1.3.0", "1.3.2", "1.3.5"), as.stream().filter(i -> i.record().solver().equals("cvc5"))
        .map(i -> String.join(".", ReleaseOrder.numbers(i.record().versionLine()).stream().map(String::valueOf)
            .toList())).toList());
    assertEquals(List.of("5.0.0", "7e3f948c5c", "d652bd3fc6", "5.1.0"), as.stream()
        .filter(i -> i.record().solver().equals("z3")).map(i -> i.record().version()).toList());
  }

  @Test
  void commitsOfOneVersionAreOrderedByInstantNotByTheirDateText() {
    // 10:00-07:00 is 17:00 UTC, after 16:00+00:00; as text it sorts first.
    List<SolverCache.Installed> as = new ArrayList<>(List.of(
        built("z3", "later", "Z3 version 5.0.0 - 64 bit", "2026-07-27T10:00:00-07:00"),
        built("z3", "earlier", "Z3 version 5.0.0 - 64 bit", "2026-07-27T16:00:00+00:00")));
    as.sort(ReleaseOrder.OLDEST_FIRST);
    assertEquals(List.of("earlier", "later"), as.stream().map(i -> i.record().version()).toList());
  }
}
