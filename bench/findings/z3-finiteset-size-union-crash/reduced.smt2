(declare-const C (FiniteSet Int))
(assert (= (set.size (set.union C (set.singleton 0))) 0))
(check-sat)
(get-model)
