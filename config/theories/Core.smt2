; Core: Boolean structure over Boolean constants.
(set-info :tamis-theories "Core")
(set-info :tamis-depth 4)
(set-logic ALL)
(declare-const p Bool)
(declare-const q Bool)
(declare-const r Bool)
(assert (= true false))
