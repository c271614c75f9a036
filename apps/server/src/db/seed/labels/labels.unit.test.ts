import {
  ACT_CODES,
  ENTITY_KINDS,
  ERRORS,
  FIELD_ERROR_KEYS,
  kindLabelKeys,
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
import { en, seedLabels } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('seeded labels', () => {
  const translated = Object.keys(seedLabels).filter((code) => code !== 'en');
  it('holds all nine languages', () => {
    expect(Object.keys(seedLabels).sort()).toEqual(['bn', 'en', 'gu', 'hi', 'kn', 'ml', 'mr', 'ta', 'te']);
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
