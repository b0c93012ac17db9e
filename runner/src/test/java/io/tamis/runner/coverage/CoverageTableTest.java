package io.tamis.runner.coverage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The tracefile reader and the per-directory table, on tracefiles small enough to count by hand. */
class CoverageTableTest {
  /** Seeds: a.c lines 1-2 of 4 and f of f,g; b.c line 1 of 2. The header h.h appears twice: one file. */
  private static final String SEEDS = """
      TN:
      SF:src/x/a.c
      FN:1,f
      FN:3,g
      FNDA:5,f
      FNDA:0,g
      DA:1,5
      DA:2,1
      DA:3,0
      DA:4,0
      end_of_record
      SF:src/y/b.c
      DA:1,1,abcdef
      DA:2,0
      end_of_record
      SF:src/x/h.h
      FN:7,inline_h
      FNDA:0,inline_h
      DA:7,0
      DA:8,0
      end_of_record
      SF:src/x/h.h
      FN:7,inline_h
      FNDA:2,inline_h
      DA:7,2
      DA:9,0
      end_of_record
      """;
  /** Input one: a.c lines 2-4, b.c nothing; written as lcov 2 writes functions (FNL, FNA). */
  private static final String ONE = """
      SF:src/x/a.c
      FNL:0,1,2
      FNA:0,0,f
      FNL:1,3,4
      FNA:1,3,g
      DA:1,0
      DA:2,1
      DA:3,1
      DA:4,7
      LF:4
      LH:3
      end_of_record
      SF:src/y/b.c
      DA:1,0
      DA:2,0
      end_of_record
      """;
  /** Input two: a.c line 3, b.c line 2. */
  private static final String TWO = """
      SF:src/x/a.c
      DA:1,0
      DA:2,0
      DA:3,1
      DA:4,0
      end_of_record
      SF:src/y/b.c
      DA:1,0
      DA:2,4
      end_of_record
      """;

  private static Tracefile parse(String text) throws IOException {
    return Tracefile.parse(new BufferedReader(new StringReader(text)));
  }

  @Test
  void readsLinesAndFunctionsMergingRecordsOfOneFile() throws IOException {
    Tracefile t = parse(SEEDS);
    assertEquals(List.of("src/x/a.c", "src/x/h.h", "src/y/b.c"), List.copyOf(t.files().keySet()));
    assertEquals(new Figures(2, 4, 1, 2), t.files().get("src/x/a.c").figures());
    assertEquals(new Figures(1, 3, 1, 1), t.files().get("src/x/h.h").figures());
    assertEquals(new Figures(1, 2, 0, 0), t.files().get("src/y/b.c").figures());
  }

  @Test
  void readsLcovTwosFunctionRecords() throws IOException {
    assertEquals(new Figures(3, 4, 1, 2), parse(ONE).files().get("src/x/a.c").figures());
  }

  @Test
  void aMalformedRecordNamesItsLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse("SF:a.c\nDA:x,1\n"));
    assertEquals("line 2: not an lcov record: DA:x,1", e.getMessage());
  }

  @Test
  void addsUpDirectoriesLargestFirst() throws IOException {
    CoverageTable t = CoverageTable.of(parse(SEEDS), List.of(new Reached("one", parse(ONE))), 0);
    assertEquals(List.of("src/x", "src/y"), t.rows().stream().map(CoverageTable.Row::directory).toList());
    assertEquals(List.of(new Figures(3, 7, 2, 3), new Figures(3, 4, 1, 2)), t.rows().get(0).figures());
    assertEquals(List.of(new Figures(4, 9, 2, 3), new Figures(3, 6, 1, 2)), t.total().figures());
    assertEquals(List.of("seeds", "one"), t.groups());
  }

  /**
   * Seeds hit a.c 1-2, b.c 1, h.h 7; one hits a.c 2-4; two hits a.c 3, b.c 2. Beyond the seeds: one a.c 3-4
   * (2), two a.c 3 and b.c 2 (2). Only there: one a.c 4 (1), two b.c 2 (1).
   */
  @Test
  void countsLinesBeyondTheSeedsAndLinesOnlyOneInputHit() throws IOException {
    CoverageTable t = CoverageTable.of(parse(SEEDS), List.of(new Reached("one", parse(ONE)),
        new Reached("two", parse(TWO))), 0);
    assertEquals(List.of(2L, 2L), t.total().beyondSeeds());
    assertEquals(List.of(1L, 1L), t.total().onlyHere());
    CoverageTable.Row y = t.rows().get(1);
    assertEquals("src/y", y.directory());
    assertEquals(List.of(0L, 1L), y.beyondSeeds());
    assertEquals(List.of(0L, 1L), y.onlyHere());
  }

  @Test
  void withoutSeedsOrASecondInputThoseColumnsAreLeftOut() throws IOException {
    CoverageTable t = CoverageTable.of(null, List.of(new Reached("one", parse(ONE))), 0);
    assertEquals(List.of(), t.total().beyondSeeds());
    assertEquals(List.of(), t.total().onlyHere());
    assertEquals("""
        directory\tone.lines_hit\tone.lines_found\tone.functions_hit\tone.functions_found
        src/x\t3\t4\t1\t2
        src/y\t0\t2\t0\t0
        total\t3\t6\t1\t2
        """, TableFormat.tsv(t));
    assertEquals("""
        directory    one lines  one functions
        src/x      3/4 (75.0%)    1/2 (50.0%)
        src/y       0/2 (0.0%)        0/0 (-)
        total      3/6 (50.0%)    1/2 (50.0%)
        """, TableFormat.text(t));
  }

  @ParameterizedTest
  @CsvSource({"0,0,-", "0,10,0.0%", "1,3,33.3%", "1,1000000,0.1%", "999999,1000000,99.9%", "5,5,100.0%",
      "1,8,12.5%", "3,16,18.8%"})
  void percentsAsLcovPrintsThem(long hit, long found, String shown) {
    assertEquals(shown, Figures.percent(hit, found));
  }

  @ParameterizedTest
  @CsvSource({"src/solvers/bv/bvsolver.c,0,src/solvers/bv", "src/solvers/bv/bvsolver.c,2,src/solvers",
      "src/solvers/bv/bvsolver.c,5,src/solvers/bv", "main.c,0,.", "/usr/include/c++/12/bits/a.h,2,/usr/include"})
  void directoriesByDepth(String file, int depth, String directory) {
    assertEquals(directory, Directories.of(file, depth));
  }
}
