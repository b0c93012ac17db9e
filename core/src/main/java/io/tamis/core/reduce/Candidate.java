package io.tamis.core.reduce;

import io.tamis.core.script.Script;

/**
 * A smaller script a pass proposes, and where the pass goes on from if it is taken: {@code at} counts
 * the pass's own steps (a chunk of commands, a sub-term), so a pass that resumes after an accepted
 * candidate visits the same steps a sequential run would.
 */
record Candidate(Script script, int at) {}
