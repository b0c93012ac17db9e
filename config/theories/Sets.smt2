; cvc5's sets of integers (set.card, set.choose, set.is_singleton).
; Offered with cvc5 under test: z3's sets of the same names are arrays, and its FiniteSets generator
; writes set.union and set.singleton too.
(set-info :tamis-theories "Sets")
(set-info :tamis-needs "cvc5")
(set-info :tamis-uses "Core Ints")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const S (Set Int))
(declare-const T (Set Int))
(declare-const e Int)
(assert (= (as set.empty (Set Int)) (set.singleton 0) (set.insert 1 2 (set.singleton 3))))
(assert (= 0 1 (- 1) 2))
