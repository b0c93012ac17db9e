package io.tamis.runner.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.core.gen.Answer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/**
 * Reads {@code journal.jsonl} line by line (a journal of millions of tests is never held whole). A
 * last line cut short by a kill is ignored; a bad line anywhere else is an error naming file:line. A
 * journal that rolled starts with a {@link Checkpoint}, which stands for every test before it; the
 * segments hold what of those tests is kept ({@link #segments}). Journals of format 1 (no checkpoint)
 * read as before.
 */
public final class JournalReader {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What the journal says of the campaign as a whole.
   *
   * @param args the first session's command line (what {@code fuzz --resume} reruns)
   * @param elapsedSeconds the campaign's time over all sessions, as of its last tick or end line
   */
  public record Header(List<String> args, int sessions, double elapsedSeconds) {}

  /** What a reader of the whole journal is handed: the checkpoint first (if any), then every later test. */
  public interface Visitor {
    default void checkpoint(Checkpoint c) {}

    void test(TestRecord t);
  }

  private final Path file;
  private final Map<Integer, JsonNode> streams = new HashMap<>();
  private final Map<Integer, String> labels = new HashMap<>();
  private List<String> args = List.of();
  private int sessions;
  private double elapsed;

  private JournalReader(Path file) {
    this.file = file;
  }

  public static boolean exists(Path dir) {
    return Files.isRegularFile(dir.resolve(Journal.FILE));
  }

  /** Hands the checkpoint and every later test of {@code dir}'s journal to {@code v}, in order; returns the header. */
  public static Header read(Path dir, Visitor v) throws IOException {
    JournalReader r = new JournalReader(dir.resolve(Journal.FILE));
    try (BufferedReader in = Files.newBufferedReader(r.file, StandardCharsets.UTF_8)) {
      r.readAll(in, v);
    }
    return new Header(r.args, r.sessions, r.elapsed);
  }

  /**
   * Hands every test of {@code dir}'s journal that is listed one by one to {@code tests}: those of the
   * active journal (after its checkpoint, if any) and those a segment kept (with a finding or an answer).
   */
  public static Header listed(Path dir, Consumer<TestRecord> tests) throws IOException {
    int[] segments = {0};
    Header h = read(dir, new Visitor() {
      @Override
      public void checkpoint(Checkpoint c) {
        segments[0] = c.segments();
      }

      @Override
      public void test(TestRecord t) {
        tests.accept(t);
      }
    });
    segments(dir, segments[0], tests);
    return h;
  }

