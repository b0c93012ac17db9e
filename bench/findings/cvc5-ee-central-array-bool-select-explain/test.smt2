(set-logic QF_AX)
(declare-const x (Array Bool Bool))
(declare-const _x Bool)
(assert (select (store (store x _x (select (store x _x false) false)) _x false) false))
(check-sat)

(get-model)
