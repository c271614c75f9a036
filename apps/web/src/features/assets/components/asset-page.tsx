import { Container } from '@mantine/core';
import { SCREEN_PATHS } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { menuCrumbs, placeOf, useMenuTree } from '../../../components/menu-trail.ts';
import { PageHeader } from '../../../components/page-header.tsx';

type AssetPageProps = {
  title: string;
  /** The list a form belongs to, as a link back (Testator > Assets > list > form). */
  parent?: { label: string; to: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every asset screen: breadcrumbs Testator > Assets > list (spec part 2 §2), title, content. */
export function AssetPage({ title, parent, actions, children }: AssetPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tree, otherSlugs } = useMenuTree();
  // From the address and the menus in the current language: a new tab, a reload and a language switch agree.
  const breadcrumbs: Crumb[] = menuCrumbs(
    { label: t('testatorBreadcrumb'), to: SCREEN_PATHS.testator },
    placeOf(pathname, tree, otherSlugs),
  );
  if (parent) breadcrumbs.push({ label: parent.label, to: parent.to });
  breadcrumbs.push({ label: title });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={breadcrumbs} title={title} actions={actions} />
      {children}
    </Container>
  );
}
