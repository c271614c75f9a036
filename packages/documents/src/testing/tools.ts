// Command-line PDF tools the tests read the renderers' output with: poppler-utils (pdftotext, pdfinfo),
// qpdf and, where installed, LibreOffice. CI installs poppler-utils and qpdf; a test whose tool is
// missing is skipped with the tool's name, never passed silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function hasTool(command: string, versionFlag = '--version'): boolean {
  const result = spawnSync(command, [versionFlag], { stdio: 'ignore' });
  return result.error === undefined;
}

/** Runs `work` with the bytes written to a file in a fresh temporary folder, then removes the folder. */
export function withFile<T>(bytes: Uint8Array, name: string, work: (path: string, folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'vasiyat-documents-'));
  try {
    const path = join(folder, name);
    writeFileSync(path, bytes);
    return work(path, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it (reading order, as a user's copy and search would see it). */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, 'doc.pdf', (path) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8'),
  );
}

/** pdfinfo's fields: Title, Author, Pages, ... */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withFile(pdf, 'doc.pdf', (path) => execFileSync('pdfinfo', ['-enc', 'UTF-8', path]).toString('utf8'));
  const fields = out.split('\n').map((line) => /^([^:]+):\s*(.*)$/.exec(line));
  return Object.fromEntries(fields.filter((match) => match !== null).map((match) => [match[1]!.trim(), match[2]!.trim()]));
}

/** qpdf's structural check: exit code and what it printed. */
export function qpdfCheck(pdf: Uint8Array): { status: number | null; output: string } {
  return withFile(pdf, 'doc.pdf', (path) => {
    const result = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  });
}

/** LibreOffice's PDF of a DOCX: how a reader without our fonts installed sees the file. */
export function docxToPdf(docx: Uint8Array): Uint8Array {
  return withFile(docx, 'doc.docx', (path, folder) => {
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${folder}/profile`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', folder, path],
      {
        stdio: 'ignore',
        timeout: 120_000,
      },
    );
    return new Uint8Array(readFileSync(join(folder, 'doc.pdf')));
  });
}

/** The words of an extracted text: cut at spaces and punctuation, in NFC (pdftotext may return either form). */
export function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .normalize('NFC')
      .split(/[\s.,;:()।॥/'"!?]+/u)
      .filter(Boolean),
  );
}

/** The document catalog's /Lang, read through qpdf's JSON view of the file. */
export function pdfLanguage(pdf: Uint8Array): string | undefined {
  const json = withFile(pdf, 'doc.pdf', (path) =>
    execFileSync('qpdf', ['--json=2', '--json-key=qpdf', path], { maxBuffer: 256 * 1024 * 1024 }).toString('utf8'),
  );
  const [, objects] = (JSON.parse(json) as { qpdf: [unknown, Record<string, { value: Record<string, string> }>] }).qpdf;
  const root = objects.trailer?.value['/Root'];
  const language = root ? objects[`obj:${root}`]?.value['/Lang'] : undefined;
  return language?.replace(/^u:/, '');
}
