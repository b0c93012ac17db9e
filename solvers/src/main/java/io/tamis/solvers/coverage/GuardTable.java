package io.tamis.solvers.coverage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Where each edge of a coverage build is in the source: its function, file and line. The build's runtime writes
 * its guards' addresses (TAMIS_COVERAGE_PCS) when the program starts, and LLVM's symbolizer reads them against
 * the program's line tables ({@code -gline-tables-only}); the table is kept beside the build ({@value #FILE}),
 * made once.
 */
public record GuardTable(List<Guard> guards) {
  public static final String FILE = "guards.tsv";
  private static final String SYMBOLIZER = "llvm-symbolizer-16";

  /** An edge: its index in the map, and where its code is (the innermost inlined function's line). */
  public record Guard(int index, String function, String file, int line) {}

  /** The table of the build {@code launcher} starts ({@code .../NAME+coverage/bin/x}), made now if need be. */
  public static GuardTable of(Path launcher) throws IOException, InterruptedException {
    Path kept = launcher.toAbsolutePath().getParent().getParent().resolve(FILE);
    if (!Files.isRegularFile(kept)) {
      List<Guard> made = make(launcher);
      Path tmp = kept.resolveSibling(FILE + ".tmp");
      Files.write(tmp, made.stream().map(g -> g.index() + "\t" + g.function() + "\t" + g.file() + "\t" + g.line())
          .toList(), StandardCharsets.UTF_8);
      Files.move(tmp, kept, java.nio.file.StandardCopyOption.ATOMIC_MOVE,
          java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    List<Guard> guards = new ArrayList<>();
    for (String l : Files.readAllLines(kept, StandardCharsets.UTF_8)) {
      String[] f = l.split("\t", 4);
      if (f.length == 4) {
        guards.add(new Guard(Integer.parseInt(f[0]), f[1], f[2], Integer.parseInt(f[3])));
      }
    }
    return new GuardTable(guards);
  }

  /** Starts the program once ({@code --version}) with a map and a file for its addresses, then symbolizes them. */
  private static List<Guard> make(Path launcher) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("tamis-guards-");
    try (EdgeMap map = new EdgeMap(dir, EdgeCoverage.CAPACITY)) {
      Path pcs = dir.resolve("pcs");
      // Stdin at its end: a program that reads it whatever its arguments still ends.
      ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "--version").redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
      pb.environment().put(EdgeMap.VARIABLE, map.file().toString());
      pb.environment().put("TAMIS_COVERAGE_PCS", pcs.toString());
      Process p = pb.start();
      if (!p.waitFor(2, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new IOException(launcher + " --version did not end in 2 minutes");
      }
      if (!Files.isRegularFile(pcs)) {
        throw new IOException(launcher + " wrote no table of its edges: not a coverage build of this tamis "
            + "(rebuild it: tamis solvers build --force SOLVER@REF+coverage)");
      }
      return symbolize(Files.readAllLines(pcs, StandardCharsets.UTF_8));
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.deleteIfExists(f);
        }
      }
      Files.deleteIfExists(dir);
    }
  }

  /** Lines "INDEX MODULE OFFSET", symbolized module by module. */
  static List<Guard> symbolize(List<String> table) throws IOException, InterruptedException {
    Map<String, List<String[]>> byModule = new LinkedHashMap<>();
    for (String l : table) {
      String[] f = l.split(" ");
      if (f.length == 3) {
        byModule.computeIfAbsent(f[1], m -> new ArrayList<>()).add(f);
      }
    }
    List<Guard> guards = new ArrayList<>();
    for (Map.Entry<String, List<String[]>> e : byModule.entrySet()) {
      guards.addAll(symbolize(e.getKey(), e.getValue()));
    }
    return guards;
  }

  private static List<Guard> symbolize(String module, List<String[]> rows) throws IOException, InterruptedException {
    Path input = Files.createTempFile("tamis-pcs-", ".txt");
    try {
      Files.write(input, rows.stream().map(r -> "0x" + r[2]).toList(), StandardCharsets.US_ASCII);
      Process p = new ProcessBuilder(SYMBOLIZER, "--obj=" + module, "--inlines", "--functions=linkage",
          "--demangle").redirectInput(input.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      List<Guard> guards = read(rows, new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
      p.waitFor();
      return guards;
    } finally {
      Files.deleteIfExists(input);
    }
  }

  /** The symbolizer's answers: per address, frames of two lines (function, file:line:column), then a blank line. */
  static List<Guard> read(List<String[]> rows, String out) {
    List<Guard> guards = new ArrayList<>();
    String[] blocks = out.split("\n\n");
    for (int i = 0; i < Math.min(rows.size(), blocks.length); i++) {
      String[] lines = blocks[i].strip().split("\n");
      if (lines.length < 2) {
        continue;
      }
      String place = lines[1];
      int colon = place.lastIndexOf(':', place.lastIndexOf(':') - 1);
      String file = colon > 0 ? place.substring(0, colon) : place;
      int line = colon > 0 ? number(place.substring(colon + 1, place.lastIndexOf(':'))) : 0;
      guards.add(new Guard(Integer.parseInt(rows.get(i)[0]), lines[0], file, line));
    }
    return guards;
  }

  private static int number(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /**
   * The functions whose code changed, each with all of its edges. A function's lines run from its first edge's
   * line to the next function's in the same file (a block's edge sits on its first line only, so a change inside
   * straight-line code has no edge of its own); a changed line belongs to the function whose lines hold it.
   * {@code changed}: lines by path in the repository; a guard's file matches a path it ends with.
   */
  public Map<String, int[]> changedFunctions(Map<String, java.util.BitSet> changed) {
    Map<String, Map<String, List<Guard>>> byFile = new LinkedHashMap<>();
    guards.forEach(g -> byFile.computeIfAbsent(g.file(), f -> new LinkedHashMap<>())
        .computeIfAbsent(g.function(), f -> new ArrayList<>()).add(g));
    Map<String, int[]> out = new LinkedHashMap<>();
    byFile.forEach((file, functions) -> {
      java.util.BitSet lines = linesOf(file, changed);
      if (lines != null) {
        // Two static functions of one name in two files: one entry with the edges of both.
        changedIn(functions, lines).forEach(f -> out.merge(f, functions.get(f).stream().mapToInt(Guard::index)
            .toArray(), (a, b) -> java.util.stream.IntStream.concat(java.util.Arrays.stream(a),
                java.util.Arrays.stream(b)).toArray()));
      }
    });
    return out;
  }

  /** The functions of one file (by name, with their edges) that hold a changed line. */
  private static List<String> changedIn(Map<String, List<Guard>> functions, java.util.BitSet lines) {
    List<Map.Entry<String, Integer>> starts = new ArrayList<>();
    functions.forEach((f, gs) -> starts.add(Map.entry(f, gs.stream().mapToInt(Guard::line).filter(l -> l > 0)
        .min().orElse(Integer.MAX_VALUE))));
    starts.sort(Map.Entry.comparingByValue());
    List<String> hit = new ArrayList<>();
    for (int i = 0; i < starts.size(); i++) {
      int from = starts.get(i).getValue();
      int to = i + 1 < starts.size() ? starts.get(i + 1).getValue() : Integer.MAX_VALUE;
      int next = from == Integer.MAX_VALUE ? -1 : lines.nextSetBit(from);
      if (next >= 0 && next < to) {
        hit.add(starts.get(i).getKey());
      }
    }
    return hit;
  }

  private static java.util.BitSet linesOf(String file, Map<String, java.util.BitSet> changed) {
    for (Map.Entry<String, java.util.BitSet> e : changed.entrySet()) {
      if (file.equals(e.getKey()) || file.endsWith("/" + e.getKey())) {
        return e.getValue();
      }
    }
    return null;
  }
}
