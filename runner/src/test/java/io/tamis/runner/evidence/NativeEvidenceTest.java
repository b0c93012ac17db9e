package io.tamis.runner.evidence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.oracle.Finding;
import io.tamis.runner.oracle.Oracle;
import io.tamis.runner.oracle.Outcome;
import io.tamis.runner.oracle.Verdict;
import io.tamis.solvers.pool.ProcessRun;
import io.tamis.solvers.solver.Executables;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Native evidence read from real crashes: tiny C programs compiled here stand in for solvers (a heap use
 * after free under AddressSanitizer, a failed assert(), a segfault with symbols under gdb); z3's and
 * cvc5's assertion formats as their sources print them. Needs cc and gdb: CI installs both.
 */
class NativeEvidenceTest {
  private static final String USE_AFTER_FREE = """
      #include <stdlib.h>
      int use(int *p) { return p[1]; }
      int main(void) { int *p = malloc(8); free(p); return use(p); }
      """;
  private static final String ASSERT = """
      #include <assert.h>
      int check(int x) { assert(x > 1); return x; }
      int main(int argc, char **argv) { return check(argc); }
      """;
  private static final String SEGFAULT = """
      int store(int *p) { *p = 1; return 0; }
      int relay(int *p) { return store(p); }
      int main(void) { return relay(0); }
      """;

  @TempDir
  Path dir;

  @Test
  void addressSanitizerGivesTheAccessStackOfTheProgramsOwnFrames() throws Exception {
    String stderr = run(compile("uaf", USE_AFTER_FREE, "-fsanitize=address")).stderr;
    Stack s = Stacks.read(stderr);
    assertNotNull(s, stderr);
    assertEquals(Stack.ASAN, s.source());
    assertEquals("heap-use-after-free", s.error());
    assertEquals(List.of("use", "main"), s.frames().stream().map(Frame::function).toList(), stderr);
    assertTrue(s.frames().get(0).file().endsWith("uaf.c"), s.frames().get(0)::toString);
    assertEquals(2, s.frames().get(0).line());
    assertEquals("use < main", s.key());
  }

  @Test
  void failedAssertGivesItsFileLineAndFunction() throws Exception {
    String stderr = run(compile("assert", ASSERT)).stderr;
    Stack s = Stacks.read(stderr);
    assertNotNull(s, stderr);
    assertEquals(Stack.ASSERTION, s.source());
    assertEquals("x > 1", s.error());
    assertEquals(new Frame("check", s.frames().get(0).file(), 2), s.frames().get(0));
    assertEquals("assert.c:2", s.key());
  }

  @Test
  void gdbFollowsALauncherScriptToTheSegfault() throws Exception {
    Path program = compile("segv", SEGFAULT);
    Path launcher = dir.resolve("solver");
    Files.writeString(launcher, "#!/bin/sh\nexec env FOO=1 \"" + program + "\" \"$@\"\n");
    launcher.toFile().setExecutable(true);
    Gdb gdb = Gdb.find();
    assertNotNull(gdb, "gdb is not installed (CI installs it)");
    SolverConfig config = SolverProfiles.bundled().config(launcher.toString(), Duration.ofSeconds(10));
    Stack s = gdb.backtrace(config, "(check-sat)\n".getBytes(StandardCharsets.UTF_8));
    assertNotNull(s);
    assertEquals(Stack.GDB, s.source());
    assertEquals("SIGSEGV", s.error());
    assertEquals(List.of("store", "relay", "main"), s.frames().stream().map(Frame::function).toList());
    assertEquals(1, s.frames().get(0).line());
    assertTrue(Gdb.applies(11, launcher.toString()));
    assertTrue(!Gdb.applies(9, launcher.toString()), "a kill from outside is no crash");
  }

