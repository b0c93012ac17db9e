package io.tamis.solvers.launch;

/**
 * How a {@link Child}'s call ended.
 *
 * @param timedOut the deadline passed and the child was killed
 * @param exitCode the exit value ({@code 128 + N} for signal N), -1 when it timed out
 * @param cpuNanos CPU time (user + system) of the child, -1 when unknown
 * @param endNanos {@link System#nanoTime} when the child ended or was killed (its pipes may close later)
 */
public record Exchange(boolean timedOut, int exitCode, long cpuNanos, long endNanos) {}
