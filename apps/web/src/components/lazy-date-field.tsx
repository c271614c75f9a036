import { TextInput } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormDateField } from './date-field.tsx';

const LoadedDateField = lazy(() => import('./date-field.tsx').then((m) => ({ default: m.FormDateField })));

/**
 * FormDateField, loaded when first drawn: Mantine's calendar with floating-ui and dayjs (some 30 KB on the wire)
 * stay off a first visit to /register (issue 25). Until it is in, the same input stands there read-only, so
 * nothing moves when it arrives.
 */
export function LazyFormDateField<T extends FieldValues, TOut extends FieldValues = T>(
  props: ComponentProps<typeof FormDateField<T, TOut>>,
) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          description={props.description}
          error={props.error}
          disabled={props.disabled}
          placeholder="DD/MM/YYYY"
          autoComplete={props.autoComplete}
          readOnly
        />
      }
    >
      <LoadedDateField {...(props as ComponentProps<typeof LoadedDateField>)} />
    </Suspense>
  );
}
