package io.tamis.core.op;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.sort.Sort;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SignatureTableTest {
  private static final SignatureTable TABLE = SignatureTable.standard();

  /** name | indices | argument sorts | expected result sort or "error". */
  @ParameterizedTest(name = "{0} {1} {2} -> {3}")
  @CsvSource(delimiter = '|', value = {
      "+ | | Int Int Int | Int",
      "+ | | Int Real | error",
      "- | | Int | Int",
      "< | | Int Int Int | Bool",
      "= | | Int Int Int | Bool",
      "= | | Int Bool | error",
      "distinct | | Bool Bool Bool | Bool",
      "ite | | Bool Int Int | Int",
      "not | | Bool Bool | error",
      "=> | | Bool Bool Bool | Bool",
      "bvadd | | (_ BitVec 8) (_ BitVec 8) (_ BitVec 8) | (_ BitVec 8)",
      "bvadd | | (_ BitVec 8) (_ BitVec 4) | error",
      "concat | | (_ BitVec 8) (_ BitVec 4) (_ BitVec 2) | (_ BitVec 14)",
      "extract | 7 4 | (_ BitVec 8) | (_ BitVec 4)",
      "extract | 8 4 | (_ BitVec 8) | error",
      "extract | 2 4 | (_ BitVec 8) | error",
      "zero_extend | 3 | (_ BitVec 5) | (_ BitVec 8)",
      "repeat | 3 | (_ BitVec 5) | (_ BitVec 15)",
      "bvult | | (_ BitVec 3) (_ BitVec 3) | Bool",
      "fp.add | | RoundingMode (_ FloatingPoint 8 24) (_ FloatingPoint 8 24) | (_ FloatingPoint 8 24)",
      "fp | | (_ BitVec 1) (_ BitVec 8) (_ BitVec 23) | (_ FloatingPoint 8 24)",
      "to_fp | 11 53 | RoundingMode (_ FloatingPoint 8 24) | (_ FloatingPoint 11 53)",
      "to_fp | 8 24 | (_ BitVec 32) | (_ FloatingPoint 8 24)",
      "fp.to_ubv | 16 | RoundingMode (_ FloatingPoint 5 11) | (_ BitVec 16)",
      "select | | (Array Int Bool) Int | Bool",
      "store | | (Array Int Bool) Int Bool | (Array Int Bool)",
      "store | | (Array Int Bool) Bool Bool | error",
      "str.++ | | String String String | String",
      "str.len | | String | Int",
      "str.in_re | | String RegLan | Bool",
      "re.loop | 1 3 | RegLan | RegLan",
      "str.substr | | String Int Int | String",
      // list parameters: tuples, relations, tables
      "tuple | | Int Bool | (Tuple Int Bool)",
      "tuple.select | 1 | (Tuple Int Bool) | Bool",
      "tuple.select | 2 | (Tuple Int Bool) | error",
      "tuple.update | 0 | (Tuple Int Bool) Int | (Tuple Int Bool)",
      "tuple.update | 0 | (Tuple Int Bool) Bool | error",
      "tuple.project | 1 0 1 | (Tuple Int Bool) | (Tuple Bool Int Bool)",
      "rel.join | | (Set (Tuple Int Bool)) (Set (Tuple Bool String)) | (Set (Tuple Int String))",
      "rel.join | | (Set (Tuple Int Bool)) (Set (Tuple Int String)) | error",
      "rel.product | | (Set (Tuple Int)) (Set (Tuple Bool String)) | (Set (Tuple Int Bool String))",
      "rel.transpose | | (Set (Tuple Int Bool String)) | (Set (Tuple String Bool Int))",
      "rel.tclosure | | (Set (Tuple Int Int)) | (Set (Tuple Int Int))",
      "rel.tclosure | | (Set (Tuple Int Bool)) | error",
      "table.project | 1 0 | (Bag (Tuple Int Bool)) | (Bag (Tuple Bool Int))",
      "nullable.lift | | (-> Int Int Bool) (Nullable Int) (Nullable Int) | (Nullable Bool)",
      "nullable.lift | | (-> Int Int Bool) (Nullable Int) (Nullable Bool) | error",
      // function sorts match curried
      "@ | | (-> Int Int Bool) Int | (-> Int Bool)",
      "@ | | (-> Int Bool) Int | Bool",
      "@ | | (-> Int Bool) Bool | error",
      "set.map | | (-> Int Bool) (Set Int) | (Set Bool)",
      "set.fold | | (-> Int Bool Bool) Bool (Set Int) | Bool",
      "set.map | | (-> Int Int Bool) (Set Int) | (Set (-> Int Bool))",
      // z3's n-dimensional arrays, finite fields of huge order
      "select | | (Array Int Bool Real) Int Bool | Real",
      "store | | (Array Int Bool Real) Int Bool Real | (Array Int Bool Real)",
      "ff.add | | (_ FiniteField 52435875175126190479447740508185965837690552500527637822603658699938581184513) "
          + "(_ FiniteField 52435875175126190479447740508185965837690552500527637822603658699938581184513) "
          + "| (_ FiniteField 52435875175126190479447740508185965837690552500527637822603658699938581184513)",
      "ff.add | | (_ FiniteField 52435875175126190479447740508185965837690552500527637822603658699938581184513) "
          + "(_ FiniteField 52435875175126190479447740508185965837690552500527637822603658699938581184511) | error",
  })
  void resolvesSorts(String name, String indices, String args, String expected) {
    TheoryOp op = TABLE.op(name.strip());
    assertNotNull(op, "no operator " + name);
    String[] idx = indices == null ? new String[0] : indices.strip().split(" ");
    Typing typing = TABLE.resolve(op, idx, SortText.parseAll(args), null, false);
    if (expected.equals("error")) {
      assertFalse(typing.ok(), () -> "expected an error, got " + typing.sort());
      assertTrue(typing.error().contains(name.strip()), typing.error());
    } else {
      assertTrue(typing.ok(), typing::error);
      assertEquals(expected, typing.sort().toString());
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"+ | Int Real | Real", "< | Real Int | Bool", "= | Int Real | Bool"})
  void promotesIntToRealWhenAllowed(String name, String args, String expected) {
    Typing typing = TABLE.resolve(TABLE.op(name.strip()), new String[0], SortText.parseAll(args), null, true);
    assertTrue(typing.ok(), typing::error);
    assertEquals(expected, typing.sort().toString());
  }

  @org.junit.jupiter.api.Test
  void asQualificationFixesTheResult() {
    Sort array = Sort.array(Sort.INT, Sort.BOOL);
    Typing typing = TABLE.resolve(TABLE.op("const"), new String[0], new Sort[] {Sort.BOOL}, array, false);
    assertTrue(typing.ok(), typing::error);
    assertEquals(array, typing.sort());
    assertFalse(TABLE.resolve(TABLE.op("const"), new String[0], new Sort[] {Sort.BOOL}, null, false).ok());
  }
}
