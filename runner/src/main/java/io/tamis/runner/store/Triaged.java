package io.tamis.runner.store;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What the project's triage decided about a finding, beyond what the commands record: {@code finding.json}'s
 * {@code triaged}, written by hand from the lab notes and the report. BUGS.md is generated from it
 * ({@code tamis triage --table}). Every field may be absent; the table then says what the record alone tells.
 *
 * @param component the part of the solver at fault, in the solver's own words: a theory or module and, where
 *     the native frames or the bisected commit name one, its file or function
 * @param mode what the bug needs to show: {@code default}, or the options it needs, which may be fewer than the
 *     configuration ran with; the build (debug, asan) is not written here: the configuration's label says it
 * @param status one of {@link #STATUSES}
 * @param issues the public threads of the bug (its report upstream, or the known issue it belongs to)
 * @param since the oldest release known to show it when runs outside the bisection record found it (by hand)
 * @param why a few words on a status other than {@code new}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Triaged(String component, String mode, String status, List<String> issues, String since,
    String why) {
  public static final String NEW = "new";
  public static final String KNOWN = "known";
  public static final String FIXED = "fixed";
  public static final String NOT_A_BUG = "not a bug";
  /** The statuses in the order the bug table lists them: the new bugs first. */
  public static final List<String> STATUSES = List.of(NEW, "reported", FIXED, KNOWN, NOT_A_BUG);

  public Triaged {
    if (status != null && !STATUSES.contains(status)) {
      throw new IllegalArgumentException("triaged.status must be one of " + STATUSES + ", got '" + status + "'");
    }
    issues = issues == null ? List.of() : List.copyOf(issues);
    for (String link : issues) {
      if (!link.startsWith("https://")) {
        throw new IllegalArgumentException("triaged.issues holds links (https://...), got '" + link + "'");
      }
    }
  }
}
