package io.tamis.runner.findings.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tamis.runner.store.Related;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Candidates for a finding's related issues from the solver's GitHub issue search: one query for each of the
 * finding's clues (its top frame, its operators, its message), at most {@link #PER_QUERY} issues each. A
 * candidate is only that until a person reads it; the report says which query found it.
 */
public final class IssueSearch {
  /** How the search reaches GitHub: the public API, or a recorded response in a test. */
  public interface Transport {
    String get(URI uri) throws IOException, InterruptedException;
  }

  /**
   * What the search gave: the queries it asked, the candidates, and why it could not ask (no network, a refusal),
   * or null when it could.
   */
  public record Outcome(String repo, List<String> queries, List<Related> found, String unreachable) {
    public Outcome {
      queries = List.copyOf(queries);
      found = List.copyOf(found);
    }

    /** The search page a person can open for the first query. */
    public String byHand() {
      String q = queries.isEmpty() ? "" : queries.get(0);
      return "https://github.com/" + repo + "/issues?q=" + URLEncoder.encode("is:issue " + q, StandardCharsets.UTF_8);
    }
  }

  static final int PER_QUERY = 3;
  private static final Map<String, String> REPOS = Map.of("z3", "Z3Prover/z3", "cvc5", "cvc5/cvc5", "yices2",
      "SRI-CSL/yices2", "bitwuzla", "bitwuzla/bitwuzla");
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration CONNECT = Duration.ofSeconds(3);
  /** Why the last call to GitHub failed in this process, or null. */
  private static volatile String offline;

  private IssueSearch() {}

  /** The GitHub repository whose issues track {@code solver}, or null for a solver without one known here. */
  public static String repo(String solver) {
    return REPOS.get(solver);
  }

  /**
   * The related issues after {@code search}: those a person found stay; the search's candidates replace the
   * earlier ones when it ran, and the earlier ones stay when it could not.
   */
  public static List<Related> merged(List<Related> before, Outcome search) {
    List<Related> byHand = before.stream().filter(r -> !r.candidate()).toList();
    List<Related> out = new ArrayList<>(byHand);
    List<Related> candidates = search.unreachable() == null ? search.found()
        : before.stream().filter(Related::candidate).toList();
    candidates.stream().filter(c -> byHand.stream().noneMatch(h -> h.url().equals(c.url()))).forEach(out::add);
    return out;
  }

  /** Asks GitHub's issue search of {@code solver}'s repository for each query in turn; stops at the first failure. */
  public static Outcome search(String solver, List<String> queries, Transport transport) throws InterruptedException {
    String repo = repo(solver);
    Map<String, Related> found = new LinkedHashMap<>();
    for (String q : queries) {
      URI uri = URI.create("https://api.github.com/search/issues?per_page=" + PER_QUERY + "&q="
          + URLEncoder.encode(q + " repo:" + repo + " is:issue", StandardCharsets.UTF_8));
      try {
        for (Related r : read(transport.get(uri), q)) {
          found.putIfAbsent(r.url(), r);
        }
      } catch (IOException | RuntimeException e) {
        return new Outcome(repo, queries, List.copyOf(found.values()), reason(e));
      }
    }
    return new Outcome(repo, queries, List.copyOf(found.values()), null);
  }

  /** The items of a search response ({@code {"items": [{"html_url", "title", "state"}, ...]}}). */
  static List<Related> read(String response, String query) throws IOException {
    JsonNode items = JSON.readTree(response).path("items");
    List<Related> out = new ArrayList<>();
    for (JsonNode item : items) {
      out.add(new Related(item.path("html_url").asText(), item.path("title").asText(), item.path("state").asText(),
          "its words match the finding's", Related.SEARCH + query));
    }
    return out;
  }

  private static String reason(Exception e) {
    String m = e.getMessage();
    return e.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m.lines().findFirst().orElse(""));
  }

  /**
   * The public API over HTTPS, unauthenticated (10 searches a minute), each call given a few seconds: a machine
   * without a network fails at once, and says so.
   */
  public static Transport github() {
    HttpClient client = HttpClient.newBuilder().connectTimeout(CONNECT).build();
    return uri -> {
      String before = offline;
      if (before != null) { // one failure is enough for this process: every report after it would wait again
        throw new IOException(before);
      }
      try {
        return get(client, uri);
      } catch (IOException e) {
        offline = reason(e);
        throw e;
      }
    };
  }

  private static String get(HttpClient client, URI uri) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(uri).timeout(CONNECT.multipliedBy(2))
        .header("Accept", "application/vnd.github+json").header("User-Agent", "tamis").build();
    HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new IOException("GitHub answered HTTP " + r.statusCode());
    }
    return r.body();
  }
}
