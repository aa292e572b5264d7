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

/** A v1 (LogDNA) error answer: `{error, code, status, request_id}` with that status and code. */
export function expectV1Error(res: ApiResponse, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: expect.any(String), code, status, request_id: expect.any(String) });
  return res.body;
}
