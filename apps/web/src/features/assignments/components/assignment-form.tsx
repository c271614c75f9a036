import { Alert, Button, Grid, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { MAX_BENEFICIARIES_PER_ASSIGNMENT, peopleEndpoints, type TAssignmentMasterResponse } from '@vasiyat/contract';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '../../../components/file-field.tsx';
import { applyFieldErrors, callForBlob } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { useDeleteAssignmentDocumentMutation, useSaveAssignmentMutation } from '../api/assignments.ts';
import {
  type AssignmentFormValues,
  assignmentFieldPaths,
  assignmentFromSaved,
  assignmentSchema,
  assignmentToBody,
  chooseType,
  emptyAssignment,
  enterCount,
  proportionModeOf,
  showsSubDescription,
  statedSharesProblem,
  totalProportion,
} from '../rules/assignment-form.ts';
import { assetPhrase, formatPercent, formatRupees, type NamedAsset, summaryOf } from '../rules/words.ts';
import { AssignmentSummary } from './assignment-summary.tsx';
import { EntryCard } from './entry-card.tsx';

/** An asset being assigned, as the form lists it. */
export type SelectedAsset = NamedAsset & { subtype: string; value: number };

type AssignmentFormProps = {
  masters: TAssignmentMasterResponse;
  /** The saved assignment being edited; null for a new one. */
  assignmentId: number | null;
  assets: readonly SelectedAsset[];
  /** After a save: the form is cleared, and the page goes back (spec part 2 §4). */
  onSaved: () => void;
  onCancel: () => void;
};

const loadSavedDocument = (documentMasterId: number) => callForBlob(peopleEndpoints.findFileById, { query: { documentMasterId } });

/** The words of the whole list's problems that the contract words only in English (issue 22's type 30 percentages). */
const LIST_PROBLEM_KEYS: Record<string, TLabelKey> = {
  shares_partial: 'assignmentSharesPartial',
  shares_not_100: 'assignmentSharesNot100',
};

/** The message to toast for a refused submit: the problem of the whole form, when it has one. */
function formProblem(errors: FieldErrors<AssignmentFormValues>, t: (key: TLabelKey) => string): string | undefined {
  const list = errors.beneficiaries as
    | (FieldErrors<AssignmentFormValues>['beneficiaries'] & { root?: { message?: string; type?: string }; type?: string })
    | undefined;
  const listKey = LIST_PROBLEM_KEYS[String(list?.root?.type ?? list?.type ?? '')];
  if (listKey) return t(listKey);
  const duplicate = Array.isArray(list)
    ? list.find((entry) => entry?.beneficiaryId?.type === 'duplicate_beneficiary')?.beneficiaryId?.message
    : undefined;
  return errors.assetAssignmentType?.message ?? errors.numberOfBeneficiaries?.message ?? list?.root?.message ?? list?.message ?? duplicate;
}

/**
 * The assignment form (spec part 2 §4, §5): the type, the number of beneficiaries, each beneficiary's part,
 * and the assignment in words beside it. A saved assignment keeps its type and count.
 */
export function AssignmentForm({ masters, assignmentId, assets, onSaved, onCancel }: AssignmentFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const testatorId = useSessionStore((state) => state.claims?.userId ?? 0);
  const save = useSaveAssignmentMutation();
  const deleteDocument = useDeleteAssignmentDocumentMutation();
  const saved = masters.assignedAsset;
  const editing = saved !== null;
  // The version the form was filled from: a later read must not overwrite another tab's save silently.
  const [version] = useState(saved?.version ?? null);
  const minors = useMemo(
    () => new Set(masters.benficiaries.filter((person) => person.isMinor).map((person) => person.entityId)),
    [masters.benficiaries],
  );
  const guardianMessage = t('assignmentMinorNeedsGuardian');
  const resolver = useMemo(() => codedResolver(assignmentSchema({ minors, guardianMessage })), [minors, guardianMessage]);

  const form = useForm<AssignmentFormValues, unknown, AssignmentFormValues>({
    resolver,
    defaultValues: saved ? assignmentFromSaved(saved) : emptyAssignment(),
    // Checked on save, then on each change: under 'onTouched' the entries rebuilt by a type or count
    // would all be checked at once and show errors on fields not yet filled in.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const list = useFieldArray({ control: form.control, name: 'beneficiaries' });
  const typeValue = useWatch({ control: form.control, name: 'assetAssignmentType' });
  const entries = useWatch({ control: form.control, name: 'beneficiaries' });
  const mode = proportionModeOf(typeValue);
  const subDescription = showsSubDescription(typeValue);
  const total = totalProportion(entries);

  const names = useMemo(
    () => new Map(masters.benficiaries.map((person) => [String(person.entityId), person.fullName])),
    [masters.benficiaries],
  );
  const summary = summaryOf({ assets, entries, mode, nameOf: (id) => names.get(id), t: translate });

  const chooseAssignmentType = (value: string) => {
    const next = chooseType(value);
    form.setValue('assetAssignmentType', value, { shouldDirty: true });
    form.setValue('numberOfBeneficiaries', next.numberOfBeneficiaries);
    list.replace(next.beneficiaries);
    form.clearErrors();
  };

  const changeCount = (countText: string) => {
    const current = form.getValues('beneficiaries');
    const next = enterCount(form.getValues('assetAssignmentType'), countText, current);
    // Spec part 2 §5: a count before a type is refused and goes back to 0.
    if (next.refused) toast('error', t('assignmentSelectTypeFirst'));
    form.setValue('numberOfBeneficiaries', next.numberOfBeneficiaries, { shouldDirty: true });
    if (next.beneficiaries.length !== current.length) list.replace(next.beneficiaries);
  };

  const deleteSaved = async (item: FileItem) => {
    if (item.documentMasterId === undefined) return true;
    try {
      await deleteDocument.mutateAsync(item.documentMasterId);
      toast('success', t('assignmentDocumentDeleted'));
      return true;
    } catch {
      toast('error', t('assignmentDocumentDeleteFailed'));
      return false;
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(
          assignmentToBody(values, {
            assignmentId,
            assetIds: editing ? saved.assetIds : assets.map((asset) => asset.assetId),
            testatorId,
            version,
            minors,
          }),
        );
        toast('success', t('commonSaved'));
        form.reset(emptyAssignment());
        onSaved();
      } catch (error) {
        applyFieldErrors(error, form.setError, assignmentFieldPaths(values.beneficiaries.length), fieldErrorText);
        // Spec part 2 §8: the server's message when it sent one, else 'Save failed. Please try again.'
        toast('error', errorMessage(error, t('assignmentSaveFailed')));
      }
    },
    (errors) => toast('error', formProblem(errors, t) ?? t('contactFixErrors')),
  );

  const typeOptions = masters.assignmentTypes.map((type) => ({
    value: String(type.assetAssignmentTypeId),
    label: type.assetAssignmentTypeName,
  }));
  const modeNote =
    mode === 'equal'
      ? t('assignmentProportionEqual')
      : mode === 'none'
        ? t('assignmentProportionDescribed')
        : mode === 'stated'
          ? t('assignmentProportionStatedNote')
          : undefined;
  const sharesProblem = statedSharesProblem(mode, entries);

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            {masters.benficiaries.length === 0 && (
              <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />} role="status">
                {t('assignmentNoBeneficiaries')}
              </Alert>
            )}
            <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="assignment-assets-title">
              <Stack gap="xs">
                <Title order={2} fz="h4" id="assignment-assets-title">
                  {t('assignmentSelectedAssets')}
                </Title>
                <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {assets.map((asset) => (
                    <Group component="li" key={asset.assetId} justify="space-between" gap="xs" wrap="wrap">
                      <Stack gap={0}>
                        <Text fw={600}>{assetPhrase(asset, translate)}</Text>
                        <Text fz="sm" c="dimmed">
                          {asset.subtype}
                        </Text>
                      </Stack>
                      <Text fz="sm" fw={500}>
                        {formatRupees(asset.value)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Stack>
            </Paper>

            <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby="assignment-type-title">
              <Stack gap="md">
                <Title order={2} fz="h4" id="assignment-type-title">
                  {t('assignmentType')}
                </Title>
                {editing && (
                  <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
                    {t('assignmentLockedHint')}
                  </Alert>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Controller
                    control={form.control}
                    name="assetAssignmentType"
                    render={({ field, fieldState }) =>
                      // A saved assignment keeps its type (spec part 2 §4): shown, readable, not changeable.
                      editing ? (
                        <TextInput
                          label={t('assignmentType')}
                          required
                          readOnly
                          variant="filled"
                          rightSection={<IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" />}
                          value={typeOptions.find((option) => option.value === field.value)?.label ?? ''}
                        />
                      ) : (
                        <NativeSelect
                          label={t('assignmentType')}
                          required
                          name={field.name}
                          ref={field.ref}
                          value={field.value}
                          onBlur={field.onBlur}
                          onChange={(event) => chooseAssignmentType(event.currentTarget.value)}
                          error={fieldState.error?.message}
                          data={[{ value: '', label: t('assignmentSelectType') }, ...typeOptions]}
                        />
                      )
                    }
                  />
                  <Controller
                    control={form.control}
                    name="numberOfBeneficiaries"
                    render={({ field, fieldState }) => {
                      const locked = editing || mode === 'single';
                      return (
                        <NumberInput
                          label={t('assignmentNumberOfBeneficiaries')}
                          required
                          readOnly={locked}
                          variant={locked ? 'filled' : 'default'}
                          rightSection={locked ? <IconLock size={16} aria-hidden color="var(--mantine-color-dimmed)" /> : undefined}
                          description={mode === 'single' && !editing ? t('assignmentCountLocked') : undefined}
                          min={0}
                          max={MAX_BENEFICIARIES_PER_ASSIGNMENT}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="strict"
                          hideControls={locked}
                          inputMode="numeric"
                          autoComplete="off"
                          name={field.name}
                          ref={field.ref}
                          value={field.value}
                          onBlur={field.onBlur}
                          onChange={(value) => {
                            if (!locked) changeCount(String(value));
                          }}
                          error={fieldState.error?.message}
                        />
                      );
                    }}
                  />
                </SimpleGrid>
                {modeNote && (
                  <Text fz="sm" c="dimmed">
                    {modeNote}
                  </Text>
                )}
              </Stack>
            </Paper>

            {mode !== undefined && list.fields.length === 0 && (
              <Text c="dimmed" ta="center" py="md">
                {t('assignmentEntriesEmpty')}
              </Text>
            )}
            {mode !== undefined &&
              list.fields.map((item, index) => (
                <EntryCard
                  key={item.id}
                  form={form}
                  index={index}
                  masters={masters}
                  entries={entries}
                  mode={mode}
                  subDescription={subDescription}
                  deleteSaved={deleteSaved}
                  loadSaved={loadSavedDocument}
                />
              ))}

            {mode !== undefined && mode !== 'none' && list.fields.length > 0 && (
              <Stack gap={4}>
                {/* Type 30: the running total as the percentages are typed (aria-live: read out as it changes). */}
                <Text fw={600} aria-live={mode === 'stated' ? 'polite' : undefined}>
                  {t('assignmentTotalProportion', { total: formatPercent(total) })}
                </Text>
                {/* Spec part 2 §5: the inline words beside the toast on save. */}
                {total > 100 ? (
                  <Text c="var(--mantine-color-error)" fz="sm" role="alert">
                    {t('assignmentTotalExceededInline')}
                  </Text>
                ) : sharesProblem ? (
                  <Text c={form.formState.isSubmitted ? 'var(--mantine-color-error)' : 'dimmed'} fz="sm">
                    {t(sharesProblem === 'partial' ? 'assignmentSharesPartial' : 'assignmentSharesNot100')}
                  </Text>
                ) : null}
              </Stack>
            )}

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel}>
                {t('commonCancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {save.isPending ? t('assignmentSaving') : t('assignmentSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <div style={{ position: 'sticky', top: 88 }}>
          <AssignmentSummary title={t('assignmentSummaryTitle')} emptyText={t('assignmentSummaryEmpty')} groups={summary} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
