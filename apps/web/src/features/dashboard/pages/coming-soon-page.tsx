import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Crumb } from '../../../components/breadcrumbs.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AREAS, areaOfPath } from '../area.ts';
import { AreaContainer } from '../components/area-container.tsx';
import { menuCrumbs, placeOf, useMenuTree } from '../menu-trail.ts';

/** One placeholder for every screen the menus link to that is not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tree, otherSlugs } = useMenuTree();
  const { root, breadcrumbKey } = AREAS[areaOfPath(pathname)];
  const place = placeOf(pathname, tree, otherSlugs);
  const title = place?.item?.menuName ?? t('commonComingSoon');

  // Testator > menu > screen, from the address and the menus in the current language.
  const breadcrumbs: Crumb[] = [...menuCrumbs({ label: t(breadcrumbKey), to: root }, place), { label: title }];

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
