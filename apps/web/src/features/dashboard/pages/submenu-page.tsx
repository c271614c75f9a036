import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { menuSlug } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useMenuStore } from '../../../stores/menu.ts';
import { AREAS, type Area, normaliseMenuUrl } from '../area.ts';
import { AreaContainer } from '../components/area-container.tsx';
import { MenuGrid } from '../components/menu-grid.tsx';

/**
 * /testator/{menu} and /admin/{menu}: the items of the tile just opened (spec part 1 §2, part 2 §2).
 * Without a selected menu, or with one that does not match the address, it returns to the dashboard.
 */
export function SubmenuPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menuSlug: slug } = useParams();
  const menu = useMenuStore((state) => state.menu);
  const items = useMenuStore((state) => state.items);
  const { root, breadcrumbKey } = AREAS[area];

  if (!menu || menuSlug(menu.menuName) !== slug) return <Navigate to={root} replace />;

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
