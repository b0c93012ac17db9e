package io.tamis.solvers.coverage;

/**
 * The edges of a coverage build one solver call took.
 *
 * @param edges the distinct edges it took
 * @param fresh how many of them no earlier call of the campaign had taken
 * @param targets how many of them are in the code a campaign aims at ({@link SeenEdges#aim}), new or not
 * @param freshTargets how many of those no earlier call had taken
 */
public record Hits(int edges, int fresh, int targets, int freshTargets) {
  /** A call of a build without coverage. */
  public static final Hits NONE = new Hits(0, 0, 0, 0);

  /** Counts of one drain, eight counters at a time (bit masks of taken, new and aimed edges). */
  static final class Sum {
    private int edges;
    private int fresh;
    private int targets;
    private int freshTargets;

    void add(int taken, int added, int aimed) {
      edges += Integer.bitCount(taken);
      fresh += Integer.bitCount(added);
      targets += Integer.bitCount(aimed);
      freshTargets += Integer.bitCount(aimed & added);
    }

    Hits hits() {
      return new Hits(edges, fresh, targets, freshTargets);
    }
  }

  public Hits plus(Hits other) {
    return new Hits(edges + other.edges, fresh + other.fresh, targets + other.targets,
        freshTargets + other.freshTargets);
  }
}
