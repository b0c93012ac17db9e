package io.tamis.solvers.preflight;

/**
 * A configuration the preflight refused.
 *
 * @param label the configuration as the user wrote it
 * @param reason one line: what it was asked, what it did, and how to fix it
 */
public record Refusal(String label, String reason) {}
