import { ActionIcon, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconGitBranch, IconPencil, IconTrash, IconUserCircle } from '@tabler/icons-react';
import type { THeirCard } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu.tsx';
import { editTarget, KINDS, newRecordPath } from '../kinds.ts';
import { isMinorByDob, statusLabelKey } from '../rules/alive.ts';
import { heirName, heirRelation } from '../rules/heir-tree.ts';
import { initialsOf } from '../rules/names.ts';
import { useDeleteRecord } from './use-delete-record.ts';

type HeirTreeProps = {
  cards: readonly THeirCard[];
  expanded: readonly number[];
  onToggle: (entityId: number) => void;
  label?: string;
};

/** The natural heirs as a tree of cards (spec part 1 §2); a heir's extension is nested under it. */
export function HeirTree({ cards, expanded, onToggle, label }: HeirTreeProps) {
  return (
    <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {cards.map((card) => (
        <HeirNode key={card.entityId} card={card} expanded={expanded} onToggle={onToggle} />
      ))}
    </Stack>
  );
}

function HeirNode({ card, expanded, onToggle }: { card: THeirCard; expanded: readonly number[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteRecord = useDeleteRecord();
  const name = heirName(card);
  const relation = heirRelation(card);
  const hasChildren = card.children.length > 0;
  const open = hasChildren && expanded.includes(card.entityId);
  const childrenId = `heir-children-${card.entityId}`;

  const items: RowMenuItem[] = [
    {
      label: t('heirMenuEdit'),
      icon: <IconPencil size={16} aria-hidden />,
      onClick: () => {
        const target = editTarget({ kind: 'heir', entityId: card.entityId });
        if (target) void navigate(target.path);
      },
    },
  ];
  if (card.isExpandable) {
    // Spec part 1 §2: an Extension is a heir added under this one (primaryId = this heir).
    items.push({
      label: t('heirMenuExtension'),
      icon: <IconGitBranch size={16} aria-hidden />,
      onClick: () => void navigate(newRecordPath(KINDS.heir.formPath ?? '', card.entityId)),
    });
  }
  if (card.isContactPerson) {
    items.push({
      label: t('heirMenuContactPerson'),
      icon: <IconUserCircle size={16} aria-hidden />,
      // An existing contact person opens for editing; otherwise a new one is added under this heir.
      onClick: () =>
        void navigate(
          card.contactPersonId
            ? (editTarget({ kind: 'contact_person', entityId: card.contactPersonId, primaryId: card.entityId, parentKind: 'heir' })?.path ??
                newRecordPath(KINDS.heir.contactPersonPath ?? '', card.entityId))
            : newRecordPath(KINDS.heir.contactPersonPath ?? '', card.entityId),
        ),
    });
  }
  items.push({
    label: t('commonDelete'),
    icon: <IconTrash size={16} aria-hidden />,
    danger: true,
    onClick: () => void deleteRecord(card.entityId, name),
  });

  return (
    <li>
      <Card padding="sm" radius="md" withBorder shadow="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          {hasChildren ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onToggle(card.entityId)}
              aria-expanded={open}
              aria-controls={childrenId}
              aria-label={`${open ? t('heirCollapse') : t('heirExpand')}: ${name}`}
            >
              {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
            </ActionIcon>
          ) : (
            <span style={{ width: 28, flexShrink: 0 }} aria-hidden />
          )}
          <Avatar
            src={card.image}
            alt={card.image ? t('heirPhotoAlt', { name }) : undefined}
            radius="xl"
            size={48}
            color="brand"
            variant="light"
          >
            {initialsOf(name)}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} truncate="end">
              {name}
            </Text>
            <Group gap={6}>
              {relation && (
                <Text fz="sm" c="dimmed">
                  {relation}
                </Text>
              )}
              <Badge size="sm" variant="filled" color={card.isAlive ? 'teal.9' : 'gray.7'}>
                {t(statusLabelKey(card))}
              </Badge>
              {card.isBeneficiary && (
                <Badge size="sm" variant="filled" color="blue.8">
                  {t('heirBeneficiary')}
                </Badge>
              )}
              {card.isAlive && isMinorByDob(card.dob) && (
                <Badge size="sm" variant="filled" color="violet.9">
                  {t('heirMinor')}
                </Badge>
              )}
            </Group>
          </Stack>
          <RowMenu items={items} />
        </Group>
      </Card>
      {hasChildren && (
        <div
          id={childrenId}
          hidden={!open}
          style={{ marginTop: 8, marginLeft: 18, paddingLeft: 16, borderLeft: '2px solid var(--mantine-color-gray-3)' }}
        >
          {open && <HeirTree cards={card.children} expanded={expanded} onToggle={onToggle} />}
        </div>
      )}
    </li>
  );
}
