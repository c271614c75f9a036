import { Container } from '@mantine/core';
import { menuSlug } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useMenuStore } from '../../../stores/menu.ts';

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
  const menu = useMenuStore((state) => state.menu);
  const items = useMenuStore((state) => state.items);

  const breadcrumbs: Crumb[] = [{ label: t('testatorBreadcrumb'), to: '/testator' }];
  // The menu links to its submenu page only when it has one (a single item goes straight to its screen).
  if (menu) breadcrumbs.push({ label: menu.menuName, to: items.length > 1 ? `/testator/${menuSlug(menu.menuName)}` : undefined });
  if (parent) breadcrumbs.push({ label: parent.label, to: parent.to });
  breadcrumbs.push({ label: title });

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'md', sm: 'xl' }}>
      <PageHeader breadcrumbs={breadcrumbs} title={title} description={description} actions={actions} />
      {children}
    </Container>
  );
}
