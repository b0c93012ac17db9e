package io.tamis.runner.coverage;

/** What one input reached: the name its columns show, and its tracefile. */
public record Reached(String name, Tracefile tracefile) {}
