; z3's finite sets (z3 5): the sort (FiniteSet A), with names that cvc5's (Set A) operators
; share (set.union ...) or not (set.in, set.size). Function arguments are arrays in z3; a lambda
; is read as one there, and a function value of sort (-> A B) is accepted too.
(theory FiniteSets :solvers (z3))
; The operators cvc5 reads too, through its profile's renames (config/solvers/cvc5.json: FiniteSet
; is its Set, set.intersect its set.inter, set.difference set.minus, set.in set.member, set.size
; set.card), so that z3's new theory is tested against cvc5's sets.
; written (as set.empty (FiniteSet A))
(par (A) (set.empty (FiniteSet A) :solvers (z3 cvc5)))
(par (A) (set.singleton A (FiniteSet A) :solvers (z3 cvc5)))
(par (A) (set.union (FiniteSet A) (FiniteSet A) (FiniteSet A) :solvers (z3 cvc5)))
(par (A) (set.intersect (FiniteSet A) (FiniteSet A) (FiniteSet A) :solvers (z3 cvc5)))
(par (A) (set.difference (FiniteSet A) (FiniteSet A) (FiniteSet A) :solvers (z3 cvc5)))
(par (A) (set.in A (FiniteSet A) Bool :solvers (z3 cvc5)))
(par (A) (set.size (FiniteSet A) Int :solvers (z3 cvc5)))
(par (A) (set.subset (FiniteSet A) (FiniteSet A) Bool :solvers (z3 cvc5)))
(par (A B) (set.map (Array A B) (FiniteSet A) (FiniteSet B)))
(par (A B) (set.map (-> A B) (FiniteSet A) (FiniteSet B)))
(par (A) (set.filter (Array A Bool) (FiniteSet A) (FiniteSet A)))
(par (A) (set.filter (-> A Bool) (FiniteSet A) (FiniteSet A)))
(set.range Int Int (FiniteSet Int))
; an element in one set and not the other, if there is one
(par (A) (set.diff (FiniteSet A) (FiniteSet A) A))
(par (A B) (set.map.inverse (Array A B) B (FiniteSet A) A))
