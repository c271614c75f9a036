// Issue 25 item 4: the first visit on a phone, as Lighthouse 12 scores it (its default mobile run: a
// Moto G Power's screen, simulated slow 4G and a 4x slower CPU), on the guest pages in English and Hindi.
// Debian's Chromium (the one the browser tests use; never a downloaded one), headless, one page per run with
// an empty cache; each case runs RUNS times and reports the median of each figure, as a shared machine's
// numbers vary from run to run. Used by `npm run bench` (run.ts) and on its own against any server:
//   node --import tsx bench/lighthouse.ts http://127.0.0.1:8080 [runs]   (LIGHTHOUSE_REPORTS=dir keeps the reports)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/env.ts';

export const LIGHTHOUSE_PAGES = ['/', '/login', '/register'] as const;
/** English, the default, with nothing stored; Hindi as a visitor who chose it has it (localStorage `language`). */
export const LIGHTHOUSE_LANGUAGES = ['en', 'hi'] as const;
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The goals of issue 25 item 4, for every page in every language. */
export const LIGHTHOUSE_GOALS = { performance: 95, lcpMs: 2500, tbtMs: 150, accessibility: 100, bestPractices: 100 } as const;

/** Audits of issue 23 item 17, reported by name when they fail: the logo's contrast, robots.txt, source maps. */
const WATCHED_AUDITS = ['color-contrast', 'robots-txt', 'valid-source-maps'] as const;

