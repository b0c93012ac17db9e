(set-logic ALL)
(declare-fun C () (FiniteSet Int))
(assert (<= (set.size (set.union C (set.singleton 2))) 2))
(check-sat)

(get-model)
