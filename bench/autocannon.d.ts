// The parts of autocannon's result that the benchmark reads (the package ships no types).
declare module 'autocannon' {
  /** One request of a round each connection repeats (autocannon's `requests`). */
  type Request = {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  type Options = { url: string; headers?: Record<string, string>; connections: number; duration: number; requests?: Request[] };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
