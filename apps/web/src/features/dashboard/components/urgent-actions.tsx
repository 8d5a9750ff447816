import { Paper, Title } from '@mantine/core';
import {
  actionRequiredTabLabels,
  type DashboardFigure,
  type TActionRequiredTab,
} from '@portal/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { TabbedLayout, type TabbedLayoutTab } from '../../../components/tabbed-layout';
import { withParams, getParam } from '../../../lib/search-params';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { usePortalConfig } from '../../meta';
import {
  urgentAccessIssuesQueryOptions,
  useUrgentAccessIssues,
} from '../api/get-urgent-access-issues';
import {
  ACTION_REQUIRED_TAB_PARAM,
  activeActionTab,
  tabListQuery,
  visibleActionTabs,
} from '../api/urgent-lists';
import {
  AccessIssuesTab,
  NewManagementsTab,
  OverdueInvoicesTab,
  ReportedFindingsTab,
  UrgentQuotesTab,
} from './urgent-action-tabs';

export interface UrgentActionsProps {
  propertyManagerId: number | null;
  /** The stats call's figures (statsFigures); undefined until they load. */
  figures: ReadonlyMap<string, DashboardFigure> | undefined;
}

/** The tab the URL chooses, or the first visible one. */
function useActiveTab(): TActionRequiredTab {
  const [searchParams] = useSearchParams();
  const { experiments, isIntegrated } = useSignedIn();
  return activeActionTab(searchParams, {
    isIntegrated,
    problemRegister: experiments.ProblemRegister === true,
  });
}

/**
 * Starts loading the open tab's list (and the urgent notices, whose count is on their tab)
 * before the block is shown, so waiting for the dashboard's figures does not delay them.
 */
export function usePrefetchUrgentActions(propertyManagerId: number | null) {
  const tab = useActiveTab();
  usePrefetchQuery(urgentAccessIssuesQueryOptions(propertyManagerId));
  usePrefetchQuery(tabListQuery(tab, propertyManagerId));
}

/** 'Urgent action required': one tab per kind of action, chosen by the URL. */
export function UrgentActions({ propertyManagerId, figures }: UrgentActionsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { experiments, isIntegrated } = useSignedIn();
  const providerShortName = usePortalConfig().data?.provider.shortName ?? 'us';
  const accessIssues = useUrgentAccessIssues(propertyManagerId);
  const problemRegister = experiments.ProblemRegister === true;
  const figure = (id: string) => figures?.get(id)?.value;

  // Each tab's count is the total of the list it shows (contracts' statsFigures tie them); the
  // access issues' has no figure of the stats and is its list's own total.
  const counts: Record<TActionRequiredTab, number | undefined> = {
    'new-managements': figure('actionRequired.NEW_MANAGEMENT_STATS.NEW_MANAGEMENT'),
    'reported-findings': figure('actionRequired.REPORTED_FINDINGS_STATS.URGENT_REPORTED_FINDINGS'),
    'urgent-active-notices': accessIssues.data?.total,
    'urgent-quotes': figure('actionRequired.COMPLIANCE_QUOTES_STATS.URGENT_QUOTATIONS'),
    'overdue-invoices': figure('actionRequired.INVOICES_STATS.OVERDUE_INVOICES'),
  };
  const content: Record<TActionRequiredTab, React.ReactNode> = {
    'new-managements': (
      <NewManagementsTab
        propertyManagerId={propertyManagerId}
        expected={counts['new-managements']}
      />
    ),
    'reported-findings': (
      <ReportedFindingsTab
        propertyManagerId={propertyManagerId}
        expected={counts['reported-findings']}
      />
    ),
    'urgent-active-notices': (
      <AccessIssuesTab
        propertyManagerId={propertyManagerId}
        providerShortName={providerShortName}
      />
    ),
    'urgent-quotes': (
      <UrgentQuotesTab propertyManagerId={propertyManagerId} expected={counts['urgent-quotes']} />
    ),
    'overdue-invoices': (
      <OverdueInvoicesTab
        propertyManagerId={propertyManagerId}
        expected={counts['overdue-invoices']}
      />
    ),
  };
  const tabs: TabbedLayoutTab[] = visibleActionTabs({ isIntegrated, problemRegister }).map(
    (code) => ({
      value: code,
      label: actionRequiredTabLabels[code],
      count: counts[code],
      content: content[code],
    }),
  );

  return (
    <Paper component="section" aria-labelledby="urgent-actions-title" withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm" id="urgent-actions-title">
        Urgent action required
      </Title>
      <TabbedLayout
        label="Urgent actions"
        tabs={tabs}
        value={getParam(searchParams, ACTION_REQUIRED_TAB_PARAM)}
        onChange={(value) =>
          setSearchParams(
            (current) => withParams(current, { [ACTION_REQUIRED_TAB_PARAM]: value }),
            {
              replace: true,
            },
          )
        }
      />
    </Paper>
  );
}
