package io.tamis.runner.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.gen.TestCase;
import io.tamis.runner.campaign.StreamMarks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The journal's roll (issue 43): a checkpoint stands for the tests before it, a segment keeps those with a
 * finding or an answer, a kill at any point of a roll loses no test and counts none twice, and journals of
 * format 1 (the former-campaign fixture) read and roll.
 */
class JournalRollTest {
  @TempDir
  Path dir;

  private final StreamMarks marks = new StreamMarks();

  @Test
  void aCheckpointStandsForTheTestsBeforeItAndTheSegmentKeepsTheFindings() throws Exception {
    try (Journal j = Journal.open(dir)) {
      j.start(List.of("--seed", "1"), 1, "0/1", 1);
      j.checkpoints(() -> Map.of("tests", 25), marks, 1_000_000);
      write(j, 0, 25);
      j.checkpoint(10.0);
      write(j, 25, 35);
      j.checkpoint(20.0);
      write(j, 35, 40);
    }
    Checkpoint c = JournalReader.checkpoint(dir);
    assertNotNull(c);
    assertEquals(2, c.segments());
    assertEquals(35, c.totals().tests());
    assertEquals(List.of("--seed", "1"), JournalReader.first(dir).args());
    assertEquals(List.of(35L, 36L, 37L, 38L, 39L), tail(dir));
    List<Long> listed = new ArrayList<>(findingTests(35));
    listed.addAll(range(35, 40));
    assertEquals(listed, listed(dir), "the segments keep the tests with findings, the journal lists the rest");
    Map<StreamMarks.Key, StreamMarks.Mark> m = c.marks();
    assertEquals(3, m.size());
    assertEquals(35, m.values().stream().mapToLong(StreamMarks.Mark::done).sum(), "every test below its mark");

    try (Journal j = Journal.open(dir)) {
      j.start(List.of("--other"), 1, "0/1", 2);
      j.checkpoints(() -> Map.of("tests", 40), marks, 1_000_000);
      j.checkpoint(30.0);
    }
    Checkpoint again = JournalReader.checkpoint(dir);
    assertEquals(40, again.totals().tests(), "a reopened journal goes on counting");
    assertEquals(3, again.segments());
    assertEquals(2, again.sessions());
    assertEquals(List.of("--seed", "1"), again.args(), "the first session's command line");
    assertEquals(findingTests(40), listed(dir));
  }

  /** A kill after the segment was written and before the new journal replaced the old: nothing twice. */
  @Test
  void aKillInTheMiddleOfARollLosesNothing() throws Exception {
    try (Journal j = Journal.open(dir)) {
      j.start(List.of(), 1, "0/1", 1);
      write(j, 0, 30);
    }
    Segments.writeSegment(dir, 1);
    Files.writeString(dir.resolve(Journal.FILE + ".tmp"), "{\"t\":\"checkp");
    Files.writeString(dir.resolve("journal-000002.jsonl.gz.tmp"), "cut short");
    try (Journal j = Journal.open(dir)) {
      assertEquals(List.of(), tmpFiles(), "the next open deletes what a roll left");
      assertNull(JournalReader.checkpoint(dir));
      assertEquals(range(0, 30), tail(dir), "the old journal is whole; the orphan segment is not read");
      assertEquals(range(0, 30), listed(dir));
      j.start(List.of(), 1, "0/1", 2);
      j.checkpoints(() -> Map.of("tests", 30), marks, 1_000_000);
      write(j, 30, 33);
      j.checkpoint(5.0);
    }
    Checkpoint c = JournalReader.checkpoint(dir);
    assertEquals(33, c.totals().tests());
    assertEquals(1, c.segments(), "the roll wrote segment 1 again");
    assertEquals(List.of(), tail(dir));
    assertEquals(findingTests(33), listed(dir));
  }

  /** The fixture of issue 38 (format 1, no checkpoint) reads as before and rolls. */
  @Test
  void aFormatOneJournalReadsAndRolls() throws Exception {
    Path fixture = Path.of(getClass().getClassLoader().getResource("former-campaign/journal.jsonl").toURI());
    Files.copy(fixture, dir.resolve(Journal.FILE));
    List<TestRecord> before = new ArrayList<>();
    JournalReader.read(dir, before::add);
    assertEquals(94, before.size());
    try (Journal j = Journal.open(dir)) {
      j.checkpoints(() -> Map.of("tests", 94), marks, 1_000_000);
      j.checkpoint(60.0);
    }
    Checkpoint c = JournalReader.checkpoint(dir);
    assertEquals(94, c.totals().tests());
    assertEquals(before.stream().filter(t -> !t.findings().isEmpty()).count(), listedCount(dir));
    assertTrue(c.totals().generators().containsKey("typefuzz"));
  }

  private static long listedCount(Path dir) throws Exception {
    long[] n = {0};
    JournalReader.listed(dir, t -> n[0]++);
    return n[0];
  }

  /** Tests {@code from} to {@code to} of three streams in turn; every seventh has a finding. */
  private void write(Journal j, long from, long to) throws Exception {
    for (long i = from; i < to; i++) {
      String seed = "s" + (i % 3) + ".smt2";
      List<TestRecord.Found> found = i % 7 == 0 ? List.of(new TestRecord.Found("crash", "crash|k" + (i % 2)))
          : List.of();
      TestRecord t = new TestRecord("typefuzz", seed, "sha" + (i % 3), 1, i, 100 + i, "QF_LIA",
          List.of(new TestRecord.Call("z3", "sat", 1000), new TestRecord.Call("cvc5", "sat", 2000)), found, List.of(),
          null, List.of());
      marks.taken(new TestCase(new byte[0], null, t.generator(), seed, t.seedSha256(), 1, i, t.testSeed()), false);
      j.test(t);
    }
    j.flush();
  }

  private static List<Long> findingTests(long n) {
    return range(0, n).stream().filter(i -> i % 7 == 0).toList();
  }

  private static List<Long> range(long from, long to) {
    List<Long> r = new ArrayList<>();
    for (long i = from; i < to; i++) {
      r.add(i);
    }
    return r;
  }

  private static List<Long> tail(Path dir) throws Exception {
    List<Long> out = new ArrayList<>();
    JournalReader.read(dir, t -> out.add(t.iteration()));
    return out;
  }

  private static List<Long> listed(Path dir) throws Exception {
    List<Long> out = new ArrayList<>();
    JournalReader.listed(dir, t -> out.add(t.iteration()));
    return out.stream().sorted().toList();
  }

  private List<Path> tmpFiles() throws Exception {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".tmp")).toList();
    }
  }
}
