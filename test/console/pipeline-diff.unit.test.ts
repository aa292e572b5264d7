// What the publish dialog says would change: the draft against the latest revision.
import { describe, expect, it } from "vitest";
import { draftChanges, fieldChanges, type GraphNode } from "../../console/src/pipelines/diff";

const node = (id: string, over: Partial<GraphNode> = {}): GraphNode => ({
  id,
  type: "http",
  title: id,
  description: null,
  user_config: {},
  inputs: [],
  disabled: false,
  ...over,
});

describe("draftChanges", () => {
  it("lists every node as added when nothing was published", () => {
    expect(draftChanges(null, [node("a"), node("b")]).map((c) => [c.id, c.change])).toEqual([
      ["a", "added"],
      ["b", "added"],
    ]);
  });

  it("names the settings that changed, with their values before and after, and nothing for equal nodes", () => {
    const before = [
      node("src"),
      node("dest", {
        inputs: ["src"],
        user_config: { uri: "https://a", rules: [{ field: "x" }], batch: { max: 1 } },
      }),
      node("gone"),
    ];
    const after = [
      node("src"),
      node("dest", {
        title: "Receiver",
        inputs: ["src", "new"],
        user_config: { uri: "https://b", rules: [{ field: "y" }], batch: { max: 1 }, compress: true },
      }),
      node("new"),
    ];
    expect(draftChanges(before, after)).toEqual([
      {
        id: "dest",
        title: "Receiver",
        change: "changed",
        fields: [
          { path: "inputs", before: ["src"], after: ["new", "src"] },
          { path: "title", before: "dest", after: "Receiver" },
          { path: "user_config.compress", before: undefined, after: true },
          { path: "user_config.rules[0].field", before: "x", after: "y" },
          { path: "user_config.uri", before: "https://a", after: "https://b" },
        ],
      },
      { id: "new", title: "new", change: "added", fields: [] },
      { id: "gone", title: "gone", change: "removed", fields: [] },
    ]);
  });

  it("inputs in another order are no change", () => {
    expect(draftChanges([node("d", { inputs: ["a", "b"] })], [node("d", { inputs: ["b", "a"] })])).toEqual(
      [],
    );
  });
});

describe("fieldChanges", () => {
  it("a list that grew or shrank is one change of the whole list", () => {
    expect(fieldChanges("tags", ["a"], ["a", "b"])).toEqual([
      { path: "tags", before: ["a"], after: ["a", "b"] },
    ]);
  });
});
