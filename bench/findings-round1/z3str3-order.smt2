(set-logic QF_S)
(declare-fun x () String)
(assert (str.< x x))
(check-sat)
