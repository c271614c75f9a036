// The parts of autocannon's result that the benchmark reads (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; headers?: Record<string, string>; connections: number; duration: number };
  type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
