(set-logic QF_FP)
(declare-fun a () Float32)
(assert (not (fp.isZero a)))
(check-sat)
