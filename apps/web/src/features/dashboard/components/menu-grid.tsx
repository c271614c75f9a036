import { SimpleGrid } from '@mantine/core';
import type { TMenu } from '@vasiyat/contract';
import { MenuTile } from './menu-tile.tsx';

/** Tiles in the order given: one column on a phone, up to five on a wide screen (spec part 1 §9). */
export function MenuGrid({ menus, onOpen }: { menus: readonly TMenu[]; onOpen: (menu: TMenu) => void }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {menus.map((menu) => (
        <li key={menu.menuId}>
          <MenuTile menu={menu} onOpen={onOpen} />
        </li>
      ))}
    </SimpleGrid>
  );
}
