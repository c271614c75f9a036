import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { placeOf, useMenuTree } from '../../../components/menu-trail.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { normaliseMenuUrl } from '../../../lib/menus.ts';
import { AREAS, type Area } from '../area.ts';
import { AreaContainer } from '../components/area-container.tsx';
import { MenuGrid } from '../components/menu-grid.tsx';

/**
 * /testator/{menu} and /admin/{menu}: the items of the tile just opened (spec part 1 §2, part 2 §2).
 * The menu comes from the address (its name's slug, in this language or in English), so a new tab and a
 * reload show it too; an address that names no menu returns to the dashboard.
 */
export function SubmenuPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tree, otherSlugs, loading } = useMenuTree();
  const { root, breadcrumbKey } = AREAS[area];
  const place = placeOf(pathname, tree, otherSlugs);

  if (loading) {
    return (
      <AreaContainer>
        <Skeleton h={28} w={240} mb="lg" />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={120} radius="md" />
          ))}
        </SimpleGrid>
      </AreaContainer>
    );
  }
  if (!place || place.item) return <Navigate to={root} replace />;
  const { menu, items } = place;

  return (
    <AreaContainer>
      <PageHeader
        breadcrumbs={[{ label: t(breadcrumbKey), to: root }, { label: menu.menuName }]}
        title={menu.menuName}
        description={menu.menuDescription}
        actions={
          <Button component={Link} to={root} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('commonBackToDashboard')}
          </Button>
        }
      />
      {items.length === 0 ? (
        <EmptyState text={t('submenuEmpty')} />
      ) : (
        <MenuGrid menus={items} onOpen={(item) => void navigate(normaliseMenuUrl(item.menuUrl))} />
      )}
    </AreaContainer>
  );
}

export const TestatorSubmenuPage = () => <SubmenuPage area="testator" />;
export const AdminSubmenuPage = () => <SubmenuPage area="admin" />;
