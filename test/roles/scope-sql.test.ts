// Which scopes SQL decides alone (the store reads only matching rows) and which the query engine must check.
import { describe, expect, it } from "vitest";
import { scopeFromQueries } from "../../src/logstore/access-scope";

describe("access scope compilation", () => {
  it.each([
    [["app:web"], true],
    [["app:web*", "host:db-1"], true],
    [["tag:prod -level:debug"], true],
    [['"timeout" OR file:app.log'], true],
    [["status:>=500"], true],
    [["app:web status:500"], true],
    [["-user.id:42"], true],
    [["app:café"], false],
    [["café"], false],
  ])("%j exact: %s", (queries, exact) => {
    const scope = scopeFromQueries(queries);
    expect(scope?.exact).toBe(exact);
  });

  it("an AND with one compiled part still narrows; an OR with an uncompiled part cannot", () => {
    expect(scopeFromQueries(["app:web app:café"])?.where).toBeDefined();
    expect(scopeFromQueries(["app:web", "app:café"])?.where).toBeUndefined();
  });

  it("gives the search index the trigrams of its terms, and none for a negation", () => {
    expect(scopeFromQueries(["timeout app:web"])?.index).toBe(
      '("tim" AND "ime" AND "meo" AND "eou" AND "out")',
    );
    expect(scopeFromQueries(["-timeout"])?.index).toBeNull();
  });

  it("no scopes means no restriction", () => {
    expect(scopeFromQueries(null)).toBeNull();
    expect(scopeFromQueries([])).toBeNull();
  });
});
