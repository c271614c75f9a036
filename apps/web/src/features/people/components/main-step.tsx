import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { applyFieldErrors } from '../../../lib/api.ts';
import { errorMessage, fieldErrorText } from '../../../lib/error-text.ts';
import type { TLabelKey } from '../../../lib/label-types.ts';
import { toast } from '../../../lib/toast.ts';
import { type SaveProfileBody, useSaveRecordMutation } from '../api/profile.ts';
import type { KindConfig } from '../kinds.ts';

/** Spec part 1 §8: each kind's own success and failure wording (label keys); `error` may take {{error}}. */
export type MainStepMessages = { success: TLabelKey; failed: TLabelKey; error: TLabelKey };

const DEFAULT_MESSAGES: MainStepMessages = {
  success: 'commonSaved',
  failed: 'personSaveFailedShort',
  error: 'personSaveFailedWithError',
};

export type MainStepOptions<TValues extends FieldValues, TSaved extends { entityId: number; version: number }> = {
  config: KindConfig;
  resolver: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
  /** The record as the server holds it, once loaded (null for a new one). */
  saved: TSaved | null;
  fromSaved: (saved: TSaved) => TValues;
  /** The form's fields, where the server's field errors land. */
  fields: readonly Path<TValues>[];
  toBody: (values: TValues) => SaveProfileBody;
  /** The id a save answers without one (an edit). */
  entityId: number | null;
  messages?: MainStepMessages;
  onSaved: (entityId: number) => void;
};

/**
 * The main step of a record (a person's Personal tab, a corporate's or the registrar's details): the
 * form is filled from the server and again after each save (the version stands for the content); a save
 * says so in the kind's words and moves on; a refused one puts the server's errors on the fields.
 */
export function useMainStep<TValues extends FieldValues, TSaved extends { entityId: number; version: number }>(
  options: MainStepOptions<TValues, TSaved>,
) {
  const { t } = useTranslation();
  const save = useSaveRecordMutation(options.config);
  const form = useForm<TValues>({ resolver: options.resolver, defaultValues: options.defaultValues, mode: 'onTouched' });
  useUnsavedChanges(form);
  const messages = options.messages ?? DEFAULT_MESSAGES;
  const { saved, fromSaved } = options;

  const savedVersion = saved ? `${saved.entityId}:${saved.version}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version stands for the record's content.
  useEffect(() => {
    if (saved) form.reset(fromSaved(saved));
  }, [savedVersion, form]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await save.mutateAsync(options.toBody(values));
        const savedId = answer.entityId ?? options.entityId;
        if (answer.status !== 'success' || !savedId) {
          toast('error', t(messages.failed));
          return;
        }
        toast('success', t(messages.success));
        // Saved: what the form holds is no longer unsaved typing (the server's answer refills it soon after).
        form.reset(form.getValues());
        options.onSaved(savedId);
      } catch (error) {
        applyFieldErrors(error, form.setError, options.fields, fieldErrorText);
        toast('error', t(messages.error, { error: errorMessage(error, t('commonAnErrorOccurred')) }));
      }
    },
    () => toast('error', t('contactFixErrors')),
  );
  return { form, onSubmit, saving: save.isPending };
}
