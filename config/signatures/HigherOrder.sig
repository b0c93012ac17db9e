; SMT-LIB 2.7 higher-order terms: function sorts (-> A ... B), lambda (read in code) and the
; application of a function-valued term. (f a ...) with f a declared function, a variable or a
; let name is read and printed in that form, which z3 and cvc5 both read; a compound head is
; printed with @ (cvc5), while z3 also reads ((f a) b). (-> A (-> B C)) is (-> A B C).
; cvc5 needs a higher-order logic (HO_ALL, HO_UF, ...); z3 reads function sorts as arrays.
(theory HigherOrder :solvers (z3 cvc5 cvc4))
; one argument: (f a b) is (@ (@ f a) b)
(par (A B) (@ (-> A B) A B))
; z3 reads function sorts as arrays: select on a function value
(par (A B) (select (-> A B) A B :standard false :solvers (z3)))
