package io.tamis.solvers.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Profile modes: how a configuration runs under one, how its label names it, and what the profiles hold. */
class ModeTest {
  private static final SolverProfiles PROFILES = SolverProfiles.bundled();

  @Test
  void aConfigurationUnderAModeAddsItsOptionsAndNamesItBeforeAnAddedSet() {
    SolverConfig z3 = PROFILES.config("z3 model_validate=true", null).with("rewriter.flat=false");
    Mode euf = new Mode(null, "tactic.default_tactic=smt sat.euf=true", null, null, null, null);
    SolverConfig under = z3.under(euf);
    assertEquals("z3 model_validate=true {tactic.default_tactic=smt sat.euf=true} [rewriter.flat=false]",
        under.label());
    assertEquals(List.of("model_validate=true", "rewriter.flat=false", "tactic.default_tactic=smt", "sat.euf=true"),
        under.args());
    assertEquals("tactic.default_tactic=smt sat.euf=true", Mode.named(under.label()));
    assertEquals("z3 model_validate=true [rewriter.flat=false]", Mode.base(under.label()));
    assertEquals("rewriter.flat=false", OptionVariation.added(under.label()), "the option triage reads the set");
    assertEquals("z3 model_validate=true {tactic.default_tactic=smt sat.euf=true}",
        under.plain("(check-sat)".getBytes(StandardCharsets.ISO_8859_1)).label());
    assertNull(Mode.named(z3.label()));
    assertEquals(z3.label(), Mode.base(z3.label()));
  }

  @Test
  void modesAreForTheLogicsTheyName() {
    Mode nl = new Mode("light", "--nl-ext=light", null, List.of(LogicFamily.NONLINEAR), null, null);
    byte[] script = "(check-sat)".getBytes(StandardCharsets.ISO_8859_1);
    assertTrue(nl.fits("QF_NIA", script));
    assertFalse(nl.fits("QF_LIA", script));
    assertEquals("cvc5 {light}", nl.label("cvc5"));
  }

  @Test
  void aModeNeedsOptionsAndAKnownCheck() {
    assertThrows(IllegalArgumentException.class, () -> new Mode("x", " ", null, null, null, null));
    assertThrows(IllegalArgumentException.class, () -> new Mode(null, "--a", "model", null, null, null));
    String twice = "{\"name\": \"z3\", \"modes\": [\"proof=true\", {\"options\": \"proof=true\"}]}";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SolverProfiles.parse(twice, "twice.json"));
    assertTrue(e.getMessage().contains("two modes have one name"), e.getMessage());
  }

  /** The bundled profiles: z3, cvc5 and CVC4 name unsat cores, each has a checking mode and other engines. */
  @Test
  void theBundledProfilesHaveModesAndCores() {
    for (String name : List.of("z3", "cvc5", "cvc4")) {
      ProfileSpec p = PROFILES.profiles().get(name);
      assertTrue(p.unsatCores(), name);
      assertTrue(p.modes().stream().anyMatch(Mode::checks), name);
      assertTrue(p.modes().stream().filter(m -> !m.checks()).count() >= 3, name);
    }
    assertEquals(List.of("proof=true"), PROFILES.profiles().get("z3").modes().stream()
        .filter(m -> Mode.PROOF.equals(m.check())).map(Mode::options).toList());
    assertFalse(PROFILES.profiles().get("yices2").unsatCores());
  }
}
