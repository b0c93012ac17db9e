(set-logic ALL)
(assert (= (seq.nth (seq.unit 0) 1) 1 (seq.nth (seq.unit (mod 1 (mod 0 (seq.nth (seq.unit 0) 1)))) (- (seq.nth (seq.unit 0) (div 0 (seq.nth (seq.unit 0) 1) 0)) (seq.nth (seq.unit 0) (+ 0 (ite (= 0 (seq.nth (seq.unit 0) 1)) 1 1))) 0))))
(check-sat)

(get-model)
