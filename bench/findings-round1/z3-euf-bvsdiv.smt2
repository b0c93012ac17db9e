(set-logic QF_BV)
(assert (bvsle (bvsdiv #x00000001 #x00000001) #x00000000))
(check-sat)
