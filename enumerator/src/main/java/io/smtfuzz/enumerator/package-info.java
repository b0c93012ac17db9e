/** Exhaustive bounded enumeration of grammar terms (issue: enumerator). Not built yet. */
package io.smtfuzz.enumerator;
