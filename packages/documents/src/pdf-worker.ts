// One thread of createPdfRenderer's pool: renders the wills it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import { PdfRenderError, renderPdf, type TWorkerRequest, type TWorkerResponse } from './pdf.ts';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs only as a worker thread');

function describe(error: unknown): Extract<TWorkerResponse, { error: unknown }>['error'] {
  if (error instanceof PdfRenderError) return { message: error.message, summary: error.summary, diagnostics: [...error.diagnostics] };
  return { message: error instanceof Error ? error.message : String(error) };
}

port.on('message', ({ id, input }: TWorkerRequest) => {
  try {
    const pdf = renderPdf(input);
    // Hand the bytes over instead of copying them.
    port.postMessage({ id, pdf } satisfies TWorkerResponse, [pdf.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id, error: describe(error) } satisfies TWorkerResponse);
  }
});
