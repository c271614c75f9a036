import { Button, Group, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/error-text.ts';
import { problemOfMessage } from '../rules/clause-forms.ts';

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
