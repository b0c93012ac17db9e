(set-logic QF_S)
(declare-fun x () String)
(assert (str.in_re x (re.diff re.allchar (str.to_re "a") re.allchar)))
(check-sat)
