package io.tamis.runner.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.core.gen.Answer;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads {@code journal.jsonl} line by line (a journal of millions of tests is never held whole). A
 * last line cut short by a kill is ignored; a bad line anywhere else is an error naming file:line.
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

  /** Hands every test of {@code dir}'s journal to {@code tests}, in order; returns the header. */
  public static Header read(Path dir, Consumer<TestRecord> tests) throws IOException {
    JournalReader r = new JournalReader(dir.resolve(Journal.FILE));
    r.readAll(tests);
    return new Header(r.args, r.sessions, r.elapsed);
  }

  /** The header as of the journal's first line (the campaign's command line), without reading the rest. */
  public static Header first(Path dir) throws IOException {
    JournalReader r = new JournalReader(dir.resolve(Journal.FILE));
    try (BufferedReader in = Files.newBufferedReader(r.file, StandardCharsets.UTF_8)) {
      String line = in.readLine();
      JsonNode n = line == null ? null : JSON.readTree(line);
      if (n == null || !n.path("t").asText().equals("start")) {
        throw new IOException(r.file + ":1: a journal starts with a start line");
      }
      r.start(n);
    }
    return new Header(r.args, r.sessions, r.elapsed);
  }

  private void readAll(Consumer<TestRecord> tests) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
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
  }

  private void accept(JsonNode n, int number, Consumer<TestRecord> tests) throws IOException {
    switch (n.path("t").asText()) {
      case "start" -> start(n);
      case "stream" -> streams.put(n.get("id").asInt(), n);
      case "label" -> labels.put(n.get("id").asInt(), n.get("label").asText());
      case "test" -> tests.accept(test(n, number));
      case "tick", "end" -> elapsed = n.get("elapsed").asDouble();
      default -> { } // a line type a later version added: not needed here
    }
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
        calls(n.path("e"), number));
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
