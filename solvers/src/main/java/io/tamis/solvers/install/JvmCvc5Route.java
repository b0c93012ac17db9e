package io.tamis.solvers.install;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * cvc5 from Maven ({@code io.github.cvc5:cvc5:V} and its {@code linux-x86_64} jar, which holds the
 * JNI library with cvc5 inside), run in a child JVM by solvers/cvc5-jvm. The native library is
 * unpacked once here: cvc5's own loader unpacks it to a temporary folder at every start (0.4 s).
 */
final class JvmCvc5Route implements Route {
  private static final String CLASSIFIER = "linux-x86_64";
  private static final String LIBRARY = "cvc5-libs/linux/x86_64/libcvc5jni.so";
  /**
   * A small heap (cvc5's memory is native), the stack of a command-line program (8 MB: cvc5 recurses
   * on term depth) and quick start-up. A native crash aborts at once (SIGABRT) without the JVM's
   * crash report: on cvc5 1.3.2's stripped library the report crashes itself and takes two minutes
   * to give up, so a segfault looked like a timeout. cvc5's own messages (assertion failures) are
   * printed before it aborts, as from its command-line program.
   */
  private static final String JVM_FLAGS = "-Xms8m -Xmx256m -Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 "
      + "-XX:-UsePerfData -XX:+SuppressFatalErrorMessage --enable-native-access=ALL-UNNAMED";

  @Override
  public String shim() {
    return "cvc5-jvm/Cvc5Shim.java";
  }

  @Override
  public Map<String, String> build(Release release, Path dir) throws InstallException {
    MavenFetch maven = new MavenFetch();
    Path api = dir.resolve("lib/cvc5.jar");
    Path natives = dir.resolve("natives.jar");
    try {
      Files.createDirectories(api.getParent());
    } catch (IOException e) {
      throw new InstallException("cannot create " + api.getParent() + ": " + e.getMessage(), e);
    }
    String apiSha = maven.jar(release.pkg(), null, api);
    String nativeSha = maven.jar(release.pkg(), CLASSIFIER, natives);
    Jars.extract(natives, List.of(LIBRARY), dir.resolve("lib/libcvc5jni.so"));
    Jars.delete(natives);
    Path source = Shims.copy(shim(), dir.resolve("src/Cvc5Shim.java"));
    Steps.check(List.of(Toolchain.javac().toString(), "-d", dir.resolve("classes").toString(), "-cp", api.toString(),
        source.toString()), dir, Duration.ofMinutes(2), "compiling the cvc5 shim");
    Shims.launcher(dir, release.solver(), release.spec() + ": Maven " + release.pkg() + " (Java API) in a JVM",
        Shims.quoted(Toolchain.java()) + " " + JVM_FLAGS + " -Dcvc5.skipLibraryLoad=true"
            + " \"-Dcvc5.lib=$here/lib/libcvc5jni.so\" -cp \"$here/classes:$here/lib/cvc5.jar\" Cvc5Shim");
    String[] g = release.pkg().split(":");
    return Map.of(g[1] + "-" + g[2] + ".jar", apiSha, g[1] + "-" + g[2] + "-" + CLASSIFIER + ".jar", nativeSha);
  }
}
