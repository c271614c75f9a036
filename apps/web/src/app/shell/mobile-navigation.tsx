import { Divider, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSelect } from './language-select.tsx';
import { Logo } from './logo.tsx';
import type { NavItem } from './nav-item.ts';
import classes from './shell.module.css';

type MobileNavigationProps = { opened: boolean; onClose: () => void; links: NavItem[]; isHome: boolean; authActions: ReactNode };

/** The header's links in a drawer from the right, under 768 px (Mantine's `sm` breakpoint). */
export function MobileNavigation({ opened, onClose, links, isHome, authActions }: MobileNavigationProps) {
  const { t } = useTranslation();
  const closeDrawer = onClose;
  // The compound form lets the drawer's header be a div: a <header> inside a dialog counts as a second banner.
  return (
    <Drawer.Root opened={opened} onClose={closeDrawer} hiddenFrom="sm" size="85%" position="right" zIndex={300}>
      <Drawer.Overlay />
      <Drawer.Content id="mobile-navigation" aria-label={t('headerMainNavigation')}>
        <Drawer.Header component="div">
          <Logo onNavigate={closeDrawer} />
          <Drawer.CloseButton aria-label={t('commonClose')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="xs">
            <nav aria-label={t('headerMainNavigation')}>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.drawerLink} onClick={closeDrawer}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <Divider my="sm" />
            {isHome && <LanguageSelect fullWidth />}
            <Group grow>{authActions}</Group>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
