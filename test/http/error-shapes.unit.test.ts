// The two documented error bodies, chosen by the API version in the path.
import { describe, expect, it } from "vitest";
import { ApiError, errorBody } from "../../src/http/errors";

const err = new ApiError("EVALIDATION", "Validation failed", [
  { path: ["user_config", "threshold"], message: "too small" },
]);

describe("errorBody", () => {
  it("answers v1, v2 and ingestion paths with {error, code, status, details[{message, key}]}", () => {
    for (const path of ["/v1/config/view", "/v2/export", "/logs/ingest"]) {
      expect(errorBody(err, path, "r1")).toEqual({
        error: "Validation failed",
        code: "EVALIDATION",
        status: 400,
        request_id: "r1",
        details: [{ message: "too small", key: "user_config.threshold" }],
      });
    }
  });

  it("answers v3 paths with {message, code, status, errors[{instancePath, message}]}", () => {
    expect(errorBody(err, "/v3/pipeline", "r2")).toEqual({
      message: "Validation failed",
      code: "EVALIDATION",
      status: 400,
      request_id: "r2",
      errors: [{ instancePath: "/user_config/threshold", message: "too small" }],
    });
  });

  it("escapes JSON pointer characters and leaves details out when there are none", () => {
    const odd = new ApiError("EVALIDATION", "x", [{ path: ["a/b", "c~d"], message: "m" }]);
    expect((errorBody(odd, "/v3/x", "r") as { errors?: unknown }).errors).toEqual([
      { instancePath: "/a~1b/c~0d", message: "m" },
    ]);
    expect(errorBody(new ApiError("ENOTFOUND", "nope"), "/v1/x", "r")).not.toHaveProperty("details");
  });
});
