package io.tamis.runner.coverage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Coverage per source directory: for the seeds (when given) and each input, lines and functions hit and found;
 * for each input, the lines it hit beyond the seeds and, with two inputs or more, the lines only it hit (no other
 * input, no seed). Lines are told apart by file and line number, so "beyond" is a set difference, not a
 * difference of counts.
 *
 * @param groups the column groups' names: "seeds" first when there are seeds, then the inputs'
 * @param rows one per directory, the largest (most lines found) first
 */
public record CoverageTable(List<String> groups, boolean hasSeeds, List<Row> rows, Row total) {
  public static final String SEEDS = "seeds";

  /**
   * @param figures one per group
   * @param beyondSeeds per input: lines it hit that no seed hit (empty without seeds)
   * @param onlyHere per input: lines only it hit (empty with fewer than two inputs)
   */
  public record Row(String directory, List<Figures> figures, List<Long> beyondSeeds, List<Long> onlyHere) {}

  /** The table of {@code inputs} against {@code seeds} (null: none), directories cut to {@code depth}. */
  public static CoverageTable of(Tracefile seeds, List<Reached> inputs, int depth) {
    List<Tracefile> all = new ArrayList<>();
    List<String> groups = new ArrayList<>();
    if (seeds != null) {
      all.add(seeds);
      groups.add(SEEDS);
    }
    inputs.forEach(i -> all.add(i.tracefile()));
    inputs.forEach(i -> groups.add(i.name()));
    Map<String, Sums> byDirectory = new TreeMap<>();
    Sums total = new Sums("total", all.size(), inputs.size());
    for (String file : files(all)) {
      String dir = Directories.of(file, depth);
      Sums row = byDirectory.computeIfAbsent(dir, d -> new Sums(d, all.size(), inputs.size()));
      new FileSums(file, seeds, inputs).addTo(row, total);
    }
    List<Row> rows = byDirectory.values().stream().map(s -> s.row(seeds != null, inputs.size()))
        .sorted(Comparator.comparingLong(CoverageTable::found).reversed().thenComparing(Row::directory)).toList();
    return new CoverageTable(List.copyOf(groups), seeds != null, rows, total.row(seeds != null, inputs.size()));
  }

  private static Set<String> files(List<Tracefile> all) {
    Set<String> files = new TreeSet<>();
    all.forEach(t -> files.addAll(t.files().keySet()));
    return files;
  }

  private static long found(Row r) {
    return r.figures().stream().mapToLong(Figures::linesFound).max().orElse(0);
  }

  /** The per-file figures of one source file, added to its directory's row and to the total. */
  private record FileSums(String file, Tracefile seeds, List<Reached> inputs) {
    void addTo(Sums row, Sums total) {
      int g = 0;
      if (seeds != null) {
        Figures f = figures(seeds);
        row.add(g, f);
        total.add(g++, f);
      }
      for (Reached i : inputs) {
        Figures f = figures(i.tracefile());
        row.add(g, f);
        total.add(g++, f);
      }
      for (int i = 0; i < inputs.size(); i++) {
        long beyond = beyond(i, false);
        long only = beyond(i, true);
        row.addDifferences(i, beyond, only);
        total.addDifferences(i, beyond, only);
      }
    }

    private Figures figures(Tracefile t) {
      FileCoverage c = t.files().get(file);
      return c == null ? Figures.NONE : c.figures();
    }

    /** Lines input {@code i} hit that the seeds did not, nor (when {@code alone}) any other input. */
    private long beyond(int i, boolean alone) {
      BitSet hit = hits(inputs.get(i).tracefile());
      if (seeds != null) {
        hit.andNot(hits(seeds));
      }
      for (int j = 0; alone && j < inputs.size(); j++) {
        if (j != i) {
          hit.andNot(hits(inputs.get(j).tracefile()));
        }
      }
      return hit.cardinality();
    }

    private BitSet hits(Tracefile t) {
      FileCoverage c = t.files().get(file);
      return c == null ? new BitSet() : c.hitLines();
    }
  }

  /** A row being added up. */
  private static final class Sums {
    private final String directory;
    private final Figures[] figures;
    private final long[] beyond;
    private final long[] only;

    Sums(String directory, int groups, int inputs) {
      this.directory = directory;
      figures = new Figures[groups];
      Arrays.fill(figures, Figures.NONE);
      beyond = new long[inputs];
      only = new long[inputs];
    }

    void add(int group, Figures f) {
      figures[group] = figures[group].plus(f);
    }

    void addDifferences(int input, long beyondSeeds, long onlyHere) {
      beyond[input] += beyondSeeds;
      only[input] += onlyHere;
    }

    Row row(boolean seeds, int inputs) {
      List<Long> b = seeds ? Arrays.stream(beyond).boxed().toList() : List.of();
      List<Long> o = inputs >= 2 ? Arrays.stream(only).boxed().toList() : List.of();
      return new Row(directory, List.of(figures), b, o);
    }
  }
}
