import { Text } from '@mantine/core';
import type { TMenu } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session.ts';
import { useAssetSummary } from '../api/assets.ts';
import { ASSETS_MENU_ID } from '../routes.ts';

/** On the Assets tile of the dashboard: how many assets there are and how many wait for an assignment. */
export function AssetSummaryLine() {
  const { t } = useTranslation();
  const summary = useAssetSummary(useSessionStore((state) => state.claims?.userId ?? 0));
  // A count that cannot be read is left out: the tile still opens the assets.
  if (!summary.data) return null;
  return (
    <Text component="span" display="block" fz="sm" fw={600} c="brand.8">
      {t('assetDashboardCount', { count: summary.data.count, unassigned: summary.data.unassigned })}
    </Text>
  );
}

/** What the dashboard adds to a tile: the asset count on the Assets tile, nothing on the others. */
export function assetTileExtra(menu: TMenu): ReactNode {
  return menu.menuId === ASSETS_MENU_ID ? <AssetSummaryLine /> : null;
}
