(set-logic QF_FP)
(declare-fun y () (_ FloatingPoint 11 53))
(assert (= y (fp ((_ fp.to_sbv 1) RNE y) (_ bv0 11) (_ bv0 52))))
(check-sat)
