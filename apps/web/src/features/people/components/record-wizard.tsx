import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Wizard, type WizardStep } from '../../../components/wizard.tsx';
import { stepAfterSave } from '../../../components/wizard-rules.ts';
import { useAddresses } from '../api/addresses.ts';
import { useContacts } from '../api/contacts.ts';
import { useDocuments } from '../api/documents.ts';
import { useIdentifications } from '../api/identifications.ts';
import { useSpecificAttributes } from '../api/specific-attributes.ts';
import type { KindConfig } from '../kinds.ts';
import { AddressStep } from './address-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { CorporateStep } from './corporate-step.tsx';
import { DocumentStep } from './document-step.tsx';
import { IdentificationStep } from './identification-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { RegistrarStep } from './registrar-step.tsx';
import { SpecificAttributeStep } from './specific-attribute-step.tsx';

export const MAIN_STEP = { person: 'personal', corporate: 'corporate', registrar: 'registrar' } as const;

type RecordWizardProps = {
  config: KindConfig;
  /** The saved record; null until the first step is saved. */
  entityId: number | null;
  primaryId: number | null;
  step: string | null;
  onStepChange: (step: string) => void;
  /** The first step was saved: the record now has this id, and the wizard moves to `nextStep`. */
  onMainSaved: (entityId: number, nextStep: string) => void;
};

/**
 * The tabs of a person or organisation (spec part 1 §2, §4): the main step (Personal, or the corporate or
 * registrar form), then Address, Contact, Identification, Document and Specific Attribute.
 */
export function RecordWizard({ config, entityId, primaryId, step, onStepChange, onMainSaved }: RecordWizardProps) {
  const { t } = useTranslation();
  // The same queries the steps run, read from the cache, to tick the steps that hold something.
  const addresses = useAddresses(entityId);
  const contacts = useContacts(entityId);
  const identifications = useIdentifications(entityId);
  const documents = useDocuments(entityId);
  const attributes = useSpecificAttributes(entityId);
  const has = (rows: unknown[] | undefined) => (rows?.length ?? 0) > 0;

  const mainKey = MAIN_STEP[config.form];
  const keys = [
    mainKey,
    'address',
    'contact',
    'identification',
    'document',
    ...(config.specificAttribute ? ['specificAttribute'] : []),
  ] as const;

  const advanceFrom = (key: string) => (complete: boolean) => {
    const index = keys.indexOf(key as (typeof keys)[number]);
    const next = keys[stepAfterSave(index, keys.length, complete)];
    if (next && next !== key) onStepChange(next);
  };
  const mainSaved = (savedId: number) => onMainSaved(savedId, keys[1] ?? mainKey);

  const main: WizardStep =
    config.form === 'corporate'
      ? {
          key: mainKey,
          label: t('corporateTabDetails'),
          complete: entityId !== null,
          content: <CorporateStep config={config} entityId={entityId} onSaved={mainSaved} />,
        }
      : config.form === 'registrar'
        ? {
            key: mainKey,
            label: t('registrarTabDetails'),
            complete: entityId !== null,
            content: <RegistrarStep config={config} entityId={entityId} onSaved={mainSaved} />,
          }
        : {
            key: mainKey,
            label: t('wizardTabPersonal'),
            complete: entityId !== null,
            content: <PersonalStep config={config} entityId={entityId} primaryId={primaryId} onSaved={mainSaved} />,
          };

  // Later steps only exist for a saved record; keyed by it so a new id starts them afresh.
  const later = (content: (id: number) => ReactNode) => (entityId === null ? null : <div key={entityId}>{content(entityId)}</div>);
  const steps: WizardStep[] = [
    main,
    {
      key: 'address',
      label: t('wizardTabAddress'),
      complete: has(addresses.data),
      content: later((id) => <AddressStep entityId={id} onSaved={advanceFrom('address')} />),
    },
    {
      key: 'contact',
      label: t('wizardTabContact'),
      complete: has(contacts.data),
      content: later((id) => <ContactStep entityId={id} onSaved={advanceFrom('contact')} />),
    },
    {
      key: 'identification',
      label: t('wizardTabIdentification'),
      complete: has(identifications.data),
      content: later((id) => <IdentificationStep entityId={id} onSaved={advanceFrom('identification')} />),
    },
    {
      key: 'document',
      label: t('wizardTabDocument'),
      optional: true,
      complete: has(documents.data),
      content: later((id) => <DocumentStep entityId={id} onSaved={advanceFrom('document')} />),
    },
    ...(config.specificAttribute
      ? [
          {
            key: 'specificAttribute',
            label: t('wizardTabSpecificAttribute'),
            optional: true,
            complete: has(attributes.data),
            content: later((id) => <SpecificAttributeStep entityId={id} onSaved={advanceFrom('specificAttribute')} />),
          },
        ]
      : []),
  ];

  return (
    <Wizard
      steps={steps}
      active={entityId !== null && step && keys.includes(step as (typeof keys)[number]) ? step : mainKey}
      onChange={onStepChange}
      saved={entityId !== null}
      menuToggle={config.kind === 'self'}
    />
  );
}
