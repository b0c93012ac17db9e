(declare-const u String)
(assert (= "b" (str.replace_re_all "" (re.diff (str.to_re "a") (str.to_re u)) u)))
(check-sat)
(get-model)
