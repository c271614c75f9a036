import { TextInput } from '@mantine/core';
import { isIsoDate } from '@vasiyat/contract';
import { type ComponentProps, useRef, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { loadDateLocale } from '../lib/date-locale.ts';
import { formatDisplayDate, parseDisplayDate } from '../lib/display-date.ts';
import { useLanguageStore } from '../stores/language.ts';
import type { FormDateField } from './date-field.tsx';

type DateFieldModule = typeof import('./date-field.tsx');
/** The calendar's module, and its month names in the page's language with it (lib/date-locale.ts). */
const loadDateField = (language: string): Promise<DateFieldModule> =>
  Promise.all([import('./date-field.tsx'), loadDateLocale(language).catch(() => undefined)]).then(([module]) => module);

type Props<T extends FieldValues, TOut extends FieldValues> = ComponentProps<typeof FormDateField<T, TOut>>;

/**
 * FormDateField, loaded when a person shows they will use it (the pointer over it, a touch, the focus): Mantine's
 * calendar with floating-ui and dayjs (some 20 files, 40 KB on the wire) stay off a first visit to /register
 * (issue 25). Until then a plain input of the same look takes the date typed DD/MM/YYYY, as the calendar's input
 * does. Once loaded, the calendar takes its place, focused and open when the person had clicked into the empty
 * input, and only once the input is left when they had begun typing, so no one's typing is cut off.
 */
export function LazyFormDateField<T extends FieldValues, TOut extends FieldValues = T>(props: Props<T, TOut>) {
  const [loaded, setLoaded] = useState<DateFieldModule>();
  const wanted = useRef(false);
  const [focused, setFocused] = useState(false);
  // Something typed into the plain input while it is in use: it stays until left, so the typing is not cut off.
  const [typing, setTyping] = useState(false);
  const want = () => {
    if (wanted.current) return;
    wanted.current = true;
    void loadDateField(useLanguageStore.getState().language).then(
      (module) => setLoaded(module),
      // Offline: the plain input stays, and still takes a typed date.
      () => {
        wanted.current = false;
      },
    );
  };
  const { field } = useController({ control: props.control, name: props.name });
  const value = field.value as string | null | undefined;
  // A typed text that is not a date stays in the plain input, where the form's rule says what is wrong with it.
  if (loaded && !(focused && typing) && (!value || isIsoDate(value))) {
    // The module itself, not React.lazy: the calendar is drawn in the same frame, with no empty moment. Come while
    // the plain input was focused and empty (a click on it), it takes the focus, which opens its calendar.
    const Loaded = loaded.FormDateField<T, TOut>;
    return <Loaded {...props} autoFocus={focused} />;
  }
  return (
    <TypedDate
      {...props}
      value={value}
      inputRef={field.ref}
      onIntent={want}
      onFocusChange={setFocused}
      onTyping={setTyping}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** The plain input: the text as typed, the value kept as yyyy-mm-dd once it reads as a date ('' when emptied). */
function TypedDate({
  value,
  inputRef,
  onIntent,
  onFocusChange,
  onTyping,
  onChange,
  onBlur,
  ...props
}: Omit<Props<FieldValues, FieldValues>, 'control' | 'name'> & {
  value: string | null | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onIntent: () => void;
  onFocusChange: (focused: boolean) => void;
  onTyping: (typing: boolean) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState(() => formatDisplayDate(value));
  // A value set from outside (the form reset) is shown; the person's own typing is left as it is.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((parseDisplayDate(text) ?? text.trim()) !== (value ?? '')) setText(formatDisplayDate(value));
  }
  return (
    <TextInput
      ref={inputRef}
      label={props.label}
      description={props.description}
      error={props.error}
      disabled={props.disabled}
      required={props.required}
      withAsterisk={props.withAsterisk ?? props.required}
      aria-required={props.required}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      autoComplete={props.autoComplete}
      value={text}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={() => {
        onFocusChange(true);
        onIntent();
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onTyping(typed !== '');
        // As the calendar's input: a date that reads is kept; a text that does not yet read keeps the last one.
        const iso = typed.trim() ? parseDisplayDate(typed) : '';
        if (iso !== null) onChange(iso);
      }}
      onBlur={() => {
        // What does not read as a date is kept in sight and in the form, so its rule says what is wrong.
        if (text.trim() && parseDisplayDate(text) === null) onChange(text.trim());
        onBlur();
        onFocusChange(false);
      }}
    />
  );
}
