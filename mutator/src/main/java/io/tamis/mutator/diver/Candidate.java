package io.tamis.mutator.diver;

import io.tamis.core.eval.Model;
import io.tamis.core.script.Script;

/** A script every assertion of which is true under {@code model}: a seed diver may mutate. */
record Candidate(Script script, Model model) {}
