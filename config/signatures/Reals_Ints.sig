; Reals_Ints theory (SMT-LIB 2.6): the conversions. The arithmetic operators of
; Ints.sig and Reals.sig apply to each sort on its own.
(theory Reals_Ints :solvers (z3 cvc5 cvc4 yices2))
(to_real Int Real)
(to_int Real Int)
(is_int Real Bool)
