import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { homeOfRole, SCREEN_PATHS } from '@vasiyat/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionStore } from '../../stores/session.ts';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import type { NavItem } from './nav-item.ts';
import classes from './shell.module.css';
import { useScrolledPast } from './use-scrolled-past.ts';

// The account menu floats (Mantine's Menu brings floating-ui): it loads when first shown, so a guest on /login or
// /register does not download it (issue 7: first load under 250 KB); the language picker's select loads on intent.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
// The phone drawer (a Modal underneath, which brings the same) loads the first time the burger opens it.
const MobileNavigation = lazy(() => import('./mobile-navigation.tsx').then((m) => ({ default: m.MobileNavigation })));

/**
 * The site header (spec part 1 §2): transparent over the home hero until the page scrolls, solid
 * elsewhere; the links collapse into a drawer under 768 px (Mantine's `sm` breakpoint).
 */
/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const once = useRef(false);
  if (value) once.current = true;
  return once.current;
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const claims = useSessionStore((state) => state.claims);
  const scrolled = useScrolledPast(24);
  // The bar's picker is hidden under 768 px (the drawer has its own): a phone does not fetch it (issue 25).
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpened = drawerPath === pathname;
  const drawerWanted = useOnceTrue(drawerOpened);
  const closeDrawer = () => setDrawerPath(null);

  const isHome = pathname === '/';
  const transparent = isHome && !scrolled && !drawerOpened;

  const links: NavItem[] = [
    ...(claims ? [{ to: homeOfRole(claims.roleId), label: t('headerDashboard') }] : []),
    { to: '/', label: t('headerHome'), end: true },
    { to: '/about', label: t('headerAbout') },
    { to: '/contact', label: t('headerContact') },
  ];

  const authActions = claims ? (
    <Suspense fallback={<Box w={120} h={36} />}>
      <UserMenu firstName={claims.firstName} inverted={transparent} />
    </Suspense>
  ) : (
    <>
      <Button component={Link} to={SCREEN_PATHS.login} variant={transparent ? 'white' : 'default'} px="md">
        {t('headerLogin')}
      </Button>
      <Button
        component={Link}
        to={SCREEN_PATHS.register}
        color={transparent ? 'gold.3' : undefined}
        c={transparent ? 'brand.9' : undefined}
        px="md"
      >
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
          {isHome && wide && <LanguagePicker />}
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
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavigation opened={drawerOpened} onClose={closeDrawer} links={links} isHome={isHome} authActions={authActions} />
        </Suspense>
      )}
    </Box>
  );
}
