package io.smtfuzz.mutator;

/** The printed line of a command; for an assertion also the let names its text binds. */
record CommandText(byte[] line, LetIndex lets) {}
