// One process of the render pool (render-pool.ts): composes the wills it is sent (context, clauses, document model:
// compose.ts) and writes them as PDF (Typst) or DOCX, one at a time, so none of it holds the server's event loop.
// It says which clause it is writing before each, so a render the pool stops from outside can be named.
import { PdfRenderError, renderDocx, renderPdf } from '@vasiyat/documents';
import { AppError } from '../../platform/errors.ts';
import { composeDocument } from './compose.ts';
import type { RenderRequest, RenderResponse } from './render-pool.ts';

if (!process.send) throw new Error('render-worker.ts runs only as a process of the render pool');
const send = (message: RenderResponse) => process.send!(message);
// The server gone (or closing the pool): nothing is left to render for.
process.on('disconnect', () => process.exit(0));

function describe(error: unknown): Extract<RenderResponse, { type: 'error' }>['error'] {
  if (error instanceof AppError) return { message: error.message, code: error.code, errors: error.errors };
  if (error instanceof PdfRenderError) return { message: error.message, summary: error.summary, diagnostics: [...error.diagnostics] };
  return { message: error instanceof Error ? error.message : String(error) };
}

process.on('message', async ({ id, job }: RenderRequest) => {
  try {
    const { document, sections } = composeDocument(job, (stage) => send({ type: 'stage', id, ...stage }));
    const bytes = job.format === 'pdf' ? renderPdf(document) : await renderDocx(document);
    // The composed text goes back only where it is shown (the clause editor's HTML).
    send({ type: 'done', id, bytes, sections: job.kind === 'template' ? sections : undefined });
  } catch (error) {
    send({ type: 'error', id, error: describe(error) });
  }
});
send({ type: 'ready' });
