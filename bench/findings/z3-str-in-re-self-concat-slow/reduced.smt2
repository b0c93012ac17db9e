(declare-const l String)
(assert (str.in_re l (re.++ (str.to_re l) re.allchar)))
(check-sat)
(get-model)
