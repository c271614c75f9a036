import { TextInput, type TextInputProps } from '@mantine/core';
import { amountToPaise, formatRupeesTyped, parseRupees } from '@vasiyat/contract';
import type { Ref } from 'react';

type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'leftSection' | 'type' | 'inputMode'> & {
  /** Rupees as the server answers them (a number) or as typed (text); '' when empty. */
  value: string | number | null | undefined;
  /** The text exactly as typed: the contract's parseRupees reads it, on the server and in the form's rules. */
  onChange: (typed: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** What the field shows: rupees from the server grouped the Indian way, typed text as it is (null when empty). */
export function moneyShown(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const paise = typeof value === 'number' ? amountToPaise(value) : null;
  return paise === null ? String(value) : formatRupeesTyped(paise);
}

/**
 * Every amount of rupees a person types (issue 23: Mantine's number input read a typed ',' as the decimal
 * point, so '1,25,00,000' was saved as ₹1.25). The form holds the keys as typed, so nothing is rewritten
 * while typing; the one parser in the contract reads them, and a comma only ever groups digits, in the Indian
 * (1,25,00,000) or the international (12,500,000) way. Once left, a valid amount is written grouped the Indian
 * way (the same paise).
 */
export function MoneyInput({ value, onChange, onBlur, inputRef, ...props }: MoneyInputProps) {
  return (
    <TextInput
      {...props}
      ref={inputRef}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      leftSection="₹"
      value={moneyShown(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const paise = typeof value === 'string' ? parseRupees(value) : null;
        if (paise !== null && formatRupeesTyped(paise) !== value) onChange(formatRupeesTyped(paise));
        onBlur?.(event);
      }}
    />
  );
}
