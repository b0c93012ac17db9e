(set-logic ALL)
(declare-fun U () (FiniteSet (_ BitVec 2)))
(declare-fun v () (_ BitVec 2))
(assert (not (set.in v U)))
(assert (> (set.size U) 3))
(check-sat)

(get-model)
