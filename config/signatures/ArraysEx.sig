; ArraysEx theory (SMT-LIB 2.6), plus the constant array (Yices2 does not read it).
(theory ArraysEx :solvers (z3 cvc5 cvc4 yices2 bitwuzla))
(par (I E) (select (Array I E) I E))
(par (I E) (store (Array I E) I E (Array I E)))
; written ((as const (Array I E)) v); cvc5 and cvc4 want v to be a value (a literal),
; e.g. 0 but not (+ 1 2) (error otherwise); z3 takes any term
(par (I E) (const E (Array I E) :standard false :solvers (z3 cvc5 cvc4 bitwuzla)))
; cvc5: (eqrange a b lo hi), a and b agree on the indices from lo to hi
(par (I E) (eqrange (Array I E) (Array I E) I I Bool :standard false :solvers (cvc5)))
; z3: an array's default value, and n-dimensional arrays (Array I1 ... In E), I* being the index
; sorts (a list parameter)
(par (I E) (default (Array I E) E :standard false :solvers (z3)))
(par (I* E) (select (Array I* E) I* E :standard false :solvers (z3)))
(par (I* E) (store (Array I* E) I* E (Array I* E) :standard false :solvers (z3)))
(par (I* E) (const E (Array I* E) :standard false :solvers (z3)))
