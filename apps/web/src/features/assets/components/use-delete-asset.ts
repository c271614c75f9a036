import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAssetMutation } from '../api/assets.ts';

/**
 * Deletes an asset with its location, attributes and files after the person confirms. An asset an
 * assignment holds is refused (409 in_use) and the server's reason is shown.
 */
export function useDeleteAsset() {
  const { t } = useTranslation();
  const { mutateAsync } = useDeleteAssetMutation();
  return useCallback(
    async (assetId: number, name: string) => {
      const confirmed = await confirmAction({ message: t('assetDeleteConfirm', { name }), confirmLabel: t('assetDelete'), danger: true });
      if (!confirmed) return;
      try {
        await mutateAsync(assetId);
        toast('success', t('assetDeleted'));
      } catch (error) {
        toast('error', errorMessage(error, t('commonAnErrorOccurred')));
      }
    },
    [t, mutateAsync],
  );
}
