package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.core.gen.TestCase;
import io.tamis.runner.oracle.DedupKeys;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.runner.store.SolverRecord;
import io.tamis.solvers.solver.LogicFamily;
import io.tamis.solvers.solver.OptionSet;
import io.tamis.solvers.solver.OptionVariation;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --vary-options}: which tests get which option set, and what a finding records of it. */
class OptionVariationTest {
  private static final List<String> SETS = List.of("a=1", "b=2 c=3", "--d");
  private static final List<OptionSet> OPTION_SETS = SETS.stream().map(OptionSet::of).toList();
  private static final byte[] NO_SCRIPT = new byte[0];

  @TempDir
  Path dir;

  @Test
  void theShareOfTestsAndTheSetsAreDrawnEvenlyAndRepeatably() {
    OptionVariation v = new OptionVariation(OPTION_SETS, 0.3);
    Map<String, Integer> drawn = new HashMap<>();
    int varied = 0;
    int same = 0;
    for (long seed = 0; seed < 30_000; seed++) {
      String set = v.pick(seed * 0x5DEECE66DL, 0, null, NO_SCRIPT);
      assertEquals(set, v.pick(seed * 0x5DEECE66DL, 0, null, NO_SCRIPT));
      String other = v.pick(seed * 0x5DEECE66DL, 1, null, NO_SCRIPT);
      same += set != null && set.equals(other) ? 1 : 0;
      if (set != null) {
        varied++;
        drawn.merge(set, 1, Integer::sum);
      }
    }
    assertTrue(varied > 8_500 && varied < 9_500, "30% of 30,000: " + varied);
    for (String s : SETS) {
      assertTrue(drawn.get(s) > 2_700 && drawn.get(s) < 3_300, drawn::toString);
    }
    // Independent draws for two configurations agree on a set in about 0.3 * 0.3 / 3 of the tests.
    assertTrue(same > 700 && same < 1_100, "same set on both configurations: " + same);
  }

