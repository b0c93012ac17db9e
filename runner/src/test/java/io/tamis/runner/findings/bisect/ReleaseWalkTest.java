package io.tamis.runner.findings.bisect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the release on PATH goes among the cache's, and how it is named. */
class ReleaseWalkTest {
  private static final PathRelease DEBIAN = new PathRelease("4.8.12", Path.of("/usr/bin/z3"), "Debian 12");

  @TempDir
  Path dir;

  @Test
  void aReleaseOnPathGoesInVersionOrderBeforeTheBuildsThatReportItsVersion() {
    List<String> cached = List.of("4.8.5", "1137d23725", "4.14.1", "5.1.0", "5.2.0-dev");
    List<String> reported = List.of("4.8.5", "Z3 version 4.8.12 - 64 bit", "4.14.1", "5.1.0", "5.2.0");
    ReleaseWalk walk = ReleaseWalk.of(cached, reported, "5.1.0", Optional.of(DEBIAN));
    assertEquals(List.of("4.8.5", "4.8.12", "1137d23725", "4.14.1", "5.1.0", "5.2.0-dev"), walk.order());
    assertEquals(4, walk.newest());
    assertEquals(Optional.of(DEBIAN), walk.onPath("4.8.12"));
    assertEquals(Optional.empty(), walk.onPath("4.14.1"));
  }

  @Test
  void aReleaseOnPathTheCacheHasIsNotWalkedTwice() {
    ReleaseWalk walk = ReleaseWalk.of(List.of("4.8.12", "5.1.0"), List.of("4.8.12", "5.1.0"), "5.1.0",
        Optional.of(DEBIAN));
    assertEquals(List.of("4.8.12", "5.1.0"), walk.order());
    assertEquals(Optional.empty(), walk.onPath());
  }

  @Test
  void aReleaseOnPathNewerThanTheCachesOrAloneIsTheNewest() {
    PathRelease newer = new PathRelease("5.3.0", Path.of("/usr/bin/z3"), null);
    assertEquals(2, ReleaseWalk.of(List.of("4.14.1", "5.1.0"), List.of("4.14.1", "5.1.0"), "5.1.0",
        Optional.of(newer)).newest());
    ReleaseWalk alone = ReleaseWalk.of(List.of(), List.of(), null, Optional.of(DEBIAN));
    assertEquals(List.of("4.8.12"), alone.order());
    assertEquals(0, alone.newest());
  }

  @Test
  void aProgramInUsrBinIsTheDistributionsPackageByItsOsRelease() throws Exception {
    Path osRelease = Files.writeString(dir.resolve("os-release"),
        "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\nVERSION_ID=\"12\"\n");
    assertEquals("Debian 12", PathRelease.packaged(Path.of("/usr/bin/no-such-z3"), osRelease));
    assertNull(PathRelease.packaged(dir.resolve("z3"), osRelease), "a program of one's own");
    assertEquals("Debian 12's package, /usr/bin/z3", DEBIAN.from());
    assertEquals("on PATH, /opt/z3", new PathRelease("4.8.12", Path.of("/opt/z3"), null).from());
  }
}
