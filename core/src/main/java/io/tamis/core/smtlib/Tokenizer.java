package io.tamis.core.smtlib;

import io.tamis.core.sort.Symbols;
import java.nio.charset.StandardCharsets;

/**
 * Splits SMT-LIB bytes into tokens, tracking line and column. Text is decoded as ISO-8859-1 so every
 * byte survives a read-print round trip unchanged.
 */
final class Tokenizer {
  static final int EOF = 0;
  static final int LPAR = 1;
  static final int RPAR = 2;
  static final int SYMBOL = 3;
  static final int KEYWORD = 4;
  static final int NUMERAL = 5;
  static final int DECIMAL = 6;
  static final int HEXADECIMAL = 7;
  static final int BINARY = 8;
  static final int STRING = 9;
  /** cvc5's {@code 1/3}. */
  static final int RATIONAL = 10;
  /** cvc5's finite-field element {@code #f3m7} (3 in the field of order 7). */
  static final int FIELD = 11;

  private final String file;
  private final byte[] data;
  private int pos;
  private int line = 1;
  private int lineStart;
  private int kind;
  private int start;
  private int end;
  private int tokenLine;
  private int tokenColumn;
  private boolean quoted;
  private boolean escapedQuotes;
  private boolean replay;

  Tokenizer(String file, byte[] data) {
    this.file = file;
    this.data = data;
  }

  /** A tokenizer that starts at {@code offset}, which is at {@code line} and {@code column}. */
  Tokenizer(String file, byte[] data, int offset, int line, int column) {
    this(file, data);
    this.pos = offset;
    this.line = line;
    this.lineStart = offset - column + 1;
  }

  String file() {
    return file;
  }

  /** Makes the next call of {@link #next()} return the current token again. */
  void unread() {
    replay = true;
  }

  /** Advances to the next token and returns its kind. */
  int next() {
    if (replay) {
      replay = false;
      return kind;
    }
    skipSpaceAndComments();
    tokenLine = line;
    tokenColumn = pos - lineStart + 1;
    start = pos;
    quoted = false;
    if (pos >= data.length) {
      return kind = EOF;
    }
    int c = data[pos] & 0xff;
    if (c == '(') {
      pos++;
      return kind = LPAR;
    }
    if (c == ')') {
      pos++;
      return kind = RPAR;
    }
    if (c == '"') {
      return kind = readString();
    }
    if (c == '|') {
      return kind = readQuotedSymbol();
    }
    if (c == '#') {
      return kind = readHashLiteral();
    }
    if (c >= '0' && c <= '9') {
      return kind = readNumber();
    }
    if (c == ':') {
      pos++;
      readSymbolChars();
      return kind = KEYWORD;
    }
    if (Symbols.isSymbolChar(c)) {
      readSymbolChars();
      return kind = SYMBOL;
    }
    throw error(describeByte(c));
  }

  int kind() {
    return kind;
  }

  /** Where the current token starts, for {@link #rewind}. */
  int[] tokenStart() {
    return new int[] {start, tokenLine, start - tokenColumn + 1};
  }

  /** Goes back to {@code at} (from {@link #tokenStart}): the next token read is that one again. */
  void rewind(int[] at) {
    pos = at[0];
    line = at[1];
    lineStart = at[2];
    replay = false;
  }

  int line() {
    return tokenLine;
  }

  int column() {
    return tokenColumn;
  }

  boolean quoted() {
    return quoted;
  }

  /** The token's text: a symbol without bars, a string's content with {@code ""} undone. */
  String text() {
    if (kind == STRING) {
      String raw = new String(data, start + 1, end - start - 2, StandardCharsets.ISO_8859_1);
      return escapedQuotes ? raw.replace("\"\"", "\"") : raw;
    }
    if (quoted) {
      return SymbolCache.get(data, start + 1, end - 1);
    }
    return SymbolCache.get(data, start, end);
  }

