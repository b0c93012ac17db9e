package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bit-vectors: total division by zero, signed division signs, extract/concat, shifts past the width. */
class BitVecEvalTest {
  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(bvudiv #x07 #x00) -> #xff",
      "(bvurem #x07 #x00) -> #x07",
      "(bvudiv #x07 #x02) -> #x03",
      "(bvsdiv #x07 #x00) -> #xff",
      "(bvsdiv #xf9 #x00) -> #x01",
      "(bvsdiv #xf9 #x02) -> #xfd",
      "(bvsdiv #x07 #xfe) -> #xfd",
      "(bvsdiv #xf9 #xfe) -> #x03",
      "(bvsdiv #x80 #xff) -> #x80",
      "(bvsrem #xf9 #x00) -> #xf9",
      "(bvsrem #xf9 #x02) -> #xff",
      "(bvsrem #x07 #xfe) -> #x01",
      "(bvsmod #xf9 #x03) -> #x02",
      "(bvsmod #x07 #xfd) -> #xfe",
      "(bvsmod #xf9 #xfd) -> #xff",
      "(bvsmod #xf9 #x00) -> #xf9",
      "(bvsmod #x06 #xfd) -> #x00",
  })
  void division(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "((_ extract 7 4) #xa5) -> #xa",
      "((_ extract 0 0) #b10) -> #b0",
      "(concat #xa #b01) -> #b101001",
      "(concat #x1 #x2 #x3) -> #x123",
      "((_ zero_extend 4) #xf) -> #x0f",
      "((_ sign_extend 4) #x8) -> #xf8",
      "((_ repeat 3) #b10) -> #b101010",
      "((_ rotate_left 1) #b1001) -> #x3",
      "((_ rotate_right 1) #b1001) -> #xc",
      "((_ rotate_left 9) #x81) -> #x03",
      "(bvshl #x01 #x07) -> #x80",
      "(bvshl #x01 #x08) -> #x00",
      "(bvshl #x01 #xff) -> #x00",
      "(bvlshr #x80 #x09) -> #x00",
      "(bvashr #x80 #x09) -> #xff",
      "(bvashr #x80 #x01) -> #xc0",
      "(bvashr #x40 #x01) -> #x20",
      "(bvneg #x01) -> #xff",
      "(bvadd #xff #x02) -> #x01",
      "(bvmul #x10 #x10) -> #x00",
      "(bvsub #x00 #x01) -> #xff",
      "(bvnand #xf0 #xff) -> #x0f",
      "(bvxnor #xf0 #xff) -> #xf0",
      "(bvcomp #xab #xab) -> #b1",
      "((_ int2bv 4) (- 1)) -> #xf",
      "(bv2nat #xff) -> 255",
      "((_ bv5 3) ) -> #b101",
      "(bvult #x01 #xff) -> true",
      "(bvslt #x01 #xff) -> false",
      "(bvsge #x80 #x7f) -> false",
      "(bvuaddo #xff #x01) -> true",
      "(bvsaddo #x7f #x01) -> true",
      "(bvsdivo #x80 #xff) -> true",
      "(bvumul_noovfl #x10 #x0f) -> true",
  })
  void bits(String term, String expected) {
    assertEquals(expected, Eval.value(term.replace("((_ bv5 3) )", "(_ bv5 3)")).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(bvadd x #x0000000000000000000001) -> #x1000000000000000000000",
      "((_ extract 87 84) x) -> #x0",
      "(bvudiv x #x0000000000000000000000) -> #xffffffffffffffffffffff",
  })
  void wideBitVectors(String term, String expected) {
    assertEquals(expected, Eval.value("(define-fun x () (_ BitVec 88) #x0fffffffffffffffffffff)", term).toString());
  }
}
