package io.tamis.mutator.histfuzz;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * HistFuzz's association rules between atom shapes ({@link AtomShape}): {@code A -> B} when at least
 * {@code support} history scripts have both and at least {@code confidence} of the scripts with A have
 * B. Rules have one shape on each side (the artifact mines longer antecedents with Apriori; pairs
 * already say which atoms bugs put together).
 */
public final class AssociationRules {
  /** A script's shapes beyond this many (in text order) are not paired: suites' large files would dominate. */
  static final int MAX_SHAPES_PER_SCRIPT = 64;

  /**
   * @param support the fewest scripts that must have both shapes
   * @param confidence the least share of the scripts with the antecedent that must have the consequent
   */
  public record Thresholds(int support, double confidence) {
    public static final Thresholds DEFAULT = new Thresholds(3, 0.5);

    public Thresholds {
      if (support < 1 || !(confidence > 0 && confidence <= 1)) {
        throw new IllegalArgumentException("association rules: support must be >= 1 and confidence in (0, 1], got "
            + support + "," + confidence);
      }
    }

    /** "SUPPORT,CONFIDENCE", e.g. "3,0.5". */
    public static Thresholds parse(String text) {
      String[] parts = text.split(",", -1);
      try {
        if (parts.length == 2) {
          return new Thresholds(Integer.parseInt(parts[0].trim()), Double.parseDouble(parts[1].trim()));
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new IllegalArgumentException("association rules: expected SUPPORT,CONFIDENCE such as 3,0.5, got '"
          + text + "'");
    }
  }

  private final Map<String, List<String>> consequents;
  private final int count;

  private AssociationRules(Map<String, List<String>> consequents, int count) {
    this.consequents = consequents;
    this.count = count;
  }

  /** The rules of {@code scripts}, each the set of its atoms' shapes. */
  static AssociationRules mine(List<Set<String>> scripts, Thresholds t) {
    Object2IntOpenHashMap<String> support = new Object2IntOpenHashMap<>();
    scripts.forEach(s -> s.forEach(shape -> support.addTo(shape, 1)));
    Object2IntOpenHashMap<String> id = new Object2IntOpenHashMap<>();
    List<String> shapes = new ArrayList<>();
    support.forEach((shape, n) -> {
      if (n >= t.support()) {
        id.put(shape, shapes.size());
        shapes.add(shape);
      }
    });
    Long2IntOpenHashMap pairs = pairs(scripts, id);
    Map<String, List<String>> out = new HashMap<>();
    int[] count = {0};
    pairs.forEach((key, both) -> {
      if (both >= t.support()) {
        String a = shapes.get((int) (key >>> 32));
        String b = shapes.get((int) (long) key);
        count[0] += add(out, a, b, both, support.getInt(a), t) + add(out, b, a, both, support.getInt(b), t);
      }
    });
    out.replaceAll((k, v) -> v.stream().sorted().toList());
    return new AssociationRules(Map.copyOf(out), count[0]);
  }

  /** How many scripts have each pair of frequent shapes (key: the lower id in the high half). */
  private static Long2IntOpenHashMap pairs(List<Set<String>> scripts, Object2IntOpenHashMap<String> id) {
    Long2IntOpenHashMap pairs = new Long2IntOpenHashMap();
    for (Set<String> s : scripts) {
      int[] ids = s.stream().filter(id::containsKey).limit(MAX_SHAPES_PER_SCRIPT).mapToInt(id::getInt).sorted()
          .toArray();
      for (int i = 0; i < ids.length; i++) {
        for (int j = i + 1; j < ids.length; j++) {
          pairs.addTo(((long) ids[i] << 32) | ids[j], 1);
        }
      }
    }
    return pairs;
  }

  private static int add(Map<String, List<String>> out, String from, String to, int both, int fromSupport,
      Thresholds t) {
    if (both < t.confidence() * fromSupport) {
      return 0;
    }
    out.computeIfAbsent(from, k -> new ArrayList<>()).add(to);
    return 1;
  }

  /** The shapes that rules say go with {@code shape} (none: empty). */
  List<String> consequents(String shape) {
    return consequents.getOrDefault(shape, List.of());
  }

  int count() {
    return count;
  }
}
