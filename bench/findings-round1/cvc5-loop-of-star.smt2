(set-logic QF_S)
(declare-fun x () String)
(assert (str.in_re x (re.inter ((_ re.loop 0 0) (re.* re.allchar)) re.allchar)))
(check-sat)
