import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconArrowRight,
  IconArrowsSplit,
  IconBooks,
  IconBriefcase,
  IconBuilding,
  IconBuildingBank,
  IconBuildingCommunity,
  IconClipboardList,
  IconFileCertificate,
  IconFileText,
  IconHierarchy2,
  IconLayoutGrid,
  IconListCheck,
  IconSignature,
  IconTemplate,
  IconUser,
  IconUserCheck,
  IconUserHeart,
  IconUserMinus,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { TMenu } from '@vasiyat/contract';
import type { ReactNode } from 'react';
import classes from './menu-tile.module.css';

// spec part 1 §6 / part 2 §2: person, group, briefcase, clipboard and document for these ids. The submenus
// have one each too (issue 23: the eight Family cards shared one), so a card is found by its picture.
const icons: Record<number, typeof IconUser> = {
  124: IconUser,
  91: IconUsersGroup,
  101: IconBriefcase,
  125: IconClipboardList,
  126: IconFileText,
  109: IconHierarchy2,
  110: IconUserHeart,
  111: IconUserMinus,
  113: IconUserCheck,
  117: IconSignature,
  118: IconBuildingCommunity,
  115: IconBuilding,
  116: IconBuildingBank,
  112: IconArrowsSplit,
  114: IconListCheck,
  140: IconFileCertificate,
  119: IconBooks,
  120: IconTemplate,
};

/**
 * A dashboard or submenu tile: a real button whose accessible name is its visible text (menu name,
 * description, then any line another feature adds, such as the asset count), so what a screen reader says
 * matches what a sighted user sees (WCAG 2.5.3).
 */
export function MenuTile({ menu, onOpen, extra }: { menu: TMenu; onOpen: (menu: TMenu) => void; extra?: ReactNode }) {
  const Icon = icons[menu.menuId] ?? IconLayoutGrid;
  return (
    <UnstyledButton className={classes.tile} onClick={() => onOpen(menu)} data-menu-id={menu.menuId}>
      <ThemeIcon size={48} radius="md" variant="light" className={classes.icon}>
        <Icon size={26} aria-hidden />
      </ThemeIcon>
      <Text fw={700} fz="lg" className={classes.name}>
        {menu.menuName}
      </Text>
      {menu.menuDescription && (
        <Text c="dimmed" fz="sm" className={classes.description}>
          {menu.menuDescription}
        </Text>
      )}
      {extra}
      <span className={classes.arrow} aria-hidden="true">
        <IconArrowRight size={18} />
      </span>
    </UnstyledButton>
  );
}
