; Strings and regular expressions over them (z3 5's new regex solver), with the empty string,
; escapes and the largest code point.
(set-info :tamis-theories "Strings StringExtensions")
(set-info :tamis-uses "Core Ints")
(set-info :tamis-skip "re.range")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const s String)
(declare-const t String)
(declare-const u String)
(declare-const n Int)
(assert (= "" "a" "ab" "aaa" "ba" "\u{0}" "\u{2fffd}" "0" "10" "-1"))
(assert (= 0 1 (- 1) 2 3))
(assert (= (str.to_re "a") (str.to_re "ab") (re.range "a" "c") (re.range "0" "9")))
