import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionStore } from '../../stores/session.ts';
import { homeOf } from '../guard.ts';
import { LanguageSelect } from './language-select.tsx';
import { Logo } from './logo.tsx';
import classes from './shell.module.css';
import { UserMenu } from './user-menu.tsx';

type NavItem = { to: string; label: string; end?: boolean };

/**
 * The site header (spec part 1 §2): transparent over the home hero until the page scrolls, solid
 * elsewhere; the links collapse into a drawer under 768 px (Mantine's `sm` breakpoint).
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const claims = useSessionStore((state) => state.claims);
  const [scroll] = useWindowScroll();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpened = drawerPath === pathname;
  const closeDrawer = () => setDrawerPath(null);

  const isHome = pathname === '/';
  const transparent = isHome && scroll.y < 24 && !drawerOpened;

  const links: NavItem[] = [
    ...(claims ? [{ to: homeOf(claims.roleId), label: t('headerDashboard') }] : []),
    { to: '/', label: t('headerHome'), end: true },
    { to: '/about', label: t('headerAbout') },
    { to: '/contact', label: t('headerContact') },
  ];

  const authActions = claims ? (
    <UserMenu firstName={claims.firstName} inverted={transparent} />
  ) : (
    <>
      <Button component={Link} to="/login" variant={transparent ? 'white' : 'default'} px="md">
        {t('headerLogin')}
      </Button>
      <Button component={Link} to="/register" color={transparent ? 'gold.3' : undefined} c={transparent ? 'brand.9' : undefined} px="md">
        {t('headerRegister')}
      </Button>
    </>
  );

  return (
    <Box
      component="header"
      className={classes.header}
      data-overlay={isHome || undefined}
      data-transparent={transparent || undefined}
      data-dark-surface={transparent || undefined}
    >
      <Container size="xl" className={classes.inner}>
        <Logo />
        <Group component="nav" aria-label={t('headerMainNavigation')} gap={2} wrap="nowrap" visibleFrom="sm">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={classes.navLink}>
              {link.label}
            </NavLink>
          ))}
        </Group>
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          {isHome && <LanguageSelect />}
          {authActions}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={drawerOpened}
          onClick={() => setDrawerPath(drawerOpened ? null : pathname)}
          aria-label={t('headerOpenNavigation')}
          aria-expanded={drawerOpened}
          aria-controls="mobile-navigation"
          color={transparent ? 'white' : undefined}
        />
      </Container>
      {/* The compound form lets the drawer's header be a div: a <header> inside a dialog counts as a second banner. */}
      <Drawer.Root opened={drawerOpened} onClose={closeDrawer} hiddenFrom="sm" size="85%" position="right" zIndex={300}>
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
    </Box>
  );
}
