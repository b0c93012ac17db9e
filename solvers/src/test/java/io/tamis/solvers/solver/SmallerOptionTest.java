package io.tamis.solvers.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The profiles' smaller options, as written: an object with its plain words, or a plain string. */
class SmallerOptionTest {
  @Test
  void theBundledProfilesNameUnsatCoresForProofs() {
    var profiles = SolverProfiles.bundled().profiles();
    SmallerOption cores = profiles.get("z3").smallerOptions().get("proof=true").get(0);
    assertEquals(new SmallerOption("(set-option :produce-unsat-cores true)", "unsat cores"), cores);
    assertTrue(cores.scriptLine());
    assertEquals(List.of("--produce-unsat-cores", "--check-unsat-cores"), profiles.get("cvc5").smallerOptions()
        .get("--check-proofs").stream().map(SmallerOption::by).toList());
    assertEquals(java.util.Map.of(), profiles.get("yices2").smallerOptions(), "absent: none");
  }

  @Test
  void aPlainStringIsItsOwnWordsAndABlankOneIsRefused() {
    String json = "{\"name\": \"x\", \"executable\": \"x\", \"smallerOptions\": {\"--big\": [\"--small\"]}}";
    SmallerOption small = SolverProfiles.parse(json, "x.json").smallerOptions().get("--big").get(0);
    assertEquals(new SmallerOption("--small", "--small"), small);
    assertFalse(small.scriptLine());
    assertThrows(IllegalArgumentException.class, () -> SolverProfiles.parse(json.replace("--small", ""), "x.json"));
  }
}
