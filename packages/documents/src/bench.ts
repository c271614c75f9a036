// Median render times against DESIGN §11's budget (large will: PDF < 300 ms, DOCX < 150 ms, in-process).
// `npm run bench` (bench/run.ts) calls measureRenderMedians; on its own: node --import tsx packages/documents/src/bench.ts
import { pathToFileURL } from 'node:url';
import { renderDocx } from './docx.ts';
import type { TWillDocument } from './model.ts';
import { renderPdf } from './pdf.ts';
import { largeWill, sampleWill } from './testing/sample-will.ts';

const RUNS = 10;
export const RENDER_BUDGET_MS = { pdf: 300, docx: 150 } as const;
export const LARGE_WILL = 'large will (hi: 60 people, 300 assets, 100 bequests)';

export type TRenderMedian = { will: string; pdfMedianMs: number; docxMedianMs: number };

/**
 * The will with every clause text and cell changed: Typst memoizes layout across compilations, so
 * rendering the same will again would measure its cache, not a new will.
 */
function variant(will: TWillDocument, run: number): TWillDocument {
  const mark = (text: string) => `${text} ${run}`;
  return {
    ...will,
    clauses: will.clauses.map((clause) => ({
      heading: mark(clause.heading),
      blocks: clause.blocks.map((b) =>
        b.type === 'paragraph' ? { ...b, text: mark(b.text) } : { ...b, rows: b.rows.map((row) => row.map(mark)) },
      ),
    })),
  };
}

async function median(will: TWillDocument, render: (will: TWillDocument) => unknown, runs: number): Promise<number> {
  await render(variant(will, 0)); // warm-up: fonts, the compiler, JIT
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const input = variant(will, run);
    const start = performance.now();
    await render(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(runs / 2);
  return runs % 2 ? times[middle]! : (times[middle - 1]! + times[middle]!) / 2;
}

/**
 * Median PDF and DOCX render times (ms, in this process, on this thread) of the English and Hindi sample
 * wills and the large Hindi will, each after one warm-up render, each run a fresh variant of the will.
 */
export async function measureRenderMedians(options: { runs?: number } = {}): Promise<TRenderMedian[]> {
  const runs = options.runs ?? RUNS;
  const wills: [string, TWillDocument][] = [
    ['sample will (en)', sampleWill('en')],
    ['sample will (hi)', sampleWill('hi')],
    [LARGE_WILL, largeWill()],
  ];
  const rows: TRenderMedian[] = [];
  for (const [name, will] of wills) {
    const pdf = await median(will, renderPdf, runs);
    const docx = await median(will, renderDocx, runs);
    rows.push({ will: name, pdfMedianMs: Math.round(pdf), docxMedianMs: Math.round(docx) });
  }
  return rows;
}

/** Whether the large will's medians are within DESIGN §11's budget. */
export function withinRenderBudget(rows: readonly TRenderMedian[]): boolean {
  const large = rows.find((row) => row.will === LARGE_WILL);
  return large !== undefined && large.pdfMedianMs < RENDER_BUDGET_MS.pdf && large.docxMedianMs < RENDER_BUDGET_MS.docx;
}

// Run as a script: print the table and the verdict, exit code 1 when the budget is missed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await measureRenderMedians();
  console.table(rows.map((row) => ({ will: row.will, 'PDF median ms': row.pdfMedianMs, 'DOCX median ms': row.docxMedianMs })));
  const met = withinRenderBudget(rows);
  console.log(`large will budget (PDF < ${RENDER_BUDGET_MS.pdf} ms, DOCX < ${RENDER_BUDGET_MS.docx} ms): ${met ? 'met' : 'MISSED'}`);
  process.exitCode = met ? 0 : 1;
}
