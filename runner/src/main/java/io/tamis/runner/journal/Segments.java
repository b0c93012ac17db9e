package io.tamis.runner.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPOutputStream;

/**
 * The roll of a journal at a checkpoint, in two steps that each end in an atomic rename: the active journal's
 * lines go to segment {@code journal-NNNNNN.jsonl.gz} (less the test lines without a finding or an answer,
 * and the ticks), then a new {@code journal.jsonl} starts with the checkpoint line. A kill between the two
 * leaves the old journal whole (its checkpoint does not count the new segment, which the next roll writes
 * again); a kill inside a step leaves a {@code .tmp} file that the next open deletes.
 */
final class Segments {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String TMP = ".tmp";

  private Segments() {}

  static Path file(Path dir, int n) {
    return dir.resolve(String.format(Locale.ROOT, "journal-%06d.jsonl.gz", n));
  }

  static void roll(Path dir, int segment, byte[] checkpoint) throws IOException {
    writeSegment(dir, segment);
    replaceActive(dir, checkpoint);
  }

  /** Step 1: the active journal's lines that say more than the checkpoint, gzipped into segment {@code n}. */
  static void writeSegment(Path dir, int n) throws IOException {
    Path tmp = Path.of(file(dir, n) + TMP);
    try (BufferedReader in = Files.newBufferedReader(dir.resolve(Journal.FILE), StandardCharsets.UTF_8);
        OutputStream raw = Files.newOutputStream(tmp);
        GZIPOutputStream gz = new GZIPOutputStream(raw, 1 << 16)) {
      Kept kept = new Kept(gz);
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        kept.line(line);
      }
      gz.finish();
      raw.flush();
    }
    sync(tmp);
    Files.move(tmp, file(dir, n), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Step 2: a new active journal whose first line is the checkpoint. */
  static void replaceActive(Path dir, byte[] checkpoint) throws IOException {
    Path tmp = dir.resolve(Journal.FILE + TMP);
    try (OutputStream out = Files.newOutputStream(tmp)) {
      out.write(checkpoint);
      out.write('\n');
    }
    sync(tmp);
    Files.move(tmp, dir.resolve(Journal.FILE), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    sync(dir);
  }

  /** Deletes what an interrupted roll left. */
  static void clean(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "journal*" + TMP)) {
      for (Path p : s) {
        Files.deleteIfExists(p);
      }
    }
  }

  private static void sync(Path p) throws IOException {
    try (FileChannel c = FileChannel.open(p, Files.isDirectory(p) ? StandardOpenOption.READ : StandardOpenOption.WRITE)) {
      c.force(true);
    }
  }

  /**
   * Copies the lines a segment keeps: sessions' start and end, and test lines with a finding or an answer,
   * each after the stream and label lines it refers to (a test line's ids are those of its session).
   */
  private static final class Kept {
    private final OutputStream out;
    private final Map<Integer, String> streams = new HashMap<>();
    private final Map<Integer, String> labels = new HashMap<>();
    private final Set<String> written = new HashSet<>();

    Kept(OutputStream out) {
      this.out = out;
    }

    void line(String line) throws IOException {
      if (line.startsWith("{\"t\":\"test\"")) {
        if (line.contains("\"f\":") || line.contains("\"a\":")) {
          test(line);
        }
        return;
      }
      JsonNode n = parse(line);
      switch (n == null ? "" : n.path("t").asText()) {
        case "start" -> {
          streams.clear();
          labels.clear();
          written.clear();
          write(line);
        }
        case "stream" -> streams.put(n.get("id").asInt(), line);
        case "label" -> labels.put(n.get("id").asInt(), line);
        case Checkpoint.TYPE -> definitions(n);
        case "tick", "" -> { }
        default -> write(line);
      }
    }

    private void definitions(JsonNode checkpoint) {
      for (JsonNode s : checkpoint.path("streams")) {
        if (s.has("id")) {
          streams.put(s.get("id").asInt(), JSON.createObjectNode().put("t", "stream").put("id", s.get("id").asInt())
              .put("generator", s.path("generator").asText()).put("seed", s.path("seed").asText())
              .put("sha256", s.path("sha256").asText()).put("campaignSeed", s.path("campaignSeed").asLong())
              .toString());
        }
      }
      for (JsonNode l : checkpoint.path("labels")) {
        labels.put(l.get("id").asInt(), JSON.createObjectNode().put("t", "label").put("id", l.get("id").asInt())
            .put("label", l.path("label").asText()).toString());
      }
    }

    private void test(String line) throws IOException {
      JsonNode n = parse(line);
      if (n == null) {
        return;
      }
      define(streams, n.path("s").asInt(), "s");
      if (n.has("l")) {
        define(labels, n.get("l").asInt(), "l");
      }
      for (JsonNode c : n.path("o")) {
        define(labels, c.get(0).asInt(), "l");
      }
      write(line);
    }

    private void define(Map<Integer, String> lines, int id, String kind) throws IOException {
      String line = lines.get(id);
      if (line != null && written.add(kind + id)) {
        write(line);
      }
    }

    private void write(String line) throws IOException {
      out.write(line.getBytes(StandardCharsets.UTF_8));
      out.write('\n');
    }

    private static JsonNode parse(String line) {
      try {
        return JSON.readTree(line);
      } catch (IOException e) {
        return null; // a line cut short by a kill: the reader drops it too
      }
    }
  }
}
