import { todayInIndia } from '@vasiyat/contract';
import { createPdfRenderer, renderDocx, type TPdfRenderer, type TWillDocumentInput } from '@vasiyat/documents';
import type { I18n } from '../../platform/i18n/service.ts';
import { type Metrics, noMetrics } from '../../platform/metrics.ts';
import { type Preview, willDocumentOf } from './document.ts';
import { sampleWillContext } from './sample-context.ts';

/**
 * Renders wills off the event loop (Typst compiles synchronously): one worker, started with the first
 * render, so a server that renders nothing pays nothing, and a render never stalls other requests. DOCX is
 * assembled in-process (tens of milliseconds, mostly zipping). Each render is timed for /metrics.
 */
export function createWillRenderer(options: { workers?: number; metrics?: Metrics } = {}) {
  const metrics = options.metrics ?? noMetrics;
  let renderer: TPdfRenderer | undefined;
  return {
    pdf: (input: TWillDocumentInput) =>
      metrics.timeRender('pdf', () => {
        renderer ??= createPdfRenderer({ workers: options.workers ?? 1 });
        return renderer.render(input);
      }),
    docx: (input: TWillDocumentInput) => metrics.timeRender('docx', () => renderDocx(input)),
    close: async () => {
      await renderer?.close();
      renderer = undefined;
    },
  };
}
export type WillRenderer = ReturnType<typeof createWillRenderer>;

/** The administrator's preview: a template's sections for the sample testator of a language, as a PDF in base64. */
export function templatePreview(deps: { i18n: I18n; renderer: WillRenderer }): Preview {
  return async (sections, languageCode) => {
    const label = await deps.i18n.labeler(languageCode);
    const sample = sampleWillContext(languageCode);
    const document = willDocumentOf({ language: languageCode, context: sample, sections, label, date: todayInIndia() });
    return Buffer.from(await deps.renderer.pdf(document)).toString('base64');
  };
}
