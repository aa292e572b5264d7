#!/usr/bin/env node
// npm run routes: every method and path the Worker answers, with the file that defines it, read from the
// source with the TypeScript compiler (no build, no runtime): `defineRoute({method, path})` and
// `registerPath({method, path})` (the documented routes), and `.all|get|post|put|patch|delete("/...", ...)`
// on routers (the few undocumented ones: /docs, /openapi.json, the superseded v1 enterprise API, live
// ingestion's catch-all). Constants are followed across files; a function's parameter in a path is shown as
// `{name}`, and a loop over a list of strings gives one route per string.
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const METHODS = new Set(["all", "get", "post", "put", "patch", "delete"]);

/** The strings an expression can be: several for a loop variable over a list, null when unknown. */
function values(node, checker, depth = 0) {
  if (depth > 20) return null;
  const again = (n) => values(n, checker, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [again(node.whenTrue), again(node.whenFalse)];
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return again(node.expression);
  if (ts.isTemplateExpression(node)) {
    let out = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = again(span.expression) ?? [`{${span.expression.getText()}}`];
      out = out.flatMap((o) => parts.map((p) => o + p + span.literal.text));
    }
    return out;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [l, r] = [again(node.left), again(node.right)];
    return l && r ? l.flatMap((a) => r.map((b) => a + b)) : null;
  }
  // `base.path` where `base` runs over a list of objects: each object's `path`.
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const list = loopList(checker.getSymbolAtLocation(node.expression)?.declarations?.[0], checker);
    if (list?.every((e) => ts.isObjectLiteralExpression(e)))
      return list.flatMap((e) => {
        const value = property(e, node.name.text);
        return (value && again(value)) ?? [];
      });
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    let symbol =
      ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    if (!declaration) return null;
    // A parameter: the strings its callers in the same file pass, else the string literals its type allows
    // (`method: "put" | "patch"`), else `{name}`.
    if (ts.isParameter(declaration))
      return (
        passedTo(declaration, checker, depth) ??
        literals(checker.getTypeAtLocation(node)) ?? [`{${declaration.name.getText()}}`]
      );
    if (ts.isVariableDeclaration(declaration)) {
      if (ts.isForOfStatement(declaration.parent?.parent)) {
        const list = loopList(declaration, checker);
        return list ? list.flatMap((e) => again(e) ?? []) : null;
      }
      return declaration.initializer ? again(declaration.initializer) : null;
    }
    if (ts.isPropertyAssignment(declaration)) return again(declaration.initializer);
    if (ts.isBindingElement(declaration)) return destructured(declaration, checker, depth);
  }
  return null;
}

/** Calls by callee symbol, in every file of src/ (set by allRoutes): where a function's arguments come from. */
let callsBySymbol = new Map();

/** The argument expressions the calls of a parameter's function pass for it. */
function argumentsOf(parameter, checker) {
  const fn = parameter.parent;
  const index = fn.parameters.indexOf(parameter);
  const named = ts.isVariableDeclaration(fn.parent) ? fn.parent.name : fn.name;
  const target = named && checker.getSymbolAtLocation(named);
  return (callsBySymbol.get(target) ?? []).map((call) => call.arguments[index]).filter(Boolean);
}

/** What the calls of a parameter's function pass for it; null when none is known. */
function passedTo(parameter, checker, depth) {
  const found = argumentsOf(parameter, checker).flatMap((arg) => values(arg, checker, depth + 1) ?? []);
  return found.length > 0 ? found : null;
}

/** `const { name } = options` where options is a parameter: what the callers' objects hold at `name`. */
function destructured(element, checker, depth) {
  const declaration = element.parent.parent;
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return null;
  const symbol = checker.getSymbolAtLocation(declaration.initializer);
  const parameter = symbol?.declarations?.[0];
  if (!parameter || !ts.isParameter(parameter)) return null;
  const key = (element.propertyName ?? element.name).getText();
  const found = argumentsOf(parameter, checker).flatMap((arg) => {
    const value = ts.isObjectLiteralExpression(arg) && property(arg, key);
    return (value && values(value, checker, depth + 1)) ?? [];
  });
  return found.length > 0 ? found : null;
}

/** The strings a type allows when it is a string literal or a union of them; null otherwise. */
function literals(type) {
  const members = type.isUnion() ? type.types : [type];
  return members.every((t) => t.isStringLiteral()) ? members.map((t) => t.value) : null;
}

/** The elements of the array literal a `for (const x of <list>)` variable runs over (the list may be a const). */
function loopList(declaration, checker) {
  const loop = declaration && ts.isVariableDeclaration(declaration) ? declaration.parent?.parent : undefined;
  if (!loop || !ts.isForOfStatement(loop)) return null;
  let list = loop.expression;
  for (let i = 0; i < 5; i++) {
    while (ts.isAsExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
    if (ts.isArrayLiteralExpression(list)) return list.elements;
    const declared = ts.isIdentifier(list) ? checker.getSymbolAtLocation(list)?.declarations?.[0] : undefined;
    if (!declared || !ts.isVariableDeclaration(declared) || !declared.initializer) return null;
    list = declared.initializer;
  }
  return null;
}

/** A property's value expression (`path: x` or the shorthand `path`). */
function property(object, name) {
  const found = object.properties.find(
    (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name,
  );
  return found && (ts.isPropertyAssignment(found) ? found.initializer : found.name);
}

/** Every route of src/: [method, path, file], sorted by path then method. */
export function allRoutes() {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram(
    config.fileNames.filter((f) => f.includes("/src/")),
    config.options,
  );
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((f) => f.fileName.startsWith(`${ROOT}src/`));
  callsBySymbol = new Map();
  const index = (node) => {
    // Route-building functions are called by name: `route(...)`, `accessKeyRoutes({...})`.
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const symbol = checker.getSymbolAtLocation(node.expression);
      const target =
        symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (target) callsBySymbol.set(target, [...(callsBySymbol.get(target) ?? []), node]);
    }
    ts.forEachChild(node, index);
  };
  for (const source of sources) index(source);
  const routes = [];
  for (const source of sources) {
    const where = relative(ROOT, source.fileName);
    const visit = (node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : "";
        const [first] = node.arguments;
        if (
          (name === "defineRoute" || name === "registerPath") &&
          first &&
          ts.isObjectLiteralExpression(first)
        ) {
          const method = property(first, "method");
          const path = property(first, "path");
          const methods = (method && values(method, checker)) ?? ["?"];
          const paths = (path && values(path, checker)) ?? [path ? path.getText() : "?"];
          for (const m of methods) for (const p of paths) routes.push([m.toUpperCase(), p, where]);
        } else if (
          ts.isPropertyAccessExpression(callee) &&
          METHODS.has(name) &&
          first &&
          node.arguments.length >= 2
        ) {
          for (const p of values(first, checker) ?? [])
            if (p.startsWith("/"))
              routes.push([name === "all" ? "ANY" : name.toUpperCase(), p.replace(/:(\w+)/g, "{$1}"), where]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const unique = new Map(routes.map((r) => [r.join(" "), r]));
  return [...unique.values()].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const routes = allRoutes();
  const width = Math.max(...routes.map((r) => r[1].length));
  for (const [method, path, file] of routes)
    console.log(`${method.padEnd(6)} ${path.padEnd(width)}  ${file}`);
}
