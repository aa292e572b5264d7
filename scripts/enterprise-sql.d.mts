export function enterpriseSql(name: string): Promise<{
  statements: string[];
  result: { enterprise_id: string; enterprise_key: string };
}>;
