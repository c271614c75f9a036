import { DEFAULT_LANGUAGE, type TLanguage } from '@vasiyat/contract';
import type { Db } from '../../db/client.ts';
import { selectLabels, selectLanguages } from './repo.ts';

/**
 * Languages and labels change only when the seed or an administrator changes them; they are read on every
 * page load, so each process keeps them for a short while.
 */
const CACHE_MS = 30_000;

export function createI18n(db: Db) {
  let languageCache: { at: number; list: TLanguage[] } | undefined;
  const labelCache = new Map<string, { at: number; labels: Record<string, string>; json: string }>();

  async function findLanguages(): Promise<TLanguage[]> {
    if (!languageCache || Date.now() - languageCache.at > CACHE_MS) languageCache = { at: Date.now(), list: await selectLanguages(db) };
    return languageCache.list;
  }

  /** A supported language code for whatever the client sent; anything else means English. */
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
    const entry = { at: Date.now(), labels, json: JSON.stringify(labels) };
    labelCache.set(language, entry);
    return entry;
  }

  async function findLabels(code: string | undefined): Promise<Record<string, string>> {
    return (await cachedLabels(code)).labels;
  }

  /** The label object already serialised: it is the largest answer the app gives and is read on every page load. */
  async function findLabelsJson(code: string | undefined): Promise<string> {
    return (await cachedLabels(code)).json;
  }

  /** One label with {{placeholders}} filled in, for texts the server writes itself (mail, messages). */
  async function text(code: string | undefined, key: string, values: Record<string, string | number> = {}): Promise<string> {
    const labels = await findLabels(code);
    const template = labels[key] ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  }

  return { findLanguages, findLabels, findLabelsJson, resolveLanguage, text };
}
export type I18n = ReturnType<typeof createI18n>;
