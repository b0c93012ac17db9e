package io.tamis.solvers.install;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A commit of a solver's repository: its full hash, committer date (ISO 8601) and subject line. */
public record SourceCommit(String hash, String date, String subject) {
  private static final Pattern PULL = Pattern.compile("\\(#(\\d+)\\)\\s*$");

  /** The first 10 hex digits, as reports and build names show a commit. */
  public String abbrev() {
    return hash.substring(0, Math.min(10, hash.length()));
  }

  /** The pull request a squash-merge subject ends with ({@code "... (#10246)"}), or null. */
  public String pullRequest() {
    Matcher m = PULL.matcher(subject);
    return m.find() ? m.group(1) : null;
  }
}
