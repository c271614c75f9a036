import { Container } from '@mantine/core';
import { SCREEN_PATHS } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { menuCrumbs, placeOf, useMenuTree } from '../../../components/menu-trail.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { normaliseMenuUrl } from '../../../lib/menus.ts';

type AdminPageProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the template screens: breadcrumbs from the address and the menus (Admin > Will templates >
 * the item, a link when this page lies under it, as the editor lies under the template list), title, content.
 */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tree, otherSlugs } = useMenuTree();
  const place = placeOf(pathname, tree, otherSlugs);
  const breadcrumbs: Crumb[] = menuCrumbs({ label: t('adminBreadcrumb'), to: SCREEN_PATHS.admin }, place);
  const itemUrl = place?.item && normaliseMenuUrl(place.item.menuUrl);
  if (place?.item && itemUrl && normaliseMenuUrl(pathname) !== itemUrl) breadcrumbs.push({ label: place.item.menuName, to: itemUrl });
  breadcrumbs.push({ label: title });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={description} actions={actions} />
      {children}
    </Container>
  );
}
