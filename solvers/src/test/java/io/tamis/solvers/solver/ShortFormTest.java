package io.tamis.solvers.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --solvers}: arguments with blanks inside parentheses or quotes stay whole, and labels read back. */
class ShortFormTest {
  private static final SolverProfiles PROFILES = SolverProfiles.bundled();

  @Test
  void blanksInsideParenthesesAndQuotesDoNotSplit() {
    List<SolverConfig> configs = PROFILES.parseShortForm(
        "z3 tactic.default_tactic=(then simplify  ctx-solver-simplify smt) model_validate=true;"
            + " cvc5 \"--foo=a  b\" '--bar=c;d' \"\"", null);
    assertEquals(List.of("tactic.default_tactic=(then simplify ctx-solver-simplify smt)", "model_validate=true"),
        configs.get(0).args());
    assertEquals("z3 tactic.default_tactic=(then simplify ctx-solver-simplify smt) model_validate=true",
        configs.get(0).label());
    assertEquals(List.of("--foo=a  b", "--bar=c;d", ""), configs.get(1).args());
    assertEquals("cvc5 \"--foo=a  b\" \"--bar=c;d\" \"\"", configs.get(1).label());
  }

  /** A label is the line that gives its configuration again (journals and records keep labels). */
  @Test
  void aLabelReadsBackIntoItsArguments() {
    List<String> args = List.of("(then a b)", "a b", "(a", "a)", "x\"y", "a;b", "p=(q r)s", "", "plain");
    SolverConfig recorded = PROFILES.config("z3", args, null);
    assertEquals("z3 (then a b) \"a b\" \"(a\" a) 'x\"y' \"a;b\" p=(q r)s \"\" plain", recorded.label());
    assertEquals(args, PROFILES.parseShortForm(recorded.label(), null).get(0).args());
    assertEquals(recorded.label(), PROFILES.config(recorded.label(), null).label());
  }
}
