package io.smtfuzz.mutator.diver;

import io.smtfuzz.core.eval.Model;
import io.smtfuzz.core.script.Script;

/** A script every assertion of which is true under {@code model}: a seed diver may mutate. */
record Candidate(Script script, Model model) {}
