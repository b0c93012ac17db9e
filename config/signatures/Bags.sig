; Finite bags (multisets), a cvc5 extension. cvc5 1.0.3 also parses bag.is_singleton,
; bag.from_set and bag.to_set but rejects them at check-sat ("not supported yet"), so
; they are left out.
(theory Bags :solvers (cvc5))
; written (as bag.empty (Bag E))
(par (E) (bag.empty (Bag E)))
; (bag e n): n copies of e
(par (E) (bag E Int (Bag E)))
(par (E) (bag.union_max (Bag E) (Bag E) (Bag E) :left-assoc))
(par (E) (bag.union_disjoint (Bag E) (Bag E) (Bag E) :left-assoc))
(par (E) (bag.inter_min (Bag E) (Bag E) (Bag E) :left-assoc))
(par (E) (bag.difference_subtract (Bag E) (Bag E) (Bag E) :left-assoc))
(par (E) (bag.difference_remove (Bag E) (Bag E) (Bag E) :left-assoc))
(par (E) (bag.subbag (Bag E) (Bag E) Bool))
(par (E) (bag.count E (Bag E) Int))
(par (E) (bag.member E (Bag E) Bool))
(par (E) (bag.duplicate_removal (Bag E) (Bag E)))
(par (E) (bag.card (Bag E) Int))
(par (E) (bag.choose (Bag E) E))
; cvc5 1.1 on: the set of a bag's elements (each once), and the higher-order operators
(par (E) (bag.setof (Bag E) (Bag E)))
(par (A B) (bag.map (-> A B) (Bag A) (Bag B)))
(par (E) (bag.filter (-> E Bool) (Bag E) (Bag E)))
(par (E) (bag.all (-> E Bool) (Bag E) Bool))
(par (E) (bag.some (-> E Bool) (Bag E) Bool))
(par (A B) (bag.fold (-> A B B) B (Bag A) B))
(par (E) (bag.partition (-> E E Bool) (Bag E) (Bag (Bag E))))
