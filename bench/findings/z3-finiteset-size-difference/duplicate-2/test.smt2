(set-logic ALL)
(declare-const A (FiniteSet Int))
(declare-const B (FiniteSet Int))
(declare-const x Int)
(assert (set.in (set.size (set.union A B)) A))
(check-sat)

(get-model)
