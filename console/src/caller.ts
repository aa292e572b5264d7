// Who the signed-in key is (GET /v1/me): the console offers only what its role may do (the API checks anyway).

export interface Caller {
  account: { id: string; name: string };
  key: { id: string; type: "service" | "ingestion" };
  role: "owner" | "admin" | "member" | "readonly";
  member: string | null;
  access_scopes: string[] | null;
}

/** Whether the role may change configuration (views, boards, pipelines): all but readonly. */
export const canWrite = (caller: Caller | null) => caller !== null && caller.role !== "readonly";
