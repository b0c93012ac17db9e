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
      ProcessBuilder pb = new ProcessBuilder(launcher.toString(), "--version").redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD);
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
   * The functions whose code changed: each function with an edge on a changed line ({@code changed}: lines by
   * path in the repository; a guard's file matches a path it ends with), and all of its edges.
   */
  public Map<String, int[]> changedFunctions(Map<String, java.util.BitSet> changed) {
    Map<String, List<Guard>> byFunction = new LinkedHashMap<>();
    guards.forEach(g -> byFunction.computeIfAbsent(g.function(), f -> new ArrayList<>()).add(g));
    Map<String, int[]> out = new LinkedHashMap<>();
    for (Map.Entry<String, List<Guard>> e : byFunction.entrySet()) {
      if (e.getValue().stream().anyMatch(g -> onChangedLine(g, changed))) {
        out.put(e.getKey(), e.getValue().stream().mapToInt(Guard::index).toArray());
      }
    }
    return out;
  }

  private static boolean onChangedLine(Guard g, Map<String, java.util.BitSet> changed) {
    for (Map.Entry<String, java.util.BitSet> e : changed.entrySet()) {
      if ((g.file().equals(e.getKey()) || g.file().endsWith("/" + e.getKey())) && e.getValue().get(g.line())) {
        return true;
      }
    }
    return false;
  }
}
