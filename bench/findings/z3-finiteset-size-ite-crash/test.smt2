(set-logic ALL)
(declare-fun A () (FiniteSet Int))
(declare-fun B () (FiniteSet Int))
(declare-fun n () Int)
(assert (= n (set.size (ite (set.subset B (ite (= n 0) B A)) A B))))
(check-sat)

(get-model)
