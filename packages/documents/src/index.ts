// packages/documents: a will's document model in, PDF or DOCX bytes out. No database, no network.
export { renderDocx } from './docx.ts';
export * from './model.ts';
export { createPdfRenderer, PDF_STANDARD, PdfRenderError, renderPdf, type TPdfRenderer } from './pdf.ts';
export { detectScript, SCRIPTS, splitScripts, type TScript, type TScriptRun } from './scripts.ts';
