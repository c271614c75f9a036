import { Button, Group, TextInput } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/error-text.ts';
import { problemOfMessage } from '../rules/clause-forms.ts';
import { ClauseEditor } from './clause-editor.tsx';

/**
 * A field problem the server sent, in the person's language: a clause that does not compile by its line
 * and reason ('Line 2: Unknown variable: …'), anything else as error-text.ts words it.
 */
export function useClauseErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string, key: string | undefined) => {
      const problem = problemOfMessage(message);
      return problem ? t('adminClauseProblem', { line: problem.line, message: problem.message }) : fieldErrorText(message, key);
    },
    [t],
  );
}

/** Spec part 2 §5: the language of a new set or of an edit is the list's, shown and locked. */
export function LockedLanguage({ label, name }: { label: string; name: string }) {
  return (
    <TextInput
      label={label}
      value={name}
      readOnly
      variant="filled"
      rightSection={<IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />}
    />
  );
}

/** Cancel and Save; spec part 2 §2: Save is disabled while saving. */
export function ModalActions({ saving, onCancel, disabled }: { saving: boolean; onCancel: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      <Button variant="default" onClick={onCancel}>
        {t('commonCancel')}
      </Button>
      <Button type="submit" loading={saving} disabled={saving || disabled}>
        {saving ? t('adminClauseSaving') : t('adminClauseSubmit')}
      </Button>
    </Group>
  );
}

/** A clause's text field of a form (create, edit, translate): the clause editor bound to react-hook-form. */
export function FormClauseEditor<T extends FieldValues, TOut>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ClauseEditor
          label={label}
          required
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Spec part 2 §5: a variant can be removed only while more than one exists (the caller shows it then). */
export function RemoveVariantButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} onClick={onClick}>
        {t('adminClauseRemoveVariant')}
      </Button>
    </Group>
  );
}
