; Finite sets: sizes of pairwise disjoint sets add up.
(set-logic ALL)
(declare-fun A () (FiniteSet Int))
(declare-fun B () (FiniteSet Int))
(declare-fun C () (FiniteSet Int))
(assert (= (set.intersect A B) (as set.empty (FiniteSet Int))))
(assert (= (set.intersect (set.union A B) C) (as set.empty (FiniteSet Int))))
(assert (= (set.size (set.union A (set.union B C))) (+ (set.size A) (set.size B) (set.size C) 1)))
(check-sat)
