; Finite fields of prime order p (cvc5 extension, from cvc5 1.0.4 on, built with CoCoA).
; None of the installed solvers reads this file: cvc5 1.0.3 rejects the sort
; ("unknown indexed sort symbol `FiniteField'"), z3 4.8.12 and cvc4 1.8 have no
; finite fields. So it is not listed in INDEX and its lines are unchecked.
; Field elements are written #f<value>m<p> or (as ff<value> (_ FiniteField p)).
(theory FiniteFields :solvers ())
(ff.add (_ FiniteField p) (_ FiniteField p) (_ FiniteField p) :left-assoc)
(ff.mul (_ FiniteField p) (_ FiniteField p) (_ FiniteField p) :left-assoc)
(ff.neg (_ FiniteField p) (_ FiniteField p))
; ff.bitsum (a0 + 2*a1 + 4*a2 ...) is not a fold of one binary signature, so the format
; cannot state it.
