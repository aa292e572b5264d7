// What the API client of the tests answers, and the v3 error check: no runtime imports, so pure (Node)
// test files and fixtures can use them too.

import { expect } from "vitest";

export type Json = Record<string, any>;

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Json;
}

/** Asserts the v3 error body and returns it. */
export function expectV3Error(res: ApiResponse, status: number, code?: string) {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  const { message, code: actual, status: bodyStatus, request_id } = res.body;
  if (
    typeof message !== "string" ||
    typeof actual !== "string" ||
    bodyStatus !== status ||
    typeof request_id !== "string"
  ) {
    throw new Error(`not a v3 error body: ${JSON.stringify(res.body)}`);
  }
  if (code && actual !== code)
    throw new Error(`expected code ${code}, got ${actual}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A v1 (LogDNA) error answer: `{error, code, status, request_id}` with that status and code (any code when
 * omitted), a non-empty `error` and no v3 `message`; `detailKey`, when given, must name one of its details.
 */
export function expectV1Error(res: ApiResponse, status: number, code?: string, detailKey?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: expect.any(String), status, request_id: expect.any(String) });
  if (code !== undefined) expect(res.body.code).toBe(code);
  expect(res.body.error.length).toBeGreaterThan(0);
  expect(res.body.message).toBeUndefined();
  if (detailKey !== undefined) expect(res.body.details.map((d: Json) => d.key)).toContain(detailKey);
  return res.body;
}
