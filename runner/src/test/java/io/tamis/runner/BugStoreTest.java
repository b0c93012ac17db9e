package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.store.Bisection;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BugStoreTest {
  @TempDir
  Path dir;

  @Test
  void duplicatesAreCountedNotRewritten() throws Exception {
    BugStore store = new BugStore(dir);
    Path first = store.add(record("crash|z3|boom"), "(check-sat)\n".getBytes(StandardCharsets.US_ASCII));
    assertNotNull(first);
    assertNull(store.add(record("crash|z3|boom"), "(other)\n".getBytes(StandardCharsets.US_ASCII)));
    store.flush();
    assertEquals("(check-sat)\n", Files.readString(first.resolve(BugStore.SCRIPT)));
    assertEquals("crash|z3|boom", BugStore.read(first).dedupKey());
    assertEquals(2, new BugStore(dir).index().get("crash|z3|boom").count());
    assertEquals(List.of(), temporaries());
  }

  /** A coarse key may hide a second bug: the first duplicates are kept whole, and replay reads them. */
  @Test
  void theFirstDuplicatesAreKeptAsSamples() throws Exception {
    BugStore store = new BugStore(dir);
    Path first = null;
    for (int i = 0; i < BugStore.SAMPLES + 3; i++) {
      byte[] script = ("(t " + i + ")\n").getBytes(StandardCharsets.US_ASCII);
      Path p = store.add(record("soundness|z3 wrong: sat|QF_S"), script);
      first = i == 0 ? p : first;
    }
    store.flush();
    for (int n = 2; n <= BugStore.SAMPLES + 1; n++) {
      Path sample = first.resolve(BugStore.DUPLICATE + n);
      assertEquals("(t " + (n - 1) + ")\n", Files.readString(sample.resolve(BugStore.SCRIPT)));
      assertEquals("soundness|z3 wrong: sat|QF_S", BugStore.read(sample).dedupKey());
    }
    assertFalse(Files.exists(first.resolve(BugStore.DUPLICATE + (BugStore.SAMPLES + 2))));
    assertEquals(BugStore.SAMPLES + 3, new BugStore(dir).index().get("soundness|z3 wrong: sat|QF_S").count());
    assertEquals(List.of(), temporaries());
  }

  @Test
  void leftoverTemporariesOfAKilledRunAreRemovedAndFoldersOfOtherShardsKnown() throws Exception {
    Files.createDirectories(dir.resolve(".tmp-half-written"));
    Files.writeString(dir.resolve(".tmp-half-written/test.smt2"), "(assert");
    BugStore shard = new BugStore(dir.resolve("other"));
    Path copied = shard.add(record("soundness|a=sat|b=unsat|QF_S"), new byte[0]);
    Files.move(copied, dir.resolve(copied.getFileName()));
    BugStore store = new BugStore(dir);
    assertEquals(List.of(), temporaries());
    assertNull(store.add(record("soundness|a=sat|b=unsat|QF_S"), new byte[0]));
    assertFalse(store.index().isEmpty());
  }

  /** The known-bug match and the bisection survive a write and a read; the copies change nothing else. */
  @Test
  void knownAndBisectionAreWrittenAndReadBack() throws Exception {
    Bisection b = new Bisection("z3", List.of(new Bisection.Release("4.8.15", "unsat", false),
        new Bisection.Release("4.12.1", "crash", true)), "4.12.1", "4.8.15", "5.1.0", null);
    FindingRecord plain = record("crash|z3|boom");
    FindingRecord r = plain.withKnown(new FindingRecord.Known("z3-1", "https://github.com/Z3Prover/z3/issues/1"))
        .withBisection(b);
    assertEquals(plain, r.withKnown(null).withBisection(null));
    Path folder = new BugStore(dir).add(r, new byte[0]);
    FindingRecord read = BugStore.read(folder);
    assertEquals(r, read);
    assertEquals("crash", read.bisection().tried().get(1).outcome());
    assertNull(read.bisection().newestShows());
  }

  /** A finding.json written before the two fields existed reads with both null. */
  @Test
  void anOldFindingWithoutKnownOrBisectionIsReadable() throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode old = json.valueToTree(record("crash|z3|old"));
    old.remove(List.of("known", "bisection"));
    Files.write(dir.resolve(BugStore.FINDING), json.writeValueAsBytes(old));
    FindingRecord read = BugStore.read(dir);
    assertEquals(record("crash|z3|old"), read);
    assertNull(read.known());
    assertNull(read.bisection());
  }

  /**
   * A map is written in key order, so finding.json is the same bytes whichever run wrote it: cvc5's profile
   * renames z3's set symbols from an immutable map, whose order changes from one JVM to the next.
   */
  @Test
  void mapsAreWrittenInKeyOrder() throws Exception {
    SolverConfig c = SolverProfiles.bundled().config("cvc5", Duration.ofSeconds(1));
    assertTrue(c.profile().renames().size() > 2, "cvc5's profile renames z3's set symbols");
    SolverRecord ran = new SolverRecord(c.label(), c.executable(), c.args(), 1, c.memoryMb(), c.profile(),
        List.of(c.executable()), "cvc5", "sat", List.of("sat"), "", 0, 0, false, 5, 0, "sat\n", 4, "", 0, null);
    FindingRecord r = record("crash|cvc5|boom");
    BugStore store = new BugStore(dir);
    Path folder = store.add(new FindingRecord(r.kind(), r.dedupKey(), r.detail(), List.of(ran), r.logic(), null, "0",
        "none", "seed.smt2", "0", 1, 2, 0, "now", "test", null), new byte[0]);
    store.flush();
    JsonNode renames = new ObjectMapper().readTree(folder.resolve(BugStore.FINDING).toFile()).findValue("renames");
    List<String> keys = new ArrayList<>();
    renames.fieldNames().forEachRemaining(keys::add);
    assertEquals(keys.stream().sorted().toList(), keys);
  }

  private List<Path> temporaries() throws Exception {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().startsWith(".tmp")).toList();
    }
  }

  private static FindingRecord record(String key) {
    return new FindingRecord(key.substring(0, key.indexOf('|')), key, "detail", List.of(), "QF_LIA", null,
        "0", "none", "seed.smt2", "0", 1, 2, 0, "now", "test", null);
  }
}
