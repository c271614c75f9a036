import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { menuSlug } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useMenuStore } from '../../../stores/menu.ts';
import { AREAS, areaOfPath, normaliseMenuUrl } from '../area.ts';
import { AreaContainer } from '../components/area-container.tsx';

/** One placeholder for every screen the menus link to that is not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useMenuStore((state) => state.menu);
  const items = useMenuStore((state) => state.items);
  const { root, breadcrumbKey } = AREAS[areaOfPath(pathname)];

  const here = normaliseMenuUrl(pathname);
  const screen = items.find((item) => normaliseMenuUrl(item.menuUrl) === here);
  const title = screen?.menuName ?? t('commonComingSoon');

  // Testator > menu > screen; the menu links to its submenu page only when it has one.
  const breadcrumbs: Crumb[] = [{ label: t(breadcrumbKey), to: root }];
  if (menu) breadcrumbs.push({ label: menu.menuName, to: items.length > 1 ? `${root}/${menuSlug(menu.menuName)}` : undefined });
  breadcrumbs.push({ label: title });

  return (
    <AreaContainer>
      <PageHeader breadcrumbs={breadcrumbs} title={title} />
      <Paper withBorder shadow="xs" p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconTools size={32} aria-hidden />
          </ThemeIcon>
          <Title order={2}>{t('commonComingSoon')}</Title>
          <Text c="dimmed">{t('commonComingSoonText')}</Text>
          <Button component={Link} to={root} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('commonBackToDashboard')}
          </Button>
        </Stack>
      </Paper>
    </AreaContainer>
  );
}
