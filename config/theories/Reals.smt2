; Real arithmetic.
(set-info :tamis-theories "Reals RealExtensions")
(set-info :tamis-uses "Core")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const a Real)
(declare-const b Real)
(declare-const c Real)
(assert (= 0.0 1.0 (- 1.0) 0.5 (/ 1.0 3.0) 2.0 1000000.0 0.000001))
