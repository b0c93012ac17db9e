package io.tamis.core.term;

/**
 * One attribute of a {@code (! t ...)} annotation. {@code value} is the attribute value as written
 * (null when there is none); for {@code :pattern} and {@code :no-pattern} the value is a list of
 * terms held as arguments of the {@link Annotation}, and {@code termCount} says how many.
 */
public record Attribute(String keyword, String value, int termCount) {
  public Attribute {
    if (!keyword.startsWith(":")) {
      throw new IllegalArgumentException("attribute keyword must start with ':': " + keyword);
    }
    if (termCount < 0 || (termCount > 0 && value != null)) {
      throw new IllegalArgumentException("attribute " + keyword + " has either text or terms");
    }
  }

  public boolean isNamed() {
    return keyword.equals(":named");
  }
}
