(set-logic LRA)
(assert (not (exists ((t Real)) (or (= 2.0 2.0) (= 0.0 2.0)))))
(check-sat)
