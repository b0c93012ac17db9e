; cvc5's finite fields (1.0.4 on), over the field of order 7.
; cvc5 built without CoCoA (the Maven build of 1.3.2) reads field terms, and solves those its rewriter
; decides, but refuses the rest: the self-check makes it solve a product, and drops the theory there.
(set-info :tamis-theories "FiniteFields")
(set-info :tamis-solve "(assert (= (ff.mul a b) #f2m7))")
(set-info :tamis-uses "Core")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const a (_ FiniteField 7))
(declare-const b (_ FiniteField 7))
(declare-const c (_ FiniteField 7))
(assert (= #f0m7 #f1m7 #f3m7 #f6m7))
