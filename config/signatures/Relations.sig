; Relations (cvc5): sets of tuples, written (Relation A ...) = (Set (Tuple A ...)). The index
; lists i* of group, aggr, project and table_join are column numbers counted from 0; cvc5 also
; checks that joined columns have equal sorts and that join is not applied to two unary
; relations, which this table does not state.
(theory Relations :solvers (cvc5))
(par (A* X B*) (rel.join (Set (Tuple A* X)) (Set (Tuple X B*)) (Set (Tuple A* B*))))
(par (A* B*) (rel.product (Set (Tuple A*)) (Set (Tuple B*)) (Set (Tuple A* B*))))
(par (A*) (rel.transpose (Set (Tuple A*)) (Set (Tuple (reverse A*)))))
(par (X) (rel.tclosure (Set (Tuple X X)) (Set (Tuple X X))))
(par (X) (rel.join_image (Set (Tuple X X)) Int (Set (Tuple X))))
(par (X) (rel.iden (Set (Tuple X)) (Set (Tuple X X))))
(par (A*) ((_ rel.group i*) (Set (Tuple A*)) (Set (Set (Tuple A*)))))
(par (A* B) ((_ rel.aggr i*) (-> (Tuple A*) B B) B (Set (Tuple A*)) (Set B)))
(par (A*) ((_ rel.project i*) (Set (Tuple A*)) (Set (Tuple (pick A* i*)))))
(par (A* B*) ((_ rel.table_join i*) (Set (Tuple A*)) (Set (Tuple B*)) (Set (Tuple A* B*))))
