(set-logic QF_S)
(declare-fun x () String)
(assert (= "a" (str.replace_re "aa" (str.to_re x) "a")))
(check-sat)
