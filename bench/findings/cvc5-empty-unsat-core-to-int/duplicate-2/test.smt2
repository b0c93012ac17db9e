(set-logic QF_NIRA)
(declare-fun a () Int)
(declare-fun b () Int)
(assert (> b 0))
(assert (> 0 (/ (to_real (+ a a)) (to_real b))))
(assert (= (to_int (to_real b)) (+ b a)))
(check-sat)

(get-model)
