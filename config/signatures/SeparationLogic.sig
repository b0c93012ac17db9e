; Separation logic (cvc5). The heap's sorts come from (declare-heap (L D)), which this table does
; not tie to the operators: pto takes any location and data sorts.
(theory SeparationLogic :solvers (cvc5))
(sep.emp Bool)
; written (as sep.nil L)
(par (L) (sep.nil L))
(par (L D) (pto L D Bool))
(sep Bool Bool Bool :left-assoc)
(wand Bool Bool Bool)
