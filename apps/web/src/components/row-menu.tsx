import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** `id` tells apart items with the same label (two contact persons of the same name). */
export type RowMenuItem = { id?: string; label: string; icon?: ReactNode; onClick: () => void; danger?: boolean };

/**
 * The per-row (or per-card) menu: a button named 'Actions' (or `label`, which can name the row) opening
 * Edit, Delete and the like.
 */
export function RowMenu({ items, disabled, label }: { items: RowMenuItem[]; disabled?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label ?? t('commonActions')} disabled={disabled}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.id ?? item.label} leftSection={item.icon} color={item.danger ? 'red' : undefined} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
