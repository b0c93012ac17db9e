(declare-const T (FiniteSet Int))
(assert (= (set.size (set.difference T (set.singleton 0))) 0))
(check-sat)
(get-model)
