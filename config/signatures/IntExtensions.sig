; Integer operators outside SMT-LIB 2.6 that some installed solver reads.
(theory IntExtensions :solvers (z3 cvc5 cvc4))
((_ int2bv n) Int (_ BitVec n))
(bv2nat (_ BitVec m) Int)
; z3 also reads bv2int as another name of bv2nat
(bv2int (_ BitVec m) Int :solvers (z3))
; cvc5 and cvc4 accept only a numeral exponent (error otherwise); z3 takes any term
(^ Int Int Int)
(int.pow2 Int Int :solvers (cvc5))
((_ iand n) Int Int Int :solvers (cvc5))
(rem Int Int Int :solvers (z3))
; z3: the uninterpreted results of division and modulus by zero
(div0 Int Int Int :solvers (z3))
(mod0 Int Int Int :solvers (z3))
