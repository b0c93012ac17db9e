package io.tamis.mutator;

import io.tamis.core.term.Term;

/**
 * One replacement a mutation made: the target of {@code at} (a position in the script the edit
 * was applied to) became {@code replacement}.
 */
public record Edit(Position at, Term replacement) {}
