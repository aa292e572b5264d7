// What the search index is given for an access scope: slices open only the chunks it names, then the query
// engine decides every line, so a scope narrows the chunks read but never decides a line by itself.
import { describe, expect, it } from "vitest";
import { scopeFromQueries } from "../../src/logstore/access-scope";
import { sliceCriteria } from "../../src/logstore/reader";
import { renderMatch } from "../../src/search/compile";

const matchOf = (scopes: string[], query: string | null = null) => {
  const { index } = sliceCriteria({
    accountId: "a",
    from: 0,
    to: 1,
    apps: [],
    hosts: [],
    levels: [],
    query: null,
    snapshot: null,
    scope: scopeFromQueries(scopes),
    ...(query && { query: scopeFromQueries([query])?.node ?? null }),
  });
  return index ? renderMatch(index) : null;
};

describe("access scope and the search index", () => {
  it("gives the index the trigrams of a scope's terms, and none for a negation", () => {
    expect(matchOf(["timeout app:web"])).toBe('(("tim" AND "ime" AND "meo" AND "eou" AND "out"))');
    expect(matchOf(["-timeout"])).toBeNull();
  });

  it("an OR of scopes narrows only when every scope does", () => {
    expect(matchOf(["timeout", "error"])).toBe(
      '(("tim" AND "ime" AND "meo" AND "eou" AND "out") OR ("err" AND "rro" AND "ror"))',
    );
    expect(matchOf(["timeout", "app:web"])).toBeNull();
  });

  it("joins the query's and the scope's expressions", () => {
    expect(matchOf(["error"], "timeout")).toBe(
      '("tim" AND "ime" AND "meo" AND "eou" AND "out") AND ("err" AND "rro" AND "ror")',
    );
  });

  it("no scopes means no restriction", () => {
    expect(scopeFromQueries(null)).toBeNull();
    expect(scopeFromQueries([])).toBeNull();
  });
});
