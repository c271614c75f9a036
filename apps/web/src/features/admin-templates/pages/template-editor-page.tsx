import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { TClauseSet, TLanguage } from '@vasiyat/contract';
import { type ReactNode, useId } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmAction } from '../../../components/confirm.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { fieldErrorText } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useClauseSets } from '../api/clauses.ts';
import { useAdminTemplates, useSaveTemplate } from '../api/templates.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { TemplatePreview } from '../components/template-preview.tsx';
import { TemplateRowFields } from '../components/template-row-fields.tsx';
import { TemplateTranslations } from '../components/template-translations.tsx';
import { CLAUSES_PATH, TEMPLATES_PATH } from '../routes.ts';
import {
  EDITOR_LANGUAGE_ID,
  emptyRow,
  emptyTemplate,
  type TemplateValues,
  templateBody,
  templateSchema,
  templateValuesOf,
  withHeading,
} from '../rules/template-rows.ts';

const resolver = codedResolver(templateSchema);

/**
 * Spec part 2 §2 'Will Template Editor' (/admin/will-template/will-template-generation/:templateId, 0 for a new
 * template): name, description and rows of heading and clause in English (§9), with a live PDF preview.
 */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const templateId = Number(useParams().templateId) || 0;
  const headings = useClauseSets(EDITOR_LANGUAGE_ID);
  const templates = useAdminTemplates();
  const editing = templateId > 0;
  const saved = editing ? templates.data?.find((template) => template.willTemplateId === templateId) : undefined;
  const title = t(editing ? 'templateEditorEditTitle' : 'templateEditorNewTitle');

  let body: ReactNode;
  if (headings.isPending || (editing && templates.isPending)) body = <Loading />;
  else if (headings.isError)
    body = <LoadFailed title={t('templateEditorHeadingsError')} onRetry={() => void headings.refetch()} retrying={headings.isFetching} />;
  else if (editing && templates.isError)
    body = <LoadFailed title={t('commonAnErrorOccurred')} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  else if (editing && !saved)
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('errorNotFound')}
      </Alert>
    );
  else if (headings.data.clauses.length === 0)
    body = (
      <Alert color="yellow" icon={<IconAlertCircle size={18} aria-hidden />} role="status">
        <Anchor component={Link} to={CLAUSES_PATH}>
          {t('templateEditorNoHeadings')}
        </Anchor>
      </Alert>
    );
  else
    body = (
      <TemplateForm
        key={templateId}
        templateId={templateId}
        initial={saved ? templateValuesOf(saved, headings.data.languages) : emptyTemplate(headings.data.languages)}
        headings={headings.data.clauses}
        languages={headings.data.languages}
      />
    );

  return <AdminPage title={title}>{body}</AdminPage>;
}

type TemplateFormProps = {
  templateId: number;
  initial: TemplateValues;
  headings: readonly TClauseSet[];
  languages: readonly TLanguage[];
};

function TemplateForm({ templateId, initial, headings, languages }: TemplateFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Spec part 2 §4: back one page; to the list when the editor was the tab's first page. (components/use-go-back.ts
  // does the same, but sharing it with the login page's chunk would cost /login a request over its budget.)
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(TEMPLATES_PATH);
  };
  const save = useSaveTemplate();
  const clausesTitleId = useId();
  const form = useForm<TemplateValues, unknown, ReturnType<typeof templateSchema.parse>>({
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const list = useFieldArray({ control: form.control, name: 'clauseContents' });
  const watched = useWatch({ control: form.control, name: 'clauseContents' });
  // Right after an append the watched rows can lag the field array by a render: the new row is still empty.
  const rows = list.fields.map((field, index) => watched[index] ?? { headingId: field.headingId, contentId: field.contentId });
  const { errors, isSubmitted } = form.formState;

  const setRow = (index: number, row: TemplateValues['clauseContents'][number]) =>
    form.setValue(`clauseContents.${index}`, row, { shouldDirty: true, shouldValidate: isSubmitted });

  const onSubmit = form.handleSubmit(async (values) => {
    // Spec part 2 §5: saving asks Yes or No first.
    const confirmed = await confirmAction({
      title: t('templateEditorConfirmTitle'),
      message: t('templateEditorConfirmSave'),
      confirmLabel: t('commonYes'),
      cancelLabel: t('commonNo'),
    });
    if (!confirmed) return;
    try {
      const answer = await save.mutateAsync(templateBody(values, templateId));
      if (answer.status === 'success') {
        toast('success', t('templateEditorSaved'));
        goBack();
        return;
      }
      if (answer.status === 'exists')
        form.setError('templateName', { type: 'exists', message: t('templateEditorNameExists') }, { shouldFocus: true });
      toast('error', t('templateEditorSaveFailed'));
    } catch (error) {
      const paths = [
        ...values.clauseContents.flatMap((_, index) => [`clauseContents.${index}.headingId`, `clauseContents.${index}.contentId`]),
        ...values.translations.flatMap((_, index) => [`translations.${index}.templateName`, `translations.${index}.templateDescription`]),
      ];
      applyFieldErrors(error, form.setError, ['templateName', 'templateDescription', ...paths] as Path<TemplateValues>[], fieldErrorText);
      toast('error', t('templateEditorSaveError'));
    }
  });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <TextInput
                  label={t('templateEditorName')}
                  required
                  {...form.register('templateName')}
                  error={errors.templateName?.message}
                />
                <Textarea
                  label={t('templateEditorDescription')}
                  required
                  autosize
                  minRows={2}
                  maxRows={6}
                  {...form.register('templateDescription')}
                  error={errors.templateDescription?.message}
                />
              </Stack>
            </Paper>
            <TemplateTranslations languages={languages} control={form.control} register={form.register} errors={errors.translations} />
            <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={clausesTitleId}>
              <Stack gap="md">
                <Title order={2} fz="h4" id={clausesTitleId}>
                  {t('templateEditorClauses')}
                </Title>
                {list.fields.map((field, index) => (
                  <TemplateRowFields
                    key={field.id}
                    index={index}
                    rows={rows}
                    headings={headings}
                    errors={errors.clauseContents}
                    onHeading={(headingId) => setRow(index, withHeading(rows[index]!, headingId))}
                    onClause={(contentId) => setRow(index, { ...rows[index]!, contentId })}
                    onMove={(by) => list.move(index, index + by)}
                    onRemove={() => list.remove(index)}
                  />
                ))}
                {errors.clauseContents?.message && (
                  <Text c="var(--mantine-color-error)" fz="sm" role="alert">
                    {errors.clauseContents.message}
                  </Text>
                )}
                {rows.length < headings.length && (
                  <Group>
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => list.append(emptyRow(), { shouldFocus: false })}
                    >
                      {t('templateEditorAddRow')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
                {t('commonBack')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={save.isPending}
                disabled={save.isPending}
              >
                {t('templateEditorSave')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <div style={{ position: 'sticky', top: 88 }}>
          <TemplatePreview rows={rows} languages={languages} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
