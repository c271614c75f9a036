import '@mantine/dates/styles.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { DateInput } from '@mantine/dates';
import { todayInIndia } from '@vasiyat/contract';
import type { Ref } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../lib/date-locale.ts';
import { parseDisplayDate } from '../lib/display-date.ts';
import { useLanguageStore } from '../stores/language.ts';

type DateFieldProps = {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  description?: string;
  /** Past dates only (birth, death, commencement), the default: offered in the calendar; the form's rule refuses others. */
  pastOnly?: boolean;
  minDate?: string;
  autoComplete?: string;
  /** Show the required asterisk (the default for a required field; the register form marks none). */
  withAsterisk?: boolean;
  /** A date of birth: the empty calendar opens on the decade a testator is likely born in, not this one. */
  birth?: boolean;
  /** Focused when drawn, its calendar open (it takes the place of a focused stand-in: lazy-date-field.tsx). */
  autoFocus?: boolean;
};

/** How many years back an empty date-of-birth calendar opens (issue 23: it opened on the 2020s). */
export const BIRTH_CALENDAR_YEARS_BACK = 55;

/** The day an empty calendar shows first: for a date of birth, 1 January BIRTH_CALENDAR_YEARS_BACK years ago. */
export function calendarStart(birth: boolean, today: string = todayInIndia()): string | undefined {
  return birth ? `${Number(today.slice(0, 4)) - BIRTH_CALENDAR_YEARS_BACK}-01-01` : undefined;
}

/** A date input shown DD/MM/YYYY, holding yyyy-mm-dd ('' when empty). */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  required,
  disabled,
  readOnly,
  description,
  pastOnly = true,
  minDate,
  autoComplete,
  withAsterisk,
  birth = false,
  autoFocus,
}: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const locale = useDateLocale(language);
  const today = todayInIndia();
  return (
    <DateInput
      label={label}
      description={description}
      required={required}
      withAsterisk={withAsterisk ?? required}
      aria-required={required}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      placeholder="DD/MM/YYYY"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      locale={locale}
      // Future days are greyed out in the calendar, but a typed future date is kept (maxDate would silently
      // put the old date back on blur): the form's rule then says what is wrong under the field.
      getDayProps={pastOnly ? (date) => ({ disabled: date > today }) : undefined}
      minDate={minDate}
      defaultLevel={value ? 'month' : 'decade'}
      defaultDate={value ? undefined : calendarStart(birth, today)}
      ariaLabels={{
        previousMonth: t('commonDatePreviousMonth'),
        nextMonth: t('commonDateNextMonth'),
        previousYear: t('commonDatePreviousYear'),
        nextYear: t('commonDateNextYear'),
        previousDecade: t('commonDatePreviousDecade'),
        nextDecade: t('commonDateNextDecade'),
        monthLevelControl: t('commonDateChooseMonth'),
        yearLevelControl: t('commonDateChooseYear'),
      }}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      name={name}
      ref={inputRef}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
    />
  );
}

/** A DateField bound to a react-hook-form field (of a form whose resolver may turn its values into others: TOut). */
export function FormDateField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef'> & { control: Control<T, unknown, TOut>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField {...props} name={field.name} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
