import autocannon from 'autocannon';

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one request shape and keeps the figures this project reports. */
export async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: Figures[]) {
  console.table(
    rows.map((row) => ({
      route: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
      'non-2xx': row.non2xx,
    })),
  );
}
