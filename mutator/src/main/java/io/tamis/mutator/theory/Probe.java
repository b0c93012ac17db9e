package io.tamis.mutator.theory;

/**
 * One form a generator may write, as a small script to try on each solver before a campaign: the
 * form is dropped when a solver rejects its assertion.
 *
 * @param group the generator (or part) the probe belongs to, named when its header alone is rejected
 * @param form what is dropped when rejected ({@code set.card (Set Int) -> Int}, a literal, an operator)
 * @param header the declarations the assertion needs (shared by the probes of one group)
 * @param assertion the assertion as text, after any declarations only it needs (lines that several
 *     probes of a batch share are sent once)
 */
public record Probe(String group, String form, String header, String assertion) {}
