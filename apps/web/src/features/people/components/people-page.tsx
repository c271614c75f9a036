import { Container } from '@mantine/core';
import { SCREEN_PATHS } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { menuCrumbs, placeOf, useMenuTree } from '../../../components/menu-trail.ts';
import { PageHeader } from '../../../components/page-header.tsx';

type PeoplePageProps = {
  title: string;
  description?: ReactNode;
  /** The list a form belongs to, as a link back (Testator > menu > list > form). */
  parent?: { label: string; to: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every people screen: breadcrumbs Testator > selected menu > screen (spec part 1 §2), title, content. */
export function PeoplePage({ title, description, parent, actions, children }: PeoplePageProps) {
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
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={description} actions={actions} />
      {children}
    </Container>
  );
}
