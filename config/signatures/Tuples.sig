; Tuples and nullables (cvc5 extensions). (Tuple A ...) is a sort of its own, (Tuple) is written
; UnitTuple; (Nullable E) adds a null to E. A list parameter A* stands for any number of sorts:
; (tuple a b c) has sort (Tuple A B C); (nth A* i) is element i, counted from 0;
; (pick A* i*) the elements at the operator's indices, in their order.
(theory Tuples :solvers (cvc5))
(tuple.unit UnitTuple)
(par (A*) (tuple A* (Tuple A*)))
(par (A*) ((_ tuple.select i) (Tuple A*) (nth A* i)))
(par (A*) ((_ tuple.update i) (Tuple A*) (nth A* i) (Tuple A*)))
; also (tuple.project t), no index: the unit tuple
(par (A*) ((_ tuple.project i*) (Tuple A*) (Tuple (pick A* i*))))
(theory Nullables :solvers (cvc5))
; written (as nullable.null (Nullable E)) or where the context gives E
(par (E) (nullable.null (Nullable E)))
(par (E) (nullable.some E (Nullable E)))
(par (E) (nullable.val (Nullable E) E))
(par (E) (nullable.is_null (Nullable E) Bool))
(par (E) (nullable.is_some (Nullable E) Bool))
; (nullable.lift f x1 ... xn): f applied to the values, null if one of them is null;
; (map Nullable A*) is one argument (Nullable A) per element of A*
(par (A* R) (nullable.lift (-> A* R) (map Nullable A*) (Nullable R)))
