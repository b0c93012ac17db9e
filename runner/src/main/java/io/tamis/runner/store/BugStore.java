package io.tamis.runner.store;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tamis.core.gen.SeedScript;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Findings under one folder: {@code DIR/<kind>-<hash of dedup key>/} holds {@code test.smt2} and
 * {@code finding.json}. A folder appears whole or not at all (written in {@code DIR/.tmp-*}, synced,
 * renamed). Duplicates are counted in {@code DIR/index.json}, replaced atomically on {@link #flush()},
 * and the first few kept as samples.
 * Folder names come from the dedup key, so stores of shards merge by copying.
 * Used by one thread (the result writer).
 */
public final class BugStore {
  public static final String FINDING = "finding.json";
  public static final String SCRIPT = "test.smt2";
  /** What {@code tamis reduce} left of {@link #SCRIPT}. */
  public static final String REDUCED = "reduced.smt2";
  /** What {@code tamis report} wrote for the solver's tracker. */
  public static final String REPORT = "report.md";
  /** Duplicates kept as samples per dedup key. */
  public static final int SAMPLES = 3;
  public static final String DUPLICATE = "duplicate-";
  public static final String INDEX = "index.json";
  /** Maps in key order: a profile's maps are immutable ones, whose order differs from one JVM to the next. */
  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
      .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

  /** The index entry of one dedup key. */
  public record Entry(String folder, long count) {}

  private final Path dir;
  private final Map<String, Entry> index;
  private boolean dirty;

  public BugStore(Path dir) throws IOException {
    this.dir = Files.createDirectories(dir);
    removeTemporaries(dir);
    this.index = load(dir);
  }

  public Path dir() {
    return dir;
  }

  /**
   * Stores a new finding and returns its folder, or counts a duplicate and returns null. The first
   * {@link #SAMPLES} duplicates are kept too, each in {@code <folder>/duplicate-<n>/} (a whole
   * finding): a dedup key as coarse as "z3 wrong: sat on QF_SLIA" may hold more than one bug.
   */
  public Path add(FindingRecord record, byte[] script) throws IOException {
    Entry known = index.get(record.dedupKey());
    if (known != null) {
      long n = known.count() + 1;
      index.put(record.dedupKey(), new Entry(known.folder(), n));
      dirty = true;
      Path sample = dir.resolve(known.folder()).resolve(DUPLICATE + n);
      if (n <= SAMPLES + 1 && Files.isDirectory(sample.getParent()) && !Files.exists(sample)) {
        publish(sample, record, script);
      }
      return null;
    }
    String folder = folder(record.kind(), record.dedupKey());
    Path target = dir.resolve(folder);
    if (!Files.exists(target)) {
      publish(target, record, script);
    }
    index.put(record.dedupKey(), new Entry(folder, 1));
    dirty = true;
    return target;
  }

  /** The folder of the findings of {@code kind} with {@code dedupKey}: the same in every store. */
  public static String folder(String kind, String dedupKey) {
    return kind + "-" + SeedScript.sha256(dedupKey.getBytes()).substring(0, 12);
  }

  /**
   * Sets the index to {@code counts} (kinds in {@code kinds}) and writes it: a resumed campaign's
   * counts come from its journal. Folders of keys not in {@code counts} stay on disk, unindexed,
   * until their test (which the journal does not list as done) runs again.
   */
  public void restore(Map<String, Long> counts, Map<String, String> kinds) throws IOException {
    index.clear();
    counts.forEach((key, n) -> index.put(key, new Entry(folder(kinds.get(key), key), n)));
    dirty = true;
    flush();
  }

  private void publish(Path target, FindingRecord record, byte[] script) throws IOException {
    Path tmp = dir.resolve(".tmp-" + UUID.randomUUID());
    Files.createDirectory(tmp);
    AtomicFiles.writeSynced(tmp.resolve(SCRIPT), script);
    AtomicFiles.writeSynced(tmp.resolve(FINDING), JSON.writeValueAsBytes(record));
    AtomicFiles.syncDirectory(tmp);
    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
    AtomicFiles.syncDirectory(target.getParent());
  }

  /** Writes the duplicate counts if they changed. */
  public void flush() throws IOException {
    if (dirty) {
      AtomicFiles.replace(dir.resolve(INDEX), JSON.writeValueAsBytes(new TreeMap<>(index)));
      dirty = false;
    }
  }

  public Map<String, Entry> index() {
    return Map.copyOf(index);
  }

  /** Replaces the folder's {@link #REDUCED} script atomically: an interrupted reduction keeps the last one. */
  public static void writeReduced(Path folder, byte[] script) throws IOException {
    AtomicFiles.replace(folder.resolve(REDUCED), script);
  }

  /** Replaces the folder's {@link #FINDING} atomically (a finding that has been matched, bisected, ...). */
  public static void rewrite(Path folder, FindingRecord record) throws IOException {
    AtomicFiles.replace(folder.resolve(FINDING), JSON.writeValueAsBytes(record));
  }

  /** Writes the folder's {@link #REPORT} atomically. */
  public static void writeReport(Path folder, String markdown) throws IOException {
    AtomicFiles.replace(folder.resolve(REPORT), markdown.getBytes(StandardCharsets.UTF_8));
  }

  /** The folder's reduced script when {@code tamis reduce} left one, else its test. */
  public static Path shownScript(Path folder) {
    Path reduced = folder.resolve(REDUCED);
    return Files.isRegularFile(reduced) ? reduced : folder.resolve(SCRIPT);
  }

  public static FindingRecord read(Path folder) throws IOException {
    return JSON.readValue(folder.resolve(FINDING).toFile(), FindingRecord.class);
  }

  public static String toJson(Object value) throws IOException {
    return JSON.writeValueAsString(value);
  }

  /** The index of the store in {@code dir}, read only: completed by the folders it does not know. */
  public static Map<String, Entry> load(Path dir) throws IOException {
    Map<String, Entry> map = new TreeMap<>();
    Path file = dir.resolve(INDEX);
    if (Files.exists(file)) {
      map.putAll(JSON.readValue(file.toFile(), new TypeReference<Map<String, Entry>>() {}));
    }
    for (Path folder : folders(dir)) {
      FindingRecord r = read(folder);
      map.putIfAbsent(r.dedupKey(), new Entry(folder.getFileName().toString(), 1));
    }
    return map;
  }

  /** The finding folders in {@code dir} (those with a {@link #FINDING}), sorted. */
  public static List<Path> folders(Path dir) throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.filter(p -> Files.isRegularFile(p.resolve(FINDING))).sorted().toList();
    }
  }

  /**
   * The finding folders {@code dir} names: itself when it is one, else those in it (a campaign's
   * {@code --out}, bench/findings); empty when it is neither.
   */
  public static List<Path> under(Path dir) throws IOException {
    if (Files.isRegularFile(dir.resolve(FINDING))) {
      return List.of(dir);
    }
    return Files.isDirectory(dir) ? folders(dir) : List.of();
  }

  /** Leftovers of a run killed while writing: never published, so safe to drop. */
  private static void removeTemporaries(Path dir) throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      for (Path p : list.filter(p -> p.getFileName().toString().startsWith(".tmp-")).toList()) {
        deleteTree(p);
      }
    }
  }

  private static void deleteTree(Path p) throws IOException {
    try (Stream<Path> walk = Files.walk(p)) {
      for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(q);
      }
    }
  }
}
