package io.tamis.core.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Strings as code points with SMT-LIB 2.6 escapes, and the out-of-range cases of the standard. */
class StringEvalTest {
  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(str.len \"abc\") -> 3",
      "(str.len \"\\u{1F600}\") -> 1",
      "(str.len \"\\u1234\") -> 1",
      "(str.len \"\\u{2FFFF}\") -> 1",
      "(str.len \"\\u{30000}\") -> 9",
      "(str.len \"\\u12\") -> 4",
      "(str.len \"\\x41\") -> 4",
      "(str.len \"a\"\"b\") -> 3",
      "(str.to_code \"\\u{1F600}\") -> 128512",
      "(str.++ \"ab\" \"\" \"c\") -> \"abc\"",
      "(str.at \"abc\" 1) -> \"b\"",
      "(str.at \"abc\" 3) -> \"\"",
      "(str.at \"abc\" (- 1)) -> \"\"",
      "(str.substr \"abcdef\" 1 3) -> \"bcd\"",
      "(str.substr \"abcdef\" 4 10) -> \"ef\"",
      "(str.substr \"abc\" 1 (- 1)) -> \"\"",
      "(str.substr \"abc\" 3 1) -> \"\"",
      "(str.substr \"abc\" (- 1) 2) -> \"\"",
      "(str.indexof \"abcabc\" \"c\" 0) -> 2",
      "(str.indexof \"abcabc\" \"c\" 3) -> 5",
      "(str.indexof \"abc\" \"\" 3) -> 3",
      "(str.indexof \"abc\" \"\" 4) -> (- 1)",
      "(str.indexof \"abc\" \"a\" (- 1)) -> (- 1)",
      "(str.indexof \"abc\" \"d\" 0) -> (- 1)",
      "(str.replace \"abc\" \"\" \"X\") -> \"Xabc\"",
      "(str.replace \"abcb\" \"b\" \"X\") -> \"aXcb\"",
      "(str.replace \"abc\" \"d\" \"X\") -> \"abc\"",
      "(str.replace_all \"abcb\" \"b\" \"X\") -> \"aXcX\"",
      "(str.replace_all \"aaa\" \"aa\" \"b\") -> \"ba\"",
      "(str.replace_all \"abc\" \"\" \"X\") -> \"abc\"",
      "(str.to_int \"0042\") -> 42",
      "(str.to_int \"4a\") -> (- 1)",
      "(str.to_int \"\") -> (- 1)",
      "(str.to_int \"-3\") -> (- 1)",
      "(str.from_int 42) -> \"42\"",
      "(str.from_int (- 3)) -> \"\"",
      "(str.from_code 97) -> \"a\"",
      "(str.from_code 196608) -> \"\"",
      "(str.from_code (- 1)) -> \"\"",
      "(str.to_code \"ab\") -> (- 1)",
      "(str.is_digit \"7\") -> true",
      "(str.is_digit \"77\") -> false",
      "(str.< \"a\" \"ab\") -> true",
      "(str.< \"b\" \"ab\") -> false",
      "(str.<= \"ab\" \"ab\") -> true",
      "(str.prefixof \"ab\" \"abc\") -> true",
      "(str.suffixof \"bc\" \"abc\") -> true",
      "(str.contains \"abc\" \"\") -> true",
      "(str.rev \"abc\") -> \"cba\"",
      "(str.update \"abcd\" 1 \"XYZW\") -> \"aXYZ\"",
      "(str.update \"abcd\" 4 \"X\") -> \"abcd\"",
      "(str.to_upper \"aB1\") -> \"AB1\"",
      "((_ char #x41)) -> \"A\"",
  })
  void strings(String term, String expected) {
    assertEquals(expected, Eval.value(term.replace("((_ char #x41))", "(_ char #x41)")).toString());
  }

  @Test
  void printsNonAsciiAndBackslashAsEscapes() {
    assertEquals("\"\\u{5c}\\u{1f600}\\u{7f}\"\"\"", StringValue.of(0x5c, 0x1F600, 0x7f, '"').toString());
  }

  @ParameterizedTest
  @CsvSource(delimiterString = " -> ", value = {
      "(str.in_re \"abab\" (re.* (str.to_re \"ab\"))) -> true",
      "(str.in_re \"aba\" (re.* (str.to_re \"ab\"))) -> false",
      "(str.in_re \"\" (re.* re.none)) -> true",
      "(str.in_re \"x\" re.allchar) -> true",
      "(str.in_re \"xy\" re.allchar) -> false",
      "(str.in_re \"anything\" re.all) -> true",
      "(str.in_re \"\" re.none) -> false",
      "(str.in_re \"m\" (re.range \"a\" \"z\")) -> true",
      "(str.in_re \"m\" (re.range \"z\" \"a\")) -> false",
      "(str.in_re \"m\" (re.range \"ab\" \"z\")) -> false",
      "(str.in_re \"aa\" (re.+ (str.to_re \"a\"))) -> true",
      "(str.in_re \"\" (re.+ (str.to_re \"a\"))) -> false",
      "(str.in_re \"\" (re.opt (str.to_re \"a\"))) -> true",
      "(str.in_re \"ab\" (re.comp (str.to_re \"ab\"))) -> false",
      "(str.in_re \"abc\" (re.comp (str.to_re \"ab\"))) -> true",
      "(str.in_re \"ab\" (re.inter (re.* re.allchar) (str.to_re \"ab\"))) -> true",
      "(str.in_re \"b\" (re.diff (re.range \"a\" \"c\") (str.to_re \"b\"))) -> false",
      "(str.in_re \"aaa\" ((_ re.loop 2 3) (str.to_re \"a\"))) -> true",
      "(str.in_re \"aaaa\" ((_ re.loop 2 3) (str.to_re \"a\"))) -> false",
      "(str.in_re \"a\" ((_ re.loop 2 3) (str.to_re \"a\"))) -> false",
      "(str.in_re \"\" ((_ re.loop 3 2) re.all)) -> false",
      "(str.in_re \"aa\" ((_ re.^ 2) (str.to_re \"a\"))) -> true",
      "(str.in_re \"ab\" (re.union (str.to_re \"ab\") (str.to_re \"c\"))) -> true",
      "(str.replace_re \"abc\" (re.* (str.to_re \"b\")) \"X\") -> \"Xabc\"",
      "(str.replace_re \"abc\" (str.to_re \"b\") \"X\") -> \"aXc\"",
      "(str.replace_re \"abbc\" (re.+ (str.to_re \"b\")) \"X\") -> \"aXbc\"",
      "(str.replace_re \"abc\" (str.to_re \"d\") \"X\") -> \"abc\"",
      "(str.replace_re_all \"abcbb\" (re.+ (str.to_re \"b\")) \"X\") -> \"aXcXX\"",
      "(str.replace_re_all \"abc\" (re.* (str.to_re \"b\")) \"X\") -> \"aXc\"",
      "(str.indexof_re \"abcb\" (str.to_re \"b\") 2) -> 3",
      "(str.indexof_re \"abc\" (str.to_re \"d\") 0) -> (- 1)",
  })
  void regularLanguages(String term, String expected) {
    assertEquals(expected, Eval.value(term).toString());
  }

  @Test
  void membershipInADeepRegexIsOnTheHeap() {
    int depth = 100_000;
    String regex = "(re.++ (str.to_re \"a\") ".repeat(depth) + "(re.* (str.to_re \"b\"))" + ")".repeat(depth);
    String word = "a".repeat(depth) + "bb";
    assertEquals(BoolValue.TRUE, Eval.value("(str.in_re \"" + word + "\" " + regex + ")"));
    assertEquals(BoolValue.FALSE, Eval.value("(str.in_re \"" + word + "a\" " + regex + ")"));
  }
}
