// The mezmo provider's `file_consolidation` of mezmo_s3_destination and mezmo_azure_blob_storage_destination
// (commit ad7547d4, models/destinations/file_consolidation.go, s3.go, azure_blob_storage.go). FromModel sends
// the object only when it is set, through MapValuesToMapAny, which leaves out null and unknown attributes
// (an unset `enabled`, an unset `base_path`: Optional+Computed without a default); ToFileConsolidationObject
// asserts `enabled.(bool)`, `process_every_seconds.(float64)`, `requested_size_bytes.(float64)`,
// `base_path.(string)`, so an answer must carry all four. The job itself: test/jobs/jobs.isolated.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";

let api: ReturnType<typeof client>;
let pid: string;
let src: string;

beforeAll(async () => {
  api = client(await createAccount("mezmo-file-consolidation"));
  pid = (await api.post("/v3/pipeline", { title: "consolidation" })).body.data.id;
  src = (await api.post(`/v3/pipeline/${pid}/source`, { type: "demo-logs", user_config: { format: "json" } }))
    .body.data.id;
});

function data(res: { status: number; body: Json }): Json {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThanOrEqual(204);
  return res.body.data;
}

/** ToFileConsolidationObject: the four bare assertions, and the values terraform then holds. */
function toFileConsolidationObject(fc: Json) {
  expect(typeof fc).toBe("object");
  expect(typeof fc.enabled).toBe("boolean");
  expect(typeof fc.process_every_seconds).toBe("number");
  expect(typeof fc.requested_size_bytes).toBe("number");
  expect(typeof fc.base_path).toBe("string");
  return {
    enabled: fc.enabled as boolean,
    process_every_seconds: Math.trunc(fc.process_every_seconds),
    requested_size_bytes: Math.trunc(fc.requested_size_bytes),
    base_path: fc.base_path as string,
  };
}

const s3Config = {
  ack_enabled: true,
  batch_timeout_secs: 300,
  auth: { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG" },
  region: "us-east-1",
  bucket: "mezmo-archive",
  prefix: "/",
  encoding: "text",
  compression: "gzip",
};
const azureConfig = {
  ack_enabled: true,
  batch_timeout_secs: 300,
  encoding: "text",
  compression: "none",
  container_name: "logs",
  connection_string: `AccountName=acct;AccountKey=${btoa("k")};EndpointSuffix=core.windows.net`,
  prefix: "app/",
};

describe.each([
  ["s3", "mezmo_s3_destination", s3Config],
  ["azure-blob-storage", "mezmo_azure_blob_storage_destination", azureConfig],
])("%s file_consolidation (%s)", (type, _resource, baseConfig) => {
  it("takes the provider's full object and answers it on create, read and update", async () => {
    const fc = {
      enabled: true,
      process_every_seconds: 900,
      requested_size_bytes: 100_000_000,
      base_path: "logs",
    };
    const body = {
      type,
      inputs: [src],
      title: `to ${type}`,
      user_config: { ...baseConfig, file_consolidation: fc },
    };
    const created = data(await api.post(`/v3/pipeline/${pid}/sink`, body));
    expect(toFileConsolidationObject(created.user_config.file_consolidation)).toEqual(fc);
    const read = data(await api.get(`/v3/pipeline/${pid}/sink/${created.id}`));
    expect(toFileConsolidationObject(read.user_config.file_consolidation)).toEqual(fc);
    const next = { ...fc, enabled: false, process_every_seconds: 3600 };
    const updated = data(
      await api.put(`/v3/pipeline/${pid}/sink/${created.id}`, {
        ...body,
        id: created.id,
        user_config: { ...baseConfig, file_consolidation: next },
        generation_id: created.generation_id,
      }),
    );
    expect(toFileConsolidationObject(updated.user_config.file_consolidation)).toEqual(next);
    // The pipeline read (the provider's refresh of every node) answers it too.
    const pipeline = data(await api.get(`/v3/pipeline/${pid}`));
    const node = (pipeline.sinks as Json[]).find((n) => n.id === created.id) as Json;
    expect(toFileConsolidationObject(node.user_config.file_consolidation)).toEqual(next);
  });

  it("fills the defaults of what MapValuesToMapAny left out (600 s, 500 MB, base_path '' = the root)", async () => {
    const created = data(
      await api.post(`/v3/pipeline/${pid}/sink`, {
        type,
        inputs: [src],
        title: "defaults",
        user_config: { ...baseConfig, file_consolidation: { process_every_seconds: 600 } },
      }),
    );
    expect(toFileConsolidationObject(created.user_config.file_consolidation)).toEqual({
      enabled: false,
      process_every_seconds: 600,
      requested_size_bytes: 500_000_000,
      base_path: "",
    });
    const withEnabled = data(
      await api.post(`/v3/pipeline/${pid}/sink`, {
        type,
        inputs: [src],
        title: "enabled only",
        user_config: { ...baseConfig, file_consolidation: { enabled: true } },
      }),
    );
    expect(toFileConsolidationObject(withEnabled.user_config.file_consolidation)).toEqual({
      enabled: true,
      process_every_seconds: 600,
      requested_size_bytes: 500_000_000,
      base_path: "",
    });
  });

  it("answers no file_consolidation when none was sent (the provider leaves the attribute null)", async () => {
    const created = data(
      await api.post(`/v3/pipeline/${pid}/sink`, {
        type,
        inputs: [src],
        title: "plain",
        user_config: baseConfig,
      }),
    );
    expect(created.user_config).not.toHaveProperty("file_consolidation");
  });

  it("refuses what the provider's validators refuse, naming the field", async () => {
    for (const [field, value] of [
      ["process_every_seconds", 299],
      ["process_every_seconds", 3601],
      ["requested_size_bytes", 49_999_999],
      ["requested_size_bytes", 10_000_000_001],
      ["enabled", "yes"],
    ] as const) {
      const res = await api.post(`/v3/pipeline/${pid}/sink`, {
        type,
        inputs: [src],
        user_config: { ...baseConfig, file_consolidation: { enabled: true, [field]: value } },
      });
      expectV3Error(res, 400, "EVALIDATION");
      expect(JSON.stringify(res.body.errors)).toContain(`/user_config/file_consolidation/${field}`);
    }
    const unknown = await api.post(`/v3/pipeline/${pid}/sink`, {
      type,
      inputs: [src],
      user_config: { ...baseConfig, file_consolidation: { enabled: true, every: 1 } },
    });
    expectV3Error(unknown, 400, "EVALIDATION");
  });
});
