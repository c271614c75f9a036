import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';
import { Wizard, type WizardStep } from './wizard.tsx';

vi.mock('../lib/toast.ts', () => ({ toast: vi.fn() }));

const steps: WizardStep[] = [
  { key: 'personal', label: 'Personal', content: <p>personal form</p> },
  { key: 'address', label: 'Address', content: <p>address form</p> },
  { key: 'document', label: 'Document', optional: true, content: <p>document form</p> },
];

function Harness({ saved }: { saved: boolean }) {
  const [active, setActive] = useState('personal');
  return <Wizard steps={steps} active={active} onChange={setActive} saved={saved} />;
}

function renderWizard(saved: boolean) {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <Harness saved={saved} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('Wizard', () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      wizardSavePersonalFirst: "Please save 'Personal' before proceeding.",
      wizardOptional: 'Optional',
      wizardSteps: 'Form steps',
    });
  });
  beforeEach(() => vi.mocked(toast).mockClear());

  it('names its tabs by their labels', () => {
    renderWizard(false);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    for (const name of ['Personal', 'Address', 'Document']) expect(screen.getByRole('tab', { name })).toBeTruthy();
  });

  it("refuses a later tab until the first step is saved, with the spec's message", () => {
    renderWizard(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(toast).toHaveBeenCalledWith('error', "Please save 'Personal' before proceeding.");
    expect(screen.getByRole('tab', { name: 'Personal' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('personal form')).toBeTruthy();
  });

  it('opens any tab once the first step is saved', () => {
    renderWizard(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Address' }).getAttribute('aria-selected')).toBe('true');
  });
});
