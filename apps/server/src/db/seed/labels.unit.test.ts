import { readFileSync } from 'node:fs';
import {
  ACT_CODES,
  ENTITY_KINDS,
  ERRORS,
  FIELD_ERROR_KEYS,
  kindLabelKeys,
  LABEL_LIMITS,
  SECURITY_PAGE_EVENTS,
  securityEventLabelKey,
  WILL_CHANGE_CODES,
  WILL_CHECK_CODES,
  willChangeLabelKey,
  willFindingLabelKey,
  willLawLabelKey,
  willRoleLabelKey,
} from '@vasiyat/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, translations } from './translation-files.ts';

/** Every language's labels, all namespaces in one key space, as the seed writes them. */
const seedLabels: Record<string, Record<string, string>> = Object.fromEntries(translations().labels);
const en = seedLabels.en!;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('seeded labels', () => {
  const translated = Object.keys(seedLabels).filter((code) => code !== 'en');
  it('holds every language offered', () => {
    expect(Object.keys(seedLabels).sort()).toEqual([...LANGUAGE_CODES].sort());
  });
  // A translator's tool opens one namespace file beside its English one: each must hold the same keys.
  it.each(translated)('%s has the English namespaces (translations/en/*.json), each with exactly its keys', (code) => {
    const english = translations().namespaces.get('en')!;
    const own = translations().namespaces.get(code)!;
    expect([...own.keys()]).toEqual([...english.keys()]);
    for (const [name, texts] of english) expect(Object.keys(own.get(name)!), `${code}/${name}.json`).toEqual(Object.keys(texts));
  });
  it('types the keys of every English namespace (packages/contract/src/label-keys.ts imports each file)', () => {
    const source = readFileSync(new URL('../../../../../packages/contract/src/label-keys.ts', import.meta.url), 'utf8');
    const typed = [...source.matchAll(/translations\/en\/([a-z-]+)\.json/g)].map((match) => match[1]).sort();
    expect(typed).toEqual([...translations().namespaces.get('en')!.keys()].sort());
  });
  it('names each English key in one namespace only (the seed merges them into one key space)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, texts] of translations().namespaces.get('en')!)
      for (const key of Object.keys(texts)) {
        if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${name}`);
        seen.set(key, name);
      }
    expect(twice).toEqual([]);
  });
  it('states limits as placeholders the contract fills ({{maxFileMb}}, not "5 MB")', () => {
    const written = Object.entries(seedLabels).flatMap(([code, labels]) =>
      Object.entries(labels)
        .filter(([, text]) => /\d\s?MB\b/.test(text))
        .map(([key]) => `${code} ${key}`),
    );
    expect(written).toEqual([]);
    expect(en.assignmentDocumentsHint).toContain('{{maxDocuments}}');
    for (const key of Object.keys(LABEL_LIMITS))
      expect(
        Object.values(en).some((text) => text.includes(`{{${key}}}`)),
        key,
      ).toBe(true);
  });
  it.each(translated)('%s has exactly the English keys, none empty, with the same placeholders', (code) => {
    const labels = seedLabels[code]!;
    expect(Object.keys(labels).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(labels)) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(en[key]!));
    }
  });
  // A value left as the English one is a label nobody translated, unless Hindi keeps it too (a brand, an address sample).
  it.each(translated.filter((code) => code !== 'hi'))('%s carries no English value where Hindi has a translation', (code) => {
    const untranslated = Object.entries(seedLabels[code]!)
      .filter(([key, value]) => value === en[key] && seedLabels.hi![key] !== en[key] && /[a-z]{3}/.test(value))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
  it('keeps the spec’s messages word for word', () => {
    const values = new Set(Object.values(en));
    for (const message of [
      'Login successful!',
      'Invalid OTP. Please try again.',
      'New OTP sent!',
      'Something went is wrong',
      '404 - Page Not Found',
    ]) {
      expect(values.has(message), message).toBe(true);
    }
  });
  it('has a label for every error code and field error code of the contract, and every label a kind names', () => {
    const keys = [
      ...Object.values(ERRORS).map((error) => error.messageKey),
      ...Object.values(FIELD_ERROR_KEYS),
      ...ENTITY_KINDS.flatMap((kind) => Object.values(kindLabelKeys(kind))),
    ];
    for (const key of keys) expect(en[key], key).toBeTruthy();
  });
  it('words every finding of the will check and every act it cites, every kind of change between versions and every event of the Security page', () => {
    const keys = [
      ...WILL_CHECK_CODES.map(willFindingLabelKey),
      ...ACT_CODES.map(willLawLabelKey),
      'willLawSection',
      ...WILL_CHANGE_CODES.map(willChangeLabelKey),
      ...ENTITY_KINDS.filter((kind) => kind !== 'self' && kind !== 'contact_person').map(willRoleLabelKey),
      ...SECURITY_PAGE_EVENTS.map(securityEventLabelKey),
    ];
    for (const key of keys) expect(en[key], key).toBeTruthy();
  });
});
