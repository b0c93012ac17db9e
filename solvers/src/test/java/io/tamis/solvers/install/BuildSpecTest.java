package io.tamis.solvers.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class BuildSpecTest {
  @ParameterizedTest
  @CsvSource({
      "yices2@main, yices2, main, RELEASE, yices2@main",
      "z3@main+asan, z3, main, ASAN, z3@main+asan",
      "z3@d652bd3fc6+debug, z3, d652bd3fc6, DEBUG, z3@d652bd3fc6+debug",
      "cvc5@cvc5-1.3.4, cvc5, cvc5-1.3.4, RELEASE, cvc5@cvc5-1.3.4",
      "yices2@yices-2.7.0+release, yices2, yices-2.7.0, RELEASE, yices2@yices-2.7.0",
      "z3@feature/x, z3, feature/x, RELEASE, z3@feature-x"})
  void parses(String text, String solver, String ref, BuildSpec.Variant variant, String spec) {
    BuildSpec b = BuildSpec.parse(text);
    assertEquals(new BuildSpec(solver, ref, variant), b);
    assertEquals(spec, b.spec());
  }

  @ParameterizedTest
  @ValueSource(strings = {"yices2", "yices2@", "@main", "Z3@main", "z3@-x", "z3@a..b", "z3@main+", "z3@main asan"})
  void refusesWhatIsNoSpec(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BuildSpec.parse(text));
    assertTrue(e.getMessage().contains("is not SOLVER@REF[+VARIANT]"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"z3@main+tsan", "z3@main+fast"})
  void namesTheVariants(String text) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BuildSpec.parse(text));
    assertTrue(e.getMessage().contains("variants: +debug, +asan, +coverage, +gcov (none: release)"), e.getMessage());
  }
}
