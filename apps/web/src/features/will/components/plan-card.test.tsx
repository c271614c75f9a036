import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type Endpoint, type TWillPlan, type TWillPlanInput, willEndpoints } from '@vasiyat/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api.ts';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx';
import { PlanCard } from './plan-card.tsx';

// Issue 22: the will as a whole — signature or thumb impression, the school of Muslim law for a Muslim only,
// guardians chosen by what tells people apart, the residue to the family or in shares; a save refreshes the check.

vi.mock('../../../lib/api.ts', () => ({ call: vi.fn(), applyFieldErrors: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));

const person = (entityId: number, fullName: string, kind: string, relationName: string | null, dob: string | null) => ({
  entityId,
  firstName: fullName.split(' ')[0]!,
  middleName: null,
  lastName: fullName.split(' ')[1] ?? null,
  fullName,
  kind,
  dob,
  relationName,
  isMinor: false,
});
const SON = person(21, 'Amit Sharma', 'heir', 'Son', '1990-05-01');
const EXECUTOR = person(22, 'Amit Sharma', 'executor', null, '1975-01-09');
const WITNESS = person(23, 'Ravi Kumar', 'witness', null, null);
const DAUGHTER = person(24, 'Neha Sharma', 'heir', 'Daughter', '1993-02-11');

const NEW_PLAN: TWillPlan = {
  signsBy: 'signature',
  muslimSchool: null,
  guardianId: null,
  backupGuardianId: null,
  propertyManagerId: null,
  residuary: [],
  version: 0,
};

/** Answers each call the card makes as the server would, for a testator of the given religion. */
function serve(religionId: number) {
  vi.mocked(call).mockImplementation((async (endpoint: Endpoint, input: { body?: TWillPlanInput }) => {
    if (endpoint === willEndpoints.willPlan) return NEW_PLAN;
    if (endpoint === willEndpoints.saveWillPlan)
      return { status: 'success', message: 'Saved', plan: { ...NEW_PLAN, ...input.body, version: 1 } };
    if (endpoint.path.includes('findAllAssetAssignmentMasterDatas'))
      return { assignmentTypes: [], benficiaries: [SON, DAUGHTER], individual: [SON, EXECUTOR, WITNESS, DAUGHTER], assignedAsset: null };
    return { entities: { religionId }, registration: null };
  }) as never);
}

function renderCard() {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(<PlanCard />, queryClient);
  return { invalidate };
}

const saved = () =>
  vi.mocked(call).mock.calls.find(([endpoint]) => endpoint === willEndpoints.saveWillPlan)?.[1] as { body: TWillPlanInput } | undefined;
const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('the plan of the will as a whole', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      willPlanSignsSignature: 'I will sign it',
      willPlanSignsThumb: 'I will put my thumb impression',
      willPlanMuslimSchool: 'Your school of Muslim law',
      willPlanSchoolSunni: 'Sunni',
      willPlanGuardian: 'Guardian of my children under 18',
      willPlanBackupGuardian: 'Back-up guardian',
      willPlanResidueFamily: 'To my spouse and children',
      willPlanResidueChosen: 'To people I name',
      willPlanResiduaryPerson: 'Person {{number}}',
      willPlanResiduaryShare: 'Share',
      willPlanResiduaryAdd: 'Add a person',
      willPlanSave: 'Save the plan',
      commonSaved: 'Saved successfully',
      willRoleExecutor: 'Executor',
      personRoleExecutor: 'Executor',
      personChoiceBorn: 'born {{year}}',
    });
  });
  beforeEach(() => {
    vi.mocked(call).mockReset();
    vi.mocked(toast).mockClear();
    useSessionStore.setState({ claims: { userId: 5 } } as never);
  });

  it('saves a thumb impression and a guardian told apart from a namesake, and refreshes the will check', async () => {
    serve(1);
    const { invalidate } = renderCard();
    const thumb = await screen.findByRole('radio', { name: /thumb impression/ });
    expect((screen.getByRole('radio', { name: /I will sign it/ }) as HTMLInputElement).checked).toBe(true);
    // Not a Muslim: the school of law is not asked.
    expect(screen.queryByRole('radio', { name: 'Sunni' })).toBeNull();
    // The residue goes to the family unless the testator names people, and says so.
    expect((screen.getByRole('radio', { name: /To my spouse and children/ }) as HTMLInputElement).checked).toBe(true);

    const guardian = select(/Guardian of my children/);
    // Two Amit Sharmas, told apart; a witness is not offered as a guardian.
    expect([...guardian.options].map((option) => option.text).slice(1)).toEqual([
      'Amit Sharma (Son, born 1990)',
      'Amit Sharma (Executor, born 1975)',
      'Neha Sharma (Daughter, born 1993)',
    ]);
    expect(select(/Back-up guardian/).disabled).toBe(true);

    fireEvent.click(thumb);
    fireEvent.change(guardian, { target: { value: '22' } });
    await waitFor(() => expect(select(/Back-up guardian/).disabled).toBe(false));
    // The guardian is not offered again as their own back-up.
    expect([...select(/Back-up guardian/).options].map((option) => option.value)).toEqual(['', '21', '24']);
    fireEvent.change(select(/Back-up guardian/), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the plan' }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Saved successfully'));
    expect(saved()?.body).toEqual({
      signsBy: 'thumb',
      muslimSchool: null,
      guardianId: 22,
      backupGuardianId: 24,
      propertyManagerId: null,
      residuary: [],
      version: 0,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['will', 'check'] });
  });

  it('asks a Muslim testator the school of law', async () => {
    serve(2);
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: 'Sunni' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    await waitFor(() => expect(saved()?.body.muslimSchool).toBe('sunni'));
  });

  it('names residuary beneficiaries in shares adding up to 100, or refuses', async () => {
    serve(1);
    renderCard();
    fireEvent.click(await screen.findByRole('radio', { name: /To people I name/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: /^Person/ })).toHaveLength(2));
    const people = screen.getAllByRole('combobox', { name: /^Person/ });
    const shares = screen.getAllByRole('textbox', { name: /^Share/ });
    fireEvent.change(people[0]!, { target: { value: '21' } });
    fireEvent.change(people[1]!, { target: { value: '24' } });
    fireEvent.change(shares[0]!, { target: { value: '30' } });
    fireEvent.change(shares[1]!, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByText('The residuary shares must add up to 100%.')).toBeTruthy();
    expect(saved()).toBeUndefined();

    fireEvent.change(shares[1]!, { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the plan' }));
    await waitFor(() =>
      expect(saved()?.body.residuary).toEqual([
        { entityId: 21, share: 30 },
        { entityId: 24, share: 70 },
      ]),
    );
  });
});
