; Core theory (SMT-LIB 2.6).
(theory Core :solvers (z3 cvc5 cvc4))
(true Bool)
(false Bool)
(not Bool Bool)
(=> Bool Bool Bool :right-assoc)
(and Bool Bool Bool :left-assoc :min-args 1)
(or Bool Bool Bool :left-assoc :min-args 1)
(xor Bool Bool Bool :left-assoc)
(par (A) (= A A Bool :chainable))
(par (A) (distinct A A Bool :pairwise))
(par (A) (ite Bool A A A))
; SMT-LIB 2.7: applying a function-valued term. Read and printed as (f a ...) where f is a name,
; else as (@ t a ...) (cvc5); z3 reads (t a ...) also for a compound t.
(par (A B) (@ (-> A B) A B :left-assoc))
