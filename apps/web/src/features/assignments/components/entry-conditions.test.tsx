import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAssignmentInput, TAssignmentMasterResponse } from '@vasiyat/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api.ts';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AssignmentForm } from './assignment-form.tsx';

// Issue 22 / issue 23 item 10: each beneficiary's condition is a choice (none by default), with an age, a wish, a
// life interest or the testator's own words; type 30 takes a percentage each, shown as a running total.

vi.mock('../../../lib/api.ts', () => ({ call: vi.fn(), callForBlob: vi.fn(), applyFieldErrors: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));

const person = (entityId: number, firstName: string) => ({
  entityId,
  firstName,
  middleName: null,
  lastName: 'Rao',
  fullName: `${firstName} Rao`,
  kind: 'beneficiary_individual',
  dob: '1990-04-01',
  relationName: null,
  isMinor: false,
});

const MASTERS: TAssignmentMasterResponse = {
  assignmentTypes: [
    { assetAssignmentTypeId: 10, assetAssignmentTypeName: 'Absolutely to one beneficiary (100%)' },
    { assetAssignmentTypeId: 30, assetAssignmentTypeName: 'In the shares described' },
  ],
  benficiaries: [person(11, 'Meena'), person(12, 'Arjun')],
  individual: [person(11, 'Meena'), person(12, 'Arjun')],
  assignedAsset: null,
};

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(
    <AssignmentForm
      masters={MASTERS}
      assignmentId={null}
      assets={[{ assetId: 1, assetName: 'Plot 14', ownershipPercentage: null, subtype: 'Plot', value: 1250000 }]}
      onSaved={onSaved}
      onCancel={() => {}}
    />,
  );
  return { onSaved };
}

const typeSelect = () => screen.getByRole('combobox', { name: /Assignment type/ });
const countInput = () => screen.getByRole('textbox', { name: /Number of beneficiaries/ });
const entry = (index: number) => screen.getByRole('region', { name: `Beneficiary ${index + 1}` });
/** The body of the save call the form made. */
const sentBody = () => (vi.mocked(call).mock.calls[0]?.[1] as { body: TAssignmentInput } | undefined)?.body;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Fills an entry's beneficiary and description, the fields every kind needs. */
function fillEntry(index: number, beneficiaryId: string) {
  const card = within(entry(index));
  type(card.getByRole('combobox', { name: /^Beneficiary/ }), beneficiaryId);
  type(card.getByRole('textbox', { name: /^Description/ }), 'My plot');
}

