import { Badge, Burger, Group, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast.ts';
import { canOpenStep } from './wizard-rules.ts';

export type WizardStep = {
  key: string;
  label: string;
  optional?: boolean;
  /** Shows a tick on the tab. */
  complete?: boolean;
  content: ReactNode;
};

type WizardProps = {
  steps: readonly WizardStep[];
  active: string;
  onChange: (key: string) => void;
  /** Whether the first step is saved; until then the later steps are refused (spec part 1 §4). */
  saved: boolean;
  /** Names the list of steps for assistive technology. */
  label?: string;
  /** On small screens, fold the steps behind a menu button (spec part 1 §2: Define self). */
  menuToggle?: boolean;
};

/** Tabs with the "save the first step first" rule; arrow keys move between tabs (Mantine's tablist). */
export function Wizard({ steps, active, onChange, saved, label, menuToggle = false }: WizardProps) {
  const { t } = useTranslation();
  const optionalId = useId();
  const listId = useId();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [menuOpen, menu] = useDisclosure(false);
  const folded = menuToggle && narrow;
  const first = steps[0];
  const activeStep = steps.find((step) => step.key === active) ?? first;

  const open = (key: string | null) => {
    const index = steps.findIndex((step) => step.key === key);
    if (index < 0 || key === active) return;
    if (!canOpenStep(index, saved)) {
      // The spec's wording names 'Personal'; corporate and registrar forms name their own first step.
      toast('error', first?.key === 'personal' ? t('wizardSavePersonalFirst') : t('wizardSaveStepFirst', { step: first?.label }));
      return;
    }
    onChange(key as string);
    menu.close();
  };

  return (
    <Tabs value={activeStep?.key ?? null} onChange={open} variant={narrow ? 'pills' : 'outline'}>
      <VisuallyHidden id={optionalId}>{t('wizardOptional')}</VisuallyHidden>
      {folded && (
        <Group gap="sm" mb="sm" wrap="nowrap">
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            aria-label={t('wizardMenuToggle')}
            aria-expanded={menuOpen}
            aria-controls={listId}
            size="sm"
          />
          <Text fw={600}>{activeStep?.label}</Text>
        </Group>
      )}
      <Tabs.List
        id={listId}
        aria-label={label ?? t('wizardSteps')}
        // The class sets display: flex, which would win over the hidden attribute.
        style={folded ? { flexDirection: 'column', flexWrap: 'nowrap', display: menuOpen ? undefined : 'none' } : { flexWrap: 'wrap' }}
      >
        {steps.map((step) => (
          <Tabs.Tab
            key={step.key}
            value={step.key}
            aria-describedby={step.optional ? optionalId : undefined}
            rightSection={
              step.complete ? (
                <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-7)" aria-hidden />
              ) : step.optional ? (
                <Badge size="xs" variant="light" color="gray" aria-hidden>
                  {t('wizardOptional')}
                </Badge>
              ) : undefined
            }
          >
            {step.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {steps.map((step) => (
        <Tabs.Panel key={step.key} value={step.key} pt="lg">
          {step.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
