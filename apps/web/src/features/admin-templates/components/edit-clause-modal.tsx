import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TClauseSet, TLanguage } from '@vasiyat/contract';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateClauseSet } from '../api/clauses.ts';
import {
  clauseFieldPaths,
  type EditClauseValues,
  editClauseSchema,
  editValuesOf,
  MAX_VARIANTS,
  nextVariantKey,
  updateClauseBody,
} from '../rules/clause-forms.ts';
import { FormClauseEditor, LockedLanguage, ModalActions, RemoveVariantButton, useClauseErrorText } from './clause-form-parts.tsx';

const resolver = codedResolver(editClauseSchema);

/**
 * Spec part 2 §5 'Edit': the heading and each variant's key and text in the list's language (locked);
 * variants can be added, and removed while more than one remains (the server removes the ones left out).
 */
export function EditClauseModal({ set, language, onClose }: { set: TClauseSet; language: TLanguage; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateClauseSet();
  const errorText = useClauseErrorText();
  const form = useForm<EditClauseValues, unknown, ReturnType<typeof editClauseSchema.parse>>({
    resolver,
    defaultValues: editValuesOf(set),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const variants = useFieldArray({ control: form.control, name: 'clauses' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(updateClauseBody(values, set.headingId));
      if (answer.status === 'success') {
        toast('success', t('adminClauseUpdated'));
        onClose();
        return;
      }
      toast('error', t('adminClauseKeyExists'));
    } catch (error) {
      applyFieldErrors(
        error,
        form.setError,
        [
          'headingName',
          ...clauseFieldPaths(['templateClausesKey', 'templateStatements'], values.clauses.length),
        ] as Path<EditClauseValues>[],
        errorText,
      );
      toast('error', t('adminClauseUpdateFailed', { message: errorMessage(error, t('commonAnErrorOccurred')) }));
    }
  });

  const addVariant = () =>
    variants.append(
      {
        clauseId: null,
        templateClausesKey: nextVariantKey(form.getValues('clauses').map((clause) => clause.templateClausesKey)),
        templateStatements: '',
      },
      { shouldFocus: false },
    );

  return (
    <Modal opened onClose={onClose} title={t('adminClauseEditTitle')} size="md">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <LockedLanguage label={t('adminClauseLanguage')} name={language.languageName} />
          <TextInput
            label={t('adminClauseHeadingName')}
            required
            data-autofocus
            {...form.register('headingName')}
            error={form.formState.errors.headingName?.message}
          />
          <Text fw={700} fz="sm" mt="xs">
            {t('adminClauseVariants')}
          </Text>
          {variants.fields.map((variant, index) => (
            <Fieldset key={variant.id} legend={t('adminClauseVariant', { number: index + 1 })} variant="filled" p="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('adminClauseKey')}
                  description={t('adminClauseKeyHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register(`clauses.${index}.templateClausesKey`)}
                  error={form.formState.errors.clauses?.[index]?.templateClausesKey?.message}
                />
                <FormClauseEditor control={form.control} name={`clauses.${index}.templateStatements`} label={t('adminClauseContent')} />
                {variants.fields.length > 1 && <RemoveVariantButton onClick={() => variants.remove(index)} />}
              </Stack>
            </Fieldset>
          ))}
          {variants.fields.length < MAX_VARIANTS && (
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addVariant}>
                {t('adminClauseAddVariant')}
              </Button>
            </Group>
          )}
          <ModalActions saving={update.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
