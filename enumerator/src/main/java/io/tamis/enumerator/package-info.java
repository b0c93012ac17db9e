/**
 * Exhaustive bounded enumeration of grammar terms: every test of a grammar in size order, each with a
 * global index that can be decoded directly (unranking) and computed back (ranking), so ranges of
 * indices shard across machines. Packages: {@code grammar} (model, file format, derivation from the
 * signature table), {@code count} (exact counts per rule and size), {@code order} (ranking,
 * unranking, the streaming successor, symmetry reduction, the last-level permutation),
 * {@code render} (ET and SMT-LIB text).
 *
 * <p>No recursion on term depth anywhere: every walk over a derivation (unranking, ranking, the
 * first-term fill, the successor, rendering, copy, equality, canonical checks) uses an explicit
 * stack or parent links, and counting loops over sizes and grammar rules only.
 */
package io.tamis.enumerator;
