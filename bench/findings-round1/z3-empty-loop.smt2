(set-logic QF_S)
(declare-fun x () String)
(assert (str.in_re x (re.++ (re.* (str.to_re "b")) (str.to_re "a") ((_ re.loop 2 2) re.none))))
(check-sat)
