package io.tamis.runner.coverage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * An lcov tracefile ({@code .info}) read for lines and functions: SF, DA, FN and FNDA (lcov 1.x), FNL and FNA
 * (lcov 2.x), end_of_record; branch records and checksums are skipped. Records of the same file are merged.
 */
public final class Tracefile {
  private final Map<String, FileCoverage> files;

  private Tracefile(Map<String, FileCoverage> files) {
    this.files = Collections.unmodifiableMap(files);
  }

  /** Each source file by its SF path, in path order. */
  public Map<String, FileCoverage> files() {
    return files;
  }

  /** The tracefile of no run at all. */
  public static Tracefile empty() {
    return new Tracefile(new TreeMap<>());
  }

  public static Tracefile read(Path info) {
    try (BufferedReader in = Files.newBufferedReader(info, StandardCharsets.UTF_8)) {
      return parse(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + info + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(info + ": " + e.getMessage(), e);
    }
  }

  public static Tracefile parse(BufferedReader in) throws IOException {
    Map<String, FileCoverage> files = new TreeMap<>();
    FileCoverage current = null;
    int number = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      number++;
      if (line.startsWith("SF:")) {
        current = files.computeIfAbsent(line.substring(3), f -> new FileCoverage());
      } else if (line.equals("end_of_record")) {
        current = null;
      } else if (current != null) {
        record(current, line, number);
      }
    }
    return new Tracefile(files);
  }

  /** One line of a file's record. lcov 2's FNA names its function; its FNL only places it. */
  private static void record(FileCoverage file, String line, int number) {
    int colon = line.indexOf(':');
    if (colon < 0) {
      return;
    }
    String[] f = line.substring(colon + 1).split(",", 3);
    try {
      switch (line.substring(0, colon)) {
        case "DA" -> file.line(Integer.parseInt(f[0]), count(f[1]));
        case "FN" -> file.function(f[f.length - 1]);
        case "FNDA" -> file.functionHit(f[1], count(f[0]));
        case "FNA" -> file.functionHit(f[2], count(f[1]));
        default -> { } // TN, FNL, LF/LH, FNF/FNH, BRDA, BRF/BRH, VER: not needed, or counted here anew
      }
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("line " + number + ": not an lcov record: " + line, e);
    }
  }

  /** A count as lcov writes it: a whole number, sometimes negative or huge from a broken .gcda. */
  private static long count(String s) {
    return (long) Double.parseDouble(s);
  }
}
