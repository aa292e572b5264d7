// The key forms of API-CONTRACT section 2: Token everywhere; servicekey and Basic only on v1/v2.
import { describe, expect, it } from "vitest";
import { presentedKey } from "../../src/http/presented-key";

const headers = (h: Record<string, string>) => new Headers(h);

describe("presentedKey", () => {
  it("reads Authorization: Token on every API", () => {
    expect(presentedKey(headers({ authorization: "Token abc" }), false)).toBe("abc");
    expect(presentedKey(headers({ authorization: "token   abc " }), true)).toBe("abc");
  });

  it("reads servicekey and Basic only where the legacy forms are allowed", () => {
    const basic = `Basic ${btoa("abc:")}`;
    expect(presentedKey(headers({ servicekey: "abc" }), true)).toBe("abc");
    expect(presentedKey(headers({ authorization: basic }), true)).toBe("abc");
    expect(presentedKey(headers({ servicekey: "abc" }), false)).toBeNull();
    expect(presentedKey(headers({ authorization: basic }), false)).toBeNull();
  });

  it("refuses malformed credentials", () => {
    expect(presentedKey(headers({}), true)).toBeNull();
    expect(presentedKey(headers({ authorization: "Bearer abc" }), true)).toBeNull();
    expect(presentedKey(headers({ authorization: "Basic !!!" }), true)).toBeNull();
    expect(presentedKey(headers({ authorization: `Basic ${btoa(":secret")}` }), true)).toBeNull();
  });
});
