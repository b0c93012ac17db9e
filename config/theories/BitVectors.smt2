; Bit-vectors of widths 4 and 8 (concat and extract move between them) and their integer
; conversions, with the sign-bit and all-ones edges.
(set-info :tamis-theories "FixedSizeBitVectors BitVectorExtensions")
(set-info :tamis-uses "Core Ints")
(set-info :tamis-depth 5)
(set-logic ALL)
(declare-const u (_ BitVec 8))
(declare-const v (_ BitVec 8))
(declare-const w (_ BitVec 4))
(declare-const n Int)
(assert (= #x00 #x01 #x7f #x80 #xff #xfe))
(assert (= #b0000 #b0001 #b0111 #b1000 #b1111))
(assert (= 0 1 8 255 (- 1)))
