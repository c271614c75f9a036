import type { TMenu } from '@vasiyat/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type MenuState = {
  /** The dashboard tile the user opened last, with its submenu items in display order. */
  menu: TMenu | null;
  items: TMenu[];
  select: (menu: TMenu, items: TMenu[]) => void;
  clear: () => void;
};

// Kept in session storage so reloading a submenu or a later screen keeps its breadcrumbs.
export const useMenuStore = create<MenuState>()(
  persist(
    (set) => ({
      menu: null,
      items: [],
      select: (menu, items) => set({ menu, items }),
      clear: () => set({ menu: null, items: [] }),
    }),
    {
      name: 'selectedMenu',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ menu, items }) => ({ menu, items }),
    },
  ),
);
