package io.tamis.runner.findings.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A title names whole functions: a crash message is cut after a word, its parameter lists left out. */
class ReportTitleTest {
  @Test
  void aCrashMessageIsCutAfterAWholeName() {
    assertEquals("z3 (WebAssembly) crashed: memory access out of bounds in smt::theory_finite_set_size::run_solver ...",
        ReportTitle.clip("z3 (WebAssembly) crashed: memory access out of bounds in smt::theory_finite_set_size::"
            + "run_solver < smt::theory_finite_set::final_check < smt::context::final_check"));
    assertEquals("Fatal failure within bool theory::TheoryEngineModelBuilder::buildModel() at "
        + "../src/theory/theory_model_builder.cpp:1105", ReportTitle.clip("Fatal failure within bool cvc5::internal::"
            + "theory::TheoryEngineModelBuilder::buildModel(cvc5::internal::theory::TheoryModel*) at "
            + "../src/theory/theory_model_builder.cpp:1105\nmore"));
    assertEquals("fake: src/theory/fake.cpp:7: void check(): Assertion `no div' failed.",
        ReportTitle.clip("fake: src/theory/fake.cpp:7: void check(): Assertion `no div' failed."));
    String longName = "a".repeat(200);
    assertEquals("crash in ...", ReportTitle.clip("crash in " + longName + " more"), "a name too long to finish");
  }
}
