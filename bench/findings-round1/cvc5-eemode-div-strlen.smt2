(set-logic QF_SNIA)
(declare-fun s () String)
(assert (= 0 (div 0 (str.len s))))
(check-sat)
