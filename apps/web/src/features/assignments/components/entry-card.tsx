import { Checkbox, NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MAX_ASSIGNMENT_DOCUMENTS, type TAssignmentMasterResponse } from '@vasiyat/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileField, type FileItem } from '../../../components/file-field.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  type AssignmentFormValues,
  beneficiaryChoices,
  chooseBeneficiary,
  guardianChoices,
  isChosenElsewhere,
  isMinorChoice,
  type ProportionMode,
} from '../rules/assignment-form.ts';

type EntryCardProps = {
  form: UseFormReturn<AssignmentFormValues, unknown, AssignmentFormValues>;
  index: number;
  masters: TAssignmentMasterResponse;
  /** Every entry as it stands, for the choices left and who is a minor. */
  entries: AssignmentFormValues['beneficiaries'];
  mode: ProportionMode;
  subDescription: boolean;
  /** Deletes a saved document on the server; resolves whether it went. */
  deleteSaved: (item: FileItem) => Promise<boolean>;
  loadSaved: (documentMasterId: number) => Promise<Blob>;
};

/**
 * One beneficiary's part (spec part 2 §3 "Assignment beneficiary entry", §5): who, the share (locked or
 * hidden as the type says), the condition, immediate transfer, a guardian for a minor, the descriptions
 * and up to 3 documents.
 */
export function EntryCard({ form, index, masters, entries, mode, subDescription, deleteSaved, loadSaved }: EntryCardProps) {
  const { t } = useTranslation();
  const at = <F extends keyof AssignmentFormValues['beneficiaries'][number]>(field: F) => `beneficiaries.${index}.${field}` as const;
  const errors = form.formState.errors.beneficiaries?.[index];
  const entry = entries[index];
  const beneficiaryId = entry?.beneficiaryId ?? '';
  const minor = isMinorChoice(masters.benficiaries, beneficiaryId);
  const headingId = `assignment-entry-${index}`;

  const option = (person: { entityId: number; fullName: string }) => ({ value: String(person.entityId), label: person.fullName });

  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} fz="h5" id={headingId}>
          {t('assignmentBeneficiaryHeading', { number: index + 1 })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name={at('beneficiaryId')}
            render={({ field, fieldState }) => (
              <NativeSelect
                label={t('assignmentBeneficiary')}
                required
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data={[
                  { value: '', label: t('assignmentSelectBeneficiary') },
                  ...beneficiaryChoices(masters.benficiaries, entries, index).map(option),
                ]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  const current = form.getValues('beneficiaries');
                  // Spec part 2 §5: a beneficiary already in another row is refused and the choice cleared.
                  if (isChosenElsewhere(current, index, value)) {
                    toast('error', t('assignmentBeneficiaryAlreadyAssigned'));
                    field.onChange('');
                    return;
                  }
                  const next = chooseBeneficiary(current[index]!, value, isMinorChoice(masters.benficiaries, value));
                  field.onChange(value);
                  form.setValue(at('guardian'), next.guardian);
                }}
              />
            )}
          />
          {mode !== 'none' && (
            <TextInput
              label={t('assignmentProportion')}
              readOnly
              // Spec part 2 §4: 100 for type 10, the equal split for 20 and 40; never typed.
              description={mode === 'equal' ? t('assignmentProportionEqual') : t('assignmentProportionLocked')}
              rightSection={<IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />}
              error={errors?.proportion?.message}
              variant="filled"
              {...form.register(at('proportion'))}
            />
          )}
          {minor && (
            <NativeSelect
              label={t('assignmentGuardian')}
              description={t('assignmentGuardianHint')}
              required
              error={errors?.guardian?.message}
              data={[
                { value: '', label: t('assignmentSelectGuardian') },
                ...guardianChoices(masters.individual, beneficiaryId).map(option),
              ]}
              {...form.register(at('guardian'))}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('assignmentCondition')}
          required
          autosize
          minRows={2}
          maxLength={1000}
          error={errors?.condition?.message}
          {...form.register(at('condition'))}
        />
        <Checkbox label={t('assignmentImmediateTransfer')} {...form.register(at('immediateTransfer'))} />
        <Textarea
          label={t('assignmentDescription')}
          required
          autosize
          minRows={2}
          maxLength={2000}
          error={errors?.assignmentDescription?.message}
          {...form.register(at('assignmentDescription'))}
        />
        {subDescription && (
          <Textarea
            label={t('assignmentSubDescription')}
            required
            autosize
            minRows={2}
            maxLength={2000}
            error={errors?.assetSubDescription?.message}
            {...form.register(at('assetSubDescription'))}
          />
        )}
        <Controller
          control={form.control}
          name={at('documents')}
          render={({ field, fieldState }) => (
            <FileField
              label={t('assignmentDocuments')}
              description={t('assignmentDocumentsHint')}
              accept="assignment"
              maxFiles={MAX_ASSIGNMENT_DOCUMENTS}
              value={field.value}
              error={fieldState.error?.message}
              loadSaved={loadSaved}
              onChange={async (next) => {
                // A saved document goes from the server at once (spec part 2 §8); a new one only from the form.
                const removed = field.value.filter((item) => item.documentMasterId !== undefined && !next.includes(item));
                for (const item of removed) if (!(await deleteSaved(item))) return;
                field.onChange(next);
              }}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
