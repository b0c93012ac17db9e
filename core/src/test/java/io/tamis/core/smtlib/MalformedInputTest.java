package io.tamis.core.smtlib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tamis.core.check.SortChecker;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each malformed input gives one SmtLibException with the expected position and message. */
class MalformedInputTest {

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(delimiterString = " | ", quoteCharacter = '`', value = {
      // input | line:col | message fragment
      "(assert (and true | 1:18 | unexpected end of input",
      "(assert true)) | 1:14 | unexpected ')', expected '(' of a command",
      "(declare-const x Int)\\n(assert (> y 0)) | 2:12 | unknown symbol 'y'",
      "(assert (foo 1)) | 1:9 | unknown function symbol 'foo'",
      "(assert (not true false)) | 1:9 | wrong number of arguments for 'not'",
      "(declare-const x Int)(assert (and x true)) | 1:30 | ill-sorted application of 'and' to (Int Bool)",
      "(assert (= 1 true)) | 1:9 | ill-sorted application of '='",
      "(assert (= #xZZ #x00)) | 1:12 | bad hexadecimal literal",
      "(assert (= 5/0 1.0)) | 1:12 | bad rational literal 5/0: zero denominator",
      "(assert (= #f3 #f1m5)) | 1:12 | bad finite-field literal",
      "(assert (= 12ab 1)) | 1:12 | bad numeral",
      "(assert \\u0000\\u0001) | 1:9 | unexpected byte 0x00",
      "(assert \\u00c3\\u00a9) | 1:9 | unexpected byte 0xc3",
      "(assert (= \"abc 1)) | 1:12 | unterminated string literal",
      "(declare-const |x Int) | 1:16 | unterminated |quoted| symbol",
      "(frobnicate) | 1:2 | unknown command 'frobnicate'",
      "(declare-const x Foo) | 1:18 | unknown sort 'Foo'",
      "(declare-const x (_ BitVec 0)) | 1:18 | bad sort index",
      "(assert 1) | 1:9 | assert expects a Bool term, got sort Int",
      "(assert (forall ((x Int)) x)) | 1:9 | quantifier body must be Bool",
      "(assert (let (x 1) true)) | 1:15 | expected '(' of a let binding",
      "(define-fun f () Int true) | 1:13 | body of 'f' has sort Bool, declared Int",
      "(pop 1) | 1:2 | pop 1 with only 0 levels pushed",
      "(push 1)(declare-const x Int)(pop 1)(assert (> x 0)) | 1:48 | unknown symbol 'x'",
      "(assert (forall ((x Int)) (x 1))) | 1:27 | 'x' has sort Int and cannot be applied",
      "(declare-const f (-> Int)) | 1:18 | sort '->' takes 2 arguments, got 1",
      "(assert (= (lambda ((x Int)) x) 0)) | 1:9 | ill-sorted application of '=' to ((-> Int Int) Int)",
      "(declare-fun f (Int Int) Int)(assert (= (f 1) 2)) | 1:38 | ill-sorted application of '=' to ((-> Int Int) Int)",
      "(assert ((_ tuple.select 2) (tuple 1 2))) | 1:9 | ill-sorted application of 'tuple.select'",
      "(check-sat-using) | 1:17 | unexpected ')', expected a tactic",
      "(get-abduct A 1) | 1:15 | get-abduct expects a Bool term",
      "(assert #q) | 1:9 | bad literal: '#' must start #x or #b",
      "(1) | 1:2 | unexpected '1', expected a command name",
      "(declare-const a (Array Int)) | 1:18 | sort 'Array' takes 2 arguments, got 1",
      "(declare-datatype L (par (T) ((nil) (cons (hd T) (tl (L T))))))(assert (= nil nil)) | 1:72 | cannot infer the sort of 'nil'",
      "(declare-const b (_ BitVec 4))(assert (= ((_ extract 4 0) b) b)) | 1:42 | ill-sorted application of 'extract'",
      "() | 1:2 | unexpected ')', expected a command name",
      "(assert (! true :named)) | 1:23 | :named needs a symbol",
      "(declare-fun f (Int) Int)(assert (= (f true) 0)) | 1:37 | argument 1 of 'f' has sort Bool, expected Int",
      "(assert (match 1 ((x true)))) extra | 1:31 | unexpected 'extra', expected '(' of a command",
      "(assert (= (_ char 65) \"A\")) | 1:12 | (_ char #xH) needs one hexadecimal index",
  })
  void reportsPositionAndMessage(String input, String position, String fragment) {
    String text = input.replace("\\n", "\n").replace("\\u0000", "\u0000").replace("\\u0001", "\u0001")
        .replace("\\u00c3", "\u00c3").replace("\\u00a9", "\u00a9");
    SmtLibException e = assertThrows(SmtLibException.class, () -> Scripts.read(text));
    assertEquals("test.smt2:" + position, e.file() + ":" + e.line() + ":" + e.column(), e.getMessage());
    assertTrue(e.getMessage().startsWith("test.smt2:" + position + ": "), e.getMessage());
    assertTrue(e.reason().contains(fragment), () -> "message was: " + e.reason());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "(declare-const x Int)(assert (> x 0))(check-sat)",
      "(set-logic QF_LRA)(declare-const x Real)(assert (> x 0))",
  })
  void wellFormedInputChecksClean(String input) {
    assertEquals(java.util.List.of(), new SortChecker().check(Scripts.read(input)));
  }
}
