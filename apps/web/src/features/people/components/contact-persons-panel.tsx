import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';
import { usePeopleList } from '../api/lists.ts';
import { type ContactParentKind, editTarget, KINDS, newRecordPath } from '../kinds.ts';
import { useTestatorId } from '../use-testator.ts';
import { useDeleteRecord } from './use-delete-record.ts';

/** The contact persons of a corporate or the registrar, listed under its form, with Add contact person. */
export function ContactPersonsPanel({ parentKind, parentId }: { parentKind: ContactParentKind; parentId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = KINDS[parentKind];
  const list = usePeopleList(config.listEndpoint, useTestatorId());
  const deleteRecord = useDeleteRecord();
  const persons = list.data?.find((row) => row.entityId === parentId)?.contactPersons ?? [];
  if (!config.contactPersonPath) return null;

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-labelledby="contact-persons-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id="contact-persons-heading">
            {t('corporateContactPersons')}
          </Title>
          <Button
            component={Link}
            to={newRecordPath(config.contactPersonPath, parentId)}
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('contactPersonAdd')}
          </Button>
        </Group>
        {persons.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('personEmptyList')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {persons.map((person) => (
              <Paper key={person.entityId} component="li" withBorder radius="md" px="md" py="xs">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{person.fullName}</Text>
                    {person.designation && (
                      <Text fz="sm" c="dimmed">
                        {person.designation}
                      </Text>
                    )}
                  </div>
                  <RowMenu
                    items={[
                      {
                        label: t('commonEdit'),
                        icon: <IconPencil size={16} aria-hidden />,
                        onClick: () => {
                          const target = editTarget({ kind: 'contact_person', entityId: person.entityId, primaryId: parentId, parentKind });
                          if (target) void navigate(target.path);
                        },
                      },
                      {
                        label: t('commonDelete'),
                        icon: <IconTrash size={16} aria-hidden />,
                        danger: true,
                        onClick: () => void deleteRecord(person.entityId, person.fullName),
                      },
                    ]}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
