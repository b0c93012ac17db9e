; cvc5's finite fields (1.0.4 on), over the field of order 7.
; Only when named (--theories FiniteFields): cvc5 built without CoCoA (the Maven build of 1.3.2) reads
; field terms but refuses to solve them, and the self-check does not see that yet.
(set-info :smtfuzz-theories "FiniteFields")
(set-info :smtfuzz-opt-in true)
(set-info :smtfuzz-uses "Core")
(set-info :smtfuzz-depth 5)
(set-logic ALL)
(declare-const a (_ FiniteField 7))
(declare-const b (_ FiniteField 7))
(declare-const c (_ FiniteField 7))
(assert (= #f0m7 #f1m7 #f3m7 #f6m7))
