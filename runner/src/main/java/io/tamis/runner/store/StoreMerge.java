package io.tamis.runner.store;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * Merges bug stores (the shards of a campaign, or campaigns): one finding per dedup key, its counts
 * added, and the folder of the earliest found copied whole (samples, reduced script, report).
 */
public final class StoreMerge {
  private StoreMerge() {}

  /**
   * Merges the stores in {@code inputs} into {@code out}; returns the merged counts by dedup key. An index
   * entry whose folder is gone (moved or deleted by hand) is left out with a line on {@code err}.
   */
  public static Map<String, Long> merge(List<Path> inputs, Path out, PrintStream err) throws IOException {
    Map<String, Long> counts = new HashMap<>();
    Map<String, String> kinds = new HashMap<>();
    Map<String, Path> earliest = new HashMap<>();
    Map<String, Instant> times = new HashMap<>();
    for (Path in : inputs) {
      for (Map.Entry<String, BugStore.Entry> e : BugStore.load(in).entrySet()) {
        Path folder = in.resolve(e.getValue().folder());
        if (!Files.isRegularFile(folder.resolve(BugStore.FINDING))) {
          err.println("tamis: " + in.resolve(BugStore.INDEX) + " names " + folder.getFileName() + ", which has no "
              + BugStore.FINDING + ": its finding is left out of the merge");
          continue;
        }
        FindingRecord r = BugStore.read(folder);
        counts.merge(e.getKey(), e.getValue().count(), Long::sum);
        kinds.put(e.getKey(), r.kind());
        Instant at = Instant.parse(r.foundAt());
        if (!times.containsKey(e.getKey()) || at.isBefore(times.get(e.getKey()))) {
          times.put(e.getKey(), at);
          earliest.put(e.getKey(), folder);
        }
      }
    }
    BugStore store = new BugStore(out);
    for (Map.Entry<String, Path> e : earliest.entrySet()) {
      copy(e.getValue(), out.resolve(BugStore.folder(kinds.get(e.getKey()), e.getKey())));
    }
    store.restore(counts, kinds);
    return counts;
  }

  /** Copies a finding folder through a temporary sibling and a rename: it appears whole or not at all. */
  private static void copy(Path from, Path to) throws IOException {
    if (Files.exists(to)) {
      throw new IOException(to + " exists already");
    }
    Path tmp = to.resolveSibling(".tmp-" + UUID.randomUUID());
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path target = tmp.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
    Files.move(tmp, to, StandardCopyOption.ATOMIC_MOVE);
  }
}