  @Test
  void shareZeroAndOneAndOutOfRange() {
    for (long seed = 0; seed < 1_000; seed++) {
      assertNull(new OptionVariation(OPTION_SETS, 0).pick(seed, 0, null, NO_SCRIPT));
      assertTrue(SETS.contains(new OptionVariation(OPTION_SETS, 1).pick(seed, 0, null, NO_SCRIPT)));
      assertNull(new OptionVariation(List.of(), 1).pick(seed, 0, null, NO_SCRIPT));
    }
    assertThrows(IllegalArgumentException.class, () -> new OptionVariation(OPTION_SETS, 1.5));
    assertThrows(IllegalArgumentException.class, () -> new OptionVariation(OPTION_SETS, Double.NaN));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      QF_S        | strings
      QF_SLIA     | strings arithmetic
      QF_LIA      | arithmetic
      QF_NRA      | nonlinear arithmetic
      QF_IDL      | arithmetic
      LIA         | quantifiers arithmetic
      QF_ABVFP    | arrays bitvectors floatingpoint
      AUFBVDTNIRA | quantifiers nonlinear arithmetic bitvectors arrays datatypes
      QF_UF       | ''
      QF_AX       | arrays
      UFDT        | quantifiers datatypes
      QF_UFBVFS   | bitvectors
      QF_UFLIAFS  | arithmetic
      UFDTSLIA    | quantifiers strings arithmetic datatypes
      ASLIA       | quantifiers strings arithmetic arrays
      QF_NRAT     | nonlinear arithmetic
      QF_SEQ      | ''
      QF_SNIRA    | strings nonlinear arithmetic
      QF_UFSLIA   | strings arithmetic
      """)
  void logicFamiliesComeFromTheLogicsName(String logic, String families) {
    Set<String> want = families.isEmpty() ? Set.of() : Set.of(families.split(" "));
    Set<String> got = new HashSet<>();
    for (LogicFamily f : LogicFamily.values()) {
      if (f.has(logic)) {
        got.add(f.label());
      }
    }
    assertEquals(want, got, logic);
  }

  /** A set meant for some families is drawn only for their logics; every set fits an unknown logic. */
  @Test
  void setsAreDrawnAmongThoseMeantForTheLogic() {
    OptionSet strings = new OptionSet("--strings", List.of(LogicFamily.STRINGS), List.of());
    OptionSet notStrings = new OptionSet("--core", List.of(), List.of(LogicFamily.STRINGS));
    OptionVariation v = new OptionVariation(List.of(strings, notStrings), 1);
    Map<String, Set<String>> drawn = new HashMap<>();
    for (String logic : new String[] {"QF_SLIA", "QF_LIA", "ALL"}) {
      for (long seed = 0; seed < 200; seed++) {
        drawn.computeIfAbsent(logic, k -> new HashSet<>()).add(v.pick(seed, 0, logic, NO_SCRIPT));
      }
    }
    assertEquals(Set.of("--strings"), drawn.get("QF_SLIA"));
    assertEquals(Set.of("--core"), drawn.get("QF_LIA"));
    assertEquals(Set.of("--strings", "--core"), drawn.get("ALL"));
    assertNull(new OptionVariation(List.of(strings), 1).pick(1, 0, "QF_BV", NO_SCRIPT),
        "no set fits: no variation");
  }

  /** A set with operators to avoid (a known bug's trigger) is not drawn for a script that applies one. */
  @Test
  void aSetIsNotDrawnForAScriptApplyingAnOperatorItAvoids() {
    OptionSet z3str3 = new OptionSet("str3", List.of(LogicFamily.STRINGS), List.of(), List.of("str.<", "str.<="));
    OptionVariation v = new OptionVariation(List.of(z3str3, OptionSet.of("other")), 1);
    String[] scripts = {"(assert (str.< x y))", "(assert (not\n(str.<=\ty x)))", "(assert (str.<(str.++ x x) y))",
        "(assert (str.prefixof x y))", "(assert (= \"str.<\" x))"};
    List<Set<String>> drawn = new ArrayList<>();
    for (String script : scripts) {
      Set<String> sets = new HashSet<>();
      for (long seed = 0; seed < 100; seed++) {
        sets.add(v.pick(seed, 0, "QF_S", script.getBytes(StandardCharsets.UTF_8)));
      }
      drawn.add(sets);
    }
    assertEquals(List.of(Set.of("other"), Set.of("other"), Set.of("other"), Set.of("str3", "other"),
        Set.of("str3", "other")), drawn);
  }

  @Test
  void anOperatorToAvoidMustBeOneSymbol() {
    for (String op : new String[] {"\"\"", "\" \"", "\"str.< x\""}) {
      String json = "{\"name\": \"s\", \"executable\": \"s\", \"optionSets\": [{\"options\": \"--o\", \"avoid\": ["
          + op + "]}]}";
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> SolverProfiles.parse(json, "s.json"));
      assertTrue(e.getMessage().startsWith("s.json: bad solver profile: an operator to avoid"), e.getMessage());
    }
  }

  @Test
  void aVariedConfigurationAddsTheSetToItsArgumentsAndLabel() {
    SolverConfig z3 = SolverProfiles.bundled().config("z3 model_validate=true", Duration.ofSeconds(5)).varying(1);
    String newCore = "tactic.default_tactic=smt sat.euf=true";
    assertTrue(z3.variation().sets().stream().anyMatch(s -> s.options().equals(newCore)), z3.variation()::toString);
    SolverConfig t = z3.forTest(test(42, "(check-sat)"), 0, null);
    String set = z3.variation().pick(42, 0, null, NO_SCRIPT);
    assertEquals("z3 model_validate=true [" + set + "]", t.label());
    assertEquals("model_validate=true " + set, String.join(" ", t.args()));
    assertEquals("z3 model_validate=true", OptionVariation.base(t.label()));
    assertEquals(OptionVariation.NONE, t.variation());
    String argv = String.join(" ", t.command(null));
    assertTrue(argv.endsWith("z3 -in model_validate=true " + set), argv);
    assertEquals(z3, z3.varying(0).varying(1), "the same profile's sets");
    assertEquals("cvc5 -q]", OptionVariation.base("cvc5 -q]"));
  }

  /** A z3 parameter whose value is a tactic expression is one argument: blanks inside parentheses do not split. */
  @Test
  void blanksInsideParenthesesStayInOneArgument() {
    String tactic = "tactic.default_tactic=(then simplify (using-params smt :random_seed 3))";
    SolverConfig z3 = SolverProfiles.bundled().config("z3 -v:0", Duration.ofSeconds(5));
    for (String set : List.of(tactic + "  smt.relevancy=0", "smt.relevancy=0\t" + tactic)) {
      OptionVariation one = new OptionVariation(List.of(OptionSet.of(set)), 1);
      SolverConfig varied = new SolverConfig(z3.label(), z3.profile(), "z3", z3.args(), z3.timeout(), 0, one);
      SolverConfig t = varied.forTest(test(7, "(check-sat)"), 0, null);
      assertEquals(varied.with(set), t);
      assertEquals(Set.of("-v:0", tactic, "smt.relevancy=0"), Set.copyOf(t.args()), t.args()::toString);
      assertEquals(3, t.args().size(), t.args()::toString);
      assertEquals(new SolverConfig("z3 -v:0", z3.profile(), "z3", List.of("-v:0"), z3.timeout(), 0),
          t.plain(NO_SCRIPT), "without the set again");
      String first = set.startsWith("tactic") ? tactic : "smt.relevancy=0";
      SolverConfig narrowed = t.narrowed(NO_SCRIPT);
      assertEquals("z3 -v:0 [" + first + "]", narrowed.label(), "the set's first option alone");
      assertEquals(List.of("-v:0", first), narrowed.args());
      assertEquals(narrowed.label(), OptionVariation.narrowed(t.label()));
    }
    SolverConfig one = z3.with(tactic);
    assertEquals(one, one.narrowed(NO_SCRIPT), "a set of one option stays");
    assertEquals(null, OptionVariation.narrowed(one.label()));
  }

  /** An incremental script keeps cvc5's --incremental when the set taken off was --incremental itself. */
  @Test
  void theConfigurationWithoutTheAddedSetStillRunsAnIncrementalScript() {
    SolverConfig cvc5 = SolverProfiles.bundled().config("cvc5 -q", Duration.ofSeconds(5));
    byte[] scoped = "(push 1)(check-sat)(pop 1)(check-sat)".getBytes(StandardCharsets.UTF_8);
    SolverConfig t = cvc5.with("--incremental").plain(scoped);
    assertEquals("cvc5 -q", t.label());
    assertEquals(List.of("-q", "--incremental"), t.args());
    assertEquals(List.of("-q"), cvc5.with("--incremental").plain(NO_SCRIPT).args());
    assertEquals(List.of("-q", "--incremental"), cvc5.with("--strings-fmf").incremental().plain(scoped).args());
    assertEquals(cvc5, cvc5.plain(NO_SCRIPT), "nothing added, nothing taken");
  }

  /** check and enumerate give their tests no seed: their text draws the options. */
  @Test
  void testsWithoutASeedAreDrawnByTheirText() {
    OptionVariation v = new OptionVariation(OPTION_SETS, 0.5);
    Map<String, Integer> drawn = new HashMap<>();
    for (int i = 0; i < 3_000; i++) {
      TestCase t = test(0, "(assert (> x " + i + "))");
      String set = v.pick(OptionVariation.key(t), 0, null, NO_SCRIPT);
      assertEquals(set, v.pick(OptionVariation.key(test(0, "(assert (> x " + i + "))")), 0, null, NO_SCRIPT));
      drawn.merge(String.valueOf(set), 1, Integer::sum);
    }
    assertTrue(drawn.get("null") > 1_300 && drawn.get("null") < 1_700, drawn::toString);
    for (String s : SETS) {
      assertTrue(drawn.get(s) > 350 && drawn.get(s) < 650, drawn::toString);
    }
  }

  private static TestCase test(long testSeed, String text) {
    return new TestCase(text.getBytes(StandardCharsets.UTF_8), null, "check", "t.smt2", null, 0, 0, testSeed);
  }

  @Test
  void aCrashIsTheSameBugWithWhateverOptionsAdded() {
    String message = "ASSERTION VIOLATION File: ../src/smt/theory_lra.cpp Line: 1234";
    assertEquals(DedupKeys.crash("z3 model_validate=true", message),
        DedupKeys.crash("z3 model_validate=true [rewriter.flat=false]", message));
    assertNotEquals(DedupKeys.invalidModel("z3", "QF_S"), DedupKeys.invalidModel("z3 [rewriter.flat=false]", "QF_S"));
  }

  /**
   * A fake solver that lies when given one of its profile's option sets: the lies are soundness
   * findings that record the option, and replay reproduces them; without variation there is none.
   */
  @Test
  void findingsRecordTheOptionsAndReplay() throws Exception {
    seeds(40, i -> "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    Path profiles = optioned("[\"--lie\", \"--calm x\"]");
    String solvers = CheckCommandTest.fake("optioned.sh") + ";" + CheckCommandTest.fake("sat.sh");
    JsonNode plain = fuzz(solvers, profiles, "0", dir.resolve("plain"));
    assertEquals(40, plain.get("verdicts").get("sat").asInt(), plain::toString);

    Path out = dir.resolve("varied");
    JsonNode s = fuzz(solvers, profiles, "1", out);
    JsonNode bySolver = s.get("solverVerdicts");
    String optioned = CheckCommandTest.fake("optioned.sh");
    int lies = bySolver.get(optioned + " [--lie]").get("unsat").asInt();
    int calm = bySolver.get(optioned + " [--calm x]").get("sat").asInt();
    assertEquals(40, lies + calm, bySolver::toString);
    assertTrue(lies >= 10 && calm >= 10, bySolver::toString);
    assertEquals(1, s.get("findings").get("soundness").asInt(), s::toString);
    assertEquals(lies - 1, s.get("duplicates").get("soundness").asInt(), s::toString);
    assertEquals(s.get("solverVerdicts"), fuzz(solvers, profiles, "1", dir.resolve("again")).get("solverVerdicts"));

    Path folder = CheckCommandTest.folders(out).get(0);
    FindingRecord f = BugStore.read(folder);
    assertTrue(f.detail().endsWith("; not shown without the added options"), f.detail());
    SolverRecord liar = f.solvers().get(0);
    assertEquals(optioned + " [--lie]", liar.label());
    assertEquals(List.of("--lie"), liar.args());
    assertTrue(liar.command().contains("--lie"), liar.command()::toString);
    Cli replay = Cli.run("replay", folder.toString());
    assertTrue(replay.out().contains("reproduced: soundness"), replay.out() + replay.err());
  }

  /**
   * A solver wrong with or without its option sets: one finding, keyed by the configuration as the
   * user wrote it, not one per option set; replay still reproduces it with the set it ran with.
   */
  @Test
  void aBugThatNeedsNoOptionIsOneFindingWhateverOptionsItRanWith() throws Exception {
    seeds(30, i -> "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Files.writeString(profiles.resolve("unsat.json"),
        "{\"name\": \"unsat.sh\", \"executable\": \"unsat.sh\", \"optionSets\": [\"--calm x\", \"--calm y\"]}");
    String unsat = CheckCommandTest.fake("unsat.sh");
    Path out = dir.resolve("out");
    JsonNode s = fuzz(unsat + ";" + CheckCommandTest.fake("sat.sh"), profiles, "1", out);
    assertTrue(s.get("solverVerdicts").has(unsat + " [--calm x]"), s::toString);
    assertTrue(s.get("solverVerdicts").has(unsat + " [--calm y]"), s::toString);
    assertEquals(1, s.get("findings").get("soundness").asInt(), s::toString);
    FindingRecord f = BugStore.read(CheckCommandTest.folders(out).get(0));
    assertTrue(f.dedupKey().startsWith("soundness|" + unsat + "=unsat|"), f.dedupKey());
    assertTrue(f.detail().endsWith("; also without the added options"), f.detail());
    assertTrue(f.solvers().get(0).label().startsWith(unsat + " [--calm "), f.solvers()::toString);
    Path folder = CheckCommandTest.folders(out).get(0);
    Cli replay = Cli.run("replay", folder.toString());
    assertTrue(replay.out().contains("reproduced: soundness"), replay.out() + replay.err());
    // A store written before this triage keys the finding by the configuration with its set.
    Path json = folder.resolve("finding.json");
    String varied = f.solvers().get(0).label();
    String text = Files.readString(json);
    Files.writeString(json, text.replace("\"soundness|" + unsat + "=", "\"soundness|" + varied + "="));
    assertTrue(BugStore.read(folder).dedupKey().contains(varied), () -> json.toString());
    Cli old = Cli.run("replay", folder.toString());
    assertTrue(old.out().contains("reproduced: soundness"), old.out() + old.err());
  }

  /**
   * A crash keeps its key whatever set was added, so the triage tells in its detail whether the crash
   * needs the set: a solver that segfaults only with {@code --segv}, and one that always does.
   */
  @Test
  void aCrashUnderAnAddedSetSaysWhetherItNeedsTheSet() throws Exception {
    seeds(20, i -> "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    Path profiles = optioned("[\"--segv\"]");
    Files.writeString(profiles.resolve("segv.json"),
        "{\"name\": \"segv.sh\", \"executable\": \"segv.sh\", \"optionSets\": [\"--calm x\"]}");
    String optioned = CheckCommandTest.fake("optioned.sh");
    String segv = CheckCommandTest.fake("segv.sh");
    Path out = dir.resolve("out");
    JsonNode s = fuzz(optioned + ";" + segv, profiles, "1", out);
    assertEquals(2, s.get("findings").get("crash").asInt(), s::toString);
    Map<String, String> details = new HashMap<>();
    for (Path folder : CheckCommandTest.folders(out)) {
      FindingRecord f = BugStore.read(folder);
      details.put(f.dedupKey(), f.detail());
    }
    assertEquals("signal 11; under the added options [--segv]; not shown without the added options",
        details.get("crash|" + optioned + "|signal N|QF_LIA"), details::toString);
    assertEquals("signal 11; under the added options [--calm x]; also without the added options",
        details.get("crash|" + segv + "|signal N|QF_LIA"), details::toString);
  }

  /**
   * Variants of one engine (z3str3's heuristics) start with the option that selects it: a finding that
   * the first option alone shows is keyed by it, one key for every variant; replay still reproduces it.
   * A set whose first option alone does not show the finding keeps its key.
   */
  @Test
  void aBugOfOneEngineIsOneFindingWhateverVariantOfItRan() throws Exception {
    seeds(40, i -> "(set-logic QF_LIA)\n(declare-fun x () Int)\n(assert (> x " + i + "))\n(check-sat)\n");
    Path profiles = optioned("[\"--lie --calm x\", \"--lie --calm y\", \"--calm z --lie\"]");
    String optioned = CheckCommandTest.fake("optioned.sh");
    Path out = dir.resolve("out");
    JsonNode s = fuzz(optioned + ";" + CheckCommandTest.fake("sat.sh"), profiles, "1", out);
    for (String set : List.of("--lie --calm x", "--lie --calm y", "--calm z --lie")) {
      assertTrue(s.get("solverVerdicts").has(optioned + " [" + set + "]"), s::toString);
    }
    assertEquals(2, s.get("findings").get("soundness").asInt(), s::toString);
    Map<String, FindingRecord> byKey = new HashMap<>();
    for (Path folder : CheckCommandTest.folders(out)) {
      FindingRecord f = BugStore.read(folder);
      byKey.put(f.dedupKey().substring(0, f.dedupKey().indexOf('=')), f);
      Cli replay = Cli.run("replay", folder.toString());
      assertTrue(replay.out().contains("reproduced: soundness"), replay.out() + replay.err());
    }
    FindingRecord first = byKey.get("soundness|" + optioned + " [--lie]");
    assertTrue(first != null && first.detail().endsWith("; also with the set's first option alone"), byKey::toString);
    assertTrue(first.solvers().get(0).label().startsWith(optioned + " [--lie --calm "), first.solvers()::toString);
    FindingRecord kept = byKey.get("soundness|" + optioned + " [--calm z --lie]");
    assertTrue(kept != null && kept.detail().endsWith("; not shown without the added options"), byKey::toString);
  }

  /**
   * A widened mutant declares its own logic (QF_LRA seeds become nonlinear): its option sets are
   * drawn for that logic, not for the seed's.
   */
  @Test
  void setsAreDrawnForTheLogicAMutantDeclares() throws Exception {
    Path seeds = seeds(10,
        i -> "(set-logic QF_LRA)\n(declare-fun x () Real)\n(assert (> (+ x x) " + i + ".5))\n(check-sat)\n");
    Path profiles = optioned("[{\"options\": \"--lie\", \"when\": [\"nonlinear\"]}]");
    String optioned = CheckCommandTest.fake("optioned.sh");
    for (String widen : new String[] {"0", "1"}) {
      Path out = dir.resolve("widen" + widen);
      Cli r = Cli.run("fuzz", "--generator", "typefuzz", "--widen", widen, "--seeds", seeds.toString(), "--solvers",
          optioned, "--solver-config", profiles.toString(), "--vary-options=1", "--max-tests", "40", "--seed", "5",
          "--out", out.toString());
      assertEquals(0, r.exit(), r.out() + r.err());
      JsonNode bySolver = new ObjectMapper().readTree(out.resolve("summary.json").toFile()).get("solverVerdicts");
      assertEquals(widen.equals("1"), bySolver.has(optioned + " [--lie]"), widen + ": " + bySolver);
    }
  }

  /** The flag alone before a file takes the default share and leaves the file to be checked. */
  @Test
  void theShareIsOptionalBeforeAFile() throws Exception {
    Path file = Files.writeString(dir.resolve("f.smt2"), "(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n");
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Files.writeString(profiles.resolve("optioned.json"), """
        {"name": "optioned.sh", "executable": "optioned.sh", "optionSets": ["--calm x"]}
        """);
    String optioned = CheckCommandTest.fake("optioned.sh");
    Cli alone = Cli.run("check", "--solvers", optioned, "--solver-config", profiles.toString(), "--vary-options",
        file.toString());
    assertEquals(0, alone.exit(), alone.out() + alone.err());
    assertTrue(alone.out().contains(file + ": sat"), alone.out());
    Cli always = Cli.run("check", "--solvers", optioned, "--solver-config", profiles.toString(), "--vary-options",
        "1", file.toString());
    assertEquals(0, always.exit(), always.out() + always.err());
    assertTrue(always.out().contains("[--calm x]"), always.out());
  }

  @Test
  void badSharesAndBadProfilesAreUsageErrorsThatSayWhy() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("s.smt2"), "(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n");
    String sat = CheckCommandTest.fake("sat.sh");
    Cli share = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", sat,
        "--vary-options=1.5");
    assertEquals(2, share.exit());
    assertTrue(share.err().contains("--vary-options must be between 0 and 1, got 1.5"), share.err());
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Path blank = Files.writeString(profiles.resolve("sat.json"),
        "{\"name\": \"sat.sh\", \"timeoutSeconds\": 10, \"optionSets\": [\"--a\", \" \"]}");
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", sat,
        "--solver-config", profiles.toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().contains(blank + ": bad solver profile: an entry of optionSets is blank"), r.err());
    Files.writeString(blank, "{\"name\": \"sat.sh\", \"timeoutSeconds\": -1}");
    r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", sat,
        "--solver-config", profiles.toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().contains(blank + ": bad solver profile: timeoutSeconds must be positive, got -1.0"), r.err());
    Files.writeString(blank,
        "{\"name\": \"sat.sh\", \"optionSets\": [{\"options\": \"--a\", \"when\": [\"string\"]}]}");
    r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", sat,
        "--solver-config", profiles.toString());
    assertEquals(2, r.exit());
    assertTrue(r.err().contains(blank + ": bad solver profile: "), r.err());
    assertTrue(r.err().contains("unknown logic family 'string', known: [strings, quantifiers,"), r.err());
    assertTrue(r.err().contains("line: 1, column: "), "Jackson's position: " + r.err());
    Files.writeString(blank, "{\"name\": \"sat.sh\"}");
    r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", sat,
        "--solver-config", profiles.toString());
    assertEquals(0, r.exit(), "no timeout: the default " + r.err());
  }

  /** {@code n} seed files in {@code dir/seeds}, file i holding {@code text(i)}. */
  private Path seeds(int n, IntFunction<String> text) throws IOException {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    for (int i = 0; i < n; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), text.apply(i));
    }
    return seeds;
  }

  /** A profile folder for the fake optioned.sh with the given optionSets (JSON). */
  private Path optioned(String optionSets) throws IOException {
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Files.writeString(profiles.resolve("optioned.json"),
        "{\"name\": \"optioned.sh\", \"executable\": \"optioned.sh\", \"optionSets\": " + optionSets + "}");
    return profiles;
  }

  private static JsonNode fuzz(String solvers, Path profiles, String share, Path out) throws Exception {
    Path seeds = out.getParent().resolve("seeds");
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", solvers,
        "--solver-config", profiles.toString(), "--vary-options=" + share, "--jobs", "2", "--seed", "5",
        "--out", out.toString());
    assertTrue(r.exit() == 0 || r.exit() == 10, r.out() + r.err());
    return new ObjectMapper().readTree(out.resolve("summary.json").toFile());
  }
}
