// The export area's query: an emailed export's job (src/logstore/export-jobs.ts writes it).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exportJobs } from "../../db/schema";

/** The job by id, whatever its account: the signed link that names it is the credential. */
export const findExportJob = (db: Db, jobId: string) =>
  db.select().from(exportJobs).where(eq(exportJobs.id, jobId)).get();
