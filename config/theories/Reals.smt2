; Real arithmetic.
(set-info :smtfuzz-theories "Reals RealExtensions")
(set-info :smtfuzz-uses "Core")
(set-info :smtfuzz-depth 5)
(set-logic ALL)
(declare-const a Real)
(declare-const b Real)
(declare-const c Real)
(assert (= 0.0 1.0 (- 1.0) 0.5 (/ 1.0 3.0) 2.0 1000000.0 0.000001))
