import { ActionIcon, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBooks, IconPlus, IconTrash } from '@tabler/icons-react';
import { MUSLIM_SCHOOLS, type TWillPlan } from '@vasiyat/contract';
import { useEffect, useId } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
// The words that tell two people of one name apart (issue 23 item 12), as the assignment form shows them.
import { personOption } from '../../../lib/person-choice.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslate } from '../../../lib/translate.ts';
import { usePlanPeople, useSaveWillPlan, useWillPlan } from '../api/plan.ts';
import {
  emptyResiduaryRow,
  guardianCandidates,
  type PlanFormValues,
  planFieldPaths,
  planFormOf,
  planSchema,
  planToBody,
  RELIGION_MUSLIM,
  residuaryCandidates,
  residuaryTotal,
} from '../rules/plan.ts';
import { SectionCard } from './section-card.tsx';

const resolver = codedResolver(planSchema);

/**
 * Issue 22: the will as a whole — how the testator signs, the school of Muslim law (asked of a Muslim only), the
 * guardians of their minor children and who manages a minor's property, and who takes the residue.
 */
export function PlanCard() {
  const { t } = useTranslation();
  const plan = useWillPlan();
  const people = usePlanPeople();
  const failed = plan.isError ? plan : people.isError ? people : undefined;

  return (
    <SectionCard icon={IconBooks} title={t('willPlanTitle')} intro={t('willPlanIntro')}>
      {failed ? (
        <LoadFailed
          title={errorMessage(failed.error, t('willPlanLoadFailed'))}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : plan.data && people.data ? (
        <PlanForm plan={plan.data} people={people.data} />
      ) : (
        <Loading />
      )}
    </SectionCard>
  );
}

type PlanPeople = NonNullable<ReturnType<typeof usePlanPeople>['data']>;

export function PlanForm({ plan, people }: { plan: TWillPlan; people: PlanPeople }) {
  const { t } = useTranslation();
  const ids = { signs: useId(), guardians: useId(), residue: useId() };
  const save = useSaveWillPlan();
  const muslim = people.religionId === RELIGION_MUSLIM;
  const form = useForm<PlanFormValues, unknown, PlanFormValues>({
    resolver,
    defaultValues: planFormOf(plan),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // Issue 23: leaving the page with the plan changed and not saved asks first.
  useUnsavedChanges(form);
  // A plan saved (here or in another tab) is the form's new starting point, with its version.
  useEffect(() => form.reset(planFormOf(plan)), [plan, form]);
  const rows = useFieldArray({ control: form.control, name: 'residuary' });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const translate = useTranslate();
  const option = (person: Parameters<typeof personOption>[0]) => personOption(person, translate);
  const adults = guardianCandidates(people.adults).map(option);
  const choose = (placeholder: string, options: { value: string; label: string }[]) => [{ value: '', label: placeholder }, ...options];
  const residuary = values.residuary ?? [];
  const total = residuaryTotal(residuary.map((row) => ({ entityId: row?.entityId ?? '', share: row?.share ?? '' })));
  const anyShare = residuary.some((row) => (row?.share ?? '').trim() !== '');
  const residueError =
    (errors.residuary as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    (errors.residuary as { message?: string } | undefined)?.message;

  const onSubmit = form.handleSubmit(
    async (submitted) => {
      try {
        await save.mutateAsync(planToBody(submitted, { version: plan.version, muslim }));
        toast('success', t('commonSaved'));
      } catch (error) {
        applyFieldErrors(error, form.setError, planFieldPaths(submitted.residuary.length), fieldErrorText);
        toast('error', errorMessage(error, t('willPlanSaveFailed')));
      }
    },
    () => toast('error', t('contactFixErrors')),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="xl">
        <Controller
          control={form.control}
          name="signsBy"
          render={({ field }) => (
            <Radio.Group
              label={t('willPlanSignsBy')}
              description={t('willPlanSignsByHint')}
              name={ids.signs}
              value={field.value}
              onChange={field.onChange}
            >
              <Stack gap="sm" mt="xs">
                <Radio value="signature" label={t('willPlanSignsSignature')} />
                <Radio value="thumb" label={t('willPlanSignsThumb')} description={t('willPlanSignsThumbHint')} />
              </Stack>
            </Radio.Group>
          )}
        />

        {muslim && (
          <Controller
            control={form.control}
            name="muslimSchool"
            render={({ field }) => (
              <Radio.Group
                label={t('willPlanMuslimSchool')}
                description={t('willPlanMuslimSchoolHint')}
                name={`${ids.signs}-school`}
                value={field.value}
                onChange={field.onChange}
              >
                <Group gap="lg" mt="xs">
                  {MUSLIM_SCHOOLS.map((school) => (
                    <Radio key={school} value={school} label={t(school === 'sunni' ? 'willPlanSchoolSunni' : 'willPlanSchoolShia')} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        )}

        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} aria-labelledby={ids.guardians}>
          <Title order={3} fz="h5" id={ids.guardians}>
            {t('willPlanGuardiansTitle')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('willPlanGuardiansNote')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('willPlanGuardian')}
              error={errors.guardianId?.message}
              data={choose(t('willPlanNoOne'), adults)}
              {...form.register('guardianId', {
                onChange: (event: { target: { value: string } }) => {
                  if (!event.target.value) form.setValue('backupGuardianId', '');
                },
              })}
            />
            <NativeSelect
              label={t('willPlanBackupGuardian')}
              description={t('willPlanBackupGuardianHint')}
              // The hint goes under the box, so the two guardians' boxes stay on one line.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              disabled={!values.guardianId}
              error={errors.backupGuardianId?.message}
              data={choose(
                t('willPlanNoOne'),
                adults.filter((person) => person.value !== values.guardianId),
              )}
              {...form.register('backupGuardianId')}
            />
            <NativeSelect
              label={t('willPlanPropertyManager')}
              description={t('willPlanPropertyManagerHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errors.propertyManagerId?.message}
              data={choose(t('willPlanSameAsGuardian'), adults)}
              {...form.register('propertyManagerId')}
            />
          </SimpleGrid>
          {adults.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('willPlanNoAdults')}
            </Text>
          )}
        </Stack>

        <Controller
          control={form.control}
          name="residueMode"
          render={({ field }) => (
            <Radio.Group
              label={t('willPlanResidue')}
              description={t('willPlanResidueHint')}
              name={ids.residue}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (value === 'chosen' && form.getValues('residuary').length === 0) rows.replace([emptyResiduaryRow()]);
              }}
            >
              <Stack gap="sm" mt="xs">
                <Radio value="family" label={t('willPlanResidueFamily')} />
                <Radio value="chosen" label={t('willPlanResidueChosen')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {values.residueMode === 'chosen' && (
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              {t('willPlanResidueSharesHint')}
            </Text>
            {rows.fields.map((row, index) => (
              <Group key={row.id} gap="sm" align="flex-start" wrap="nowrap">
                <NativeSelect
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('willPlanResiduaryPerson', { number: index + 1 })}
                  required
                  error={errors.residuary?.[index]?.entityId?.message}
                  data={choose(
                    t('assignmentSelectBeneficiary'),
                    residuaryCandidates(people.receivers, form.getValues('residuary'), index).map(option),
                  )}
                  {...form.register(`residuary.${index}.entityId`)}
                />
                <TextInput
                  w={96}
                  label={t('willPlanResiduaryShare')}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={7}
                  rightSection="%"
                  error={errors.residuary?.[index]?.share?.message}
                  {...form.register(`residuary.${index}.share`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t('willPlanResiduaryRemove', { number: index + 1 })}
                  onClick={() => rows.remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group justify="space-between" gap="sm">
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => rows.append(emptyResiduaryRow())}>
                {t('willPlanResiduaryAdd')}
              </Button>
              {anyShare && (
                <Text fw={600} aria-live="polite">
                  {t('assignmentTotalProportion', { total: String(total) })}
                </Text>
              )}
            </Group>
            {residueError && (
              <Text c="var(--mantine-color-error)" fz="sm" role="alert">
                {residueError}
              </Text>
            )}
          </Stack>
        )}

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('willPlanSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
