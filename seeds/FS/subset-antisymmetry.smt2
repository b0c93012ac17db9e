; Finite sets: subsets both ways are equal sets.
(set-logic ALL)
(set-info :status unsat)
(declare-fun A () (FiniteSet Int))
(declare-fun B () (FiniteSet Int))
(assert (set.subset A B))
(assert (set.subset B A))
(assert (not (= A B)))
(check-sat)