  /** The journal's checkpoint (its first line), or null for a journal that never rolled. */
  public static Checkpoint checkpoint(Path dir) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(dir.resolve(Journal.FILE), StandardCharsets.UTF_8)) {
      String line = in.readLine();
      JsonNode n = line == null ? null : JSON.readTree(line);
      return n != null && n.path("t").asText().equals(Checkpoint.TYPE) ? Checkpoint.read(n) : null;
    }
  }

  /** Hands the tests that segments 1 to {@code count} kept to {@code tests} (a stream's answers, findings). */
  public static void segments(Path dir, int count, Consumer<TestRecord> tests) throws IOException {
    for (int n = 1; n <= count; n++) {
      Path f = Segments.file(dir, n);
      JournalReader r = new JournalReader(f);
      try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(f),
          1 << 16), StandardCharsets.UTF_8))) {
        r.readAll(in, tests::accept);
      }
    }
  }

  /** The header as of the journal's first line (the campaign's command line), without reading the rest. */
  public static Header first(Path dir) throws IOException {
    JournalReader r = new JournalReader(dir.resolve(Journal.FILE));
    try (BufferedReader in = Files.newBufferedReader(r.file, StandardCharsets.UTF_8)) {
      String line = in.readLine();
      JsonNode n = line == null ? null : JSON.readTree(line);
      String type = n == null ? "" : n.path("t").asText();
      if (type.equals(Checkpoint.TYPE)) {
        r.checkpoint(n);
      } else if (type.equals("start")) {
        r.start(n);
      } else {
        throw new IOException(r.file + ":1: a journal starts with a start or a checkpoint line");
      }
    }
    return new Header(r.args, r.sessions, r.elapsed);
  }

  private void readAll(BufferedReader in, Visitor tests) throws IOException {
    String line = in.readLine();
    for (int number = 1; line != null; number++) {
      String next = in.readLine();
      JsonNode n;
      try {
        n = JSON.readTree(line);
      } catch (JsonProcessingException e) {
        if (next == null) {
          return;
        }
        throw new IOException(file + ":" + number + ": not a journal line: " + e.getOriginalMessage());
      }
      if (n != null) {
        accept(n, number, tests);
      }
      line = next;
    }
  }

  private void accept(JsonNode n, int number, Visitor tests) throws IOException {
    switch (n.path("t").asText()) {
      case "start" -> start(n);
      case Checkpoint.TYPE -> tests.checkpoint(checkpoint(n));
      case "stream" -> streams.put(n.get("id").asInt(), n);
      case "label" -> labels.put(n.get("id").asInt(), n.get("label").asText());
      case "test" -> tests.test(test(n, number));
      case "tick", "end" -> elapsed = n.get("elapsed").asDouble();
      default -> { } // a line type a later version added: not needed here
    }
  }

  /** A checkpoint stands for the sessions before it and names the streams and labels the session goes on with. */
  private Checkpoint checkpoint(JsonNode n) {
    Checkpoint c = Checkpoint.read(n);
    args = c.args();
    sessions = c.sessions();
    elapsed = c.elapsed();
    streams.clear();
    labels.clear();
    for (JsonNode s : n.path("streams")) {
      if (s.has("id")) {
        streams.put(s.get("id").asInt(), s);
      }
    }
    n.path("labels").forEach(l -> labels.put(l.get("id").asInt(), l.get("label").asText()));
    return c;
  }

  private void start(JsonNode n) {
    if (sessions++ == 0) {
      List<String> a = new ArrayList<>();
      n.path("args").forEach(x -> a.add(x.asText()));
      args = List.copyOf(a);
    }
    streams.clear();
    labels.clear();
  }

  private TestRecord test(JsonNode n, int number) throws IOException {
    JsonNode s = streams.get(n.path("s").asInt(-1));
    if (s == null) {
      throw new IOException(file + ":" + number + ": test of an unknown stream " + n.path("s"));
    }
    List<TestRecord.Call> calls = calls(n.path("o"), number);
    List<TestRecord.Found> found = new ArrayList<>();
    n.path("f").forEach(f -> found.add(new TestRecord.Found(f.get(0).asText(), f.get(1).asText())));
    List<String> models = new ArrayList<>();
    n.path("m").forEach(m -> models.add(m.asText()));
    JsonNode a = n.get("a");
    Answer answer = a == null ? null : new Answer(a.get(0).asText(), a.get(1).isNull() ? null : a.get(1).asText());
    String logic = n.has("l") ? labels.get(n.get("l").asInt()) : null;
    return new TestRecord(s.get("generator").asText(), s.get("seed").asText(), s.get("sha256").asText(),
        s.path("campaignSeed").asLong(), n.get("i").asLong(), n.get("ts").asLong(), logic, calls, found, models, answer,
        calls(n.path("e"), number), n.path("ne").asInt(0));
  }

  private List<TestRecord.Call> calls(JsonNode array, int number) throws IOException {
    List<TestRecord.Call> calls = new ArrayList<>();
    for (JsonNode c : array) {
      String label = labels.get(c.get(0).asInt());
      if (label == null) {
        throw new IOException(file + ":" + number + ": unknown label " + c.get(0));
      }
      calls.add(new TestRecord.Call(label, c.get(1).asText(), c.get(2).asLong()));
    }
    return calls;
  }
}
