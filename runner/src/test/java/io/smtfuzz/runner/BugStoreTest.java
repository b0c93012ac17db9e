package io.smtfuzz.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.smtfuzz.runner.store.BugStore;
import io.smtfuzz.runner.store.FindingRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
