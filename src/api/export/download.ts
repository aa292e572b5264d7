// The signed download link an emailed export (src/logstore/export-jobs.ts) sends.
import { z } from "@hono/zod-openapi";
import { ApiError } from "../../http/errors";
import { defineRoute, rawResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { Signer } from "../../lib/signing";
import { signedLinkMessage } from "../../logstore/export-jobs";
import { findExportJob } from "./store";

const downloadQuery = z.object({
  expires: z.string().regex(/^\d{1,16}$/, "expires must be a unix ms timestamp"),
  signature: z.string().min(1).max(100),
});

// The link itself is the credential: it is public (no key), signed, and expires.
export const downloadRouter = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/downloads/exports/{job_id}",
    tags: ["Export"],
    summary: "Download an emailed export (the signed link from the email)",
    request: {
      params: z.object({ job_id: z.uuid().openapi({ param: { name: "job_id", in: "path" } }) }),
      query: downloadQuery,
    },
    responses: {
      200: {
        description: "The export, JSONL",
        content: { "application/x-ndjson": { schema: z.string() } },
      },
    },
    errors: [400, 403, 404],
    public: true,
  }),
  async (c) => {
    const { job_id: jobId } = c.req.valid("param");
    const { expires, signature } = c.req.valid("query");
    const db = c.get("db");
    const signer = await Signer.load(db);
    if (!(await signer.verify(signedLinkMessage(jobId, Number(expires)), signature))) {
      throw new ApiError("EFORBIDDEN", "This download link is not valid");
    }
    if (Number(expires) <= Date.now()) throw new ApiError("EFORBIDDEN", "This download link has expired");
    const job = await findExportJob(db, jobId);
    const object = job?.objectKey ? await c.env.EXPORTS.get(job.objectKey) : null;
    if (!object) throw new ApiError("ENOTFOUND", "This export no longer exists");
    return rawResponse(
      new Response(object.body, {
        headers: {
          "content-type": "application/x-ndjson; charset=utf-8",
          "content-disposition": `attachment; filename="export-${jobId}.jsonl"`,
          "content-length": String(object.size),
        },
      }),
    );
  },
);
