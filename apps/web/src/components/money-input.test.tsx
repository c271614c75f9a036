import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { parseRupees } from '@vasiyat/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput, moneyShown } from './money-input.tsx';

/** A form's field: holds what the input hands it. */
function Harness({ initial, seen }: { initial: string | number; seen: (value: string | number) => void }) {
  const [value, setValue] = useState<string | number>(initial);
  seen(value);
  return <MoneyInput label="Initial value" value={value} onChange={setValue} />;
}

function renderInput(initial: string | number = '') {
  const values: (string | number)[] = [];
  render(
    <MantineProvider env="test">
      <Harness initial={initial} seen={(value) => values.push(value)} />
    </MantineProvider>,
  );
  return { input: screen.getByLabelText('Initial value') as HTMLInputElement, last: () => values.at(-1) };
}

/** Types text one key at a time, each key a change of the input as a browser makes it. */
function typeKeys(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  for (let length = 1; length <= text.length; length += 1) fireEvent.change(input, { target: { value: text.slice(0, length) } });
}

describe('MoneyInput (issue 23)', () => {
  it.each([
    ['1,25,00,000', 1_250_000_000, '1,25,00,000'],
    ['7,50,000', 75_000_000, '7,50,000'],
    ['750,000', 75_000_000, '7,50,000'],
  ])('keeps %s key by key, and shows it grouped the Indian way once left', (typed, paise, grouped) => {
    const { input, last } = renderInput();
    typeKeys(input, typed);
    expect(input.value).toBe(typed);
    expect(parseRupees(String(last()))).toBe(paise);
    fireEvent.blur(input);
    expect(input.value).toBe(grouped);
    expect(parseRupees(String(last()))).toBe(paise);
  });

  it('leaves what cannot be read as it was typed, for the form to refuse', () => {
    const { input, last } = renderInput();
    typeKeys(input, '1,25');
    fireEvent.blur(input);
    expect(input.value).toBe('1,25');
    expect(last()).toBe('1,25');
  });

  it('shows rupees from the server grouped, without changing the form’s value', () => {
    const { input, last } = renderInput(2500000.5);
    expect(input.value).toBe('25,00,000.50');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(last()).toBe(2500000.5);
    expect(moneyShown(null)).toBe('');
  });
});
