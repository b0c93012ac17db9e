; Finite sets: subsets both ways are equal sets.
(set-logic ALL)
(declare-fun A () (FiniteSet Int))
(declare-fun B () (FiniteSet Int))
(assert (set.subset A B))
(assert (set.subset B A))
(assert (not (= A B)))
(check-sat)