export type LighthouseCase = {
  page: string;
  language: string;
  runs: number;
  /** Medians over the runs: the scores 0-100, the times in milliseconds. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's speed at the run (its own threshold for a CPU slower than it expects
   * is 1,000): the CPU figures (TBT, and LCP through the script's run) grow as it falls, as when others load it.
   */
  benchmarkIndex: number;
  /** The machine's 1-minute load average when the case started. */
  loadAverage: number;
  /** The audits that failed in any run of the accessibility, best-practices and SEO categories, by id. */
  failedAudits: string[];
  /** Per run, in order: performance, LCP and TBT, to show the spread. */
  perRun: { performance: number; lcpMs: number; tbtMs: number }[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const FLAGS: Flags = {
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  output: 'json',
  logLevel: 'error',
  // The default types and localStorage too, so each run starts as a first visit (the init script below then
  // stores the case's language, as the home page's picker would have).
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
};

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function audited(result: Result, id: string): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

function failedAudits(result: Result): string[] {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap(
    (category) => result.categories[category]?.auditRefs.map((ref) => ref.id) ?? [],
  );
  const failed = ids.filter((id) => {
    const audit = result.audits[id];
    return (
      audit &&
      audit.scoreDisplayMode !== 'notApplicable' &&
      audit.scoreDisplayMode !== 'manual' &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.score !== null &&
      audit.score < 1
    );
  });
  return [...new Set([...failed, ...WATCHED_AUDITS.filter((id) => (result.audits[id]?.score ?? 1) < 1)])];
}

/** Attempts at one run: on a loaded machine Chromium's trace now and then lacks the navigation's start. */
const ATTEMPTS = 3;

/** One Lighthouse run of `url` in a new tab, `language` stored before the page's first script runs. */
async function runOnce(browser: Browser, url: string, language: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    if (language !== 'en') {
      await page.evaluateOnNewDocument((code: string) => {
        try {
          localStorage.setItem('language', code);
        } catch {
          // about:blank, which Lighthouse opens first, has no storage.
        }
      }, language);
    }
    const outcome = await lighthouse(url, FLAGS, undefined, page);
    await page.close();
    const error = outcome ? outcome.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (outcome && !error) return outcome.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${url} in ${language}: ${error?.message} (${error?.code})`);
  }
}

/**
 * Lighthouse's mobile run of every guest page in every language against `baseUrl` (the built app on the
 * real server), `runs` times each.
 */
export async function measureLighthouse(
  baseUrl: string,
  { runs = LIGHTHOUSE_RUNS, reportDir = process.env.LIGHTHOUSE_REPORTS, only = process.env.LIGHTHOUSE_ONLY } = {},
) {
  // LIGHTHOUSE_ONLY='/login:en,/:hi' measures those cases alone (while working on one page).
  const wanted = (path: string, language: string) => !only || only.split(',').includes(`${path}:${language}`);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const cases: LighthouseCase[] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      for (const language of LIGHTHOUSE_LANGUAGES) {
        if (!wanted(path, language)) continue;
        const results: Result[] = [];
        const loadAverage = Math.round(loadavg()[0]! * 10) / 10;
        for (let run = 0; run < runs; run++) {
          const lhr = await runOnce(browser, new URL(path, baseUrl).href, language);
          results.push(lhr);
          if (reportDir) {
            mkdirSync(reportDir, { recursive: true });
            const name = `${path === '/' ? 'home' : path.slice(1)}-${language}-${run + 1}.json`;
            writeFileSync(join(reportDir, name), JSON.stringify(lhr));
          }
        }
        const of = (pick: (result: Result) => number) => median(results.map(pick));
        cases.push({
          page: path,
          language,
          runs,
          performance: of((r) => score(r, 'performance')),
          accessibility: of((r) => score(r, 'accessibility')),
          bestPractices: of((r) => score(r, 'best-practices')),
          seo: of((r) => score(r, 'seo')),
          fcpMs: Math.round(of((r) => audited(r, 'first-contentful-paint'))),
          lcpMs: Math.round(of((r) => audited(r, 'largest-contentful-paint'))),
          tbtMs: Math.round(of((r) => audited(r, 'total-blocking-time'))),
          cls: Math.round(of((r) => audited(r, 'cumulative-layout-shift')) * 1000) / 1000,
          benchmarkIndex: Math.round(of((r) => r.environment.benchmarkIndex)),
          loadAverage,
          failedAudits: [...new Set(results.flatMap(failedAudits))],
          perRun: results.map((r) => ({
            performance: score(r, 'performance'),
            lcpMs: Math.round(audited(r, 'largest-contentful-paint')),
            tbtMs: Math.round(audited(r, 'total-blocking-time')),
          })),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return cases;
}

/** The goals a case misses, in words ('performance 84 < 95'); none when it meets them all. */
export function lighthouseMisses(c: LighthouseCase): string[] {
  const goals = LIGHTHOUSE_GOALS;
  return [
    c.performance < goals.performance ? `performance ${c.performance} < ${goals.performance}` : '',
    c.lcpMs > goals.lcpMs ? `LCP ${c.lcpMs} ms > ${goals.lcpMs} ms` : '',
    c.tbtMs > goals.tbtMs ? `TBT ${c.tbtMs} ms > ${goals.tbtMs} ms` : '',
    c.accessibility < goals.accessibility ? `accessibility ${c.accessibility} < ${goals.accessibility}` : '',
    c.bestPractices < goals.bestPractices ? `best practices ${c.bestPractices} < ${goals.bestPractices}` : '',
  ].filter(Boolean);
}

/** The table `npm run bench` prints: each figure beside its goal, one row per page and language. */
export function lighthouseTable(cases: LighthouseCase[]): string {
  const g = LIGHTHOUSE_GOALS;
  const pad = (text: string | number, width: number) => `${String(text).padEnd(width - 1)} `;
  const lines = [
    `Lighthouse 12 (mobile, simulated slow 4G, 4x CPU), median of ${cases[0]?.runs ?? 0} runs per case; goals in brackets:`,
    `${pad('page', 11)}${pad('lang', 6)}${pad(`perf (>=${g.performance})`, 13)}${pad(`LCP ms (<=${g.lcpMs})`, 17)}` +
      `${pad(`TBT ms (<=${g.tbtMs})`, 16)}${pad('FCP ms', 8)}${pad('CLS', 7)}${pad(`a11y (${g.accessibility})`, 11)}` +
      `${pad(`best pr. (${g.bestPractices})`, 16)}${pad('SEO', 5)}${pad('CPU index', 11)}${pad('load', 6)}result`,
  ];
  for (const c of cases) {
    const misses = lighthouseMisses(c);
    lines.push(
      `${pad(c.page, 11)}${pad(c.language, 6)}${pad(c.performance, 13)}${pad(c.lcpMs, 17)}${pad(c.tbtMs, 16)}${pad(c.fcpMs, 8)}` +
        `${pad(c.cls, 7)}${pad(c.accessibility, 11)}${pad(c.bestPractices, 16)}${pad(c.seo, 5)}${pad(c.benchmarkIndex, 11)}${pad(c.loadAverage, 6)}` +
        `${misses.length ? `MISSED: ${misses.join(', ')}` : 'met'}${c.failedAudits.length ? ` (failed audits: ${c.failedAudits.join(', ')})` : ''}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://127.0.0.1:8080', runs] = process.argv.slice(2);
  const cases = await measureLighthouse(baseUrl, runs ? { runs: Number(runs) } : {});
  console.log(lighthouseTable(cases));
  for (const c of cases)
    console.log(`${c.page} ${c.language} per run: ${c.perRun.map((r) => `${r.performance}/${r.lcpMs}/${r.tbtMs}`).join('  ')}`);
  if (cases.some((c) => lighthouseMisses(c).length > 0)) process.exitCode = 1;
}
