; Tables (cvc5): bags of tuples, written (Table A ...) = (Bag (Tuple A ...)); index lists as in
; Relations.sig (table.join's are pairs of column numbers, one of each table).
(theory Tables :solvers (cvc5))
(par (A* B*) (table.product (Bag (Tuple A*)) (Bag (Tuple B*)) (Bag (Tuple A* B*))))
(par (A*) ((_ table.project i*) (Bag (Tuple A*)) (Bag (Tuple (pick A* i*)))))
(par (A* B) ((_ table.aggr i*) (-> (Tuple A*) B B) B (Bag (Tuple A*)) (Bag B)))
(par (A* B*) ((_ table.join i*) (Bag (Tuple A*)) (Bag (Tuple B*)) (Bag (Tuple A* B*))))
(par (A*) ((_ table.group i*) (Bag (Tuple A*)) (Bag (Bag (Tuple A*)))))
