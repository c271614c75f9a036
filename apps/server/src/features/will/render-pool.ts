// The render pool (issue 25): the whole composition of a will (context, clauses, document model, PDF or DOCX) runs
// in render processes, as many as the machine has cores (RENDER_WORKERS), so the event loop only reads the
// database and hands plain data over. Three things hold whatever a clause does (issue 24):
// - each render has a wall-clock deadline: past it, its process is killed and replaced, and the request answers the
//   clause it was writing (clause_too_heavy, 422), or 503 when it was writing the file;
// - each process has a memory cap (--max-old-space-size): a render past it ends its process the same way;
// - Liquid's own time and memory limits still run inside, and name the clause first in all but the worst cases.
// Processes, not worker threads: V8 can fail a worker thread's heap limit as a fatal error of the whole process
// (it did, under load, for a render of 150,000 heirs: the test run's process and with it the server would have
// died), and a thread cannot be stopped inside Typst's native layout; a process is killed whatever it is doing, and
// it starts with only the environment it needs (no database address, no keys).
// Waiting renders are served round-robin across their owners (the testator, or the administrator), so one person's
// ten previews do not starve another's one. A cache keyed by the job's content (render-cache.ts) answers a repeat
// render without one, and a render asked for twice at once is done once.
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TErrorCode, TFieldError } from '@vasiyat/contract';
import { PdfRenderError } from '@vasiyat/documents';
import { AppError } from '../../platform/errors.ts';
import { type Metrics, noMetrics } from '../../platform/metrics.ts';
import { clauseTooHeavy } from '../templates/render.ts';
import type { ComposedSection } from '../templates/service.ts';
import type { RenderJob, RenderStage } from './compose.ts';
import { createRenderCache, renderKey } from './render-cache.ts';

export type RenderRequest = { id: number; job: RenderJob };
export type RenderResponse =
  | { type: 'ready' }
  | ({ type: 'stage'; id: number } & RenderStage)
  | { type: 'done'; id: number; bytes: Uint8Array; sections?: ComposedSection[] }
  | {
      type: 'error';
      id: number;
      error: { message: string; code?: TErrorCode; errors?: TFieldError[]; summary?: string; diagnostics?: string[] };
    };

/** A render's bytes (shared with the cache: never changed in place), and for a template preview the clauses as written. */
export type Rendered = { bytes: Uint8Array; sections?: ComposedSection[] };

export const RENDER_DEFAULTS = {
  /**
   * A large Hindi will takes about 0.4 s on a quiet machine and Liquid stops a clause at 2 s; a machine many times
   * over-committed (tried at a load of 20 on two cores) took 9 to 18 s for it, which a deadline must not refuse.
   */
  deadlineMs: 30_000,
  /** Each render process's JavaScript heap (Typst's own memory is native): a large will uses well under 100 MB. */
  memoryMb: 256,
  /** The cache's bound: a large will's PDF is about 1 MB. */
  cacheBytes: 64 * 1024 * 1024,
} as const;

export type RenderPoolOptions = {
  /** Render processes; the machine's cores unset. */
  workers?: number;
  deadlineMs?: number;
  memoryMb?: number;
  cacheBytes?: number;
  metrics?: Metrics;
};

type Owner = number | string;
type Pending = {
  id: number;
  key: string;
  job: RenderJob;
  owner: Owner;
  stage: RenderStage | null;
  resolve: (rendered: Rendered) => void;
  reject: (error: Error) => void;
};
type Slot = {
  worker: ChildProcess;
  ready: boolean;
  pending?: Pending;
  timer?: NodeJS.Timeout;
  stopped?: Error;
  failure?: Error;
  exited: Promise<void>;
};

