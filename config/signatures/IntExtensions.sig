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
; cvc5 (1.1 on; 1.0.3 rejects them): log2, parametric bitwise and (piand k x y: the and of the k low
; bits of x and y), integer-bitvector conversions under their SMT-LIB 2.7 names
(int.log2 Int Int :solvers (cvc5))
(piand Int Int Int Int :solvers (cvc5))
((_ int_to_bv n) Int (_ BitVec n) :if ((<= 1 n)) :solvers (z3 cvc5))
(ubv_to_int (_ BitVec m) Int :solvers (z3 cvc5))
(sbv_to_int (_ BitVec m) Int :solvers (z3 cvc5))
; cvc5: division and modulus whose value at 0 is fixed (0 and the dividend)
(div_total Int Int Int :solvers (cvc5))
(mod_total Int Int Int :solvers (cvc5))
; z3: unary minus under another name
(~ Int Int :solvers (z3))
; z3 reads a unary + and *, and to_int of an Int
(+ Int Int :solvers (z3))
(* Int Int :solvers (z3))
(to_int Int Int :solvers (z3 cvc5))
