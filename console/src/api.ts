// Calls to the service's own API, with the signed-in key as `Authorization: Token`. Every failure becomes an
// ApiFailure carrying the API's own message (v1/v2 bodies say `error`, v3 bodies `message`), so a page can show
// what went wrong instead of going blank; 401 means the key no longer works and signs the tab out.

/** One problem a 400 names: where (a JSON pointer or a dotted key; empty for the whole body) and what. */
export interface FailureDetail {
  where: string;
  message: string;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly details: FailureDetail[] = [],
  ) {
    super(message);
  }

  /** The message and each problem it names, as one text. */
  get fullMessage(): string {
    if (this.details.length === 0) return this.message;
    return `${this.message}: ${this.details.map((d) => (d.where ? `${d.where}: ${d.message}` : d.message)).join("; ")}`;
  }
}

/** Told when the key stops working (401), so the console goes back to sign-in with the reason. */
let onUnauthorized: (reason: string) => void = () => {};
export const whenUnauthorized = (handler: (reason: string) => void) => {
  onUnauthorized = handler;
};

async function failureOf(res: Response): Promise<ApiFailure> {
  let message = `${res.status} ${res.statusText}`;
  let code: string | null = null;
  let details: FailureDetail[] = [];
  try {
    const body = (await res.json()) as {
      error?: string;
      message?: string;
      code?: string;
      details?: { key: string; message: string }[];
      errors?: { instancePath: string; message: string }[];
    };
    message = body.error ?? body.message ?? message;
    code = body.code ?? null;
    // v1 bodies name the field by `key`, v3 bodies by `instancePath`.
    details = [
      ...(body.details ?? []).map((d) => ({ where: d.key, message: d.message })),
      ...(body.errors ?? []).map((d) => ({ where: d.instancePath, message: d.message })),
    ];
  } catch {
    // Not JSON (a proxy's page, say): the status line says what there is to say.
  }
  return new ApiFailure(res.status, message, code, details);
}

export async function apiFetch(key: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Token ${key}`);
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers });
  } catch (err) {
    throw new ApiFailure(0, `The service could not be reached (${(err as Error).message})`, null);
  }
  if (res.ok) return res;
  const failure = await failureOf(res);
  if (res.status === 401) onUnauthorized(failure.message);
  throw failure;
}

export async function apiJson<T>(key: string, path: string, init: RequestInit = {}): Promise<T> {
  return (await (await apiFetch(key, path, init)).json()) as T;
}

/** A change sent as JSON; the API's answer, or its error thrown as an ApiFailure. */
export const sendJson = <T = unknown>(apiKey: string, method: string, path: string, body?: unknown) =>
  apiJson<T>(apiKey, path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A read made once a page load and shared by every caller; a failed one is made again next time. */
export function readOnce<T, A extends unknown[]>(
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let pending: Promise<T> | null = null;
  return (...args) => {
    pending ??= read(...args);
    const current = pending;
    current.catch(() => {
      if (pending === current) pending = null;
    });
    return current;
  };
}

export interface OpenApi {
  components: { schemas: Record<string, unknown> };
}

/** The API's OpenAPI document (public): the generated forms of settings, boards and usage alerts come from it. */
export const openApiDocument = readOnce(async (): Promise<OpenApi> => {
  const res = await fetch("/openapi.json");
  if (!res.ok)
    throw new ApiFailure(res.status, `The API description could not be read (${res.status})`, null);
  return (await res.json()) as OpenApi;
});
