(assert true)
(assert (not (=> (> (to_int 0) 0) true)))
(check-sat)
(get-model)
