import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TAssetMasterResponse } from '@vasiyat/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, i18nInitialised } from '../../../lib/i18n.ts';
import { useSessionStore } from '../../../stores/session.ts';
import { respond, tokenFor } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DetailsStep } from './details-step.tsx';

const masters: TAssetMasterResponse = {
  ownershipMasters: [
    { assetOwnershipTypeId: 1, assetOwnershipTypeName: 'Sole owner' },
    { assetOwnershipTypeId: 2, assetOwnershipTypeName: 'Joint owner with a stated share (%)' },
  ],
  assetSubTypes: [{ assetSubTypeId: 101, assetSubtypeName: 'Independent house' }],
  booleanMaster: [{ assetBooleanMasterId: 3, assetBooleanMasterName: 'Insured' }],
  assetsDetails: null,
};

function renderStep(onSaved = vi.fn()) {
  renderWithProviders(<DetailsStep kind="fixed" assetId={null} onSaved={onSaved} />);
  return onSaved;
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const saveCalls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([url]) => String(url).includes('saveAsset'));

describe('the asset details tab', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeAll(async () => {
    await i18nInitialised;
    i18n.addResourceBundle('en', 'translation', {
      assetName: 'Asset name',
      assetSubtype: 'Subtype',
      assetInitialValue: 'Initial value',
      assetOwnershipType: 'Ownership type',
      assetOwnershipPercentage: 'Ownership percentage',
      assetDescription: 'Description',
      assetSave: 'Save',
    });
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((url) =>
      String(url).includes('saveAsset')
        ? respond({ status: 'success', message: 'save success', asset: { assetId: 41, version: 1 } })
        : respond(masters),
    );
    useSessionStore.getState().login(tokenFor({ firstName: 'Asha', roleId: 21, userId: 7, exp: Date.now() / 1000 + 3600 }));
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    useSessionStore.getState().logout();
  });

  it('asks the percentage only for share-based ownership (type 2) and clears it for any other (spec part 2 §4)', async () => {
    renderStep();
    await screen.findByRole('textbox', { name: /^Asset name/ });
    expect(screen.queryByRole('textbox', { name: /^Ownership percentage/ })).toBeNull();

    fireEvent.change(select('Ownership type'), { target: { value: '2' } });
    fireEvent.change(input('Ownership percentage'), { target: { value: '40' } });
    expect(input('Ownership percentage').value).toBe('40 %');

    fireEvent.change(select('Ownership type'), { target: { value: '1' } });
    expect(screen.queryByRole('textbox', { name: /^Ownership percentage/ })).toBeNull();
    fireEvent.change(select('Ownership type'), { target: { value: '2' } });
    expect(input('Ownership percentage').value).toBe('');
  });

  it('saves nothing until a share-based asset has its percentage, then sends it with the type and the testator', async () => {
    const onSaved = renderStep();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Asset name/ }), { target: { value: 'House in Mylapore' } });
    fireEvent.change(select('Subtype'), { target: { value: '101' } });
    fireEvent.change(input('Initial value'), { target: { value: '2500000' } });
    fireEvent.blur(input('Initial value'));
    expect(input('Initial value').value).toBe('25,00,000');
    fireEvent.change(select('Ownership type'), { target: { value: '2' } });
    fireEvent.change(input('Description'), { target: { value: 'Two-storey house' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ownership percentage is required for share-based ownership.')).toBeTruthy();
    expect(saveCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(input('Ownership percentage'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    const [, init] = saveCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      assetId: null,
      assetTypeMstId: 1,
      testatorId: 7,
      assetName: 'House in Mylapore',
      assetSubTypeId: 101,
      // As typed (grouped once left): the server reads it with the contract's parseRupees.
      assetInitialValue: '25,00,000',
      ownershipTypeId: 2,
      ownershipPercentage: 50,
      version: null,
    });
  });
});
