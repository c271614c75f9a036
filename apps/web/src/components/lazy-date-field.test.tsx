import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { LazyFormDateField } from './lazy-date-field.tsx';

type Form = { dob: string };

function renderField(seen: (values: Form) => void) {
  function Harness() {
    const form = useForm<Form>({ defaultValues: { dob: '' } });
    seen(form.watch());
    return <LazyFormDateField control={form.control} name="dob" label="Date of birth" required birth />;
  }
  render(
    <MantineProvider env="test">
      <Harness />
    </MantineProvider>,
  );
  return () => screen.getByLabelText(/Date of birth/) as HTMLInputElement;
}

function typeKeys(input: HTMLInputElement, text: string) {
  for (let length = 1; length <= text.length; length += 1) fireEvent.change(input, { target: { value: text.slice(0, length) } });
}

// Issue 25: the register page's date of birth takes a typed date before the calendar is loaded, and the calendar
// comes when the person shows they will use the field, without losing what was typed.
describe('the date field loaded on intent', () => {
  it('keeps a date typed into the plain input as yyyy-mm-dd, then hands it to the calendar once the input is left', async () => {
    const values: Form[] = [];
    const input = renderField((form) => values.push(form));
    const plain = input();
    expect(plain.readOnly).toBe(false);
    expect(plain.placeholder).toBe('DD/MM/YYYY');
    fireEvent.focus(plain);
    typeKeys(plain, '14/03/196');
    expect(values.at(-1)?.dob).toBe('');
    typeKeys(plain, '14/03/1968');
    expect(values.at(-1)?.dob).toBe('1968-03-14');
    // Loaded while in use: the plain input stays until it is left.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input()).toBe(plain);
    fireEvent.blur(plain);
    await waitFor(() => expect(input()).not.toBe(plain));
    expect(input().value).toBe('14/03/1968');
    expect(values.at(-1)?.dob).toBe('1968-03-14');
  });

  it('keeps a text that is no date in sight and in the form, for the form’s rule to name', async () => {
    const values: Form[] = [];
    const input = renderField((form) => values.push(form));
    const plain = input();
    fireEvent.focus(plain);
    typeKeys(plain, '31/02/1968');
    fireEvent.blur(plain);
    expect(values.at(-1)?.dob).toBe('31/02/1968');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input()).toBe(plain);
    expect(plain.value).toBe('31/02/1968');
  });

  it('opens the calendar focused when it comes while the empty input is focused (a click into it)', async () => {
    const input = renderField(() => {});
    const plain = input();
    plain.focus();
    fireEvent.focus(plain);
    await waitFor(() => expect(input()).not.toBe(plain));
    expect(document.activeElement).toBe(input());
  });

  it('loads the calendar when the pointer comes over the field, before any click', async () => {
    const input = renderField(() => {});
    const plain = input();
    fireEvent.pointerEnter(plain);
    await waitFor(() => expect(input()).not.toBe(plain));
  });
});
