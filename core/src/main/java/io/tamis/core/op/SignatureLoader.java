package io.tamis.core.op;

import io.tamis.core.smtlib.SExpr;
import io.tamis.core.smtlib.SExpr.Atom;
import io.tamis.core.smtlib.SExpr.SList;
import io.tamis.core.smtlib.SmtLibException;
import io.tamis.core.sort.Sort;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads signature table files (format in config/README.md) into a {@link SignatureTable}. */
final class SignatureLoader {
  private final Map<String, List<Signature>> byName = new LinkedHashMap<>();
  private String file;
  private String theory;
  private Set<String> solvers = Set.of();

  void add(String fileName, byte[] text) {
    this.file = fileName;
    this.theory = null;
    for (SExpr line : SExpr.readAll(fileName, text)) {
      if (!(line instanceof SList list) || list.size() == 0) {
        throw error(line, "expected a (theory ...) header or a signature in parentheses");
      }
      if (list.get(0).is("theory")) {
        header(list);
      } else if (theory == null) {
        throw error(line, "signature before the (theory NAME :solvers (...)) header");
      } else {
        Signature sig = checkedSignature(list);
        byName.computeIfAbsent(sig.name(), k -> new ArrayList<>()).add(sig);
      }
    }
  }

  SignatureTable table() {
    return new SignatureTable(byName);
  }

  private void header(SList list) {
    if (list.size() < 2 || !(list.get(1) instanceof Atom name)) {
      throw error(list, "expected (theory NAME :solvers (s1 s2 ...))");
    }
    theory = name.text();
    solvers = Set.of();
    for (int i = 2; i + 1 < list.size(); i += 2) {
      if (list.get(i).is(":solvers")) {
        solvers = symbols(list.get(i + 1));
      }
    }
  }

  private Signature checkedSignature(SList line) {
    try {
      return signature(line);
    } catch (ClassCastException | NumberFormatException | IndexOutOfBoundsException e) {
      throw error(line, "malformed signature " + line);
    }
  }

  private Signature signature(SList line) {
    List<String> params = List.of();
    SList body = line;
    if (line.get(0).is("par")) {
      if (line.size() != 3 || !(line.get(2) instanceof SList inner)) {
        throw error(line, "expected (par (A ...) (NAME SORT ... RESULT))");
      }
      params = orderedSymbols(line.get(1));
      body = inner;
    }
    return new LineParser(body, params).parse();
  }

  private Set<String> symbols(SExpr list) {
    return Set.copyOf(orderedSymbols(list));
  }

  private List<String> orderedSymbols(SExpr list) {
    if (!(list instanceof SList l)) {
      throw error(list, "expected a list of symbols");
    }
    List<String> out = new ArrayList<>();
    for (SExpr item : l.items()) {
      if (!(item instanceof Atom a)) {
        throw error(item, "expected a symbol");
      }
      out.add(a.text());
    }
    return out;
  }

  private SmtLibException error(SExpr at, String message) {
    return new SmtLibException(file, at.line(), at.column(), message);
  }

  private static final Set<String> LIST_FORMS = Set.of("nth", "pick", "reverse", "map");

  /** One signature line, with its sort parameters and index variables resolved to slots. */
  private final class LineParser {
    private final SList line;
    private final List<String> params;
    private final List<String> indexVars = new ArrayList<>();

    LineParser(SList line, List<String> params) {
      this.line = line;
      this.params = params;
    }

    Signature parse() {
      String name = head(line.get(0));
      boolean indexList = !indexVars.isEmpty() && indexVars.get(indexVars.size() - 1).endsWith("*");
      if (indexList) {
        indexVars.remove(indexVars.size() - 1);
      }
      int indexCount = indexVars.size();
      int attrStart = firstKeyword();
      if (attrStart < 2) {
        throw error(line, "signature of '" + name + "' needs at least a result sort");
      }
      List<SortPattern> sorts = new ArrayList<>();
      for (int i = 1; i < attrStart; i++) {
        sorts.add(pattern(line.get(i)));
      }
      SortPattern result = sorts.remove(sorts.size() - 1);
      Set<OpAttribute> attributes = EnumSet.noneOf(OpAttribute.class);
      int minArgs = 2;
      List<Condition> conditions = new ArrayList<>();
      Set<String> lineSolvers = solvers;
      boolean standard = true;
      for (int i = attrStart; i < line.size(); i++) {
        String key = ((Atom) line.get(i)).text();
        OpAttribute attribute = OpAttribute.ofKeyword(key);
        if (attribute != null) {
          attributes.add(attribute);
          continue;
        }
        SExpr value = i + 1 < line.size() ? line.get(++i) : null;
        if (value == null) {
          throw error(line.get(i), "attribute " + key + " needs a value");
        }
        switch (key) {
          case ":min-args" -> minArgs = Integer.parseInt(((Atom) value).text());
          case ":solvers" -> lineSolvers = symbols(value);
          case ":standard" -> standard = !value.is("false");
          case ":if" -> conditions.addAll(conditions(value));
          default -> throw error(line.get(i - 1), "unknown attribute " + key);
        }
      }
      try {
        return new Signature(name, theory, indexCount, params.size(), indexVars.size(), sorts, result,
            attributes, minArgs, conditions, lineSolvers, standard, indexList);
      } catch (IllegalArgumentException e) {
        throw error(line, e.getMessage());
      }
    }

