(declare-const C (FiniteSet Int))
(assert (= (set.size (set.difference C (set.singleton 0))) 0))
(check-sat)
(get-model)
