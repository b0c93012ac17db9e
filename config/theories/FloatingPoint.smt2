; Single-precision floats (cvc5 1.0.3 reads only Float32 and Float64 without --fp-exp): zeros,
; infinities, NaN, the smallest subnormal, the largest normal, minus one.
(set-info :tamis-theories "FloatingPoint")
(set-info :tamis-uses "Core Reals")
(set-info :tamis-depth 4)
(set-logic ALL)
(declare-const f (_ FloatingPoint 8 24))
(declare-const g (_ FloatingPoint 8 24))
(declare-const m RoundingMode)
(declare-const x Real)
(assert (= (_ +zero 8 24) (_ -zero 8 24) (_ +oo 8 24) (_ -oo 8 24) (_ NaN 8 24)
  (fp #b0 #x00 #b00000000000000000000001) (fp #b0 #xfe #b11111111111111111111111)
  (fp #b1 #x7f #b00000000000000000000000)))
(assert (= 0.0 1.0 (- 0.5) 16777217.0))
