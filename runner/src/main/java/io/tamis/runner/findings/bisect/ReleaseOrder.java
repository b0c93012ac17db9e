package io.tamis.runner.findings.bisect;

import io.tamis.solvers.install.InstallRecord;
import io.tamis.solvers.install.SolverCache;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order in which bisection walks installed builds, oldest first: by the version the program reports
 * ({@code This is cvc5 version 1.3.0}, {@code cvc5 1.3.5.dev}), a release before the source builds that report
 * its version (a commit after z3 5.0.0 still calls itself 5.0.0), and source builds by commit time (as instants:
 * the dates carry their committers' time zones). The cache's own order puts every source build after the
 * releases it knows, so a build of the tag cvc5-1.3.0 came after release 1.3.2.
 */
public final class ReleaseOrder {
  private static final Pattern VERSION = Pattern.compile("(\\d+(?:\\.\\d+)+)");

  private ReleaseOrder() {}

  public static final Comparator<SolverCache.Installed> OLDEST_FIRST = Comparator
      .comparing((SolverCache.Installed i) -> numbers(reported(i.record())), ReleaseOrder::compare)
      .thenComparing(i -> committed(i.record()));

  /** A release's own version; a source build's, as its program reports it. */
  public static String reported(InstallRecord r) {
    return r.build() == null ? r.version() : r.versionLine();
  }

  /** A source build's commit time; a release's is the earliest (it comes before builds reporting its version). */
  private static Instant committed(InstallRecord r) {
    if (r.build() == null || r.build().commitDate() == null) {
      return Instant.MIN;
    }
    try {
      return OffsetDateTime.parse(r.build().commitDate()).toInstant();
    } catch (DateTimeParseException e) {
      return Instant.MIN;
    }
  }

  /** The first dotted number in {@code text}, as its parts; empty when it has none (sorted first). */
  static List<Integer> numbers(String text) {
    List<Integer> parts = new ArrayList<>();
    Matcher m = VERSION.matcher(text == null ? "" : text);
    if (m.find()) {
      for (String p : m.group(1).split("\\.")) {
        parts.add(Integer.parseInt(p));
      }
    }
    return parts;
  }

  /** Orders two version texts by their first dotted numbers ({@code 4.8.12} before {@code 4.14.1}). */
  public static int compareVersions(String a, String b) {
    return compare(numbers(a), numbers(b));
  }

  private static int compare(List<Integer> a, List<Integer> b) {
    for (int k = 0; k < Math.min(a.size(), b.size()); k++) {
      int c = Integer.compare(a.get(k), b.get(k));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }
}
