/** Type-aware mutators: typefuzz, opfuzz (issue: mutators). Not built yet. */
package io.smtfuzz.mutator;
