; Arrays from integers to integers and to Booleans, with constant arrays.
(set-info :tamis-theories "ArraysEx")
(set-info :tamis-uses "Core Ints")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const A (Array Int Int))
(declare-const B (Array Int Int))
(declare-const P (Array Int Bool))
(declare-const i Int)
(declare-const j Int)
; one constant array per sort: cvc5 rejects write chains between two different ones
(assert (= ((as const (Array Int Int)) 0) ((as const (Array Int Int)) 0)))
(assert (= ((as const (Array Int Bool)) false) ((as const (Array Int Bool)) false)))
(assert (= 0 1 (- 1) 2))
