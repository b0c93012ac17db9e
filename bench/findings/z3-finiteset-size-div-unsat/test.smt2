(declare-const A (FiniteSet Int))
(declare-const B (FiniteSet Int))
(assert (= 0 (div (+ (set.size B) 2) (set.size A))))
(assert (> (set.size (set.difference A B)) 1))
(check-sat)

(get-model)
