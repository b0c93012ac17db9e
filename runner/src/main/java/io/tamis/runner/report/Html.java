package io.tamis.runner.report;

import java.io.IOException;

/** An HTML page written in order: markup as given, text escaped. */
final class Html {
  private final StringBuilder b = new StringBuilder(1 << 18);

  Html raw(String markup) {
    b.append(markup);
    return this;
  }

  Html text(Object text) {
    String s = String.valueOf(text);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '"' -> b.append("&quot;");
        case '\'' -> b.append("&#39;");
        default -> b.append(c);
      }
    }
    return this;
  }

  Html tag(String name, Object text) {
    return raw("<" + name + ">").text(text).raw("</" + name + ">");
  }

  /** A table cell; numbers right-aligned. */
  Html cell(Object value) {
    return value instanceof Number ? raw("<td class=\"n\">").text(value).raw("</td>") : tag("td", value);
  }

  Html link(String href, String text) {
    return raw("<a href=\"").text(href).raw("\">").text(text).raw("</a>");
  }

  /** JSON inside a script element: "</" cannot end the element early. */
  Html json(Object value) throws IOException {
    return raw(CampaignReport.json(value).replace("</", "<\\/"));
  }

  @Override
  public String toString() {
    return b.toString();
  }
}
