package io.tamis.core.gen;

import io.tamis.core.script.Script;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A seed as generators see it: its name (path relative to the seed folder), the SHA-256 of its
 * bytes (recorded with every finding), the bytes and the parsed script.
 */
public record SeedScript(String name, String sha256, byte[] text, Script script) {

  public static SeedScript of(String name, byte[] text, Script script) {
    return new SeedScript(name, sha256(text), text, script);
  }

  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JDK", e);
    }
  }
}
