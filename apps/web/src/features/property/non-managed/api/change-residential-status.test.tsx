import { nonManagedPropertyCalls, type TIntegratedProperty } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  OTHER_PROVIDERS_LIST_KEY,
  OTHER_PROVIDERS_STATS_KEY,
} from '../../../../lib/other-providers-keys';
import { mockApi, on } from '../../../../testing/mock-api';
import { renderWithProviders } from '../../../../testing/render';
import { useChangeResidentialStatus } from './change-residential-status';
import { nonManagedPropertyKeys } from './keys';

const SAVED: TIntegratedProperty = {
  agencyPortfolioPropertyId: 7,
  addressLine1: '3 Elm Court',
  addressLine2: 'Kew VIC 3101',
  isResidentialProperty: false,
  nonResidentialPropertyType: 'COMMERCIAL',
  propertyManager: null,
  providerName: null,
  complianceStatus: 'NON_RESIDENTIAL_PROPERTY',
  lastServiceDate: null,
  nextDueDate: null,
  services: [],
  softwareName: null,
};

function Save() {
  const change = useChangeResidentialStatus();
  return (
    <button
      type="button"
      onClick={() =>
        change.mutate({
          id: 7,
          body: { isResidentialProperty: false, nonResidentialPropertyType: 'COMMERCIAL' },
        })
      }
    >
      {change.isSuccess ? 'Saved' : 'Save'}
    </button>
  );
}

describe('useChangeResidentialStatus', () => {
  it('should show the answer at once and read the other-providers list and figures again when saved', async () => {
    mockApi(on(nonManagedPropertyCalls.changeResidentialStatus, SAVED));
    const { queryClient } = renderWithProviders(<Save />);
    const list = [...OTHER_PROVIDERS_LIST_KEY, 'list', { page: 1 }];
    queryClient.setQueryData(list, { items: [], total: 0 });
    queryClient.setQueryData(OTHER_PROVIDERS_STATS_KEY, { TOTAL: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeVisible();
    expect(queryClient.getQueryData(nonManagedPropertyKeys.detail(7))).toEqual(SAVED);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(OTHER_PROVIDERS_STATS_KEY)?.isInvalidated).toBe(true);
  });
});
