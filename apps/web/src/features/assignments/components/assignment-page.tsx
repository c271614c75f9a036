import { Container } from '@mantine/core';
import { SCREEN_PATHS } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { menuCrumbs, placeOf, useMenuTree } from '../../../components/menu-trail.ts';
import { PageHeader } from '../../../components/page-header.tsx';

type AssignmentPageProps = {
  title: string;
  description?: ReactNode;
  /** The screen a form belongs to, as a link back (Testator > Asset assignment > Assign assets > form). */
  parent?: { label: string; to: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of the assignment screens: breadcrumbs from the address and the menus, the title, content. */
export function AssignmentPage({ title, description, parent, actions, children }: AssignmentPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tree, otherSlugs } = useMenuTree();
  const breadcrumbs: Crumb[] = menuCrumbs(
    { label: t('testatorBreadcrumb'), to: SCREEN_PATHS.testator },
    placeOf(pathname, tree, otherSlugs),
  );
  if (parent) breadcrumbs.push(parent);
  breadcrumbs.push({ label: title });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={description} actions={actions} />
      {children}
    </Container>
  );
}
