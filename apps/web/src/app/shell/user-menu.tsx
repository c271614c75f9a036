import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { revokeSession } from '../../features/auth/api/logout.ts';
import { useSessionStore } from '../../stores/session.ts';
import { homeOf } from '../guard.ts';

/** The signed-in user's first name with a dropdown holding the Security page (ours) and Logout (spec part 1 §2). */
export function UserMenu({ firstName, inverted }: { firstName: string; inverted: boolean }) {
  const { t } = useTranslation();
  const logout = useSessionStore((state) => state.logout);
  const securityPath = `${homeOf(useSessionStore((state) => state.claims?.roleId ?? 0))}/security`;
  return (
    // No focus placeholder: it is an element without a role inside role="menu" (axe aria-required-children).
    <Menu position="bottom-end" shadow="md" width={200} withinPortal zIndex={400} withInitialFocusPlaceholder={false}>
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
  );
}
