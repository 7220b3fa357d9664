/** Secrets the server makes for itself once, kept where every process on the database finds them. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface ServerSecretTables {
  server_secrets: ServerSecretsTable;
}
