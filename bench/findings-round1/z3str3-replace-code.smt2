(set-logic QF_SLIA)
(declare-fun x () String)
(assert (= (str.to_code (str.replace "AB" x "C")) 5))
(check-sat)
