import {
  reportedFindingCalls as calls,
  type TInformDiResult,
  type TReportedFinding,
  type TReportedFindingGroup,
  type TRequestQuoteResult,
  type TThirdPartyResolutionResult,
} from '@portal/contracts';
import { callApi } from '../../../lib/api-client';
import type {
  FindingsInput,
  InformDiInput,
  SelectionInput,
  ThirdPartyInput,
} from './wizard-machine';

/** GET /v2/property/{id}/reported-findings/{serviceShortName}: what the wizard resolves. */
export function loadFindings(
  { propertyId, serviceShortName }: FindingsInput,
  signal?: AbortSignal,
): Promise<TReportedFindingGroup> {
  return callApi(calls.service, { params: { id: propertyId, serviceShortName }, signal });
}

export function requestQuote({
  propertyId,
  problemRegisterIds,
}: SelectionInput): Promise<TRequestQuoteResult> {
  return callApi(calls.requestQuote, {
    params: { id: propertyId },
    body: { compliancePropertyId: propertyId, problemRegisterIds },
  });
}

export function resolveByThirdParty({
  propertyId,
  problemRegisterIds,
  notes,
  documentIds,
}: ThirdPartyInput): Promise<TThirdPartyResolutionResult> {
  return callApi(calls.thirdParty, {
    params: { id: propertyId },
    body: {
      compliancePropertyId: propertyId,
      selectedProblemRegisterIds: problemRegisterIds,
      documentIds,
      notes: notes.trim() || undefined,
    },
  });
}

export function informDi({
  propertyId,
  problemRegisterIds,
  notes,
  propertyBuilt,
}: InformDiInput): Promise<TInformDiResult> {
  return callApi(calls.informDi, {
    params: { id: propertyId },
    body: {
      compliancePropertyId: propertyId,
      problemRegisterIds,
      notes,
      propertyBuilt: propertyBuilt ?? undefined,
    },
  });
}

export function dismissFinding(id: number): Promise<TReportedFinding> {
  return callApi(calls.dismiss, { params: { id } });
}

export function restoreFinding(id: number): Promise<TReportedFinding> {
  return callApi(calls.restore, { params: { id } });
}
