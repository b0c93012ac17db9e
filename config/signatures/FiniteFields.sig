; Finite fields of prime order p (cvc5 extension, from cvc5 1.0.4 on, built with CoCoA).
; cvc5 1.0.3 rejects the sort ("unknown indexed sort symbol `FiniteField'"), z3 and cvc4
; have no finite fields. Field elements are written #f<value>m<p> or (as ff<value>
; (_ FiniteField p)) (read in code).
(theory FiniteFields :solvers (cvc5))
(ff.add (_ FiniteField p) (_ FiniteField p) (_ FiniteField p) :left-assoc)
(ff.mul (_ FiniteField p) (_ FiniteField p) (_ FiniteField p) :left-assoc)
(ff.neg (_ FiniteField p) (_ FiniteField p))
; ff.bitsum is a0 + 2*a1 + 4*a2 ...: not a fold of a binary operator, but its arguments
; and result share one field sort as with :left-assoc
(ff.bitsum (_ FiniteField p) (_ FiniteField p) (_ FiniteField p) :left-assoc)
