; Finite sets (z3 5's FiniteSet; cvc5 reads them through its profile's renames): the size of a
; union lies between the larger part and the sum of both.
(set-logic ALL)
(declare-fun A () (FiniteSet Int))
(declare-fun B () (FiniteSet Int))
(assert (= (set.size A) 3))
(assert (= (set.size B) 2))
(assert (< (set.size (set.union A B)) 3))
(check-sat)
