package io.tamis.runner.coverage;

import java.util.ArrayList;
import java.util.List;

/** A {@link CoverageTable} as text for the terminal, as Markdown, and as tab-separated values for tools. */
public final class TableFormat {
  private TableFormat() {}

  /** Columns padded to line up, numbers right-aligned. */
  public static String text(CoverageTable t) {
    List<List<String>> cells = cells(t);
    int[] width = new int[cells.get(0).size()];
    for (List<String> row : cells) {
      for (int c = 0; c < row.size(); c++) {
        width[c] = Math.max(width[c], row.get(c).length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (List<String> row : cells) {
      StringBuilder line = new StringBuilder(pad(row.get(0), -width[0]));
      for (int c = 1; c < row.size(); c++) {
        line.append("  ").append(pad(row.get(c), width[c]));
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }

  public static String markdown(CoverageTable t) {
    List<List<String>> cells = cells(t);
    StringBuilder out = new StringBuilder();
    for (int r = 0; r < cells.size(); r++) {
      out.append("| ").append(String.join(" | ", cells.get(r))).append(" |\n");
      if (r == 0) {
        out.append("|---").append("|---:".repeat(cells.get(r).size() - 1)).append("|\n");
      }
    }
    return out.toString();
  }

  /** Whole numbers only, one column each: {@code G.lines_hit}, {@code G.lines_found}, ... */
  public static String tsv(CoverageTable t) {
    List<String> head = new ArrayList<>(List.of("directory"));
    for (String g : t.groups()) {
      head.addAll(List.of(g + ".lines_hit", g + ".lines_found", g + ".functions_hit", g + ".functions_found"));
    }
    List<String> inputs = inputs(t);
    inputs.forEach(i -> head.addAll(t.hasSeeds() ? List.of(i + ".beyond_seeds") : List.of()));
    inputs.forEach(i -> head.addAll(inputs.size() >= 2 ? List.of(i + ".only_here") : List.of()));
    StringBuilder out = new StringBuilder(String.join("\t", head)).append('\n');
    for (CoverageTable.Row r : rows(t)) {
      List<String> line = new ArrayList<>(List.of(r.directory()));
      for (Figures f : r.figures()) {
        line.addAll(List.of(f.linesHit() + "", f.linesFound() + "", f.functionsHit() + "", f.functionsFound() + ""));
      }
      r.beyondSeeds().forEach(n -> line.add(n.toString()));
      r.onlyHere().forEach(n -> line.add(n.toString()));
      out.append(String.join("\t", line)).append('\n');
    }
    return out.toString();
  }

  private static List<List<String>> cells(CoverageTable t) {
    List<List<String>> cells = new ArrayList<>();
    List<String> head = new ArrayList<>(List.of("directory"));
    t.groups().forEach(g -> head.addAll(List.of(g + " lines", g + " functions")));
    List<String> inputs = inputs(t);
    inputs.forEach(i -> head.addAll(t.hasSeeds() ? List.of(i + " beyond seeds") : List.of()));
    inputs.forEach(i -> head.addAll(inputs.size() >= 2 ? List.of(i + " only") : List.of()));
    cells.add(head);
    for (CoverageTable.Row r : rows(t)) {
      List<String> line = new ArrayList<>(List.of(r.directory()));
      r.figures().forEach(f -> line.addAll(List.of(f.lines(), f.functions())));
      r.beyondSeeds().forEach(n -> line.add(n.toString()));
      r.onlyHere().forEach(n -> line.add(n.toString()));
      cells.add(line);
    }
    return cells;
  }

  private static List<String> inputs(CoverageTable t) {
    return t.groups().subList(t.hasSeeds() ? 1 : 0, t.groups().size());
  }

  private static List<CoverageTable.Row> rows(CoverageTable t) {
    List<CoverageTable.Row> rows = new ArrayList<>(t.rows());
    rows.add(t.total());
    return rows;
  }

  private static String pad(String s, int width) {
    return String.format("%" + width + "s", s);
  }
}
