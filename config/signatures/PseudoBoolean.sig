; z3's pseudo-Boolean constraints: (_ at-most k) and (_ at-least k) over Booleans, and
; (_ pble k c1 ... cn), (_ pbge ...), (_ pbeq ...) with a coefficient per argument. Their
; arguments are all Bool, stated as with :left-assoc (the typing, not the meaning).
(theory PseudoBoolean :solvers (z3))
((_ at-most k) Bool Bool Bool :left-assoc :min-args 1)
((_ at-least k) Bool Bool Bool :left-assoc :min-args 1)
((_ pble k c*) Bool Bool Bool :left-assoc :min-args 1)
((_ pbge k c*) Bool Bool Bool :left-assoc :min-args 1)
((_ pbeq k c*) Bool Bool Bool :left-assoc :min-args 1)
