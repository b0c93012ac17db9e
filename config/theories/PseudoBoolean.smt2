; z3's pseudo-Boolean constraints over Boolean constants.
(set-info :tamis-theories "PseudoBoolean")
(set-info :tamis-uses "Core")
(set-info :tamis-depth 3)
(set-logic ALL)
(declare-const p Bool)
(declare-const q Bool)
(declare-const r Bool)
(assert (= true false))