// jsdom with Mantine is slow on a busy machine: each case types into several fields.
describe('the condition of each beneficiary’s gift', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      assignmentType: 'Assignment type',
      assignmentNumberOfBeneficiaries: 'Number of beneficiaries',
      assignmentBeneficiaryHeading: 'Beneficiary {{number}}',
      assignmentBeneficiary: 'Beneficiary',
      assignmentProportion: 'Share (%)',
      assignmentDescription: 'Description',
      assignmentSubDescription: 'This beneficiary’s share',
      assignmentConditionKind: 'Condition',
      assignmentImmediateTransfer: 'Immediate transfer',
      conditionKindAbsolute: 'No condition',
      conditionKindAge: 'On reaching an age',
      conditionKindWish: 'A wish',
      conditionKindLifeInterest: 'For life, then to another',
      conditionKindText: 'In my own words',
      conditionAge: 'Age',
      conditionWishText: 'Your wish',
      conditionRemainderTo: 'After their lifetime, to',
      assignmentTotalProportion: 'Total: {{total}}%',
      assignmentSharesNot100: 'The percentages must add up to 100%.',
      assignmentSharesPartial: 'Give every beneficiary a percentage, or none.',
    });
  });
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    vi.mocked(call).mockReset();
  });

  it('has no condition by default and saves without one, also with an immediate transfer', async () => {
    vi.mocked(call).mockResolvedValue({ status: 'success', message: 'Saved' } as never);
    const { onSaved } = renderForm();
    type(typeSelect(), '10');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Beneficiary/ })).toHaveLength(1));
    const card = within(entry(0));
    expect((card.getByRole('radio', { name: /No condition/ }) as HTMLInputElement).checked).toBe(true);
    // No box of words is asked for no condition.
    expect(card.queryByRole('textbox', { name: /Your wish|In my own words/ })).toBeNull();
    fillEntry(0, '11');
    fireEvent.click(card.getByRole('checkbox', { name: /Immediate transfer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'assignmentSave' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sentBody();
    expect(body?.beneficiaries?.[0]).toMatchObject({
      beneficiaryId: 11,
      proportion: 100,
      conditionKind: 'absolute',
      condition: '',
      immediateTransfer: true,
    });
  });

  it('asks the age for "on reaching an age", within 18 to 30, and sends it', async () => {
    vi.mocked(call).mockResolvedValue({ status: 'success', message: 'Saved' } as never);
    const { onSaved } = renderForm();
    type(typeSelect(), '10');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Beneficiary/ })).toHaveLength(1));
    const card = within(entry(0));
    fillEntry(0, '12');
    fireEvent.click(card.getByRole('radio', { name: /On reaching an age/ }));
    const age = await card.findByRole('textbox', { name: /^Age/ });
    type(age, '16');
    fireEvent.click(screen.getByRole('button', { name: 'assignmentSave' }));
    await waitFor(() => expect(age.getAttribute('aria-invalid')).toBe('true'));
    expect(call).not.toHaveBeenCalled();
    type(age, '21');
    fireEvent.click(screen.getByRole('button', { name: 'assignmentSave' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sentBody();
    expect(body?.beneficiaries?.[0]).toMatchObject({ beneficiaryId: 12, conditionKind: 'age', conditionAge: 21, condition: '' });
  });

  it('an immediate transfer takes back "on reaching an age" and offers it no more', async () => {
    renderForm();
    type(typeSelect(), '10');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Beneficiary/ })).toHaveLength(1));
    const card = within(entry(0));
    fireEvent.click(card.getByRole('radio', { name: /On reaching an age/ }));
    await card.findByRole('textbox', { name: /^Age/ });
    fireEvent.click(card.getByRole('checkbox', { name: /Immediate transfer/ }));
    await waitFor(() => expect((card.getByRole('radio', { name: /No condition/ }) as HTMLInputElement).checked).toBe(true));
    expect((card.getByRole('radio', { name: /On reaching an age/ }) as HTMLInputElement).disabled).toBe(true);
    expect((card.getByRole('radio', { name: /A wish/ }) as HTMLInputElement).disabled).toBe(false);
    expect(card.queryByRole('textbox', { name: /^Age/ })).toBeNull();
  });

  it('a wish asks its words', async () => {
    renderForm();
    type(typeSelect(), '10');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Beneficiary/ })).toHaveLength(1));
    const card = within(entry(0));
    fillEntry(0, '11');
    fireEvent.click(card.getByRole('radio', { name: /A wish/ }));
    const words = await card.findByRole('textbox', { name: /Your wish/ });
    fireEvent.click(screen.getByRole('button', { name: 'assignmentSave' }));
    await waitFor(() => expect(words.getAttribute('aria-invalid')).toBe('true'));
    expect(call).not.toHaveBeenCalled();
  });

  it('type 30 takes a percentage each, totals them as typed, and saves 30/70', async () => {
    vi.mocked(call).mockResolvedValue({ status: 'success', message: 'Saved' } as never);
    const { onSaved } = renderForm();
    type(typeSelect(), '30');
    type(countInput(), '2');
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Beneficiary/ })).toHaveLength(2));
    const shares = [0, 1].map((index) => within(entry(index)).getByRole('textbox', { name: /Share/ }) as HTMLInputElement);
    expect(shares.map((input) => input.readOnly)).toEqual([false, false]);
    for (const [index, id] of [
      [0, '11'],
      [1, '12'],
    ] as const) {
      fillEntry(index, id);
      type(within(entry(index)).getByRole('textbox', { name: /This beneficiary’s share/ }), 'Part');
    }
    type(shares[0]!, '30');
    type(shares[1]!, '60');
    expect(await screen.findByText('Total: 90%')).toBeTruthy();
    expect(screen.getByText('The percentages must add up to 100%.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'assignmentSave' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'The percentages must add up to 100%.'));
    expect(call).not.toHaveBeenCalled();
    type(shares[1]!, '70');
    expect(await screen.findByText('Total: 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'assignmentSave' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sentBody();
    expect(body?.beneficiaries?.map((item) => item.proportion)).toEqual([30, 70]);
  });
});
