import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { DEFAULT_LANGUAGE, isServerLabel, type TLabelKey, type TLanguage } from '@vasiyat/contract';
import type { Db } from '../../db/client.ts';
import { type Label, labelOf } from './label.ts';
import { selectLabels, selectLanguages } from './repo.ts';

export type { Label };

/**
 * Languages and labels change only when the seed or an administrator changes them; they are read on every
 * page load, so each process keeps them for a short while.
 */
const CACHE_MS = 30_000;

const compress = promisify(brotliCompress);
/**
 * The labels as brotli at its highest quality, made once per text (off the event loop): every first visit loads
 * them, and quality 11 sends 9.4 KB where the per-answer quality 4 sends 11.2 KB.
 */
const brotliOf = (json: string) =>
  compress(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });

type LabelEntry = { at: number; labels: Record<string, string>; json: string; brotli: Promise<Buffer> };

export function createI18n(db: Db) {
  let languageCache: { at: number; list: TLanguage[] } | undefined;
  const labelCache = new Map<string, LabelEntry>();

  async function findLanguages(): Promise<TLanguage[]> {
    if (!languageCache || Date.now() - languageCache.at > CACHE_MS) languageCache = { at: Date.now(), list: await selectLanguages(db) };
    return languageCache.list;
  }

  /** The language code to answer in: the one asked for (the calls' schemas refuse a code the registry lacks), English for none. */
  async function resolveLanguage(code: string | undefined): Promise<string> {
    const wanted = (code ?? '').trim().toLowerCase().slice(0, 2);
    const list = await findLanguages();
    return list.some((language) => language.languageCode === wanted) ? wanted : DEFAULT_LANGUAGE;
  }

  async function cachedLabels(code: string | undefined) {
    const language = await resolveLanguage(code);
    const cached = labelCache.get(language);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached;
    const labels = await selectLabels(db, language);
    const forBrowsers = Object.fromEntries(Object.entries(labels).filter(([key]) => !isServerLabel(key)));
    const json = JSON.stringify(forBrowsers);
    // The same text as before (the usual case when the cache runs out) keeps its compressed copy.
    const entry: LabelEntry = { at: Date.now(), labels, json, brotli: cached?.json === json ? cached.brotli : brotliOf(json) };
    labelCache.set(language, entry);
    return entry;
  }

  async function findLabels(code: string | undefined): Promise<Record<string, string>> {
    return (await cachedLabels(code)).labels;
  }

  /**
   * The labels a browser needs, already serialised: the largest answer the app gives, read on every page load
   * (the texts only the server words are left out).
   */
  async function findLabelsJson(code: string | undefined): Promise<{ json: string; brotli: Promise<Buffer> }> {
    const { json, brotli } = await cachedLabels(code);
    return { json, brotli };
  }

  /**
   * The labels of a language as one function: a key with its {{placeholders}} filled in (for documents that word many);
   * a limit the words state ({{maxFileMb}}) is the contract's unless the caller gives it.
   */
  async function labeler(code: string | undefined): Promise<Label> {
    return labelOf(await findLabels(code));
  }

  /** One label with {{placeholders}} filled in, for texts the server writes itself (mail, messages). */
  async function text(code: string | undefined, key: TLabelKey, values: Record<string, string | number> = {}): Promise<string> {
    return (await labeler(code))(key, values);
  }

  return { findLanguages, findLabels, findLabelsJson, resolveLanguage, labeler, text };
}
export type I18n = ReturnType<typeof createI18n>;
