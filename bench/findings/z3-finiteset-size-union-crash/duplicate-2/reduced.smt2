(assert (= (set.size (set.union (set.singleton 0) (set.singleton 2))) 0))
(check-sat)
(get-model)
