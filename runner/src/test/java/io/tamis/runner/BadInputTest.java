package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * No user mistake is an internal error: every command, given a missing path, an empty folder, an unreadable
 * file, a bad number, duration or spec, says what is wrong in one line and exits with 2. The lines go to
 * target/bad-inputs.md, a table to read them all at once.
 */
class BadInputTest {
  @TempDir
  static Path dir;

  private static final Map<String, String> PLACES = new TreeMap<>();
  private static final List<String> ROWS = new ArrayList<>();

  @BeforeAll
  static void places() throws Exception {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Path script = Files.writeString(dir.resolve("a.smt2"), "(set-logic QF_LIA)\n(check-sat)\n");
    Path unreadable = Files.writeString(dir.resolve("unreadable.smt2"), "(check-sat)\n");
    Files.setPosixFilePermissions(unreadable, PosixFilePermissions.fromString("---------"));
    PLACES.put("MISSING", dir.resolve("missing").toString());
    PLACES.put("EMPTY", empty.toString());
    PLACES.put("UNREADABLE", unreadable.toString());
    PLACES.put("SCRIPT", script.toString());
    PLACES.put("NEW", dir.resolve("new").toString());
    PLACES.put("SAT", FakeSolvers.path("sat.sh").toString());
    PLACES.put("FINDING", finding(script).toString());
  }

