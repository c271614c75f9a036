import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type TLanguage, toSnakeCase } from '@vasiyat/contract';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-text.ts';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateClauseSet } from '../api/clauses.ts';
import {
  type CreateClauseValues,
  clauseFieldPaths,
  createClauseBody,
  createClauseSchema,
  emptyCreateClause,
  MAX_VARIANTS,
} from '../rules/clause-forms.ts';
import { FormClauseEditor, LockedLanguage, ModalActions, RemoveVariantButton, useClauseErrorText } from './clause-form-parts.tsx';

const resolver = codedResolver(createClauseSchema);

/**
 * Spec part 2 §5 'Create clause set': heading name, a snake_case key (transformed before sending) and each
 * variant's text, in the list's language (locked). A variant can be removed while more than one remains.
 */
export function CreateClauseModal({ language, onClose }: { language: TLanguage; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClauseSet();
  const errorText = useClauseErrorText();
  const form = useForm<CreateClauseValues, unknown, ReturnType<typeof createClauseSchema.parse>>({
    resolver,
    defaultValues: emptyCreateClause(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const variants = useFieldArray({ control: form.control, name: 'clauses' });
  const typedKey = useWatch({ control: form.control, name: 'templateClausesKey' });
  const sentKey = toSnakeCase(typedKey);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(createClauseBody(values, language.languageId));
      if (answer.status === 'success') {
        toast('success', t('adminClauseCreated'));
        onClose();
        return;
      }
      // Status exists: the key is taken in this language.
      form.setError('templateClausesKey', { type: 'exists', message: t('adminClauseKeyExists') }, { shouldFocus: true });
      toast('error', t('adminClauseKeyExists'));
    } catch (error) {
      applyFieldErrors(
        error,
        form.setError,
        [
          'headingName',
          'templateClausesKey',
          ...clauseFieldPaths(['templateStatements'], values.clauses.length),
        ] as Path<CreateClauseValues>[],
        errorText,
      );
      toast('error', t('adminClauseCreateFailed', { message: errorMessage(error, t('commonAnErrorOccurred')) }));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('adminClauseCreateTitle')} size="md">
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
          <TextInput
            label={t('adminClauseKey')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autoComplete="off"
            spellCheck={false}
            description={
              <>
                {t('adminClauseKeyHint')}
                {sentKey && sentKey !== typedKey && (
                  <Text span fz="xs" display="block" mt={2} ff="monospace">
                    {t('adminClauseKeySentAs', { key: sentKey })}
                  </Text>
                )}
              </>
            }
            {...form.register('templateClausesKey')}
            error={form.formState.errors.templateClausesKey?.message}
          />
          <Text fw={700} fz="sm" mt="xs">
            {t('adminClauseVariants')}
          </Text>
          {variants.fields.map((variant, index) => (
            <Fieldset key={variant.id} legend={t('adminClauseVariant', { number: index + 1 })} variant="filled" p="sm">
              <Stack gap="xs">
                <FormClauseEditor control={form.control} name={`clauses.${index}.templateStatements`} label={t('adminClauseContent')} />
                {variants.fields.length > 1 && <RemoveVariantButton onClick={() => variants.remove(index)} />}
              </Stack>
            </Fieldset>
          ))}
          {variants.fields.length < MAX_VARIANTS && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => variants.append({ templateStatements: '' }, { shouldFocus: false })}
              >
                {t('adminClauseAddVariant')}
              </Button>
            </Group>
          )}
          <ModalActions saving={create.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
