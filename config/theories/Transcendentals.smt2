; Transcendental functions over the reals (cvc5's and z3's names).
(set-info :tamis-theories "Transcendentals")
(set-info :tamis-uses "Core Reals")
(set-info :tamis-depth 4)
(set-logic ALL)
(declare-const a Real)
(declare-const b Real)
(assert (= 0.0 1.0 (- 1.0) 0.5 3.0))
