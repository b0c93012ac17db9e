; Core theory (SMT-LIB 2.6).
(theory Core :solvers (z3 cvc5 cvc4 yices2 bitwuzla))
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
; z3's other names for =>, ite and =
(implies Bool Bool Bool :right-assoc :standard false :solvers (z3))
(par (A) (iff A A Bool :standard false :solvers (z3)))
(par (A) (if Bool A A A :standard false :solvers (z3)))
; z3 reads one argument where SMT-LIB wants two (the value is the argument, or true), and
; (and) and (or) without one
(and Bool :standard false :solvers (z3))
(or Bool :standard false :solvers (z3))
(xor Bool Bool :standard false :solvers (z3))
(par (A) (distinct A Bool :standard false :solvers (z3)))
(par (A) (if_then_else Bool A A A :standard false :solvers (z3)))
; cvc5: the cardinality constraint (_ fmf.card S n), at most n elements of the sort S
((_ fmf.card s n) Bool :standard false :solvers (cvc5 cvc4))