  @Test
  void gdbGivesNothingForAProgramThatDoesNotCrash() throws Exception {
    Gdb gdb = Gdb.find();
    assertNotNull(gdb, "gdb is not installed (CI installs it)");
    SolverConfig config = SolverProfiles.bundled().config("/bin/true", Duration.ofSeconds(10));
    assertNull(gdb.backtrace(config, new byte[0]));
  }

  @Test
  void z3sAssertionViolationByFileAndLine() {
    Stack s = Stacks.read(z3Violation("/home/build/z3/src/ast/ast.cpp", 412));
    assertEquals(new Frame(null, "/home/build/z3/src/ast/ast.cpp", 412), s.frames().get(0));
    assertEquals("n->get_ref_count() > 0", s.error());
    assertEquals("ast.cpp:412", s.key());
    assertEquals(s.key(), Stacks.read(z3Violation("../src/ast/ast.cpp", 412)).key());
    assertNotEquals(s.key(), Stacks.read(z3Violation("../src/ast/ast.cpp", 977)).key());
  }

  @Test
  void cvc5sFatalFailureByFileLineAndFunction() {
    Stack s = Stacks.read("Fatal failure within void cvc5::internal::theory::arith::Foo::bar(cvc5::internal::Node)"
        + " at /src/theory/arith/foo.cpp:77\nCheck failure\n\n  d_value > 0\n\nInternal error detected\n");
    assertEquals(new Frame("void cvc5::internal::theory::arith::Foo::bar(cvc5::internal::Node)",
        "/src/theory/arith/foo.cpp", 77), s.frames().get(0));
    assertEquals("Check failure", s.error());
    assertEquals("foo.cpp:77", s.key());
  }

  @Test
  void undefinedBehaviorWithoutAStackByItsPlace() {
    Stack s = Stacks.read("src/terms/rationals.c:120:14: runtime error: signed integer overflow: "
        + "2147483647 + 1 cannot be represented in type 'int'\nsat\n");
    assertEquals(Stack.UBSAN, s.source());
    assertEquals("signed integer overflow", s.error());
    assertEquals("rationals.c:120", s.key());
  }

  @Test
  void noEvidenceInAnOrdinaryError() {
    assertNull(Stacks.read("(error \"line 3 column 10: unknown constant x\")\n"));
    assertNull(Stacks.read(""));
  }

  @Test
  void crashesWithTheSameFramesAreOneFindingWhateverTheirMessage() throws Exception {
    String stderr = run(compile("uaf", USE_AFTER_FREE, "-fsanitize=address")).stderr;
    String a = crashKey("ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000014", stderr);
    String b = crashKey("exit code 1 without an answer", stderr);
    assertEquals(a, b);
    assertEquals("crash|yices2|at use < main", a);
    assertTrue(DedupKeys.byFrames(a));
  }

  @Test
  void crashesWithTheSameSignalAndOtherFramesAreTwoFindings() {
    String inStore = asanSegv("store", "relay");
    String inRelay = asanSegv("relay", "main");
    assertNotEquals(crashKey("signal 11", inStore), crashKey("signal 11", inRelay));
    assertEquals("crash|yices2|at store < relay < main", crashKey("signal 11", inStore));
  }

  /**
   * A stack overflow stops anywhere in its cycle and in whatever the cycle calls (cvc5 main's ArithEntail::check,
   * findApprox and findApproxInternal, under an allocation): one key for every phase. Two calls of one function
   * deep in an ordinary stack are no such cycle.
   */
  @Test
  void aStackOverflowIsKeyedByItsCycleWhereverItStopped() {
    List<String> cycle = List.of("check", "findApprox", "findApproxInternal");
    List<String> keys = new ArrayList<>();
    for (int phase = 0; phase < 3; phase++) {
      List<Frame> frames = new ArrayList<>(List.of(new Frame("_int_malloc", null, 0), new Frame("operator new", null,
          0)).subList(0, phase % 2 + 1));
      for (int i = 0; frames.size() < Stack.FRAMES; i++) {
        frames.add(new Frame(cycle.get((phase + i) % 3), null, 0));
      }
      keys.add(new Stack(Stack.GDB, "SIGSEGV", frames).key());
    }
    assertEquals(List.of("recursion of check | findApprox | findApproxInternal"), keys.stream().distinct().toList());
    List<Frame> ordinary = new ArrayList<>();
    for (String f : List.of("store", "relay", "a", "b", "c", "d", "rewrite", "rewrite")) {
      ordinary.add(new Frame(f, null, 0));
    }
    assertEquals("store < relay < a", new Stack(Stack.GDB, "SIGSEGV", ordinary).key());
  }

