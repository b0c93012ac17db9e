(set-logic ALL)
(declare-const A (FiniteSet Int))
(declare-const B (FiniteSet Int))
(declare-const x Int)
(assert (not (= A B)))
(check-sat)

(get-model)
