package io.tamis.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.store.BugStore;
import io.tamis.runner.store.FindingRecord;
import io.tamis.solvers.solver.OptionSet;
import io.tamis.solvers.solver.OptionSupport;
import io.tamis.solvers.solver.SolverConfig;
import io.tamis.solvers.solver.SolverProfiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Options the solvers' developers do not support: marks in profiles, findings that need them, --vary-options=safe. */
class OptionSupportTest {
  private static final OptionSupport MARKS = new OptionSupport(Map.of("--ee-mode", "regular", "--strings-exp",
      "regular", "--fp-exp", "expert", "sat.euf", "experimental", "smt.string_solver=z3str3", "deprecated"));

  @TempDir
  Path dir;

  @Test
  void anOptionIsLookedUpAsWrittenThenByName() {
    assertEquals("regular", MARKS.mark("--ee-mode=central"));
    assertEquals("expert", MARKS.mark("--no-fp-exp"));
    assertEquals("experimental", MARKS.mark("sat.euf=true"));
    assertEquals("deprecated", MARKS.mark("smt.string_solver=z3str3"));
    assertNull(MARKS.mark("smt.string_solver=seq"));
    assertNull(MARKS.mark("-q"));
  }

  /** cvc5 supports one regular option at a time: the second is listed, the first is not. */
  @Test
  void unsupportedOptionsAndASecondRegularOne() {
    assertEquals(List.of("--ee-mode=central (a second regular option)", "--fp-exp (expert)"),
        MARKS.unsupported(List.of("--strings-exp", "--ee-mode=central", "--fp-exp", "-q")));
    assertEquals(List.of(), MARKS.unsupported(List.of("--ee-mode=central", "-q")));
  }

  @Test
  void aSetIsSupportedWhenItAddsNothingUnsupportedAndNoSecondRegularOption() {
    assertTrue(MARKS.supports(OptionSet.of("--ee-mode=central"), List.of("-q")));
    assertFalse(MARKS.supports(OptionSet.of("--ee-mode=central"), List.of("--strings-exp")));
    assertFalse(MARKS.supports(OptionSet.of("--ee-mode=central --strings-exp"), List.of()));
    assertFalse(MARKS.supports(OptionSet.of("--incremental --fp-exp"), List.of()));
    assertTrue(MARKS.supports(OptionSet.of("--incremental"), List.of("--fp-exp", "--strings-exp")));
    assertFalse(MARKS.supports(OptionSet.of("tactic.default_tactic=smt sat.euf=true"), List.of()));
  }

  /** The bundled profiles: cvc5 1.3.2's categories, z3's documented experimental and deprecated options. */
  @Test
  void bundledProfilesMarkWhatTheDevelopersSay() {
    SolverProfiles profiles = SolverProfiles.bundled();
    OptionSupport cvc5 = profiles.profileFor("cvc5").support();
    assertEquals("regular", cvc5.mark("--ee-mode=central"));
    assertEquals("expert", cvc5.mark("--fp-exp"));
    assertNull(cvc5.mark("--check-models"));
    OptionSupport z3 = profiles.profileFor("z3").support();
    assertEquals("experimental", z3.mark("sat.euf=true"));
    assertEquals("experimental", z3.mark("smt.arith.nl.expp=true"));
    assertEquals("deprecated", z3.mark("smt.string_solver=z3str3"));
    SolverConfig all = profiles.config("z3 model_validate=true", Duration.ofSeconds(5)).varying(1);
    List<OptionSet> safe = profiles.config("z3 model_validate=true", Duration.ofSeconds(5)).varying(1, true)
        .variation().sets();
    assertTrue(safe.size() < all.variation().sets().size() && !safe.isEmpty(), safe::toString);
    assertTrue(safe.stream().noneMatch(s -> s.options().contains("sat.euf") || s.options().contains("z3str3")
        || s.options().contains("expp") || s.options().contains("string_solver=auto")), safe::toString);
    List<OptionSet> cvc5Safe = profiles.config("cvc5", Duration.ofSeconds(5)).varying(1, true).variation().sets();
    assertTrue(cvc5Safe.stream().anyMatch(s -> s.options().equals("--incremental")), cvc5Safe::toString);
    assertTrue(cvc5Safe.stream().allMatch(s -> cvc5.unsupported(List.of(s.options().split(" "))).isEmpty()
        && List.of(s.options().split(" ")).stream().noneMatch(o -> "regular".equals(cvc5.mark(o)))),
        "the default arguments hold a regular option (--strings-exp): no set may add another: " + cvc5Safe);
  }

  /**
   * --vary-options=safe,1 never draws the set marked expert; --vary-options=1 does, and its finding records
   * that it needs an option the developers do not support.
   */
  @Test
  void safeVariationDrawsOnlySupportedSetsAndAFindingSaysWhatItNeeds() throws Exception {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    for (int i = 0; i < 30; i++) {
      Files.writeString(seeds.resolve("s" + i + ".smt2"), "(declare-fun x () Int)\n(assert (> x " + i + "))\n"
          + "(check-sat)\n");
    }
    Path profiles = Files.createDirectories(dir.resolve("profiles"));
    Files.writeString(profiles.resolve("optioned.json"), "{\"name\": \"optioned.sh\", \"executable\": \"optioned.sh\","
        + " \"optionSets\": [\"--lie\", \"--calm x\"], \"optionSupport\": {\"--lie\": \"expert\"}}");
    String optioned = CheckCommandTest.fake("optioned.sh");
    String solvers = CheckCommandTest.fake("sat.sh") + ";" + optioned;
    JsonNode safe = fuzz(seeds, profiles, solvers, "safe,1", dir.resolve("safe"));
    assertTrue(safe.get("solverVerdicts").has(optioned + " [--calm x]"), safe.toString());
    assertFalse(safe.get("solverVerdicts").has(optioned + " [--lie]"), safe.toString());
    assertEquals(0, safe.get("findingList").size(), safe.toString());
    JsonNode all = fuzz(seeds, profiles, solvers, "1", dir.resolve("all"));
    assertTrue(all.get("solverVerdicts").has(optioned + " [--lie]"), all.toString());
    JsonNode listed = all.get("findingList").get(0);
    assertEquals("--lie (expert)", listed.get("unsupportedOptions").get(0).asText(), all.toString());
    FindingRecord rec = BugStore.read(dir.resolve("all").resolve(listed.get("folder").asText()));
    assertEquals(List.of("--lie (expert)"), rec.unsupportedOptions());
  }

  private static JsonNode fuzz(Path seeds, Path profiles, String solvers, String spec, Path out) throws Exception {
    Cli r = Cli.run("fuzz", "--generator", "none", "--seeds", seeds.toString(), "--solvers", solvers,
        "--solver-config", profiles.toString(), "--vary-options=" + spec, "--seed", "5", "--out", out.toString());
    assertTrue(r.exit() == 0 || r.exit() == 10, r.out() + r.err());
    return new ObjectMapper().readTree(out.resolve("summary.json").toFile());
  }
}
