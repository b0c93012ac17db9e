package io.tamis.runner.coverage;

/** One input's coverage: the name its columns show and the tracefile it was read from. */
public record InputCoverage(String name, Tracefile tracefile) {}
