// "No request is ever answered 500": every answer of 500 or another 5xx but 503 (which carries Retry-After
// and means "try again"), and every error nobody planned for (src/http/errors.ts InternalError, answered
// 503), is noted here when RECORD_SERVER_ERRORS is "on" (the test runtime's binding), and test/setup.ts
// fails the test that caused it. Bounded; nothing is kept in production.
const MAX_NOTED = 100;
const noted: string[] = [];

export function noteServerError(
  env: { RECORD_SERVER_ERRORS?: string },
  method: string,
  path: string,
  /** The status answered, or "unhandled" for an error nobody planned for (answered 503). */
  status: number | "unhandled",
) {
  if (env.RECORD_SERVER_ERRORS === "on" && noted.length < MAX_NOTED)
    noted.push(`${status} ${method} ${path}`);
}

/** The answers noted since the last call, and forgets them. */
export const takeServerErrors = (): string[] => noted.splice(0);

/** Whether an answer's status breaks the rule. */
export const isServerError = (status: number) => status >= 500 && status !== 503;
