; cvc5's bags (multisets) of integers.
(set-info :tamis-theories "Bags")
(set-info :tamis-uses "Core Ints")
; cvc5: "Cardinality for BAG_DIFFERENCE_REMOVE is not implemented yet" once bag.card meets it
(set-info :tamis-skip "bag.difference_remove")
(set-info :tamis-depth 4)
(set-logic ALL)
(declare-const X (Bag Int))
(declare-const Y (Bag Int))
(declare-const e Int)
(declare-const n Int)
(assert (= (as bag.empty (Bag Int)) (bag 0 1) (bag 1 3)))
(assert (= 0 1 2 (- 1)))
