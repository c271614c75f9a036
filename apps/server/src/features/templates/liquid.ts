// Clauses are Liquid templates (DESIGN §8), sandboxed: administrators write clauses, never code. A clause
// may name only the will context's variables (contract: ZWillContext); anything else is refused on save
// with its line and reason, and rendering cannot reach outside the context, loop forever or allocate
// without bound.
import { type TWillContext, willContextVariables } from '@vasiyat/contract';
import { Liquid, type Template } from 'liquidjs';
import { AppError } from '../../platform/errors.ts';

/**
 * Limits of one clause: its length, and the time and memory its rendering may take. A clause is checked on save
 * against the sample testator under the tight limits; a real will (hundreds of assets and bequests, on a busy
 * server) renders under wider ones, still bounded.
 */
export const CLAUSE_LIMITS = { parseLength: 20_000, renderMs: 250, memory: 2_000_000 } as const;
/**
 * The save check against the large sample (60 heirs, 300 assets: sample.ts): a clause whose loops multiply stalls
 * there, and is refused on save rather than for the first large family (issue 24). Memory grows with the lists.
 */
export const LARGE_SAMPLE_LIMITS = { renderMs: 1_000, memory: 20_000_000 } as const;
/**
 * A real will's clause. Rendering runs on a render worker (will/render-pool.ts), never on the event loop: the limit
 * is what one clause may hold its worker for, and it names the clause. A clause that passed the save check renders
 * for a family of the large sample's size well within it; one saved before the check existed is stopped in two
 * seconds. The pool's deadline and memory cap stop what Liquid's own limits cannot (its worker is ended).
 */
export const WILL_LIMITS = { renderMs: 2_000, memory: 50_000_000 } as const;

function sandbox(limits: { renderMs: number; memory: number }) {
  const engine = new Liquid({
    strictVariables: true,
    strictFilters: true,
    // Only the context's own data: no prototype methods or properties (`x.constructor`, `__proto__`).
    ownPropertyOnly: true,
    // No {% include %} or {% render %} of files: a clause is one string.
    relativeReference: false,
    root: [],
    partials: [],
    parseLimit: CLAUSE_LIMITS.parseLength,
    renderLimit: limits.renderMs,
    memoryLimit: limits.memory,
    cache: false,
  });
  // A clause is one string: no tag may read another template or a file.
  for (const tag of ['include', 'render', 'layout']) delete (engine.tags as Record<string, unknown>)[tag];
  return engine;
}

export const liquid = sandbox(CLAUSE_LIMITS);
const largeLiquid = sandbox(LARGE_SAMPLE_LIMITS);
const willLiquid = sandbox(WILL_LIMITS);

/** Liquid's own refusals for time and memory (liquidjs LimitError, wrapped in a RenderError). */
const isLimit = (error: unknown): boolean => {
  for (let cause = error; cause instanceof Error; cause = (cause as { originalError?: unknown }).originalError) {
    if (cause.name === 'LimitError' || /limit exceeded/.test(cause.message)) return true;
  }
  return false;
};

/** 'bequests.0.beneficiaries' → 'bequests[].beneficiaries': a variable path as the context lists it. */
const pathOf = (segments: readonly (string | number | unknown)[]) =>
  segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[]`;
    if (typeof segment !== 'string') return `${path}[]`;
    return path ? `${path}.${segment}` : segment;
  }, '');

let known: Set<string> | undefined;
function knownPaths(): Set<string> {
  if (!known) {
    known = new Set(willContextVariables().map((variable) => variable.path));
    // A list's size and first/last item are Liquid's own, on any list.
    for (const variable of willContextVariables().filter((entry) => entry.list))
      for (const own of ['size', 'first', 'last']) known.add(`${variable.path}.${own}`);
  }
  return known;
}

export type ClauseProblem = { line: number; message: string };

const lineOf = (error: unknown): number => {
  const token = (error as { token?: { getPosition?: () => [number, number] } } | undefined)?.token;
  return token?.getPosition?.()[0] ?? 1;
};
const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message.replace(/, line:\d+, col:\d+/, '').split('\n')[0]! : String(error);

/** Parses a clause; undefined when it does not parse (see clauseProblem for why). */
export function parseClause(text: string): Template[] | undefined {
  try {
    return liquid.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Why a clause cannot be saved, or undefined when it can: it must parse, name only variables of the will
 * context, and render against the sample context (which catches a misspelt property of a loop item), and,
 * when given, against the large sample within its limits.
 */
export function clauseProblem(text: string, sample: TWillContext, large?: TWillContext): ClauseProblem | undefined {
  let templates: Template[];
  try {
    templates = liquid.parse(text);
  } catch (error) {
    return { line: lineOf(error), message: reasonOf(error) };
  }
  let globals: ReturnType<typeof liquid.analyzeSync>['globals'];
  try {
    globals = liquid.analyzeSync(templates).globals;
  } catch (error) {
    return { line: lineOf(error), message: reasonOf(error) };
  }
  for (const variable of Object.values(globals).flat()) {
    const path = pathOf(variable.segments);
    if (!knownPaths().has(path)) return { line: variable.location.row, message: `Unknown variable: ${path}` };
  }
  try {
    liquid.renderSync(templates, sample);
  } catch (error) {
    return { line: lineOf(error), message: reasonOf(error) };
  }
  if (!large) return undefined;
  try {
    largeLiquid.renderSync(templates, large);
  } catch (error) {
    const reason = isLimit(error) ? 'too slow or too large for a family of 60 heirs and 300 assets' : reasonOf(error);
    return { line: lineOf(error), message: `With the large sample: ${reason}` };
  }
  return undefined;
}

/**
 * A clause's text for one will. Whitespace runs of the template are kept as the author wrote them. A clause
 * stopped by the limits answers an error that names it (`clauseKey`), never a 500.
 */
export function renderClause(text: string, context: TWillContext, clauseKey = ''): string {
  try {
    return willLiquid.parseAndRenderSync(text, context);
  } catch (error) {
    if (!isLimit(error)) throw error;
    throw clauseTooHeavy(clauseKey);
  }
}

/** The error of a clause stopped by a limit (Liquid's own, or the render pool's deadline or memory cap): it names the clause. */
export function clauseTooHeavy(clauseKey: string): AppError {
  const message = `The clause "${clauseKey}" takes too long or too much memory to write for this will.`;
  return new AppError('clause_too_heavy', message, { errors: [{ path: clauseKey, code: 'clause_too_heavy', message }] });
}
