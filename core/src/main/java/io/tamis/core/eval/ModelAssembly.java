package io.tamis.core.eval;

import io.tamis.core.op.FunctionSymbol;
import io.tamis.core.script.Command;
import io.tamis.core.script.Script;
import io.tamis.core.smtlib.SExpr;
import io.tamis.core.smtlib.ScriptReader;
import io.tamis.core.smtlib.SmtLibException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a model answer into text the script reader takes in the script's scope (declarations first,
 * so items may refer to functions defined later; placeholders for lambdas, {@code as-array},
 * abstract values, algebraic numbers and z3's unlisted sets), reads it into the script's factory and builds the
 * {@link Model}.
 */
final class ModelAssembly {
  private final Script script;
  private final ModelText model;
  private final ScriptScope scope;
  private final ModelScan scan;
  private final GeneratedText text;
  /** Array placeholder name to the name of the function it stands for. */
  private final Map<String, String> arrays = new HashMap<>();
  private final Map<String, String> arraySorts = new HashMap<>();
  /** Placeholder name of each {@code ((as set.unique S) i n)} to its form. */
  private final Map<String, SExpr.SList> uniqueSets = new HashMap<>();

  ModelAssembly(Script script, String source, byte[] answer) {
    this.script = script;
    this.model = ModelText.parse(source, answer);
    this.scope = ScriptScope.of(script);
    this.scan = ModelScan.of(model, scope.uninterpretedSorts);
    this.text = new GeneratedText(source, scope.prelude);
  }

  Model read() {
    model.items.forEach(this::declareFunction);
    scan.abstractValues.forEach((name, sort) -> text.append("(declare-fun " + ModelScan.quote(name) + " () " + sort + ")\n"));
    for (int i = 0; i < scan.algebraic.size(); i++) {
      placeholder(scan.algebraic.get(i), "algebraic number " + (i + 1), "Real");
    }
    scan.asArrays.forEach(this::asArray);
    scan.uniqueSets.forEach(this::uniqueSet);
    arrays.putAll(new Lambdas(model, this::readDeclarations).hoist(scan.lambdas, text));
    return build(readAll());
  }

  /** Declares a function the model defines but the script does not, so any item may use it. */
  private void declareFunction(SExpr.SList item) {
    if (!item.get(0).is("define-fun") && !item.get(0).is("define-fun-rec")) {
      return;
    }
    if (item.size() != 5 || !(item.get(1) instanceof SExpr.Atom name) || !(item.get(2) instanceof SExpr.SList params)) {
      throw model.error(item, "expected (define-fun name ((x S) ...) S body)");
    }
    StringBuilder sorts = new StringBuilder();
    for (SExpr p : params.items()) {
      if (!(p instanceof SExpr.SList sorted) || sorted.size() != 2) {
        throw model.error(p, "expected a sorted variable (x S)");
      }
      sorts.append(sorts.isEmpty() ? "" : " ").append(model.raw(sorted.get(1)));
    }
    String result = model.raw(item.get(3));
    arraySorts.put(name.text(), "(Array " + sorts + " " + result + ")");
    if (!scope.declares(name.text())) {
      text.append("(declare-fun " + model.raw(name) + " (" + sorts + ") " + result + ")\n");
    }
  }

  private void placeholder(SExpr form, String name, String sort) {
    text.append("(declare-fun " + ModelScan.quote(name) + " () " + sort + ")\n");
    model.replace(form, ModelScan.quote(name));
  }

  /** {@code (_ as-array f)}: a constant of f's array sort standing for f. */
  private void asArray(SExpr.SList form) {
    String function = ((SExpr.Atom) form.get(2)).text();
    String sort = arraySorts.get(function);
    FunctionSymbol declared = scope.functions.get(function);
    if (sort == null && declared != null) {
      sort = "(Array " + String.join(" ", declared.args().stream().map(Object::toString).toList()) + " "
          + declared.result() + ")";
    }
    if (sort == null) {
      throw model.error(form, "as-array of '" + function + "', which neither the model nor the script defines");
    }
    String name = "as-array " + function;
    if (arrays.put(name, function) == null) {
      text.append("(declare-fun " + ModelScan.quote(name) + " () " + sort + ")\n");
    }
    model.replace(form, ModelScan.quote(name));
  }

  /** {@code ((as set.unique S) i n)}: a constant of sort S, valued once the model is built. */
  private void uniqueSet(SExpr.SList form) {
    String name = "set.unique " + model.raw(form.get(1)) + " " + model.raw(form.get(2));
    if (uniqueSets.put(name, form) == null) {
      String sort = model.raw(((SExpr.SList) form.get(0)).get(2));
      text.append("(declare-fun " + ModelScan.quote(name) + " () " + sort + ")\n");
    }
    model.replace(form, ModelScan.quote(name));
  }

  private Script readDeclarations(GeneratedText generated) {
    try {
      return new ScriptReader().read(model.source, generated.text().getBytes(StandardCharsets.ISO_8859_1),
          script.factory());
    } catch (SmtLibException e) {
      throw generated.locate(e, Integer.MAX_VALUE);
    }
  }

  private Script readAll() {
    byte[] head = text.text().getBytes(StandardCharsets.ISO_8859_1);
    byte[] body = model.edited();
    byte[] all = new byte[head.length + body.length];
    System.arraycopy(head, 0, all, 0, head.length);
    System.arraycopy(body, 0, all, head.length, body.length);
    try {
      return new ScriptReader().read(model.source, all, script.factory());
    } catch (SmtLibException e) {
      throw text.locate(e, text.lines());
    }
  }

  private Model build(Script all) {
    Model.Builder b = Model.builder().script(script);
    Map<String, FunctionSymbol> symbols = new HashMap<>(scope.functions);
    List<Command> commands = all.commands();
    for (int i = scope.commandCount; i < commands.size(); i++) {
      switch (commands.get(i)) {
        case Command.DefineFun d -> {
          b.define(d.symbol(), d.params(), d.body());
          symbols.put(d.symbol().name(), d.symbol());
        }
        case Command.DeclareFun d -> declared(b, d.symbol(), symbols);
        default -> { }
      }
    }
    arrays.forEach((placeholder, function) -> {
      if (symbols.get(placeholder) != null && symbols.get(function) != null) {
        b.arrayOf(symbols.get(placeholder), symbols.get(function));
      }
    });
    Universes.addTo(b, model, scope.uninterpretedSorts);
    valueUniqueSets(b, symbols);
    return b.build();
  }

  private void valueUniqueSets(Model.Builder b, Map<String, FunctionSymbol> symbols) {
    if (uniqueSets.isEmpty()) {
      return;
    }
    Model sorts = b.build();
    uniqueSets.forEach((name, form) -> {
      FunctionSymbol f = symbols.get(name);
      String count = ((SExpr.Atom) form.get(2)).text();
      if (f != null && count.chars().allMatch(Character::isDigit)) {
        b.value(f, UniqueSets.value(f.result(), ((SExpr.Atom) form.get(1)).text(), new BigInteger(count), sorts));
      }
    });
  }

  /** A constant of an uninterpreted sort declared for the model is an abstract value. */
  private void declared(Model.Builder b, FunctionSymbol f, Map<String, FunctionSymbol> symbols) {
    symbols.putIfAbsent(f.name(), f);
    boolean uninterpreted = f.arity() == 0 && f.result().paramCount() == 0
        && scope.uninterpretedSorts.contains(f.result().name());
    if (scan.abstractValues.containsKey(f.name()) || uninterpreted) {
      b.abstractValue(f);
    }
  }
}