  /** True when the current token is the unquoted symbol {@code word}. */
  boolean isSymbol(String word) {
    if (kind != SYMBOL || quoted || end - start != word.length()) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      if (data[start + i] != word.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  int start() {
    return start;
  }

  /** Offset just after the current token. */
  int position() {
    return pos;
  }

  int end() {
    return end;
  }

  byte[] data() {
    return data;
  }

  SmtLibException error(String message) {
    return new SmtLibException(file, tokenLine, tokenColumn, message);
  }

  SmtLibException errorAt(int atLine, int atColumn, String message) {
    return new SmtLibException(file, atLine, atColumn, message);
  }

  private void skipSpaceAndComments() {
    while (pos < data.length) {
      int c = data[pos];
      if (c == '\n') {
        pos++;
        newLine();
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        pos++;
      } else if (c == ';') {
        while (pos < data.length && data[pos] != '\n') {
          pos++;
        }
      } else {
        return;
      }
    }
  }

  private void newLine() {
    line++;
    lineStart = pos;
  }

  private void readSymbolChars() {
    while (pos < data.length && Symbols.isSymbolChar(data[pos])) {
      pos++;
    }
    end = pos;
  }

  private int readString() {
    pos++;
    escapedQuotes = false;
    while (true) {
      if (pos >= data.length) {
        throw error("unterminated string literal");
      }
      byte c = data[pos++];
      if (c == '"') {
        if (pos < data.length && data[pos] == '"') {
          escapedQuotes = true;
          pos++;
        } else {
          end = pos;
          return STRING;
        }
      } else if (c == '\n') {
        newLine();
      }
    }
  }

  private int readQuotedSymbol() {
    pos++;
    while (pos < data.length && data[pos] != '|') {
      if (data[pos] == '\\') {
        throw errorAtOffset(pos, "'\\' is not allowed inside a |quoted| symbol");
      }
      if (data[pos++] == '\n') {
        newLine();
      }
    }
    if (pos >= data.length) {
      throw error("unterminated |quoted| symbol");
    }
    pos++;
    end = pos;
    quoted = true;
    return SYMBOL;
  }

  private int readHashLiteral() {
    pos++;
    if (pos < data.length && data[pos] == 'f') {
      return readFieldLiteral();
    }
    if (pos < data.length && (data[pos] == 'x' || data[pos] == 'b')) {
      boolean hex = data[pos] == 'x';
      pos++;
      int digits = pos;
      while (pos < data.length && (hex ? isHexDigit(data[pos]) : data[pos] == '0' || data[pos] == '1')) {
        pos++;
      }
      if (pos == digits || (pos < data.length && Symbols.isSymbolChar(data[pos]))) {
        throw error("bad " + (hex ? "hexadecimal" : "binary") + " literal");
      }
      end = pos;
      return hex ? HEXADECIMAL : BINARY;
    }
    throw error("bad literal: '#' must start #x or #b");
  }

  /** {@code #f} digits {@code m} digits, with an optional minus sign on the value. */
  private int readFieldLiteral() {
    pos++;
    if (pos < data.length && data[pos] == '-') {
      pos++;
    }
    int value = pos;
    skipDigits();
    boolean ok = pos > value && pos < data.length && data[pos] == 'm';
    int order = ++pos;
    skipDigits();
    if (!ok || pos == order || (pos < data.length && Symbols.isSymbolChar(data[pos]))) {
      throw error("bad finite-field literal: expected #f<value>m<order>");
    }
    end = pos;
    return FIELD;
  }

  /**
   * A numeral, a decimal ({@code 2.} without fraction digits too, as z3 reads it) or cvc5's
   * rational {@code 1/3}.
   */
  private int readNumber() {
    skipDigits();
    int result = NUMERAL;
    if (pos < data.length && data[pos] == '.') {
      pos++;
      skipDigits();
      result = DECIMAL;
    } else if (pos + 1 < data.length && data[pos] == '/' && data[pos + 1] >= '0' && data[pos + 1] <= '9') {
      pos++;
      skipDigits();
      result = RATIONAL;
    }
    if (pos < data.length && Symbols.isSymbolChar(data[pos])) {
      throw error("bad numeral: '" + (char) data[pos] + "' after digits");
    }
    end = pos;
    return result;
  }

  private void skipDigits() {
    while (pos < data.length && data[pos] >= '0' && data[pos] <= '9') {
      pos++;
    }
  }

  private SmtLibException errorAtOffset(int offset, String message) {
    return new SmtLibException(file, line, offset - lineStart + 1, message);
  }

  private static boolean isHexDigit(byte c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  private static String describeByte(int c) {
    if (c < 0x20 || c >= 0x7f) {
      return String.format("unexpected byte 0x%02x (binary or non-ASCII input outside a string)", c);
    }
    return "unexpected character '" + (char) c + "'";
  }
}