    private String head(SExpr head) {
      if (head instanceof Atom a) {
        return a.text();
      }
      SList indexed = (SList) head;
      if (indexed.size() < 3 || !indexed.get(0).is("_")) {
        throw error(head, "expected NAME or (_ NAME i ...)");
      }
      for (int i = 2; i < indexed.size(); i++) {
        indexVars.add(((Atom) indexed.get(i)).text());
      }
      return ((Atom) indexed.get(1)).text();
    }

    private int firstKeyword() {
      for (int i = 1; i < line.size(); i++) {
        if (line.get(i) instanceof Atom a && a.text().startsWith(":")) {
          return i;
        }
      }
      return line.size();
    }

    private SortPattern pattern(SExpr sort) {
      if (sort instanceof Atom a) {
        int slot = params.indexOf(a.text());
        if (slot >= 0) {
          return a.text().endsWith("*") ? new SortPattern.ListParam(a.text(), slot)
              : new SortPattern.Param(a.text(), slot);
        }
        return new SortPattern.Fixed(namedSort(a));
      }
      SList list = (SList) sort;
      if (list.size() == 0) {
        throw error(sort, "empty sort");
      }
      SortPattern form = listForm(list);
      if (form != null) {
        return form;
      }
      if (list.get(0) instanceof SList indexedHead) {
        throw error(indexedHead, "indexed sort constructors with sort arguments are not supported");
      }
      if (list.get(0).is("_")) {
        IndexExpr[] indices = new IndexExpr[list.size() - 2];
        for (int i = 2; i < list.size(); i++) {
          indices[i - 2] = IndexExpr.parse(((Atom) list.get(i)).text(), this::slotOf);
        }
        return simplify(new SortPattern.Constructed(((Atom) list.get(1)).text(), indices, new SortPattern[0]));
      }
      SortPattern[] args = new SortPattern[list.size() - 1];
      for (int i = 1; i < list.size(); i++) {
        args[i - 1] = pattern(list.get(i));
      }
      return simplify(new SortPattern.Constructed(((Atom) list.get(0)).text(), new IndexExpr[0], args));
    }

    /**
     * {@code (nth A* i)}, {@code (pick A* i*)}, {@code (reverse A*)} or {@code (map C A*)}; null for
     * other lists.
     */
    private SortPattern listForm(SList list) {
      if (!(list.get(0) instanceof Atom head) || !LIST_FORMS.contains(head.text())) {
        return null;
      }
      int at = list.get(0).is("map") ? 2 : 1;
      if (list.size() <= at || !(list.get(at) instanceof Atom a) || !a.text().endsWith("*")
          || !(pattern(a) instanceof SortPattern.ListParam p)) {
        return null;
      }
      String function = ((Atom) list.get(0)).text();
      if (function.equals("nth") && list.size() == 3) {
        return new SortPattern.Nth(p, IndexExpr.parse(((Atom) list.get(2)).text(), this::slotOf));
      }
      if (function.equals("pick") && list.size() == 3 || function.equals("reverse") && list.size() == 2) {
        return new SortPattern.ListForm(function, null, p);
      }
      if (function.equals("map") && list.size() == 3) {
        return new SortPattern.ListForm(function, ((Atom) list.get(1)).text(), p);
      }
      throw error(list, "expected (nth A* i), (pick A* i*), (reverse A*) or (map C A*)");
    }

    /** A constructed pattern without variables is a fixed sort. */
    private SortPattern simplify(SortPattern.Constructed c) {
      Bindings empty = new Bindings(params.size(), indexVars.size(), false);
      Sort fixed = c.instantiate(empty);
      return fixed != null ? new SortPattern.Fixed(fixed) : c;
    }

    private int slotOf(String var) {
      int slot = indexVars.indexOf(var);
      if (slot < 0) {
        indexVars.add(var);
        slot = indexVars.size() - 1;
      }
      return slot;
    }

    private Sort namedSort(Atom a) {
      return switch (a.text()) {
        case "Float16" -> Sort.floatingPoint(5, 11);
        case "Float32" -> Sort.floatingPoint(8, 24);
        case "Float64" -> Sort.floatingPoint(11, 53);
        case "Float128" -> Sort.floatingPoint(15, 113);
        case "UnitTuple" -> Sort.of("Tuple", List.of());
        default -> Sort.of(a.text());
      };
    }

    private List<Condition> conditions(SExpr value) {
      List<Condition> out = new ArrayList<>();
      for (SExpr item : ((SList) value).items()) {
        SList c = (SList) item;
        out.add(new Condition(((Atom) c.get(0)).text(),
            IndexExpr.parse(((Atom) c.get(1)).text(), this::slotOf),
            IndexExpr.parse(((Atom) c.get(2)).text(), this::slotOf)));
      }
      return out;
    }
  }
}
