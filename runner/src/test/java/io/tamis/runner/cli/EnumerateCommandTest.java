package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code tamis enumerate}: exact output and exit codes. */
class EnumerateCommandTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    return new CommandLine(new EnumerateCommand()).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
        .execute(args);
  }

  @Test
  void countsPerSize() {
    assertEquals(0, run("--grammar", "Ints", "--et-order", "--counts", "--max-size", "3"));
    assertEquals("size\tcount\tcumulative\n0\t0\t0\n1\t80\t80\n2\t3600\t3680\n3\t222160\t225840\n",
        out.toString());
  }

  @Test
  void etTestsOnePerLineWithTheBoundedGuarantee() {
    assertEquals(0, run("--grammar", "Core", "--et-order", "--count", "6"));
    List<String> lines = out.toString().lines().toList();
    assertEquals(6, lines.size());
    assertEquals("( declare-const a Bool ) ( declare-const b Bool ) ( assert ( not false ) ) ( check-sat )",
        lines.get(5));
    assertEquals("wrote 6 tests, indices 0..6 (exclusive): all tests up to size 0, plus 1.35% of size 1\n",
        err.toString());
  }

  @Test
  void shardsOfStdoutConcatenate() {
    run("--grammar", "Ints", "--max-size", "2", "--from", "5");
    String whole = out.toString();
    StringBuilder joined = new StringBuilder();
    for (int i = 0; i < 7; i++) {
      out.getBuffer().setLength(0);
      assertEquals(0, run("--grammar", "Ints", "--max-size", "2", "--from", "5", "--shard", i + "/7"));
      joined.append(out);
    }
    assertEquals(whole, joined.toString());
  }

  @Test
  void filesNamedByIndexGiveEtsMd5InNameOrder(@TempDir Path dir) throws Exception {
    assertEquals(0, run("--grammar", "Bitvectors", "--et-order", "--count", "100", "--out", dir.toString()));
    MessageDigest md5 = MessageDigest.getInstance("MD5");
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.sorted().toList()) {
        md5.update(Files.readAllBytes(f));
      }
    }
    assertEquals("09afe38ea30ca3ae7eccff6ed176da01", HexFormat.of().formatHex(md5.digest()));
  }

  @Test
  void unknownGrammarAndUnboundedShardAreUsageErrors() throws IOException {
    assertEquals(2, run("--grammar", "NoSuchGrammar"));
    assertTrue(err.toString().contains("no packaged grammar NoSuchGrammar"), err.toString());
    assertEquals(2, run("--grammar", "Ints", "--shard", "1/2"));
    assertTrue(err.toString().contains("cannot be sharded"), err.toString());
    assertEquals(2, run("--grammar", "Ints", "--count", "3", "--max-size", "2"));
  }

  @Test
  void smtlibTestsAreSeparatedByAnEmptyLine() {
    assertEquals(0, run("--grammar", "Core", "--count", "2"));
    assertEquals("(set-logic QF_UF)\n(declare-const a Bool)\n(declare-const b Bool)\n(declare-const c Bool)\n"
        + "(assert true)\n(check-sat)\n\n(set-logic QF_UF)\n(declare-const a Bool)\n(declare-const b Bool)\n"
        + "(declare-const c Bool)\n(assert false)\n(check-sat)\n\n", out.toString());
  }

  @Test
  void derivedGrammarFromTheories() {
    assertEquals(0, run("--theories", "Ints", "--vars", "2", "--literals", "0", "--count", "2"));
    assertEquals("(set-logic ALL)\n(declare-const i1 Int)\n(declare-const i2 Int)\n(assert true)\n(check-sat)\n\n"
        + "(set-logic ALL)\n(declare-const i1 Int)\n(declare-const i2 Int)\n(assert false)\n(check-sat)\n\n",
        out.toString());
    assertEquals(2, run("--theories", "Ints", "--grammar", "Ints"));
  }

  @Test
  void shuffledLastLevelKeepsTheCompleteLevels() {
    assertEquals(0, run("--grammar", "Ints", "--et-order", "--count", "90", "--shuffle-last-level"));
    List<String> shuffled = out.toString().lines().toList();
    out.getBuffer().setLength(0);
    assertEquals(0, run("--grammar", "Ints", "--et-order", "--count", "90"));
    List<String> plain = out.toString().lines().toList();
    assertEquals(plain.subList(0, 80), shuffled.subList(0, 80));
    assertEquals(10, shuffled.subList(80, 90).stream().distinct().count());
    assertTrue(!plain.subList(80, 90).equals(shuffled.subList(80, 90)));
  }

  @Test
  void canonicalCountsAndTests() {
    assertEquals(0, run("--grammar", "Core", "--et-order", "--counts", "--canonical", "--max-size", "1"));
    // size 1 up to a<->b and commutativity: 3 (not) + 5 ops * 7 leaf pairs + 36 ite triples = 74
    assertEquals("size\tcount\tcumulative\tcanonical\n0\t4\t4\t3\n1\t148\t152\t74\n", out.toString());
    out.getBuffer().setLength(0);
    assertEquals(0, run("--grammar", "Core", "--et-order", "--canonical", "--max-size", "0"));
    assertEquals(List.of("( declare-const a Bool ) ( declare-const b Bool ) ( assert true ) ( check-sat )",
        "( declare-const a Bool ) ( declare-const b Bool ) ( assert false ) ( check-sat )",
        "( declare-const a Bool ) ( declare-const b Bool ) ( assert a ) ( check-sat )"), out.toString().lines().toList());
    assertTrue(err.toString().startsWith("wrote 3 tests (canonical), indices 0..4 (exclusive): all tests up to size 0"),
        err.toString());
  }
}
