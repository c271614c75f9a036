import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteEntityMutation } from '../api/profile.ts';

/** Deletes a person or organisation (with its sub-records) after the person confirms; resolves whether it went. */
export function useDeleteRecord() {
  const { t } = useTranslation();
  const { mutateAsync } = useDeleteEntityMutation();
  return useCallback(
    async (entityId: number, name: string): Promise<boolean> => {
      const confirmed = await confirmAction({ message: t('personDeleteConfirm', { name }), confirmLabel: t('commonDelete'), danger: true });
      if (!confirmed) return false;
      try {
        const answer = await mutateAsync(entityId);
        toast('success', answer.message);
        return true;
      } catch (error) {
        toast('error', errorMessage(error, t('commonAnErrorOccurred')));
        return false;
      }
    },
    [t, mutateAsync],
  );
}
