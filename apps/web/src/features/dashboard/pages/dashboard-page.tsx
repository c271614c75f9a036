import { Alert, Button, Group, Loader, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { menuSlug, type TMenu } from '@vasiyat/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/error-text.ts';
import { normaliseMenuUrl, orderSubMenus, subMenusQuery, useMenus } from '../../../lib/menus.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguageStore } from '../../../stores/language.ts';
import { withGlobalLoading } from '../../../stores/loading.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { AREAS, type Area } from '../area.ts';
import { AreaContainer } from '../components/area-container.tsx';
import { MenuGrid, type TileExtra } from '../components/menu-grid.tsx';

/**
 * The dashboard of tiles (spec part 1 §2, §4; part 2 §2), shared by testators and administrators.
 * `tileExtra` is what the app adds to tiles from other features (the asset count on the Assets tile); `notice`, what
 * it shows above the tiles (issue 27: the will is out of date).
 */
export function DashboardPage({ area, tileExtra, notice }: { area: Area; tileExtra?: TileExtra; notice?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { root, titleKey, introKey, breadcrumbKey } = AREAS[area];
  const claims = useSessionStore((state) => state.claims);
  const language = useLanguageStore((state) => state.language);
  const menus = useMenus(claims?.roleId, language);
  const [openError, setOpenError] = useState<string | null>(null);

  const openMenu = async (menu: TMenu) => {
    if (!claims) return;
    setOpenError(null);
    try {
      const response = await withGlobalLoading(() =>
        queryClient.fetchQuery(subMenusQuery({ menuId: menu.menuId, roleId: claims.roleId, code: language, userId: claims.userId })),
      );
      // spec: status 'exits' shows the server's message and nothing else happens.
      if (response.status === 'exits') {
        toast('error', response.message);
        return;
      }
      const items = orderSubMenus(response.data);
      const only = items.length === 1 ? items[0] : undefined;
      await navigate(only ? normaliseMenuUrl(only.menuUrl) : `${root}/${menuSlug(menu.menuName)}`);
    } catch (error) {
      setOpenError(errorMessage(error, t('commonAnErrorOccurred')));
    }
  };

  return (
    <AreaContainer>
      <PageHeader
        breadcrumbs={[{ label: t(breadcrumbKey) }]}
        title={t(titleKey)}
        description={
          <>
            {claims && (
              <Text component="span" fw={600} c="gray.9">
                {t('dashboardWelcome', { name: claims.firstName })}
              </Text>
            )}{' '}
            {t(introKey)}
          </>
        }
      />
      {notice && <Stack mb="lg">{notice}</Stack>}
      {openError && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('submenuError')}
          mb="lg"
          withCloseButton
          onClose={() => setOpenError(null)}
          closeButtonLabel={t('commonClose')}
        >
          {openError}
        </Alert>
      )}
      {menus.isPending ? (
        <Stack gap="md">
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t('commonLoading')}</Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }} spacing="lg" aria-hidden="true">
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} height={190} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : menus.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t('dashboardMenuError')}>
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{errorMessage(menus.error, t('commonAnErrorOccurred'))}</Text>
            <Button
              variant="white"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => void menus.refetch()}
              loading={menus.isFetching}
            >
              {t('dashboardRetry')}
            </Button>
          </Stack>
        </Alert>
      ) : menus.data.length === 0 ? (
        <EmptyState text={t('dashboardNoMenus')} />
      ) : (
        <MenuGrid menus={menus.data} onOpen={(menu) => void openMenu(menu)} tileExtra={tileExtra} />
      )}
    </AreaContainer>
  );
}

export const TestatorDashboardPage = ({ tileExtra, notice }: { tileExtra?: TileExtra; notice?: ReactNode }) => (
  <DashboardPage area="testator" tileExtra={tileExtra} notice={notice} />
);
export const AdminDashboardPage = () => <DashboardPage area="admin" />;
