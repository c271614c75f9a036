// The menu can open on a guest page (the home page of a signed-in person), where only the first-paint sheets are.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Loader, Menu } from '@mantine/core';
import { IconChevronDown, IconFileZip, IconLogout, IconShieldLock, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { securityOfRole } from '@vasiyat/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExportData } from '../../features/account/api/account.ts';
import { revokeSession } from '../../features/auth/api/logout.ts';
import { errorMessage } from '../../lib/error-text.ts';
import { toast } from '../../lib/toast.ts';
import { useSessionStore } from '../../stores/session.ts';

// The delete dialog is rarely opened: it loads the first time it is.
const DeleteAccountDialog = lazy(() =>
  import('../../features/account/components/delete-account-dialog.tsx').then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * The signed-in user's first name with a dropdown holding the Security page, the person's rights over their data
 * (export it, delete the account; ours, issue 12) and Logout (spec part 1 §2).
 */
export function UserMenu({ firstName, inverted }: { firstName: string; inverted: boolean }) {
  const { t } = useTranslation();
  const logout = useSessionStore((state) => state.logout);
  const securityPath = securityOfRole(useSessionStore((state) => state.claims?.roleId ?? 0));
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteWanted, setDeleteWanted] = useState(false);
  const exportData = useExportData();

  // The menu stays open while the zip is made, showing that it is, and closes when the browser has it.
  const startExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast('success', t('accountExportDone')),
      onError: (error) => toast('error', errorMessage(error, t('accountExportFailed'))),
      onSettled: () => setOpened(false),
    });

  return (
    <>
      {/* No focus placeholder: it is an element without a role inside role="menu" (axe aria-required-children). */}
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        width={240}
        withinPortal
        zIndex={400}
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <Button
            variant={inverted ? 'white' : 'light'}
            // The visible name stays part of the accessible name (WCAG 2.5.3).
            aria-label={`${firstName}, ${t('headerUserMenu')}`}
            leftSection={<IconUserCircle size={18} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            maw={220}
          >
            {firstName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={securityPath} leftSection={<IconShieldLock size={16} aria-hidden />}>
            {t('headerSecurity')}
          </Menu.Item>
          <Menu.Item
            closeMenuOnClick={false}
            disabled={exportData.isPending}
            aria-busy={exportData.isPending || undefined}
            leftSection={exportData.isPending ? <Loader size={14} aria-hidden /> : <IconFileZip size={16} aria-hidden />}
            onClick={startExport}
          >
            {exportData.isPending ? t('accountExportPreparing') : t('accountExportMenu')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              setDeleteWanted(true);
              setDeleting(true);
            }}
          >
            {t('accountDeleteMenu')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => {
              // The request reads the token before the local session is cleared.
              void revokeSession();
              logout({ redirectTo: '/' });
            }}
          >
            {t('headerLogout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {deleteWanted && (
        <Suspense fallback={null}>
          <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  );
}
