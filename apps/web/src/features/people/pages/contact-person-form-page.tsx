import { Button, Paper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SCREEN_PATHS } from '@vasiyat/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PeoplePage } from '../components/people-page.tsx';
import { RecordWizard } from '../components/record-wizard.tsx';
import { type ContactParentKind, KINDS } from '../kinds.ts';
import { ENTITY_PARAM } from '../routes.ts';
import { useRecordParams } from './record-form-page.tsx';

/** A contact person of a corporate, the registrar or a heir (?primaryId= names which one; spec part 1 §2). */
export function ContactPersonFormPage({ parentKind }: { parentKind: ContactParentKind }) {
  const { t } = useTranslation();
  const parent = KINDS[parentKind];
  const { entityId, primaryId, step, setStep, setSaved, recordKey } = useRecordParams();
  const listPath = parent.listPath ?? SCREEN_PATHS.testator;
  // A contact person always hangs under a record; without one there is nothing to add it to.
  if (primaryId === null) return <Navigate to={listPath} replace />;
  const back = parentKind === 'heir' || !parent.formPath ? listPath : `${parent.formPath}?${ENTITY_PARAM}=${primaryId}`;

  return (
    <PeoplePage
      title={t('contactPersonFormTitle')}
      parent={{ label: t(parent.listTitleKey), to: listPath }}
      actions={
        <Button component={Link} to={back} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('commonBack')}
        </Button>
      }
    >
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <RecordWizard
          key={recordKey}
          config={KINDS.contact_person}
          entityId={entityId}
          primaryId={primaryId}
          step={step}
          onStepChange={setStep}
          onMainSaved={setSaved}
        />
      </Paper>
    </PeoplePage>
  );
}
