; Transcendental functions over the reals (cvc5's and z3's names).
(set-info :smtfuzz-theories "Transcendentals")
(set-info :smtfuzz-uses "Core Reals")
(set-info :smtfuzz-depth 4)
(set-logic ALL)
(declare-const a Real)
(declare-const b Real)
(assert (= 0.0 1.0 (- 1.0) 0.5 3.0))
