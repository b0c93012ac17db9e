package io.tamis.runner.coverage;

import io.tamis.runner.journal.Journal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What one input of {@code tamis coverage} contributes: scripts to run, or the counts a campaign already wrote
 * ({@code DIR/gcda/}, a {@code GCOV_PREFIX} tree).
 *
 * @param name its columns' name, also its files' ({@code NAME.info})
 * @param gcda the campaign's counts, or null when the scripts are run
 */
public record CoverageInput(String name, Path path, List<Path> scripts, Path gcda) {
  public static final String GCDA = "gcda";

  public CoverageInput {
    scripts = List.copyOf(scripts);
  }

  public static boolean isCampaign(Path p) {
    return Files.isRegularFile(p.resolve(Journal.FILE));
  }

  /**
   * The counts of a folder that holds {@code gcda/} (a campaign's on a +gcov build, or any run given
   * {@code GCOV_PREFIX=DIR/gcda}: another fuzzer's), else a campaign's corpus and findings ({@code corpus/*.smt2},
   * {@code *}{@code /test.smt2}); any other folder's {@code *.smt2} files at any depth; a file itself.
   */
  public static CoverageInput of(String name, Path p) throws IOException {
    if (Files.isDirectory(p.resolve(GCDA))) {
      return new CoverageInput(name, p, List.of(), p.resolve(GCDA));
    }
    if (isCampaign(p)) {
      List<Path> scripts = new ArrayList<>(smt2(p.resolve("corpus"), 1));
      try (Stream<Path> findings = Files.list(p)) {
        findings.map(f -> f.resolve("test.smt2")).filter(Files::isRegularFile).sorted().forEach(scripts::add);
      }
      return new CoverageInput(name, p, scripts, null);
    }
    return new CoverageInput(name, p, Files.isDirectory(p) ? smt2(p, Integer.MAX_VALUE) : List.of(p), null);
  }

  private static List<Path> smt2(Path folder, int depth) throws IOException {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(folder, depth)) {
      return walk.filter(f -> f.toString().endsWith(".smt2") && Files.isRegularFile(f)).sorted().toList();
    }
  }

  /** What it is, for the progress lines: "312 scripts" or "a campaign's counts". */
  public String said() {
    return gcda != null ? "the counts in " + gcda : scripts.size() + " scripts";
  }
}
