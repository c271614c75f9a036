import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAssignmentMasterResponse } from '@vasiyat/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AssignmentForm } from './assignment-form.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));

const person = (entityId: number, firstName: string, isMinor = false) => ({
  entityId,
  firstName,
  middleName: null,
  lastName: 'Rao',
  fullName: `${firstName} Rao`,
  kind: 'beneficiary_individual',
  dob: null,
  relationName: null,
  isMinor,
});

const MASTERS: TAssignmentMasterResponse = {
  assignmentTypes: [
    { assetAssignmentTypeId: 10, assetAssignmentTypeName: 'Absolutely to one beneficiary (100%)' },
    { assetAssignmentTypeId: 20, assetAssignmentTypeName: 'Equally among the beneficiaries' },
    { assetAssignmentTypeId: 30, assetAssignmentTypeName: 'In the shares described' },
  ],
  benficiaries: [person(11, 'Meena'), person(12, 'Arjun'), person(13, 'Kavya', true)],
  individual: [person(11, 'Meena'), person(12, 'Arjun')],
  assignedAsset: null,
};

function renderForm() {
  renderWithProviders(
    <AssignmentForm
      masters={MASTERS}
      assignmentId={null}
      assets={[{ assetId: 1, assetName: 'Plot 14', ownershipPercentage: 50, subtype: 'Plot', value: 1250000 }]}
      onSaved={() => {}}
      onCancel={() => {}}
    />,
  );
}

const typeSelect = () => screen.getByRole('combobox', { name: /Assignment type/ }) as HTMLSelectElement;
const countInput = () => screen.getByRole('textbox', { name: /Number of beneficiaries/ }) as HTMLInputElement;
const beneficiarySelects = () => screen.queryAllByRole('combobox', { name: /^Beneficiary/ }) as HTMLSelectElement[];

describe('AssignmentForm', () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      assignmentType: 'Assignment type',
      assignmentNumberOfBeneficiaries: 'Number of beneficiaries',
      assignmentBeneficiary: 'Beneficiary',
      assignmentProportion: 'Proportion (%)',
      assignmentGuardian: 'Guardian',
      assignmentSummaryShare: '{{name}} receives {{share}}% of {{asset}}',
      assignmentSummaryPartOwned: 'my {{percent}}% share in {{asset}}',
      assignmentSummaryShareOfPart: '{{name}} receives {{share}}% of my {{percent}}% share in {{asset}}',
    });
  });
  beforeEach(() => vi.mocked(toast).mockClear());

  it('refuses a count before a type, then shares equally and locks the proportions', async () => {
    renderForm();
    fireEvent.change(countInput(), { target: { value: '3' } });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'assignmentSelectTypeFirst'));
    await waitFor(() => expect(countInput().value).toBe('0'));

    fireEvent.change(typeSelect(), { target: { value: '20' } });
    fireEvent.change(countInput(), { target: { value: '3' } });
    await waitFor(() => expect(beneficiarySelects()).toHaveLength(3));
    const proportions = screen.getAllByRole('textbox', { name: /Proportion/ }) as HTMLInputElement[];
    expect(proportions.map((input) => [input.value, input.readOnly])).toEqual([
      ['33.33', true],
      ['33.33', true],
      ['33.33', true],
    ]);
  });

  it('type 10 gives one beneficiary at 100 with the count locked; another type starts again', async () => {
    renderForm();
    fireEvent.change(typeSelect(), { target: { value: '10' } });
    await waitFor(() => expect(beneficiarySelects()).toHaveLength(1));
    expect(countInput().value).toBe('1');
    expect(countInput().readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: /Proportion/ }) as HTMLInputElement).value).toBe('100');

    fireEvent.change(typeSelect(), { target: { value: '30' } });
    await waitFor(() => expect(beneficiarySelects()).toHaveLength(0));
    fireEvent.change(countInput(), { target: { value: '2' } });
    await waitFor(() => expect(beneficiarySelects()).toHaveLength(2));
    // Type 30 takes the testator's own percentages (issue 22), typed, none filled in.
    const typed = screen.getAllByRole('textbox', { name: /Proportion/ }) as HTMLInputElement[];
    expect(typed.map((input) => [input.value, input.readOnly])).toEqual([
      ['', false],
      ['', false],
    ]);
  });

  it('hides a chosen beneficiary from the other rows, asks a guardian for a minor, and says it in words', async () => {
    renderForm();
    fireEvent.change(typeSelect(), { target: { value: '20' } });
    fireEvent.change(countInput(), { target: { value: '2' } });
    await waitFor(() => expect(beneficiarySelects()).toHaveLength(2));
    fireEvent.change(beneficiarySelects()[0]!, { target: { value: '11' } });
    await waitFor(() => expect([...beneficiarySelects()[1]!.options].map((option) => option.value)).toEqual(['', '12', '13']));

    expect(screen.queryByRole('combobox', { name: /Guardian/ })).toBeNull();
    fireEvent.change(beneficiarySelects()[1]!, { target: { value: '13' } });
    const guardian = (await screen.findByRole('combobox', { name: /Guardian/ })) as HTMLSelectElement;
    expect([...guardian.options].map((option) => option.value)).toEqual(['', '11', '12']);
    expect(screen.getByText('Meena Rao receives 50% of my 50% share in Plot 14')).toBeTruthy();
    expect(screen.getByText('Kavya Rao receives 50% of my 50% share in Plot 14')).toBeTruthy();
  });
});
