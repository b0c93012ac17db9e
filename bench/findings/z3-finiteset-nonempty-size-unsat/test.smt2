(declare-const U (FiniteSet Int))
(assert (distinct U (as set.empty (FiniteSet Int))))
(assert (>= (set.size U) 0))
(check-sat)

(get-model)
