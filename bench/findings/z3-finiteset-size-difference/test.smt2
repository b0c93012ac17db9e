(set-logic ALL)
(declare-fun C () (FiniteSet Int))
(assert (>= (set.size (set.difference C (set.singleton 2))) 0))
(check-sat)

(get-model)
