package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.campaign.StreamMarks;
import io.tamis.runner.campaign.TestResult;
import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The campaign's journal, {@code DIR/journal.jsonl}: one JSON object per line. A session opens with a
 * {@code start} line (the command line that replays the campaign), streams and solver labels and logics are
 * named once per session ({@code stream}, {@code label}) and referred to by number, each finished test is a
 * {@code test} line, {@code tick} lines carry the campaign's elapsed time, and {@code end} closes a session.
 * Lines reach the file after every batch of results (a SIGKILL loses nothing written); the file is synced
 * every tick and after a finding (a reboot loses at most the tests since the last tick, which then run again).
 *
 * <p>Every {@link #checkpointEvery} tests the journal rolls ({@link Segments}): a {@code checkpoint} line
 * with the statistics, each stream's mark and the findings index becomes the first line of a new
 * {@code journal.jsonl}, and the lines before it go to a segment file, less the test lines that say nothing
 * the checkpoint does not (no finding, no answer). Format: docs/journal.md.
 */
public final class Journal implements AutoCloseable {
  public static final String FILE = "journal.jsonl";
  static final int FORMAT = 2;
  /**
   * Tests between checkpoints: a resume reads and passes at most this many one by one (at ~100 us each for
   * typefuzz, 5 s), and a roll costs a second or so. The property {@code tamis.journal.checkpointTests} sets
   * another number (tests use a small one).
   */
  static final long CHECKPOINT_TESTS = 50_000;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path dir;
  private FileOutputStream file;
  private BufferedOutputStream out;
  private final Map<StreamMarks.Key, Integer> streams = new LinkedHashMap<>();
  private final Map<String, Integer> labels = new LinkedHashMap<>();
  private final Totals totals;
  private Checkpoint last;
  private List<String> args;
  private int sessions;
  private boolean unsynced;
  /** The campaign's streams, once {@link #checkpoints} is called; a journal that never rolls (merge) keeps none. */
  private StreamMarks marks;
  private Supplier<Map<String, Object>> stats;
  private long sinceCheckpoint;
  private long checkpointEvery = checkpointTests();

  private Journal(Path dir, Totals totals, Checkpoint last, List<String> args, int sessions) throws IOException {
    this.dir = dir;
    this.totals = totals;
    this.last = last;
    this.args = args;
    this.sessions = sessions;
    openFile();
  }

  private void openFile() throws IOException {
    this.file = new FileOutputStream(dir.resolve(FILE).toFile(), true);
    this.out = new BufferedOutputStream(file, 1 << 16);
  }

  /**
   * Opens {@code dir}'s journal for appending: a line cut short by a kill is dropped first, so the next line
   * starts on a line of its own, and what an interrupted roll left is cleared away. The journal is read once
   * for the totals its next checkpoint carries on.
   */
  public static Journal open(Path dir) throws IOException {
    Path path = Files.createDirectories(dir).resolve(FILE);
    Segments.clean(dir);
    if (!Files.exists(path)) {
      return new Journal(dir, new Totals(), null, List.of(), 0);
    }
    dropPartialLine(path);
    Totals totals = new Totals();
    Checkpoint[] last = {null};
    JournalReader.Header h = JournalReader.read(dir, new JournalReader.Visitor() {
      @Override
      public void checkpoint(Checkpoint c) {
        last[0] = c;
        totals.add(c.totals());
      }

      @Override
      public void test(TestRecord t) {
        totals.add(t);
      }
    });
    return new Journal(dir, totals, last[0], h.args(), h.sessions());
  }

  private static void dropPartialLine(Path path) throws IOException {
    try (RandomAccessFile f = new RandomAccessFile(path.toFile(), "rw")) {
      long end = f.length();
      while (end > 0) {
        f.seek(end - 1);
        if (f.read() == '\n') {
          break;
        }
        end--;
      }
      f.setLength(end);
    }
  }

  /**
   * Writes checkpoints every {@code tests} tests from now on, with {@code stats}' counters and {@code marks}
   * (the campaign's streams); without this call the journal never rolls.
   */
  public synchronized void checkpoints(Supplier<Map<String, Object>> stats, StreamMarks marks, long tests) {
    this.stats = stats;
    this.marks = marks;
    this.checkpointEvery = tests;
  }

  public synchronized void checkpoints(Supplier<Map<String, Object>> stats, StreamMarks marks) {
    checkpoints(stats, marks, checkpointTests());
  }

  private static long checkpointTests() {
    return Long.getLong("tamis.journal.checkpointTests", CHECKPOINT_TESTS);
  }

  /** The first line of a session: {@code args} rerun the campaign ({@code fuzz --resume} reads them). */
  public synchronized void start(List<String> args, long campaignSeed, String shard, int session) throws IOException {
    streams.clear();
    labels.clear();
    if (sessions++ == 0) {
      this.args = List.copyOf(args);
    }
    ObjectNode n = line("start");
    n.put("format", FORMAT).put("session", session).put("at", Instant.now().toString());
    n.put("campaignSeed", campaignSeed).put("shard", shard);
    args.forEach(n.putArray("args")::add);
    write(n);
    flush();
  }

  /** A finished test (call for every result but cancelled ones); {@code answer}: its stream learns. */
  public synchronized void test(TestResult r, boolean answer) throws IOException {
    test(TestRecord.of(r, answer));
  }

  /** A test as recorded (also what {@code tamis merge} copies). */
  public synchronized void test(TestRecord t) throws IOException {
    ObjectNode n = line("test");
    n.put("s", stream(t)).put("i", t.iteration()).put("ts", t.testSeed());
    if (t.logic() != null) {
      n.put("l", label(t.logic()));
    }
    calls(n.putArray("o"), t.calls());
    if (t.newEdges() > 0) {
      n.put("ne", t.newEdges());
    }
    if (!t.evidenceCalls().isEmpty()) {
      calls(n.putArray("e"), t.evidenceCalls());
    }
    if (!t.findings().isEmpty()) {
      ArrayNode f = n.putArray("f");
      t.findings().forEach(x -> f.addArray().add(x.kind()).add(x.dedupKey()));
      unsynced = true;
    }
    if (!t.modelChecks().isEmpty()) {
      t.modelChecks().forEach(n.putArray("m")::add);
    }
    if (t.answer() != null) {
      n.putArray("a").add(t.answer().verdict()).add(t.answer().model());
    }
    write(n);
    totals.add(t);
    if (marks != null) {
      marks.journaled(t.key(), t.iteration());
    }
    sinceCheckpoint++;
  }

  private void calls(ArrayNode array, List<TestRecord.Call> calls) throws IOException {
    for (TestRecord.Call c : calls) {
      array.addArray().add(label(c.label())).add(c.verdict()).add(c.wallNanos());
    }
  }

  /** The campaign's elapsed time (all sessions) and its tests so far; syncs the file. */
  public synchronized void tick(double elapsedSeconds, long tests) throws IOException {
    write(line("tick").put("elapsed", elapsedSeconds).put("tests", tests));
    unsynced = true;
    flush();
  }

  /** The session's last line: {@code reason} is "signal" (it may be resumed) or "done". */
  public synchronized void end(double elapsedSeconds, String reason) throws IOException {
    write(line("end").put("elapsed", elapsedSeconds).put("reason", reason));
    unsynced = true;
    flush();
  }

  /** Hands what was written to the OS; syncs to disk when a finding or a tick asked for it. */
  public synchronized void flush() throws IOException {
    out.flush();
    if (unsynced) {
      file.getFD().sync();
      unsynced = false;
    }
  }

  /**
   * Rolls the journal when {@link #checkpointEvery} tests were written since the last checkpoint; call it
   * between batches, when the statistics count exactly the tests written.
   */
  public synchronized void checkpointIfDue(double elapsedSeconds) throws IOException {
    if (stats != null && sinceCheckpoint >= checkpointEvery) {
      checkpoint(elapsedSeconds);
    }
  }

  /** Writes a checkpoint of everything journaled so far and rolls the lines before it into a segment. */
  public synchronized void checkpoint(double elapsedSeconds) throws IOException {
    Map<StreamMarks.Key, StreamMarks.Mark> all = new LinkedHashMap<>(last == null ? Map.of() : last.marks());
    // A stream that passes its done tests one by one (one that learns) counts them again from its first: until
    // it has passed the last checkpoint's mark, that mark says more.
    marks.snapshot().forEach((k, m) -> all.merge(k, m, (before, now) -> now.next() >= before.next() ? now : before));
    Checkpoint c = new Checkpoint((last == null ? 0 : last.segments()) + 1, args, sessions, elapsedSeconds,
        JSON.valueToTree(stats.get()), all, totals);
    roll(c);
  }

  /** Starts a merged journal with {@code c}, the inputs' checkpoints as one (no segment of its own). */
  public synchronized void checkpoint(Checkpoint c) throws IOException {
    write(c.write(line(Checkpoint.TYPE), streams, labels));
    totals.add(c.totals());
    last = c;
    flush();
  }

  private void roll(Checkpoint c) throws IOException {
    flush();
    out.close();
    Segments.roll(dir, c.segments(), JSON.writeValueAsBytes(c.write(line(Checkpoint.TYPE), streams, labels)));
    last = c;
    sinceCheckpoint = 0;
    openFile();
  }

  private int stream(TestRecord t) throws IOException {
    StreamMarks.Key key = t.key();
    Integer id = streams.get(key);
    if (id == null) {
      id = streams.size();
      streams.put(key, id);
      write(line("stream").put("id", id).put("generator", t.generator()).put("seed", t.seedName())
          .put("sha256", t.seedSha256()).put("campaignSeed", t.campaignSeed()));
    }
    return id;
  }

  private int label(String label) throws IOException {
    Integer id = labels.get(label);
    if (id == null) {
      id = labels.size();
      labels.put(label, id);
      write(line("label").put("id", id).put("label", label));
    }
    return id;
  }

  private static ObjectNode line(String type) {
    return JSON.createObjectNode().put("t", type);
  }

  private void write(ObjectNode n) throws IOException {
    out.write(JSON.writeValueAsBytes(n));
    out.write('\n');
  }

  @Override
  public synchronized void close() throws IOException {
    flush();
    out.close();
  }
}
