(set-logic QF_NIA)
(declare-fun x () Int)
(assert (>= (* (div 0 0) x) 2))
(check-sat)
