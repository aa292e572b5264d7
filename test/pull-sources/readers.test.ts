// Every source kind that is not pushed to the service has a reader that runs it (src/pull/index.ts), the
// mezmo provider's type names (src/engine/kinds/aliases.ts) included, and no reader is left without a kind.
// (Here, not in the unit project: the readers load the Worker's socket API.)
import { expect, it } from "vitest";
import { allNodeKinds } from "../../src/engine/kinds";
import { aliasKinds } from "../../src/engine/kinds/aliases";
import { pullReaders } from "../../src/pull";

it("has a reader for every pulled source kind, and a kind for every reader", () => {
  const pulled = [...allNodeKinds, ...aliasKinds].filter((k) => k.kind === "source" && k.push === false);
  expect(pulled.length).toBeGreaterThan(3);
  expect(pulled.filter((k) => !(k.type in pullReaders)).map((k) => k.type)).toEqual([]);
  expect(Object.keys(pullReaders).filter((type) => !pulled.some((k) => k.type === type))).toEqual([]);
});