const workerUrl = new URL(`./render-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** What a render process may see of the server's environment: none of its secrets. */
const WORKER_ENV_KEYS = ['PATH', 'NODE_ENV', 'TZ', 'LANG', 'LC_ALL'];
export const renderWorkerEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(WORKER_ENV_KEYS.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])));

function startWorker(memoryMb: number): ChildProcess {
  // From TypeScript source (dev, tests) the process loads tsx first, resolved from here whatever the working directory.
  const fromSource = workerUrl.pathname.endsWith('.ts');
  const execArgv = [`--max-old-space-size=${memoryMb}`, ...(fromSource ? ['--import', import.meta.resolve('tsx')] : [])];
  return fork(fileURLToPath(workerUrl), [], {
    execArgv,
    env: renderWorkerEnv(process.env),
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** A worker's answer as the error it was: the clause's AppError, Typst's refusal, or a plain error. */
function errorOf(error: Extract<RenderResponse, { type: 'error' }>['error']): Error {
  if (error.code) return new AppError(error.code, error.message, { errors: error.errors });
  if (error.summary !== undefined) return new PdfRenderError(error.summary, error.diagnostics ?? []);
  return new Error(error.message);
}

/** Why a render stopped from outside answers what it answers: the clause it was writing, else the file. */
const stoppedError = (pending: Pending) =>
  pending.stage?.stage === 'clause'
    ? clauseTooHeavy(pending.stage.clauseKey)
    : new AppError('unavailable', 'The will took too long or too much memory to write. Please try again shortly.');

export function createRenderPool(options: RenderPoolOptions = {}) {
  const size = Math.max(1, options.workers ?? availableParallelism());
  const deadlineMs = options.deadlineMs ?? RENDER_DEFAULTS.deadlineMs;
  const memoryMb = options.memoryMb ?? RENDER_DEFAULTS.memoryMb;
  const metrics = options.metrics ?? noMetrics;
  const cache = createRenderCache<Rendered>(options.cacheBytes ?? RENDER_DEFAULTS.cacheBytes);
  /** Waiting renders by owner; the Map's order is the round: the owner served goes to its end. */
  const queues = new Map<Owner, Pending[]>();
  const slots = new Set<Slot>();
  const inFlight = new Map<string, Promise<Rendered>>();
  const counts = { renders: 0, hits: 0, joined: 0, stopped: 0, workersEnded: 0 };
  let nextId = 1;
  let failedStarts = 0;
  let closing = false;

  const waiting = () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0);

  /** The next render in the round: the first owner's oldest, that owner then going last. */
  function nextPending(): Pending | undefined {
    const first = queues.entries().next();
    if (first.done) return undefined;
    const [owner, queue] = first.value;
    const pending = queue.shift()!;
    queues.delete(owner);
    if (queue.length) queues.set(owner, queue);
    return pending;
  }

  function settle(slot: Slot) {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.pending = undefined;
  }

  function addWorker() {
    const worker = startWorker(memoryMb);
    const slot: Slot = { worker, ready: false, exited: new Promise((resolve) => worker.once('exit', () => resolve())) };
    slots.add(slot);
    slot.worker.on('message', (message: RenderResponse) => {
      if (message.type === 'ready') {
        slot.ready = true;
        failedStarts = 0;
        return dispatch();
      }
      const pending = slot.pending;
      if (!pending || message.id !== pending.id) return;
      if (message.type === 'stage') {
        pending.stage = message.stage === 'clause' ? { stage: 'clause', clauseKey: message.clauseKey } : { stage: 'document' };
        return;
      }
      settle(slot);
      counts.renders++;
      if (message.type === 'done') pending.resolve({ bytes: message.bytes, sections: message.sections });
      else pending.reject(errorOf(message.error));
      dispatch();
    });
    // A process that cannot start or be signalled.
    slot.worker.on('error', (error) => {
      slot.failure = error;
    });
    // Out of memory or a crash in the native compiler: the process ends with a render in hand.
    slot.worker.on('exit', () => {
      slots.delete(slot);
      const pending = slot.pending;
      settle(slot);
      if (pending) pending.reject(slot.stopped ?? (closing ? new Error('the render pool is closed') : stoppedError(pending)));
      if (!slot.ready && !slot.stopped && !closing && ++failedStarts >= 3) {
        // A worker that cannot start (a broken install) fails what waits instead of being restarted for ever.
        for (const queue of queues.values())
          for (const waiter of queue) waiter.reject(slot.failure ?? new Error('render workers cannot start'));
        queues.clear();
        failedStarts = 0;
      }
      // Its place is taken by a new worker when there is something to render.
      if (!closing) {
        counts.workersEnded++;
        dispatch();
      }
    });
  }

  function dispatch() {
    if (closing && !waiting()) return;
    for (const slot of slots) {
      if (!slot.ready || slot.pending) continue;
      const pending = nextPending();
      if (!pending) break;
      slot.pending = pending;
      // The deadline runs from the worker's start on this will, not from its wait in the queue.
      slot.timer = setTimeout(() => {
        counts.stopped++;
        slot.stopped = stoppedError(pending);
        slot.worker.kill('SIGKILL');
      }, deadlineMs);
      slot.timer.unref();
      slot.worker.send({ id: pending.id, job: pending.job } satisfies RenderRequest);
    }
    // Workers start when there is something to render, up to the pool's size.
    const starting = [...slots].filter((slot) => !slot.ready).length;
    for (let more = Math.min(size - slots.size, waiting() - starting); more > 0; more--) addWorker();
  }

  function queued(job: RenderJob, key: string, owner: Owner): Promise<Rendered> {
    return new Promise<Rendered>((resolve, reject) => {
      const pending: Pending = { id: nextId++, key, job, owner, stage: null, resolve, reject };
      const queue = queues.get(owner);
      if (queue) queue.push(pending);
      else queues.set(owner, [pending]);
      dispatch();
    });
  }

  return {
    /**
     * A job's bytes: from the cache when the same job was rendered before, else rendered on a worker in its owner's
     * turn (a render of the same job under way is joined, not repeated). `cached`: no render was needed.
     */
    async render(job: RenderJob, options: { owner: Owner }): Promise<Rendered & { cached: boolean }> {
      if (closing) throw new Error('the render pool is closed');
      const key = renderKey(job);
      const hit = cache.get(key);
      if (hit) {
        counts.hits++;
        return { ...hit, cached: true };
      }
      const running = inFlight.get(key);
      if (running) {
        counts.joined++;
        return { ...(await running), cached: true };
      }
      const rendered = metrics.timeRender(job.format, () => queued(job, key, options.owner));
      inFlight.set(key, rendered);
      try {
        const result = await rendered;
        const textBytes = (result.sections ?? []).reduce(
          (sum, section) => sum + 2 * (section.heading.length + (section.text?.length ?? 0)),
          0,
        );
        cache.set(key, result, result.bytes.byteLength + textBytes);
        return { ...result, cached: false };
      } finally {
        inFlight.delete(key);
      }
    },
    /** What the pool has done, for the bench and the tests. */
    stats: () => ({ workers: size, running: slots.size, waiting: waiting(), ...counts, cache: cache.stats() }),
    /** Lets the renders under way and waiting finish, then ends the workers. */
    async close() {
      closing = true;
      await Promise.allSettled([...inFlight.values()]);
      await Promise.all(
        [...slots].map((slot) => {
          slot.worker.kill('SIGKILL');
          return slot.exited;
        }),
      );
    },
  };
}
export type RenderPool = ReturnType<typeof createRenderPool>;
