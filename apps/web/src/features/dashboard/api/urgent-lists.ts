import type { TActionRequiredTab } from '@portal/contracts';
import { getParam } from '../../../lib/search-params';
import { newManagementsQueryOptions } from './get-new-managements';
import { overdueInvoicesQueryOptions } from './get-overdue-invoices';
import { urgentAccessIssuesQueryOptions } from './get-urgent-access-issues';
import { urgentQuotesQueryOptions } from './get-urgent-quotes';
import { urgentReportedFindingsQueryOptions } from './get-urgent-reported-findings';

export const ACTION_REQUIRED_TAB_PARAM = 'action-required-tab';

interface TabConditions {
  isIntegrated: boolean;
  problemRegister: boolean;
}

/** The visible tabs in order: by integration and the ProblemRegister experiment. */
export function visibleActionTabs({
  isIntegrated,
  problemRegister,
}: TabConditions): TActionRequiredTab[] {
  const tabs: TActionRequiredTab[] = [];
  if (isIntegrated) tabs.push('new-managements');
  if (problemRegister) tabs.push('reported-findings');
  tabs.push('urgent-active-notices');
  if (!problemRegister) tabs.push('urgent-quotes');
  tabs.push('overdue-invoices');
  return tabs;
}

/** The tab the URL chooses, or the first visible one. */
export function activeActionTab(
  searchParams: URLSearchParams,
  conditions: TabConditions,
): TActionRequiredTab {
  const tabs = visibleActionTabs(conditions);
  const chosen = getParam(searchParams, ACTION_REQUIRED_TAB_PARAM);
  return tabs.find((tab) => tab === chosen) ?? tabs[0]!;
}

const tabListQueries = {
  'new-managements': newManagementsQueryOptions,
  'reported-findings': urgentReportedFindingsQueryOptions,
  'urgent-active-notices': urgentAccessIssuesQueryOptions,
  'urgent-quotes': urgentQuotesQueryOptions,
  'overdue-invoices': overdueInvoicesQueryOptions,
} satisfies Record<TActionRequiredTab, unknown>;

/** The query of a tab's list. Each tab's options differ in their data's type; only the key and the fetch matter to a prefetch. */
export const tabListQuery = (tab: TActionRequiredTab, propertyManagerId: number | null) =>
  tabListQueries[tab](propertyManagerId) as ReturnType<typeof newManagementsQueryOptions>;
