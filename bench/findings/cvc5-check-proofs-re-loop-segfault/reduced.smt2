(assert (xor (str.in_re "" ((_ re.loop 1 0) re.none)) (str.in_re "" ((_ re.loop 1 0) re.none))))
(check-sat)
(get-model)
