package io.tamis.runner.campaign;

import io.tamis.core.gen.SeedScript;
import io.tamis.core.op.Signature;
import io.tamis.core.op.SignatureTable;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The theories a seed uses: those of the signature table's operators it applies (read as
 * {@link TheoryCoverage} reads tests), and two the table has no operators for: Quantifiers (a
 * {@code forall} or {@code exists}) and Datatypes (a {@code declare-datatype}).
 */
public final class SeedTheories {
  private static final Pattern QUANTIFIER = Pattern.compile("\\((forall|exists)[\\s(]");
  private static final Pattern DATATYPE = Pattern.compile("\\(declare-(co)?datatypes?[\\s(]");

  private SeedTheories() {}

  public static Set<String> of(SeedScript seed, SignatureTable table) {
    TheoryCoverage coverage = new TheoryCoverage(table);
    coverage.add(seed.text());
    Set<String> theories = new TreeSet<>();
    for (String op : coverage.operatorList()) {
      table.op(op).signatures().stream().map(Signature::theory).forEach(theories::add);
    }
    String text = new String(seed.text(), java.nio.charset.StandardCharsets.ISO_8859_1);
    if (QUANTIFIER.matcher(text).find()) {
      theories.add("Quantifiers");
    }
    if (DATATYPE.matcher(text).find()) {
      theories.add("Datatypes");
    }
    return theories;
  }
}
