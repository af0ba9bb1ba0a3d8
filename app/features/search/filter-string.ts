import { isFacetName, isNumericName } from "./facets";
import type { Filter, NumericOp, Predicate } from "./search-request";

/**
 * Reads a hosted-index filter string into conjunctive form, e.g.
 * `status:in_stock AND photos_count > 1 AND car_type:used`, `(make:Toyota OR make:"Land Rover")`,
 * `NOT tag:SOLD`, `price:10000 TO 30000`. A group in parentheses holds ORs; ANDs join groups.
 */
export class FilterSyntaxError extends Error {}

const TOKEN = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|[<>!]=|[<>=:]|[^\s()<>=:!"]+)/y;

function tokens(text: string): string[] {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (TOKEN.lastIndex < text.length && (match = TOKEN.exec(text))) out.push(match[1]!);
  if (text.slice(TOKEN.lastIndex).trim())
    throw new FilterSyntaxError(`Cannot read the filter near "${text.slice(TOKEN.lastIndex, TOKEN.lastIndex + 20)}"`);
  return out;
}

export function parseFilterString(text: string): Filter {
  const list = tokens(text);
  let at = 0;
  const peek = () => list[at];
  const next = () => {
    const t = list[at++];
    if (t === undefined) throw new FilterSyntaxError("The filter ends too early");
    return t;
  };

  function predicate(): Predicate {
    let negate = false;
    if (peek()?.toUpperCase() === "NOT") {
      next();
      negate = true;
    }
    const attribute = next();
    const op = next();
    const value = unquote(next());
    if (op === ":") {
      if (peek()?.toUpperCase() === "TO") {
        next();
        return range(attribute, value, unquote(next()), negate);
      }
      if (isFacetName(attribute)) return { kind: "facet", facet: attribute, value, negate };
      if (isNumericName(attribute)) return numeric(attribute, negate ? "!=" : "=", value);
      throw new FilterSyntaxError(`${attribute} is not a filterable attribute`);
    }
    if (!["<", "<=", "=", "!=", ">=", ">"].includes(op))
      throw new FilterSyntaxError(`Expected an operator after ${attribute}`);
    if (negate) throw new FilterSyntaxError("NOT applies to attribute:value filters only");
    return numeric(attribute, op as NumericOp, value);
  }

  function group(): Predicate[] {
    if (peek() !== "(") return [predicate()];
    next();
    const ors = [predicate()];
    while (peek()?.toUpperCase() === "OR") {
      next();
      ors.push(predicate());
    }
    if (next() !== ")") throw new FilterSyntaxError("Expected )");
    return ors;
  }

  const filter: Filter = [];
  if (!list.length) return filter;
  filter.push(group());
  while (at < list.length) {
    const joiner = next().toUpperCase();
    if (joiner === "OR") {
      // A top-level OR joins with the group before it: a OR b is the group (a OR b).
      filter[filter.length - 1]!.push(...group());
    } else if (joiner === "AND") filter.push(group());
    else throw new FilterSyntaxError(`Expected AND or OR, found ${joiner}`);
  }
  if (filter.length > 1 && list.some((t) => t.toUpperCase() === "OR") && !list.includes("(")) {
    throw new FilterSyntaxError("Mixing AND and OR needs parentheses around the ORs");
  }
  return filter;
}

function unquote(token: string): string {
  return token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, "$1") : token;
}

function numeric(attribute: string, op: NumericOp, value: string): Predicate {
  if (!isNumericName(attribute)) throw new FilterSyntaxError(`${attribute} is not a numeric attribute`);
  const n = Number(value);
  if (!Number.isFinite(n)) throw new FilterSyntaxError(`${value} is not a number`);
  return { kind: "numeric", attribute, op, value: n };
}

function range(attribute: string, lo: string, hi: string, negate: boolean): Predicate {
  if (negate) throw new FilterSyntaxError("NOT cannot apply to a range");
  if (!isNumericName(attribute)) throw new FilterSyntaxError(`${attribute} is not a numeric attribute`);
  const [min, max] = [Number(lo), Number(hi)];
  if (!Number.isFinite(min) || !Number.isFinite(max))
    throw new FilterSyntaxError(`${lo} TO ${hi} is not a numeric range`);
  return { kind: "range", attribute, min, max };
}
