import { describe, expect, it } from "vitest";
import { matchesQuery, parseQuery, type QueryableLine, QuerySyntaxError } from "../../src/engine/query";

const line: QueryableLine = {
  line: "GET /checkout 500 upstream timed out",
  app: "web",
  host: "web-1",
  level: "error",
  file: "/var/log/nginx.log",
  tags: ["prod", "eu"],
  meta: { status: 500, user: { id: "u42" }, region: "eu-west-1" },
};
const matches = (q: string, l: QueryableLine = line) => matchesQuery(parseQuery(q), l);

function syntaxError(q: string): QuerySyntaxError {
  try {
    parseQuery(q);
  } catch (err) {
    if (err instanceof QuerySyntaxError) return err;
    throw err;
  }
  throw new Error(`no syntax error for ${q}`);
}

describe("query language", () => {
  it("matches free text and phrases case-insensitively", () => {
    expect(matches("timed")).toBe(true);
    expect(matches("TIMED out")).toBe(true);
    expect(matches('"upstream timed out"')).toBe(true);
    expect(matches('"timed upstream"')).toBe(false);
    expect(matches("")).toBe(true);
  });

  it("matches the known fields, tags and meta paths", () => {
    expect(matches("app:web host:web-1 level:ERROR")).toBe(true);
    expect(matches("tag:eu")).toBe(true);
    expect(matches("tag:us")).toBe(false);
    expect(matches("file:/var/log/nginx.log")).toBe(true);
    expect(matches("user.id:u42")).toBe(true);
    expect(matches("meta.user.id:u42")).toBe(true);
    expect(matches("region:eu*")).toBe(true);
    expect(matches("region:us*")).toBe(false);
    expect(matches("missing.field:x")).toBe(false);
  });

  it("compares numbers", () => {
    expect(matches("status:>=500")).toBe(true);
    expect(matches("status:>500")).toBe(false);
    expect(matches("status:<501 status:<=500")).toBe(true);
    expect(matches("app:>1")).toBe(false);
  });

  it("combines with AND, OR, negation and parentheses", () => {
    expect(matches("app:api OR app:web")).toBe(true);
    expect(matches("app:api OR app:db")).toBe(false);
    expect(matches("-app:api")).toBe(true);
    expect(matches("NOT level:error")).toBe(false);
    expect(matches("(app:api OR app:web) AND -tag:us")).toBe(true);
    expect(matches("timed AND (level:info OR status:>=500)")).toBe(true);
    expect(matches("zz OR yy checkout")).toBe(false); // AND binds tighter: zz OR (yy AND checkout)
    expect(matches("checkout yy OR zz")).toBe(false); // (checkout AND yy) OR zz
    expect(matches("zz OR checkout")).toBe(true);
    expect(matches("checkout-flow")).toBe(false); // a hyphen inside a word is not negation
  });

  it("reports the position of a syntax error", () => {
    expect(syntaxError('app:"web').position).toBe(4);
    expect(syntaxError("(app:web").position).toBe(8);
    expect(syntaxError("app:web)").position).toBe(7);
    expect(syntaxError("app:").position).toBe(4);
    expect(syntaxError("a OR").position).toBe(4);
    expect(syntaxError("()").position).toBe(1);
    expect(syntaxError("status:>=abc").position).toBe(7);
    expect(syntaxError("AND a").position).toBe(0);
    expect(syntaxError("x".repeat(5000)).message).toContain("longer than");
    expect(syntaxError(`${"(".repeat(40)}a${")".repeat(40)}`).message).toContain("nested too deeply");
  });
});

describe("parseQueryParam", () => {
  it("turns a syntax error into EVALIDATION naming the parameter and the position", async () => {
    const { parseQueryParam } = await import("../../src/api/shared/query");
    const { ApiError } = await import("../../src/http/errors");
    expect(parseQueryParam(undefined, ["query"])).toBeNull();
    try {
      parseQueryParam("(app:web", ["query", "query"]);
      throw new Error("no error");
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      const apiError = err as InstanceType<typeof ApiError>;
      expect(apiError.status).toBe(400);
      expect(apiError.details).toEqual([{ path: ["query", "query"], message: "expected ) at position 8" }]);
    }
  });
});
