; Finite sets of bit-vectors: a 2-bit universe has four members at most.
(set-logic ALL)
(declare-fun U () (FiniteSet (_ BitVec 2)))
(declare-fun v () (_ BitVec 2))
(assert (set.in #b00 U))
(assert (set.in (bvadd v #b01) U))
(assert (not (set.in v U)))
(assert (>= (set.size U) 3))
(check-sat)
