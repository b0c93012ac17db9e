(set-logic ALL)
(assert (distinct (forall ((a Real)) (= (* (to_int (+ a (+ (+ a 1.0) (+ a 1.0) (+ a 1.0)))) (to_int a)) 1)) (forall ((a Real)) (= (* (to_int (+ a 1.0)) (to_int a)) 1))))
(check-sat)

(get-model)