  /** A finding of two fake solvers that disagree, for the commands that take one. */
  private static Path finding(Path script) throws Exception {
    Path out = dir.resolve("campaign");
    Cli.run("check", "--solvers", FakeSolvers.path("sat.sh") + ";" + FakeSolvers.path("unsat.sh"), "--out",
        out.toString(), script.toString());
    try (var folders = Files.list(out)) {
      return folders.filter(p -> Files.isRegularFile(p.resolve("finding.json"))).findFirst().orElseThrow();
    }
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      a missing path      | parse MISSING
      an empty folder     | parse EMPTY
      an unreadable file  | parse UNREADABLE
      a missing path      | check --solvers SAT MISSING
      an empty folder     | check --solvers SAT EMPTY
      an unreadable file  | check --solvers SAT UNREADABLE
      a file as --out     | check --solvers SAT --out SCRIPT SCRIPT
      a negative number   | check --solvers SAT --jobs -1 SCRIPT
      zero jobs           | check --solvers SAT --jobs 0 SCRIPT
      not a number        | check --solvers SAT --jobs abc SCRIPT
      a zero timeout      | check --solvers SAT --timeout 0 SCRIPT
      not a number        | check --solvers SAT --timeout abc SCRIPT
      a bad share         | check --solvers SAT --vary-options 2 SCRIPT
      a bad spec          | check --solvers z3@nonsense SCRIPT
      an unknown solver   | check --solvers nosuchsolver SCRIPT
      a missing path      | check --solvers SAT --solver-config MISSING SCRIPT
      a missing path      | fuzz --solvers SAT --seeds MISSING
      an empty folder     | fuzz --solvers SAT --seeds EMPTY
      a negative number   | fuzz --solvers SAT --max-tests -1
      not a number        | fuzz --solvers SAT --max-tests abc
      a bad duration      | fuzz --solvers SAT --time abc
      a negative duration | fuzz --solvers SAT --time -5s
      a bad share         | fuzz --solvers SAT --push-pop 2
      a bad shard         | fuzz --solvers SAT --shard 3/2
      a bad spec          | fuzz --solvers SAT --budget nonsense
      an unknown name     | fuzz --solvers SAT --generator nosuch
      a bad spec          | fuzz --solvers z3@nonsense
      a missing path      | fuzz --resume MISSING
      an empty folder     | fuzz --resume EMPTY
      a missing path      | mutate --seed MISSING
      a folder, not file  | mutate --seed EMPTY
      an unreadable file  | mutate --seed UNREADABLE
      a negative number   | mutate --seed SCRIPT -n -1
      not a number        | mutate --seed SCRIPT -n abc
      a bad share         | mutate --seed SCRIPT --widen 2
      an unknown name     | mutate --seed SCRIPT --generator nosuch
      a missing path      | mutate --seed SCRIPT --model MISSING
      an unknown name     | enumerate --grammar nosuch
      a negative number   | enumerate --theories Ints --max-size -1
      not a number        | enumerate --theories Ints --max-size abc
      a negative number   | enumerate --theories Ints --count -1
      not a number        | enumerate --theories Ints --vars abc
      a bad duration      | enumerate --theories Ints --time abc
      a bad shard         | enumerate --theories Ints --max-size 1 --shard 0/0
      a bad spec          | enumerate --theories Ints --max-size 1 --solvers z3@nonsense
      a missing path      | replay MISSING
      an empty folder     | replay EMPTY
      a zero timeout      | recheck --timeout 0 EMPTY
      a negative number   | enumerate --theories Ints --from -3
      a missing path      | recheck MISSING
      an empty folder     | recheck EMPTY
      zero runs           | recheck --runs 0 EMPTY
      not a number        | recheck --runs abc EMPTY
      a bad spec          | recheck --solvers z3@nonsense FINDING
      an unknown solver   | report --solvers nosuchsolver@1 FINDING
      an unknown solver   | bisect --solver nosuchsolver FINDING
      a bad duration      | reduce --timeout abc FINDING
      a missing path      | reduce MISSING
      an empty folder     | reduce EMPTY
      a bad duration      | reduce --time abc EMPTY
      a bad duration      | reduce --timeout -1 EMPTY
      a missing path      | bisect MISSING
      an empty folder     | bisect EMPTY
      a bad duration      | bisect --budget abc EMPTY
      zero jobs           | bisect --jobs 0 EMPTY
      a missing path      | report MISSING
      an empty folder     | report EMPTY
      a missing path      | triage MISSING
      an empty folder     | triage EMPTY
      a negative number   | triage --quota -1 EMPTY
      not a number        | triage --quota abc EMPTY
      a missing path      | merge MISSING --out NEW
      an empty folder     | merge EMPTY --out NEW
      a file, not folder  | merge SCRIPT --out NEW
      a bad spec          | solvers install z3@nonsense
      an unknown solver   | solvers install nosuchsolver
      an unknown solver   | solvers install nosuchsolver@1.0
      an unknown solver   | solvers build nosuchsolver@main
      zero jobs           | solvers build z3@main --jobs 0
      a bad spec          | solvers remove z3@nonsense
      an unknown solver   | solvers remove nosuchsolver
      a zero timeout      | solvers --timeout 0
      """)
  void aUserMistakeIsOneLineAndExitCode2(String input, String command) {
    assumeFalse(command.contains("UNREADABLE") && Files.isReadable(Path.of(PLACES.get("UNREADABLE"))),
        "chmod 000 does not stop root from reading: the unreadable-file case needs a user without root");
    String[] args = Arrays.stream(command.split(" ")).map(w -> PLACES.getOrDefault(w, w)).toArray(String[]::new);
    Cli r = Cli.run(args);
    String said = r.out() + r.err();
    ROWS.add("| " + input + " | `tamis " + command + "` | " + r.err().strip().replace("|", "\\|") + " |");
    assertEquals(2, r.exit(), said);
    assertEquals(1, r.err().lines().count(), said);
    assertFalse(said.contains("Exception") || said.contains("at io."), said);
  }

  @AfterAll
  static void table() throws Exception {
    List<String> lines = new ArrayList<>(List.of("| input | command | the line printed |", "|---|---|---|"));
    lines.addAll(ROWS.stream().map(row -> row.replace(dir.toString(), "DIR")).toList());
    Files.writeString(Path.of("target", "bad-inputs.md"), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
  }
}
