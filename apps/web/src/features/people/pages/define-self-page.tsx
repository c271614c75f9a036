import { Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelfProfile } from '../api/profile.ts';
import { PeoplePage } from '../components/people-page.tsx';
import { RecordWizard } from '../components/record-wizard.tsx';
import { KINDS } from '../kinds.ts';
import { useTestatorId } from '../use-testator.ts';
import { useRecordParams } from './record-form-page.tsx';

/** Define self (spec part 1 §2): the wizard straight away, on the testator's own record (entity id = user id). */
export function DefineSelfPage() {
  const { t } = useTranslation();
  const userId = useTestatorId();
  const profile = useSelfProfile(userId);
  const { step, setStep } = useRecordParams();
  // The testator's own record counts as saved once the server holds their profile.
  const saved = profile.data?.entities ? userId : null;

  return (
    <PeoplePage title={t('personDefineSelfTitle')} description={t('personDefineSelfSubtitle')}>
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        {profile.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t('commonLoading')}</Text>
          </Group>
        ) : (
          <RecordWizard
            config={KINDS.self}
            entityId={saved}
            primaryId={null}
            step={step}
            onStepChange={setStep}
            onMainSaved={(_id, next) => setStep(next)}
          />
        )}
      </Paper>
    </PeoplePage>
  );
}
