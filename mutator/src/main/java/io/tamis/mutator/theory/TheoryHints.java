package io.tamis.mutator.theory;

import io.tamis.core.op.SignatureTable;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.sort.Sort;
import io.tamis.core.term.Apply;
import io.tamis.core.term.Term;
import io.tamis.core.term.TermFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a theory generator's file in {@code config/theories} adds to the signature table: its target
 * and supporting theories, its depth, its constants (which give the sorts) and literal pools. Read
 * by the SMT-LIB reader, so a hint that does not sort-check is an error with its position.
 */
record TheoryHints(String name, Set<String> targets, Set<String> uses, int depth, double quantify, Set<String> skip,
    Set<String> needs, boolean optIn, String solve, List<Term> constants, Map<Sort, List<Term>> literals,
    TermFactory factory) {
  static final int MIN_DEPTH = 2;
  static final int MAX_DEPTH = 6;

  static TheoryHints read(String name, byte[] text, SignatureTable table) {
    Script script = new ScriptReader(table).read(name, text, new TermFactory());
    Map<String, String> info = new LinkedHashMap<>();
    List<Term> constants = new ArrayList<>();
    Map<Sort, List<Term>> literals = new LinkedHashMap<>();
    for (Command c : script.commands()) {
      switch (c) {
        case Command.SetInfo i -> info.put(i.keyword(), unquote(i.value()));
        case Command.DeclareFun d -> constants.add(script.factory().apply(d.symbol(), d.symbol().result()));
        case Command.Assert a -> addLiterals(a.term(), literals);
        default -> { }
      }
    }
    int depth = Integer.parseInt(info.getOrDefault(":tamis-depth", "4"));
    if (depth < MIN_DEPTH || depth > MAX_DEPTH) {
      throw new IllegalArgumentException(name + ": :tamis-depth must be " + MIN_DEPTH + "-" + MAX_DEPTH);
    }
    Set<String> targets = words(info.get(":tamis-theories"));
    if (targets.isEmpty()) {
      throw new IllegalArgumentException(name + ": no (set-info :tamis-theories \"...\")");
    }
    return new TheoryHints(stem(name), targets, words(info.get(":tamis-uses")), depth,
        Double.parseDouble(info.getOrDefault(":tamis-quantify", "0")), words(info.get(":tamis-skip")),
        words(info.get(":tamis-needs")), "true".equals(info.get(":tamis-opt-in")), info.get(":tamis-solve"),
        List.copyOf(constants), literals, script.factory());
  }

  /** The sorts of the constants and literals, and Bool. */
  Set<Sort> sorts() {
    Set<Sort> sorts = new LinkedHashSet<>(List.of(Sort.BOOL));
    constants.forEach(c -> sorts.add(c.sort()));
    sorts.addAll(literals.keySet());
    return sorts;
  }

  /** Every theory whose operators may appear. */
  Set<String> theories() {
    Set<String> all = new LinkedHashSet<>(targets);
    all.addAll(uses);
    return all;
  }

  /** Each assertion {@code (= l1 l2 ...)} is a pool of literals of one sort. */
  private static void addLiterals(Term t, Map<Sort, List<Term>> literals) {
    if (t instanceof Apply a && a.name().equals("=")) {
      for (int i = 0; i < a.argCount(); i++) {
        List<Term> pool = literals.computeIfAbsent(a.arg(i).sort(), k -> new ArrayList<>());
        if (!pool.contains(a.arg(i))) {
          pool.add(a.arg(i));
        }
      }
    }
  }

  private static Set<String> words(String s) {
    return s == null || s.isBlank() ? Set.of() : new LinkedHashSet<>(Arrays.asList(s.strip().split("\\s+")));
  }

  private static String unquote(String v) {
    String s = v.strip();
    return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
  }

  private static String stem(String file) {
    String base = file.substring(file.lastIndexOf('/') + 1);
    return base.endsWith(".smt2") ? base.substring(0, base.length() - 5) : base;
  }
}
