import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useHeirs } from '../api/lists.ts';
import { HeirTree } from '../components/heir-tree.tsx';
import { PeoplePage } from '../components/people-page.tsx';
import { KINDS } from '../kinds.ts';
import { EXPANDED_HEIRS_KEY, parseExpanded, toggleExpanded } from '../rules/heir-tree.ts';
import { useTestatorId } from '../use-testator.ts';

/** Natural heirs (spec part 1 §2): the family tree, expanded nodes kept on the device, and Add+. */
export function HeirsPage() {
  const { t } = useTranslation();
  const heirs = useHeirs(useTestatorId());
  const [expanded, setExpanded] = useLocalStorage<number[]>({
    key: EXPANDED_HEIRS_KEY,
    defaultValue: [],
    getInitialValueInEffect: false,
    serialize: JSON.stringify,
    deserialize: (value) => parseExpanded(value ?? null),
  });

  return (
    <PeoplePage
      title={t(KINDS.heir.listTitleKey)}
      description={KINDS.heir.hintKey ? t(KINDS.heir.hintKey) : undefined}
      actions={
        <Button component={Link} to={KINDS.heir.formPath ?? SCREEN_PATHS.testator} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('commonAdd')}
        </Button>
      }
    >
      {heirs.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{t('commonLoading')}</Text>
        </Group>
      ) : heirs.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={t(KINDS.heir.listErrorKey)} role="alert">
          <Stack gap="sm" align="flex-start">
            <Button variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void heirs.refetch()}>
              {t('dashboardRetry')}
            </Button>
          </Stack>
        </Alert>
      ) : heirs.data.length === 0 ? (
        <EmptyState text={t('heirEmpty')} />
      ) : (
        <HeirTree
          cards={heirs.data}
          expanded={expanded}
          onToggle={(id) => setExpanded((current) => toggleExpanded(current, id))}
          label={t('heirTree')}
        />
      )}
    </PeoplePage>
  );
}
