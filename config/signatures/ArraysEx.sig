; ArraysEx theory (SMT-LIB 2.6), plus the constant array that all three solvers read.
(theory ArraysEx :solvers (z3 cvc5 cvc4))
(par (I E) (select (Array I E) I E))
(par (I E) (store (Array I E) I E (Array I E)))
; written ((as const (Array I E)) v); cvc5 and cvc4 want v to be a value (a literal),
; e.g. 0 but not (+ 1 2) (error otherwise); z3 takes any term
(par (I E) (const E (Array I E) :standard false))
