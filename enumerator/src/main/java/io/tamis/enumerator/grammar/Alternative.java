package io.tamis.enumerator.grammar;

import java.util.List;

/**
 * One alternative of a rule. Its size is {@link #cost()} plus the sizes of its children, which are
 * rule names in argument order.
 */
public sealed interface Alternative {

  /** Default cost of an operator application or binder; leaves, variables and uses cost 0. */
  int APPLICATION_COST = 1;

  int cost();

  /** The rules of the children, left to right. */
  List<String> children();

  /** Line of the grammar file, for messages. */
  int line();

  /** A literal or constant symbol, printed as written ({@code 0}, {@code "a"}, {@code re.none}). */
  record Leaf(String text, int cost, int line) implements Alternative {
    public List<String> children() {
      return List.of();
    }
  }

  /** A declared constant or a variable bound by a binder alternative. */
  record Var(String name, int cost, int line) implements Alternative {
    public List<String> children() {
      return List.of();
    }
  }

  /** Every term of another rule of the same sort (a chain rule such as {@code int_term ::= iconst}). */
  record Use(String rule, int cost, int line) implements Alternative {
    public List<String> children() {
      return List.of(rule);
    }
  }

  /** {@code (head arg...)}; {@code head} is a symbol or an indexed {@code (_ name i...)}. */
  record Apply(String head, List<String> children, int cost, int line) implements Alternative {
    public Apply {
      children = List.copyOf(children);
    }
  }

  /** {@code (forall ((x S)...) body)} or {@code exists}. */
  record Binder(String quantifier, List<SortedVar> variables, String body, int cost, int line)
      implements Alternative {
    public Binder {
      variables = List.copyOf(variables);
    }

    public List<String> children() {
      return List.of(body);
    }
  }

  /** A bound variable and its sort as written. */
  record SortedVar(String name, String sortText) {}
}
