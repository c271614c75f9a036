import { Checkbox, NativeSelect, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  CONDITION_AGE,
  CONDITION_KINDS,
  MAX_ASSIGNMENT_DOCUMENTS,
  type TAssignmentMasterResponse,
  type TConditionKind,
} from '@vasiyat/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileField, type FileItem } from '../../../components/file-field.tsx';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { personOptions } from '../../../lib/person-choice.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type AssignmentFormValues,
  beneficiaryChoices,
  chooseBeneficiary,
  guardianChoices,
  isChosenElsewhere,
  isMinorChoice,
  type ProportionMode,
  remainderChoices,
  withImmediateTransfer,
} from '../rules/assignment-form.ts';

/** The label key of each kind of condition (issue 22), and of the hint under it. */
const KIND_KEYS: Record<TConditionKind, { label: TLabelKey; hint: TLabelKey }> = {
  absolute: { label: 'conditionKindAbsolute', hint: 'conditionKindAbsoluteHint' },
  age: { label: 'conditionKindAge', hint: 'conditionKindAgeHint' },
  wish: { label: 'conditionKindWish', hint: 'conditionKindWishHint' },
  lifeInterest: { label: 'conditionKindLifeInterest', hint: 'conditionKindLifeInterestHint' },
  text: { label: 'conditionKindText', hint: 'conditionKindTextHint' },
};
/** Kinds that delay or divide the gift: they cannot go with a transfer made at once. */
const DEFERRING: readonly TConditionKind[] = ['age', 'lifeInterest'];

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
  const kind = entry?.conditionKind ?? 'absolute';
  const immediate = entry?.immediateTransfer ?? false;

  // Two people may share a name (a son and a witness): each choice says how they are related and when born.
  const options = (people: Parameters<typeof personOptions>[0]) => personOptions(people, (key, values) => t(key, values ?? {}));

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
                  ...options(beneficiaryChoices(masters.benficiaries, entries, index)),
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
          {mode === 'stated' && (
            <TextInput
              label={t('assignmentProportion')}
              description={t('assignmentProportionStated')}
              // The hint goes under the box, so the beneficiary and the share stay on one line.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              inputMode="decimal"
              autoComplete="off"
              maxLength={7}
              rightSection="%"
              error={errors?.proportion?.message}
              {...form.register(at('proportion'))}
            />
          )}
          {(mode === 'single' || mode === 'equal') && (
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
              data={[{ value: '', label: t('assignmentSelectGuardian') }, ...options(guardianChoices(masters.individual, beneficiaryId))]}
              {...form.register(at('guardian'))}
            />
          )}
        </SimpleGrid>
        <Controller
          control={form.control}
          name={at('immediateTransfer')}
          render={({ field }) => (
            <Checkbox
              label={t('assignmentImmediateTransfer')}
              description={t('assignmentImmediateTransferHint')}
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                // Given at once, the gift cannot wait for an age or pass on after a life: those kinds fall back to none.
                const next = withImmediateTransfer(form.getValues(`beneficiaries.${index}`), event.currentTarget.checked);
                field.onChange(next.immediateTransfer);
                if (next.conditionKind !== kind) form.setValue(at('conditionKind'), next.conditionKind, { shouldDirty: true });
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name={at('conditionKind')}
          render={({ field }) => (
            <Radio.Group label={t('assignmentConditionKind')} name={`${headingId}-condition`} value={field.value} onChange={field.onChange}>
              <Stack gap="sm" mt="xs">
                {CONDITION_KINDS.map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={t(KIND_KEYS[option].label)}
                    description={t(KIND_KEYS[option].hint)}
                    disabled={immediate && DEFERRING.includes(option)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {kind === 'age' && (
          <TextInput
            label={t('conditionAge')}
            description={t('conditionAgeRange', { min: CONDITION_AGE.min, max: CONDITION_AGE.max })}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            w={{ base: '100%', sm: 260 }}
            error={errors?.conditionAge && t('conditionAgeRange', { min: CONDITION_AGE.min, max: CONDITION_AGE.max })}
            {...form.register(at('conditionAge'))}
          />
        )}
        {kind === 'lifeInterest' && (
          <NativeSelect
            label={t('conditionRemainderTo')}
            description={t('conditionRemainderToHint')}
            required
            error={errors?.remainderTo?.type === 'same_person' ? t('conditionRemainderSame') : errors?.remainderTo?.message}
            data={[
              { value: '', label: t('assignmentSelectBeneficiary') },
              ...options(remainderChoices(masters.benficiaries, beneficiaryId)),
            ]}
            {...form.register(at('remainderTo'))}
          />
        )}
        {(kind === 'wish' || kind === 'text') && (
          <Textarea
            label={kind === 'wish' ? t('conditionWishText') : t('conditionOwnWords')}
            placeholder={kind === 'wish' ? t('conditionWishPlaceholder') : undefined}
            required
            autosize
            minRows={2}
            maxLength={1000}
            error={errors?.condition?.message}
            {...form.register(at('condition'))}
          />
        )}
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
