package io.tamis.solvers.changes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class ChangeMapTest {
  @ParameterizedTest
  @ValueSource(strings = {"z3", "cvc5", "bitwuzla", "yices2"})
  void everyTheoryAMapNamesIsOneSeedsCanUse(String solver) {
    Set<String> known = new HashSet<>(List.of("Quantifiers", "Datatypes"));
    SignatureTable.standard().ops().forEach(op -> op.signatures().stream().map(Signature::theory).forEach(known::add));
    for (String group : ChangeMap.of(solver).groups()) {
      for (String theory : group.split("/")) {
        assertTrue(known.contains(theory), solver + ": " + theory + " is no theory of the signature table");
      }
    }
  }

  @ParameterizedTest
  @CsvSource({"z3, src/smt/theory_finite_set_size.cpp, FiniteSets", "z3, src/math/lp/nla_core.cpp, Ints/Reals",
      "z3, src/ast/rewriter/seq_monadic.cpp, Strings/Sequences", "z3, src/util/mpf.cpp, FloatingPoint",
      "cvc5, src/theory/sets/theory_sets_rels.cpp, Relations", "cvc5, src/theory/sets/theory_sets.cpp, Sets",
      "cvc5, src/theory/arith/nl/transcendental/sine_solver.cpp, Transcendentals",
      "bitwuzla, src/solver/fp/fp_solver.cpp, FloatingPoint", "yices2, src/mcsat/ff/ff_plugin.c, FiniteFields"})
  void realPathsFindTheirTheory(String solver, String path, String group) {
    assertEquals(Optional.of(group), ChangeMap.of(solver).pathGroup(path));
  }

  @Test
  void globsStayInTheirFolderAndSubjectsMatchWords() {
    ChangeMap z3 = ChangeMap.of("z3");
    assertEquals(Optional.empty(), z3.pathGroup("src/smt/smt_context.cpp"));
    assertEquals(Optional.empty(), z3.pathGroup("src/ast/rewriter/x/seq_rewriter.cpp"), "* does not cross '/'");
    assertEquals(Set.of("FloatingPoint"), z3.subjectGroups("Fix fp.fma h2 sticky-bit rounding (#10611)"));
    assertEquals(Set.of(), z3.subjectGroups("update working version, unreleased"));
  }

  @Test
  void aMalformedLineIsNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ChangeMap.parse("m.tsv", "# ok\npath\tsrc/a/**\n"));
    assertTrue(e.getMessage().startsWith("m.tsv:2: not 'path GLOB THEORIES'"), e.getMessage());
  }
}
