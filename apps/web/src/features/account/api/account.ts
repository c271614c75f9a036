import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type TDeleteAccountRequest } from '@vasiyat/contract';
import { call, callForFile } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSessionStore } from '../../../stores/session.ts';

/** The signed-in person's latest sign-ins and downloads (ours: the Security page). */
export function useSecurityEvents() {
  return useQuery({
    queryKey: ['account', 'securityEvents'],
    queryFn: () => call(accountEndpoints.securityEvents, {}),
    // Always current: the page exists to show what just happened.
    staleTime: 0,
  });
}

/** The dated name the server gives the zip (plain ASCII), or a fallback. */
const zipNameOf = (disposition: string | null) => /filename="([^"/\\]+)"/.exec(disposition ?? '')?.[1] ?? 'vasiyat-data.zip';

/** Everything the site holds of the person, as one zip the browser saves (DPDP Act 2023, s.11). */
export function useExportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { blob, disposition } = await callForFile(accountEndpoints.exportData, {});
      saveFile(blob, zipNameOf(disposition));
    },
    // The export is on the Security page's list now.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['account', 'securityEvents'] }),
  });
}

/** How the person confirms deleting their account, and whether they may (the only administrator may not). */
export function useAccountDeletion(enabled: boolean) {
  return useQuery({ queryKey: ['account', 'deletion'], queryFn: () => call(accountEndpoints.accountDeletion, {}), enabled, staleTime: 0 });
}

/**
 * Deletes the account and everything in it (DPDP Act 2023, s.12). Once done, nothing cached of the person may stay
 * in this tab, and the session ends with a trip to the home page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) => call(accountEndpoints.deleteAccount, { body }),
    onSuccess: () => {
      useSessionStore.getState().logout({ redirectTo: '/' });
      queryClient.clear();
    },
  });
}
