(declare-const x (Seq Int))
(assert (> 0 (seq.indexof (seq.unit (seq.nth (seq.unit 0) 1)) x 0)))
(check-sat)
(get-model)
