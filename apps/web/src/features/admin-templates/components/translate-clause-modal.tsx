import { Alert, Fieldset, NativeSelect, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TClauseSet, TLanguage } from '@vasiyat/contract';
import { useId } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useClauseSetsInEvery, useSaveTranslation } from '../api/clauses.ts';
import {
  clauseFieldPaths,
  type TranslationPlan,
  type TranslationValues,
  translationBody,
  translationPlan,
  translationSchema,
  translationValuesOf,
} from '../rules/clause-forms.ts';
import { FormClauseEditor, ModalActions, useClauseErrorText } from './clause-form-parts.tsx';
import { ClauseText } from './clause-text.tsx';

const resolver = codedResolver(translationSchema);

type TranslateClauseModalProps = {
  set: TClauseSet;
  /** The list's language: the source when the set has text in it. */
  listLanguageId: number;
  languages: readonly TLanguage[];
  onClose: () => void;
};

/**
 * Spec part 2 §5 'Add translation': into a language that has none of the set yet and is not the source's;
 * each clause's translation required, the source text right above its field (side by side, half a screen
 * is too narrow for either); the heading in that language optional.
 */
export function TranslateClauseModal({ set, listLanguageId, languages, onClose }: TranslateClauseModalProps) {
  const { t } = useTranslation();
  // Which languages already have the set: the list in every language (cached once loaded).
  const everyLanguage = useClauseSetsInEvery(languages, true);
  const failed = everyLanguage.find((query) => query.isError);
  const plan =
    everyLanguage.some((query) => query.isPending) || failed
      ? undefined
      : translationPlan({
          headingId: set.headingId,
          listLanguageId,
          languages,
          setIn: (languageId) =>
            everyLanguage[languages.findIndex((language) => language.languageId === languageId)]?.data?.clauses.find(
              (candidate) => candidate.headingId === set.headingId,
            ),
        });

  return (
    <Modal opened onClose={onClose} title={t('adminClauseTranslationTitle')} size="md">
      {failed ? (
        <LoadFailed title={t('adminClauseFetchError')} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : !plan ? (
        <Loading />
      ) : !plan.source || plan.targets.length === 0 ? (
        <Stack gap="md">
          <Alert color="blue" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            {t('adminClauseNoTargetLanguage')}
          </Alert>
        </Stack>
      ) : (
        <TranslationForm set={set} source={plan.source} targets={plan.targets} onClose={onClose} />
      )}
    </Modal>
  );
}

type TranslationFormProps = {
  set: TClauseSet;
  source: NonNullable<TranslationPlan['source']>;
  targets: readonly TLanguage[];
  onClose: () => void;
};

function TranslationForm({ set, source, targets, onClose }: TranslationFormProps) {
  const { t } = useTranslation();
  const save = useSaveTranslation();
  const errorText = useClauseErrorText();
  const sourceId = useId();
  const form = useForm<TranslationValues, unknown, ReturnType<typeof translationSchema.parse>>({
    resolver,
    defaultValues: translationValuesOf(source.clauses),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(translationBody(values, set.headingId));
      if (answer.status === 'success') {
        toast('success', t('adminClauseTranslationSaved'));
        onClose();
        return;
      }
      form.setError('languageId', { type: 'exists', message: t('adminClauseTranslationExists') }, { shouldFocus: true });
      toast('error', t('adminClauseTranslationExists'));
    } catch (error) {
      applyFieldErrors(
        error,
        form.setError,
        ['languageId', 'headingName', ...clauseFieldPaths(['templateStatements'], values.clauses.length)] as Path<TranslationValues>[],
        errorText,
      );
      toast('error', t('adminClauseTranslationFailed', { message: errorMessage(error, t('commonAnErrorOccurred')) }));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {set.headingName} · {t('adminClauseSourceLanguage', { language: source.language.languageName })}
        </Text>
        <NativeSelect
          label={t('adminClauseTargetLanguage')}
          required
          data-autofocus
          data={[
            { value: '', label: t('adminClauseSelectTargetLanguage') },
            ...targets.map((language) => ({ value: String(language.languageId), label: language.languageName })),
          ]}
          {...form.register('languageId')}
          error={form.formState.errors.languageId?.message}
        />
        <TextInput
          label={t('adminClauseTranslatedHeading')}
          {...form.register('headingName')}
          error={form.formState.errors.headingName?.message}
        />
        {source.clauses.map((clause, index) => (
          <Fieldset key={clause.clauseId} legend={clause.templateClausesKey} variant="filled" p="sm">
            <Stack gap="sm">
              <Stack gap={4}>
                <Text fz="sm" fw={500} id={`${sourceId}-${index}`}>
                  {t('adminClauseSourceText')}
                </Text>
                <Paper withBorder p="xs" bg="var(--mantine-color-body)" aria-labelledby={`${sourceId}-${index}`} role="group">
                  <ScrollArea.Autosize mah={200} type="auto">
                    <ClauseText text={clause.text} lang={source.language.languageCode} fold={false} />
                  </ScrollArea.Autosize>
                </Paper>
              </Stack>
              <FormClauseEditor
                control={form.control}
                name={`clauses.${index}.templateStatements`}
                label={t('adminClauseTranslationText')}
              />
            </Stack>
          </Fieldset>
        ))}
        <ModalActions saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
