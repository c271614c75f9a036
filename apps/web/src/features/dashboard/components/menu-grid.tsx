import { SimpleGrid } from '@mantine/core';
import type { TMenu } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import { MenuTile } from './menu-tile.tsx';

/** What another feature adds to a tile (a line under its description), chosen by the app. */
export type TileExtra = (menu: TMenu) => ReactNode;

/** Tiles in the order given: one column on a phone, up to five on a wide screen (spec part 1 §9). */
export function MenuGrid({ menus, onOpen, tileExtra }: { menus: readonly TMenu[]; onOpen: (menu: TMenu) => void; tileExtra?: TileExtra }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {menus.map((menu) => (
        <li key={menu.menuId}>
          <MenuTile menu={menu} onOpen={onOpen} extra={tileExtra?.(menu)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
