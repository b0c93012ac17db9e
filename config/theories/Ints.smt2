; Integer arithmetic, with the edge values where div, mod and abs differ between readings.
(set-info :tamis-theories "Ints IntExtensions")
(set-info :tamis-uses "Core")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const i Int)
(declare-const j Int)
(declare-const k Int)
(assert (= 0 1 (- 1) 2 3 7 (- 7) 64 2147483647 2147483648 (- 2147483649) 18446744073709551616))
