; Core: Boolean structure over Boolean constants.
(set-info :smtfuzz-theories "Core")
(set-info :smtfuzz-depth 4)
(set-logic ALL)
(declare-const p Bool)
(declare-const q Bool)
(declare-const r Bool)
(assert (= true false))
