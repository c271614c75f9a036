// One thread of the render pool (render-pool.ts): composes the wills it is sent (context, clauses, document model:
// compose.ts) and writes them as PDF (Typst) or DOCX, one at a time, so none of it holds the server's event loop.
// It says which clause it is writing before each, so a render the pool stops from outside can be named.
import { parentPort } from 'node:worker_threads';
import { PdfRenderError, renderDocx, renderPdf } from '@vasiyat/documents';
import { AppError } from '../../platform/errors.ts';
import { composeDocument } from './compose.ts';
import type { RenderRequest, RenderResponse } from './render-pool.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');

function describe(error: unknown): Extract<RenderResponse, { type: 'error' }>['error'] {
  if (error instanceof AppError) return { message: error.message, code: error.code, errors: error.errors };
  if (error instanceof PdfRenderError) return { message: error.message, summary: error.summary, diagnostics: [...error.diagnostics] };
  return { message: error instanceof Error ? error.message : String(error) };
}

port.on('message', async ({ id, job }: RenderRequest) => {
  try {
    const { document, sections } = composeDocument(job, (stage) =>
      port.postMessage({ type: 'stage', id, ...stage } satisfies RenderResponse),
    );
    const written = job.format === 'pdf' ? renderPdf(document) : await renderDocx(document);
    // Only a buffer of its own can be handed over whole.
    const bytes = written.byteOffset === 0 && written.byteLength === written.buffer.byteLength ? written : written.slice();
    // The composed text goes back only where it is shown (the clause editor's HTML); the bytes are handed over, not copied.
    port.postMessage({ type: 'done', id, bytes, sections: job.kind === 'template' ? sections : undefined } satisfies RenderResponse, [
      bytes.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    port.postMessage({ type: 'error', id, error: describe(error) } satisfies RenderResponse);
  }
});
port.postMessage({ type: 'ready' } satisfies RenderResponse);
