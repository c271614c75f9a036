// Median render times against DESIGN §11's budget (large will: PDF < 300 ms, DOCX < 150 ms, in-process).
// Run: node --import tsx packages/documents/src/bench.ts
import { renderDocx } from './docx.ts';
import type { TWillDocument } from './model.ts';
import { renderPdf } from './pdf.ts';
import { largeWill, sampleWill } from './sample-will.ts';

const RUNS = 10;
const BUDGET_MS = { pdf: 300, docx: 150 };

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

async function median(will: TWillDocument, render: (will: TWillDocument) => unknown): Promise<number> {
  await render(variant(will, 0)); // warm-up: fonts, the compiler, JIT
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const input = variant(will, run);
    const start = performance.now();
    await render(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
}

const wills: [string, TWillDocument][] = [
  ['sample will (en)', sampleWill('en')],
  ['sample will (hi)', sampleWill('hi')],
  ['large will (hi: 60 people, 300 assets, 100 bequests)', largeWill()],
];

const rows = [];
for (const [name, will] of wills) {
  const pdf = await median(will, renderPdf);
  const docx = await median(will, renderDocx);
  rows.push({ will: name, 'PDF median ms': Math.round(pdf), 'DOCX median ms': Math.round(docx) });
}
console.table(rows);

const large = rows.at(-1)!;
const withinBudget = large['PDF median ms'] < BUDGET_MS.pdf && large['DOCX median ms'] < BUDGET_MS.docx;
console.log(`large will budget (PDF < ${BUDGET_MS.pdf} ms, DOCX < ${BUDGET_MS.docx} ms): ${withinBudget ? 'met' : 'MISSED'}`);
process.exitCode = withinBudget ? 0 : 1;
