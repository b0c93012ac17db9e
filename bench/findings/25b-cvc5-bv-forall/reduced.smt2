(declare-const c (_ BitVec 4))
(assert (forall ((t (_ BitVec 4))) (=> (= t #x0) (bvslt (bvmul ((_ zero_extend 5) c) ((_ sign_extend 5) (bvadd t #x1))) (bvmul ((_ sign_extend 5) c) ((_ zero_extend 5) t))))))
(check-sat)
(get-model)
