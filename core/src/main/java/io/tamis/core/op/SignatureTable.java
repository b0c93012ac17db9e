package io.tamis.core.op;

import io.tamis.core.sort.Sort;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The operator signature table: every theory operator by name, read from {@code config/signatures}.
 * Immutable after loading and shared by all threads.
 */
public final class SignatureTable {
  private static final String RESOURCE = "tamis/config/signatures/";
  private static volatile SignatureTable standard;

  private static final long[] NO_VALUES = {};
  private final Map<String, TheoryOp> ops;

  SignatureTable(Map<String, List<Signature>> byName) {
    Map<String, TheoryOp> map = new LinkedHashMap<>();
    byName.forEach((name, sigs) -> map.put(name, new TheoryOp(name, sigs)));
    this.ops = Collections.unmodifiableMap(map);
  }

  /** The table shipped in the jar (the repository's {@code config/signatures}). */
  public static SignatureTable standard() {
    SignatureTable table = standard;
    if (table == null) {
      synchronized (SignatureTable.class) {
        if (standard == null) {
          standard = loadResources();
        }
        table = standard;
      }
    }
    return table;
  }

  /** Reads the files listed in {@code dir/INDEX}. */
  public static SignatureTable load(Path dir) {
    SignatureLoader loader = new SignatureLoader();
    try {
      for (String name : indexOf(Files.readString(dir.resolve("INDEX")))) {
        loader.add(dir.resolve(name).toString(), Files.readAllBytes(dir.resolve(name)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read signature table in " + dir, e);
    }
    return loader.table();
  }

  private static SignatureTable loadResources() {
    SignatureLoader loader = new SignatureLoader();
    for (String name : indexOf(new String(resource("INDEX"), StandardCharsets.UTF_8))) {
      loader.add("config/signatures/" + name, resource(name));
    }
    return loader.table();
  }

  private static byte[] resource(String name) {
    try (InputStream in = SignatureTable.class.getClassLoader().getResourceAsStream(RESOURCE + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE + name + " (is config/ packaged?)");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> indexOf(String text) {
    return text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
  }

  /** The operator named {@code name}, or null. */
  public TheoryOp op(String name) {
    return ops.get(name);
  }

  public Collection<TheoryOp> ops() {
    return ops.values();
  }

  /**
   * The sort of {@code op} applied to arguments of sorts {@code args}. {@code asSort} is the sort of
   * an {@code (as op S)} qualification, or null; {@code promote} lets Int stand for Real.
   */
  public Typing resolve(TheoryOp op, String[] indices, Sort[] args, Sort asSort, boolean promote) {
    long[] values = indices.length == 0 ? NO_VALUES : new long[indices.length];
    for (int i = 0; i < indices.length; i++) {
      values[i] = indexValue(indices[i]);
    }
    return SignatureMatcher.resolve(op, values, args, asSort, promote);
  }

  /**
   * True when a signature of {@code op} that every one of {@code solvers} accepts types this
   * application (arguments of sorts {@code args}, result {@code sort}): the table's solver tags
   * for the signature in use, not for the name ({@code str.len} of a sequence is cvc5's only).
   */
  public boolean acceptedBy(TheoryOp op, String[] indices, Sort[] args, Sort sort, java.util.Set<String> solvers) {
    long[] values = new long[indices.length];
    for (int i = 0; i < indices.length; i++) {
      values[i] = indexValue(indices[i]);
    }
    for (Signature sig : op.signatures()) {
      if (sig.solvers().containsAll(solvers)
          && SignatureMatcher.resolve(new TheoryOp(op.name(), List.of(sig)), values, args, sort, false).ok()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The theory of the first signature of {@code op} that types this application (arguments of sorts
   * {@code args}, result {@code sort}), or null when none does.
   */
  public String theoryOf(TheoryOp op, String[] indices, Sort[] args, Sort sort) {
    long[] values = new long[indices.length];
    for (int i = 0; i < indices.length; i++) {
      values[i] = indexValue(indices[i]);
    }
    for (Signature sig : op.signatures()) {
      Typing t = SignatureMatcher.resolve(new TheoryOp(op.name(), List.of(sig)), values, args, null, false);
      if (t.ok() && t.sort().equals(sort)) {
        return sig.theory();
      }
    }
    return null;
  }

  /**
   * For each signature of {@code op} that fits the known argument sorts, in order, the sorts it
   * expects at the unknown positions ({@code args[i] == null}) filled in; signatures that leave one
   * open are skipped.
   */
  public List<Sort[]> expectedSorts(TheoryOp op, String[] indices, Sort[] args, boolean promote) {
    long[] values = indices.length == 0 ? NO_VALUES : new long[indices.length];
    for (int i = 0; i < indices.length; i++) {
      values[i] = indexValue(indices[i]);
    }
    return SignatureMatcher.expected(op, values, args, promote);
  }

  /**
   * Every sort {@code op} may have at these arguments, the first the one {@link #resolve} gives: more
   * than one where solvers share a name at the same arguments ({@code set.singleton} builds cvc5's
   * {@code Set} and z3's {@code FiniteSet}).
   */
  public List<Sort> resultSorts(TheoryOp op, String[] indices, Sort[] args, boolean promote) {
    long[] values = indices.length == 0 ? NO_VALUES : new long[indices.length];
    for (int i = 0; i < indices.length; i++) {
      values[i] = indexValue(indices[i]);
    }
    return SignatureMatcher.results(op, values, args, promote);
  }

  /**
   * The sort cvc5 gives a constant such as {@code seq.empty} whose context leaves its sort open: its
   * first signature without arguments with every sort parameter Bool ({@code (Seq Bool)}); or null.
   */
  public Sort placeholderSort(TheoryOp op) {
    return SignatureMatcher.placeholder(op);
  }

  /**
   * As {@link #resolve}, but the signatures of theory {@code preferred} (null for none) come first:
   * where z3 and cvc5 share a name at the same arguments ({@code (set.singleton x)} builds z3's
   * {@code FiniteSet} and cvc5's {@code Set}), a script that uses one of them gets its meaning.
   */
  public Typing resolve(TheoryOp op, String[] indices, Sort[] args, Sort asSort, boolean promote, String preferred) {
    if (preferred == null) {
      return resolve(op, indices, args, asSort, promote);
    }
    long[] values = indices.length == 0 ? NO_VALUES : new long[indices.length];
    for (int i = 0; i < indices.length; i++) {
      values[i] = indexValue(indices[i]);
    }
    return SignatureMatcher.resolve(op, values, args, asSort, promote, preferred);
  }

  /** Numeral or {@code #x}/{@code #b} index value; symbols and huge numerals give MIN_VALUE. */
  static long indexValue(String index) {
    try {
      if (index.startsWith("#x")) {
        return Long.parseLong(index.substring(2), 16);
      }
      if (index.startsWith("#b")) {
        return Long.parseLong(index.substring(2), 2);
      }
      return Long.parseLong(index);
    } catch (NumberFormatException e) {
      return Long.MIN_VALUE;
    }
  }
}
