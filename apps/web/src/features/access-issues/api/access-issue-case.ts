import {
  accessIssueCalls,
  type TAccessIssueActionResult,
  type TAccessIssueCase,
} from '@portal/contracts';
import { callApi } from '../../../lib/api-client';
import type { PerformInput } from '../wizard/wizard-machine';

/** GET /v2/property/{id}/access-issues: the case the wizard resolves. */
export function loadAccessIssueCase(propertyId: number): Promise<TAccessIssueCase> {
  return callApi(accessIssueCalls.propertyCase, { params: { id: propertyId } });
}

/** POST /v2/property/{id}/access-issues/action: the agency performed a suggested solution. */
export function performAccessIssueAction(input: PerformInput): Promise<TAccessIssueActionResult> {
  return callApi(accessIssueCalls.action, {
    params: { id: input.propertyId },
    body: {
      solutionLabel: input.solution.solution_label,
      notes: input.notes ?? null,
      date: input.date ?? null,
    },
  });
}
