; z3's pseudo-Boolean constraints over Boolean constants.
(set-info :smtfuzz-theories "PseudoBoolean")
(set-info :smtfuzz-uses "Core")
(set-info :smtfuzz-depth 3)
(set-logic ALL)
(declare-const p Bool)
(declare-const q Bool)
(declare-const r Bool)
(assert (= true false))
