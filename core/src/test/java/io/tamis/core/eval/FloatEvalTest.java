package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Floating point: literals, classification, comparisons and rounded arithmetic (expected values from z3 4.8.12). */
class FloatEvalTest {
  private static String f32(String real) {
    return "((_ to_fp 8 24) RNE " + real + ")";
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "((_ to_fp 8 24) RNE 0.1) -> (fp #b0 #x7b #b10011001100110011001101)",
      "((_ to_fp 8 24) RTZ 0.1) -> (fp #b0 #x7b #b10011001100110011001100)",
      "((_ to_fp 5 11) RNE 65520.0) -> (_ +oo 5 11)",
      "((_ to_fp 5 11) RTZ 70000.0) -> (fp #b0 #b11110 #b1111111111)",
      "(fp.sqrt RNE F2) -> (fp #b0 #x7f #b01101010000010011110011)",
      "(fp.rem F5 F3) -> (fp #b1 #x7f #b00000000000000000000000)",
      "(fp.roundToIntegral RNE F2.5) -> (fp #b0 #x80 #b00000000000000000000000)",
      "(fp.roundToIntegral RNA F2.5) -> (fp #b0 #x80 #b10000000000000000000000)",
      "(fp.roundToIntegral RTN F-0.5) -> (fp #b1 #x7f #b00000000000000000000000)",
      "(fp.roundToIntegral RTZ F-0.5) -> (_ -zero 8 24)",
      "(fp.add RTN F1 F-1) -> (_ -zero 8 24)",
      "(fp.add RNE F1 F-1) -> (_ +zero 8 24)",
      "(fp.div RNE (fp #b0 #x00 #b00000000000000000000001) F2) -> (_ +zero 8 24)",
      "(fp.div RNE (fp #b0 #x00 #b00000000000000000000011) F2) -> (fp #b0 #x00 #b00000000000000000000010)",
      "(fp.fma RNE F0.1 F10 F-1) -> (fp #b0 #x65 #b00000000000000000000000)",
      "((_ to_fp 8 24) RNE #x0000000f) -> (fp #b0 #x82 #b11100000000000000000000)",
      "((_ to_fp_unsigned 8 24) RNE #xffffffff) -> (fp #b0 #x9f #b00000000000000000000000)",
      "((_ to_fp 11 53) RNE F0.1) -> (fp #b0 #b01111111011 #x99999a0000000)",
      "((_ to_fp 5 11) RNE F0.1) -> (fp #b0 #b01011 #b1001100110)",
      "(fp.mul RNE ((_ to_fp 5 11) RNE 300.0) ((_ to_fp 5 11) RNE 300.0)) -> (_ +oo 5 11)",
      "(fp.sqrt RNE ((_ to_fp 5 11) RNE 0.0001)) -> (fp #b0 #b01000 #b0100011111)",
      "(fp.neg (_ +zero 8 24)) -> (_ -zero 8 24)",
      "(fp.abs (fp.neg F1)) -> F1",
      "(fp.sub RNE (_ +oo 8 24) (_ +oo 8 24)) -> (_ NaN 8 24)",
      "(fp.div RNE F1 (_ -zero 8 24)) -> (_ -oo 8 24)",
      "(fp.min F1 (_ NaN 8 24)) -> F1",
      "((_ to_fp 8 24) #x3f800000) -> F1",
  })
  void arithmeticAgreesWithZ3(String term, String expected) {
    assertEquals(Eval.value(expand(expected)), Eval.value(expand(term)));
  }

  private static String expand(String s) {
    return s.replaceAll("F-([0-9.]+)", "((_ to_fp 8 24) RNE (- $1))").replaceAll("F([0-9.]+)", "((_ to_fp 8 24) RNE $1)");
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(fp.isSubnormal (fp #b0 #x00 #b00000000000000000000001)) -> true",
      "(fp.isNormal (fp #b0 #x01 #b00000000000000000000000)) -> true",
      "(fp.isZero (_ -zero 8 24)) -> true",
      "(fp.isInfinite (_ -oo 5 11)) -> true",
      "(fp.isNaN (fp #b1 #b11111 #b0000000001)) -> true",
      "(fp.isNegative (_ NaN 8 24)) -> false",
      "(fp.isPositive (_ +zero 8 24)) -> true",
      "(fp.eq (_ +zero 8 24) (_ -zero 8 24)) -> true",
      "(= (_ +zero 8 24) (_ -zero 8 24)) -> false",
      "(= (_ NaN 8 24) (fp #b1 #xff #b00000000000000000000011)) -> true",
      "(fp.eq (_ NaN 8 24) (_ NaN 8 24)) -> false",
      "(fp.lt (_ -oo 8 24) (fp #b1 #xfe #b11111111111111111111111) (_ +oo 8 24)) -> true",
      "(fp.leq (_ NaN 8 24) (_ +oo 8 24)) -> false",
      "((_ fp.to_sbv 8) RTZ ((_ to_fp 8 24) RNE (- 1.5))) -> #xff",
      "((_ fp.to_ubv 8) RNE ((_ to_fp 8 24) RNE 255.4)) -> #xff",
      "(fp.to_real ((_ to_fp 8 24) RNE 1.5)) -> (/ 3.0 2.0)",
      "(fp.to_ieee_bv ((_ to_fp 8 24) RNE 1.0)) -> #x3f800000",
  })
  void classificationAndConversion(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(fp.min (_ +zero 8 24) (_ -zero 8 24)) -> not specified",
      "((_ fp.to_ubv 8) RNE ((_ to_fp 8 24) RNE 256.0)) -> out of range",
      "(fp.to_real (_ +oo 8 24)) -> not specified",
  })
  void unspecifiedValuesAreUnknown(String term, String reason) {
    Value v = Eval.value(term);
    assertTrue(v instanceof Unknown u && u.reason().contains(reason), v.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "1.0 -> (fp #b0 #b01111111 #b00000000000000000000000)",
      "(- 2.0) -> (fp #b1 #b10000000 #b00000000000000000000000)",
  })
  void printsTriples(String real, String expected) {
    assertEquals(expected, Eval.value(f32(real)).toString());
  }

  /** Small formats are finite domains: quantifiers over them are decided (a z3 4.8.12 soundness finding needed it). */
  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(exists ((x (_ FloatingPoint 3 5))) (fp.gt (fp.max x (_ +oo 3 5)) (_ +oo 3 5))) -> false",
      "(exists ((x (_ FloatingPoint 3 5))) (fp.gt (fp.max x ((_ to_fp 3 5) RNE 1.0)) ((_ to_fp 3 5) RNE 1.0))) -> true",
      "(forall ((x (_ FloatingPoint 2 3))) (or (fp.isNaN x) (fp.leq x (_ +oo 2 3)))) -> true",
      "(forall ((x (_ FloatingPoint 2 3))) (not (fp.isNaN x))) -> false",
      "(exists ((x (_ FloatingPoint 8 24))) (fp.isNaN x)) -> unknown",
  })
  void quantifiersOverSmallFormatsAreDecided(String term, String expected) {
    Value v = Eval.value(term);
    assertEquals(expected, v instanceof Unknown ? "unknown" : v.toString(), v.toString());
  }
}
