package io.tamis.solvers.install;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;

/**
 * Downloads jars from a Maven repository ({@code $TAMIS_MAVEN_REPO}, default Maven Central) and
 * checks each against the SHA-1 the repository publishes beside it.
 */
final class MavenFetch {
  static final String CENTRAL = "https://repo.maven.apache.org/maven2";
  private static final Duration TIMEOUT = Duration.ofMinutes(5);
  private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
      .connectTimeout(Duration.ofSeconds(30)).build();
  private final String repo;

  MavenFetch() {
    String env = System.getenv("TAMIS_MAVEN_REPO");
    repo = env != null && !env.isBlank() ? env.replaceAll("/+$", "") : CENTRAL;
  }

  /**
   * Fetches {@code group:artifact:version} (with {@code classifier} when not null) into {@code dest}
   * and returns its SHA-256; fails when the download's SHA-1 differs from the published one.
   */
  String jar(String coordinates, String classifier, Path dest) throws InstallException {
    String[] g = coordinates.split(":");
    if (g.length != 3) {
      throw new InstallException("bad Maven coordinates '" + coordinates + "': expected group:artifact:version");
    }
    String file = g[1] + "-" + g[2] + (classifier == null ? "" : "-" + classifier) + ".jar";
    String url = repo + "/" + g[0].replace('.', '/') + "/" + g[1] + "/" + g[2] + "/" + file;
    String expected = text(url + ".sha1").strip().split("\\s+")[0].toLowerCase();
    try {
      MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
      MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
      HttpResponse<InputStream> r = http.send(request(url), HttpResponse.BodyHandlers.ofInputStream());
      if (r.statusCode() != 200) {
        r.body().close();
        throw new InstallException("GET " + url + ": HTTP " + r.statusCode());
      }
      try (InputStream in = new DigestInputStream(new DigestInputStream(r.body(), sha1), sha256)) {
        Files.copy(in, dest);
      }
      String got = HexFormat.of().formatHex(sha1.digest());
      if (!got.equals(expected)) {
        Files.deleteIfExists(dest);
        throw new InstallException(file + ": SHA-1 " + got + " differs from the published " + expected);
      }
      return HexFormat.of().formatHex(sha256.digest());
    } catch (IOException e) {
      throw new InstallException("GET " + url + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InstallException("interrupted while downloading " + url, e);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this JDK lacks SHA-1 or SHA-256", e);
    }
  }

  private String text(String url) throws InstallException {
    try {
      HttpResponse<String> r = http.send(request(url), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      if (r.statusCode() != 200) {
        throw new InstallException("GET " + url + ": HTTP " + r.statusCode()
            + (r.statusCode() == 404 ? " (is this version served by " + repo + "?)" : ""));
      }
      return r.body();
    } catch (IOException e) {
      throw new InstallException("GET " + url + ": " + e.getMessage()
          + " (no network? a mirror can be named in TAMIS_MAVEN_REPO)", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InstallException("interrupted while downloading " + url, e);
    }
  }

  private static HttpRequest request(String url) {
    return HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).GET().build();
  }
}
