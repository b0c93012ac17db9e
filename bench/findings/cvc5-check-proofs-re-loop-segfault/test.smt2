(set-logic ALL)
(assert (xor (str.in_re "" ((_ re.loop 1 0) (str.to_re ""))) (str.in_re "" ((_ re.loop 1 0) (str.to_re "")))))
(check-sat)

(get-model)
