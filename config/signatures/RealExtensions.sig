; Real operators outside SMT-LIB 2.6 that some installed solver reads.
(theory RealExtensions :solvers (z3 cvc5))
; cvc4 1.8 reads abs on Int only
(abs Real Real)
; cvc5 and cvc4 accept only a numeral exponent (error otherwise); z3 takes any term
(^ Real Real Real :solvers (z3 cvc5 cvc4))
; z3: the uninterpreted result of division by zero
(div0 Real Real Real :solvers (z3))
; cvc5: division whose value at 0 is 0
(/_total Real Real Real :solvers (cvc5))
; z3: unary minus under another name
(~ Real Real :solvers (z3))
(+ Real Real :solvers (z3))
(* Real Real :solvers (z3))
(to_real Real Real :solvers (z3 cvc5))
; z3: div and mod of reals (sat with div as real division rounded like integer div)
(div Real Real Real :left-assoc :solvers (z3))
(mod Real Real Real :solvers (z3))
