; Finite sets (a solver extension). z3 reads (Set E) as (Array E Bool): membership
; is select and the empty set is ((as const (Set E)) false).
; Lines marked [sets-ext] are rejected unless the solver runs with --sets-ext.
(theory Sets :solvers (cvc5))
; written (as set.empty (Set E)), (as set.universe (Set E))
(par (E) (set.empty (Set E)))
; [sets-ext] cvc5
(par (E) (set.universe (Set E)))
(par (E) (set.singleton E (Set E)))
(par (E) (set.insert E (Set E) (Set E) :right-assoc))
(par (E) (set.union (Set E) (Set E) (Set E) :left-assoc))
(par (E) (set.inter (Set E) (Set E) (Set E) :left-assoc))
(par (E) (set.minus (Set E) (Set E) (Set E) :left-assoc))
(par (E) (set.member E (Set E) Bool))
(par (E) (set.subset (Set E) (Set E) Bool))
; [sets-ext] cvc5
(par (E) (set.complement (Set E) (Set E)))
; [sets-ext] cvc5, when E is a finite sort (Bool, BitVec, ...); Int and Real need no option
(par (E) (set.card (Set E) Int))
(par (E) (set.choose (Set E) E))
(par (E) (set.is_singleton (Set E) Bool))
; cvc4 1.8 names
(par (E) (emptyset (Set E) :solvers (cvc4)))
; [sets-ext] cvc4
(par (E) (univset (Set E) :solvers (cvc4)))
(par (E) (singleton E (Set E) :solvers (cvc4)))
(par (E) (insert E (Set E) (Set E) :right-assoc :solvers (cvc4)))
(par (E) (member E (Set E) Bool :solvers (cvc4)))
(par (E) (card (Set E) Int :solvers (cvc4)))
(par (E) (choose (Set E) E :solvers (cvc4)))
; names shared by cvc4 1.8 and z3
(par (E) (union (Set E) (Set E) (Set E) :solvers (z3 cvc4)))
(par (E) (intersection (Set E) (Set E) (Set E) :solvers (z3 cvc4)))
(par (E) (setminus (Set E) (Set E) (Set E) :solvers (z3 cvc4)))
(par (E) (subset (Set E) (Set E) Bool :solvers (z3 cvc4)))
; [sets-ext] cvc4
(par (E) (complement (Set E) (Set E) :solvers (z3 cvc4)))
; z3 reads any number of arguments here
(par (E) (union (Set E) (Set E) (Set E) :left-assoc :solvers (z3)))
(par (E) (intersection (Set E) (Set E) (Set E) :left-assoc :solvers (z3)))
; cvc5 1.1 on: emptiness, and the higher-order operators (their function argument is a lambda
; or a function value; cvc5 wants a higher-order logic such as HO_ALL)
(par (E) (set.is_empty (Set E) Bool))
(par (A B) (set.map (-> A B) (Set A) (Set B)))
(par (E) (set.filter (-> E Bool) (Set E) (Set E)))
(par (E) (set.all (-> E Bool) (Set E) Bool))
(par (E) (set.some (-> E Bool) (Set E) Bool))
(par (A B) (set.fold (-> A B B) B (Set A) B))
