export function accountSql(name: string): Promise<{
  statements: string[];
  result: { account_id: string; service_key: string; ingestion_key: string };
}>;
