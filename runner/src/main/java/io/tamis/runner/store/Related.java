package io.tamis.runner.store;

/**
 * A public issue related to a finding, as a maintainer would want it named before anything else: the same check
 * failing, the fix that caused it, or the same area.
 *
 * @param url the issue's page ({@code https://github.com/Z3Prover/z3/issues/10176})
 * @param title its title when found
 * @param state {@code open} or {@code closed} when found; a pull request whose commit is on the main branch: {@code merged}
 * @param why how it is related, in a few words ({@code "same check"}, {@code "the fix that caused it"})
 * @param foundBy {@link #BY_HAND}, or {@code "search: QUERY"} for a candidate of the issue search not yet read
 */
public record Related(String url, String title, String state, String why, String foundBy) {
  public static final String BY_HAND = "by hand";
  public static final String SEARCH = "search: ";

  public Related {
    if (url == null || !url.startsWith("https://")) {
      throw new IllegalArgumentException("related.url is a link (https://...), got '" + url + "'");
    }
    foundBy = foundBy == null ? BY_HAND : foundBy;
  }

  /** Whether a search proposed it and no person has confirmed it yet. */
  public boolean candidate() {
    return foundBy.startsWith(SEARCH);
  }

  /** {@code z3#10176} from the issue's link, as maintainers write it. */
  public String shortName() {
    String[] parts = url.split("/");
    return parts.length >= 7 ? parts[4] + "#" + parts[6] : url;
  }
}
