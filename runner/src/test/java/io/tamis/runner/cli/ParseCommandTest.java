package io.tamis.runner.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ParseCommandTest {
  @TempDir
  Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = new CommandLine(new Main());
    cli.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  private void write(String name, String text) throws IOException {
    Files.createDirectories(dir.resolve(name).getParent());
    Files.writeString(dir.resolve(name), text);
  }

  @Test
  void reportsEachBadFileAndGoesOn() throws IOException {
    write("a/1-good.smt2", "(declare-const x Int)(assert (> x 0))(check-sat)\n");
    write("a/2-bad.smt2", "(declare-const x Int)\n(assert (> x true))\n");
    write("b/3-truncated.smt2", "(assert (and true\n");
    write("b/4-good.smt2", "(assert true)\n");
    write("b/notes.txt", "not a script");
    int code = run("parse", "--check", "--roundtrip", dir.toString());
    String[] lines = out.toString().split("\n");
    assertEquals(1, code);
    assertEquals(3, lines.length, out.toString());
    assertTrue(lines[0].startsWith(dir.resolve("a/2-bad.smt2") + ":2:9: ill-sorted application of '>'"), lines[0]);
    assertTrue(lines[1].startsWith(dir.resolve("b/3-truncated.smt2") + ":2:1: unexpected end of input"), lines[1]);
    assertEquals("4 files, 2 errors", lines[2]);
  }

  @Test
  void cleanFilesExitZeroAndPrintNormalizedScripts() throws IOException {
    write("ok.smt2", "(set-logic QF_LIA)(declare-const |x| Int)(assert (let ((y (+ x 1))) (> y 0)))");
    int code = run("parse", "--print", dir.resolve("ok.smt2").toString());
    assertEquals(0, code, err.toString());
    assertEquals("(set-logic QF_LIA)\n(declare-const x Int)\n(assert (> (+ x 1) 0))\n", out.toString());
    assertEquals("1 files, 0 errors\n", err.toString());
  }

  @Test
  void missingPathIsAnErrorLineNotACrash() {
    int code = run("parse", dir.resolve("nope.smt2").toString());
    assertEquals(2, code);
    assertTrue(err.toString().contains("no such file or folder: " + dir.resolve("nope.smt2")), err.toString());
  }

  @Test
  void usageErrorsExitTwo() {
    assertEquals(2, run("parse"));
    assertTrue(err.toString().contains("Missing required parameter"), err.toString());
  }
}
