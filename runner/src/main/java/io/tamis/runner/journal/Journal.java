package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tamis.runner.campaign.TestResult;
import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The campaign's append-only journal, {@code DIR/journal.jsonl}: one JSON object per line. A session
 * opens with a {@code start} line (the command line that replays the campaign), streams and solver
 * labels and logics are named once per session ({@code stream}, {@code label}) and referred to by number, each
 * finished test is a {@code test} line, {@code tick} lines carry the campaign's elapsed time, and
 * {@code end} closes a session. Lines reach the file after every batch of results (a SIGKILL loses
 * nothing written); the file is synced every tick and after a finding (a reboot loses at most the
 * tests since the last tick, which then run again). Format: docs/journal.md.
 */
public final class Journal implements AutoCloseable {
  public static final String FILE = "journal.jsonl";
  static final int FORMAT = 1;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final FileOutputStream file;
  private final BufferedOutputStream out;
  private final Map<String, Integer> streams = new HashMap<>();
  private final Map<String, Integer> labels = new HashMap<>();
  private boolean unsynced;

  private Journal(Path path) throws IOException {
    this.file = new FileOutputStream(path.toFile(), true);
    this.out = new BufferedOutputStream(file, 1 << 16);
  }

  /**
   * Opens {@code dir}'s journal for appending; a line cut short by a kill is dropped first, so the
   * next line starts on a line of its own.
   */
  public static Journal open(Path dir) throws IOException {
    Path path = Files.createDirectories(dir).resolve(FILE);
    if (Files.exists(path)) {
      dropPartialLine(path);
    }
    return new Journal(path);
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

  /** The first line of a session: {@code args} rerun the campaign ({@code fuzz --resume} reads them). */
  public synchronized void start(List<String> args, long campaignSeed, String shard, int session) throws IOException {
    streams.clear();
    labels.clear();
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

  private int stream(TestRecord t) throws IOException {
    String key = t.generator() + '\0' + t.seedName() + '\0' + t.seedSha256();
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
