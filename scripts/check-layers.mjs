#!/usr/bin/env node
// Layer check (docs/architecture.md "Layers"): prints import cycles, upward arrows and API areas out of shape among src/**/*.ts, exits 1 if any.
// Layers, top to bottom: entry (src/index.ts, src/app.ts) > routes (src/api/**) > domain (everything else) >
// platform (src/db, src/lib, src/http, src/durable/call.ts, src/env.ts). An arrow may only point down or
// sideways; src/app.ts alone mounts the routers. Every import counts, `import type` and `import("…")` included.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith(".ts")) files.push(relative(root, path));
  }
};
walk(join(root, "src"));

// `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`; type-only: `import type`,
// `export type`, and `import("x").Name` in a type.
const IMPORT =
  /^\s*(?:import|export)\s+(type\s)?[^;"']*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']|^\s*import\s*["'](\.{1,2}\/[^"']+)["']|\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)(\.(?!then\b)\w+)?/gm;
const resolveSpec = (from, spec) => {
  const base = join(dirname(from), spec.replace(/\.js$/, ""));
  for (const candidate of [`${base}.ts`, `${base}.d.ts`, join(base, "index.ts")])
    if (existsSync(join(root, candidate))) return candidate;
  return null;
};
// src/env.ts declares the Worker's bindings: it names, as types only, the Durable Object classes and queue
// messages bound to them, which live above it. Those type-only arrows are left out (they vanish at build
// time); any other arrow out of it counts, and one into src/api/ always does.
const BINDINGS = "src/env.ts";
const graph = new Map();
for (const file of files) {
  const text = readFileSync(join(root, file), "utf8");
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveSpec(file, match[2] ?? match[3] ?? match[4]);
    const typeOnly = Boolean(match[1] || match[5]);
    if (!target || (file === BINDINGS && typeOnly && !target.startsWith("src/api/"))) continue;
    targets.add(target);
  }
  graph.set(file, [...targets].sort());
}

const PLATFORM = [/^src\/(db|lib|http)\//, /^src\/durable\/call\.ts$/, /^src\/env\.ts$/];
const rank = (file) => {
  if (file === "src/index.ts" || file === "src/app.ts") return 3;
  if (file.startsWith("src/api/")) return 2;
  if (PLATFORM.some((re) => re.test(file))) return 0;
  return 1;
};
const upward = [];
for (const [from, targets] of graph)
  for (const to of targets) {
    const routeFromOutside =
      to.startsWith("src/api/") && !from.startsWith("src/api/") && from !== "src/app.ts";
    if (rank(to) > rank(from) || routeFromOutside) upward.push(`${from} -> ${to}`);
  }

// Cycles: strongly connected components of more than one file (Tarjan), each printed with one loop through it.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
const connect = (v) => {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!index.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).includes(v)) components.push(component.sort());
  }
};
for (const file of graph.keys()) if (!index.has(file)) connect(file);

// One shape per API area (docs/conventions.md): `routes.ts` holds contracts and handlers, `store.ts` every
// query, `present.ts` the wire form of a row. So a routes.ts imports no drizzle and nothing of src/db but types,
// and an area reaches another through its store, presenters or schemas, never its routes.ts (access-keys alone
// is a sub-router the nodes and gateway-routes areas mount for their own keys).
const AREA_ROUTES = /^src\/api\/([^/]+)\/routes\.ts$/;
const SHARED_ROUTERS = new Set(["src/api/access-keys/routes.ts"]);
const shape = [];
for (const file of files) {
  const text = readFileSync(join(root, file), "utf8");
  if (AREA_ROUTES.test(file)) {
    if (/from\s*["']drizzle-orm/.test(text))
      shape.push(`${file} imports drizzle-orm (queries go in store.ts)`);
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveSpec(file, match[2] ?? match[3] ?? match[4]);
      if (target?.startsWith("src/db/") && !(match[1] || match[5]))
        shape.push(`${file} imports ${target} (queries go in store.ts; only \`import type\` from src/db)`);
    }
  }
  const area = /^src\/api\/([^/]+)\//.exec(file)?.[1];
  for (const target of graph.get(file) ?? []) {
    const other = AREA_ROUTES.exec(target)?.[1];
    if (area && other && other !== area && !SHARED_ROUTERS.has(target))
      shape.push(
        `${file} imports another area's routes (${target}): use its store.ts, present.ts or schemas`,
      );
  }
}

const findings = [
  ...components.map((component) => `cycle: ${component.join(", ")}`),
  ...upward.map((arrow) => `upward: ${arrow}`),
  ...shape.map((problem) => `shape: ${problem}`),
];
for (const finding of findings) console.log(finding);
console.log(
  `${files.length} files, ${components.length} cycles, ${upward.length} upward arrows, ${shape.length} area shape problems`,
);
process.exit(findings.length > 0 ? 1 : 0);
