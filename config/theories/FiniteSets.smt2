; z3 5's finite sets (FiniteSet), new in z3 5.0; cvc5 reads them as its sets through its
; profile's renames. Offered only with z3 under test: for cvc5 alone the Sets generator is the same.
(set-info :tamis-theories "FiniteSets")
(set-info :tamis-needs "z3")
(set-info :tamis-uses "Core Ints")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const S (FiniteSet Int))
(declare-const T (FiniteSet Int))
(declare-const U (FiniteSet Int))
(declare-const e Int)
(declare-const n Int)
(assert (= (as set.empty (FiniteSet Int)) (set.singleton 0) (set.union (set.singleton 1) (set.singleton 2))))
(assert (= 0 1 (- 1) 2 3))