  @Test
  void aCrashWithoutEvidenceKeepsItsMessageKey() {
    assertEquals(DedupKeys.crash("yices2", "signal 11", "QF_LIA"), crashKey("signal 11", "Segmentation fault\n"));
    assertTrue(!DedupKeys.byFrames(crashKey("signal 11", "")));
  }

  /** An ASan SEGV report as the runtime prints it, with the runtime's and libc's frames around the program's. */
  private static String asanSegv(String inner, String outer) {
    return "AddressSanitizer:DEADLYSIGNAL\n=================================================================\n"
        + "==4242==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000 (pc 0x55d0 bp 0x7ffd sp 0x7ffd T0)\n"
        + "==4242==The signal is caused by a WRITE memory access.\n"
        + "==4242==Hint: address points to the zero page.\n"
        + "    #0 0x55d0 in " + inner + "(int*) /build/yices2/src/x.c:3:5\n"
        + "    #1 0x55d1 in " + outer + "(int*) /build/yices2/src/x.c:9:3\n"
        + "    #2 0x55d2 in main /build/yices2/src/main.c:12:1\n"
        + "    #3 0x7f44 in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58\n"
        + "    #4 0x7f45 (/lib/x86_64-linux-gnu/libc.so.6+0x271ca) (BuildId: 0a1b2c)\n"
        + "    #5 0x55d3 in _start (/build/yices2/bin/yices+0x10b0)\n\n"
        + "AddressSanitizer can not provide additional info.\n==4242==ABORTING\n";
  }

  private static String crashKey(String detail, String stderr) {
    ProcessRun run = new ProcessRun(List.of("yices2"), 1, 0, false, false, 1_000_000, -1, "", 0, stderr,
        stderr.length(), null);
    Outcome o = new Outcome("yices2", Verdict.CRASH, List.of(), detail, null, run);
    List<Finding> f = Oracle.judge(List.of(o), null, "QF_LIA");
    assertEquals(1, f.size(), f::toString);
    return f.get(0).dedupKey();
  }

  private static String z3Violation(String file, int line) {
    return "ASSERTION VIOLATION\nFile: " + file + "\nLine: " + line + "\nn->get_ref_count() > 0\n"
        + "(C)ontinue, (A)bort, (S)top, (T)hrow exception, Invoke (G)DB\n";
  }

  private Path compile(String name, String source, String... flags) throws Exception {
    assertNotNull(Executables.find("cc"), "cc is not installed (CI installs gcc)");
    Path c = Files.writeString(dir.resolve(name + ".c"), source);
    Path exe = dir.resolve(name);
    List<String> argv = new ArrayList<>(List.of("cc", "-g", "-O0"));
    argv.addAll(List.of(flags));
    argv.addAll(List.of(c.toString(), "-o", exe.toString()));
    Result r = run(argv.toArray(String[]::new));
    assertEquals(0, r.exit, r.stderr);
    return exe;
  }

  private record Result(int exit, String stderr) {}

  private static Result run(Path program) throws IOException, InterruptedException {
    return run(program.toString());
  }

  private static Result run(String... argv) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(argv).redirectOutput(ProcessBuilder.Redirect.DISCARD);
    pb.environment().putAll(Map.of("ASAN_OPTIONS", "detect_leaks=0"));
    Process p = pb.start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running: " + String.join(" ", argv));
    return new Result(p.exitValue(), err);
  }
}
