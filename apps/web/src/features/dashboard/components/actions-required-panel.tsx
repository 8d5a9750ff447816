import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatNumber, isVicState, type TDashboardStats } from '@portal/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { appPaths } from '../../../lib/paths';

export const NO_ACTIONS_TITLE = 'No immediate actions required';

interface ActionPart {
  label: string;
  /** null: the list has no count on the dashboard, only a link. */
  value: number | null;
  to: string;
  urgent: boolean;
}

export interface ActionRow {
  label: string;
  parts: ActionPart[];
}

export interface ActionRowsOptions {
  state: string | null | undefined;
  problemRegister: boolean;
  isIntegrated: boolean;
  propertyManagerId: number | null;
}

/**
 * The actions-required panel's rows: the dashboard's filter categories (compliance, cancelled
 * services, enrolment in VIC, access issues, quotes, invoices due, jobs pending, new managements
 * for integrated agencies), each a link to its filtered list. With ProblemRegister, reported findings take the place of
 * quotes (findings are where quotes come from), and a VIC agency counts urgent findings only.
 */
export function actionRequiredRows(
  stats: TDashboardStats,
  { state, problemRegister, isIntegrated, propertyManagerId }: ActionRowsOptions,
): ActionRow[] {
  const actions = stats.actionRequired;
  const pm = { 'property-manager': propertyManagerId };
  const portfolio = (facet: string) => appPaths.portfolio({ facet: [facet], ...pm });
  const findings = (facet: string) =>
    appPaths.actionRequired.reportedFindings({ facet: [facet], ...pm });
  const rows: ActionRow[] = [
    {
      label: 'Compliance',
      parts: [
        {
          label: 'with issues',
          value: stats.portfolioStats.COMPLIANCE_ISSUES,
          to: portfolio('ComplianceIssues'),
          urgent: true,
        },
      ],
    },
    {
      label: 'Cancelled services',
      parts: [{ label: 'view', value: null, to: portfolio('CancelledServices'), urgent: false }],
    },
  ];
  if (isVicState(state)) {
    rows.push({
      label: 'Enrolment',
      parts: [{ label: 'view', value: null, to: portfolio('UnderEnrolment'), urgent: false }],
    });
  }
  rows.push({
    label: 'Access issues',
    parts: [
      {
        label: 'urgent',
        value: actions.ACTIVE_NOTICES_STATS.URGENT_NOTICES,
        to: portfolio('UrgentAccessIssues'),
        urgent: true,
      },
      {
        label: 'non-urgent',
        value: actions.ACTIVE_NOTICES_STATS.NON_URGENT_NOTICES,
        to: portfolio('NonUrgentAccessIssues'),
        urgent: false,
      },
    ],
  });
  if (problemRegister) {
    const urgent: ActionPart = {
      label: 'urgent',
      value: actions.REPORTED_FINDINGS_STATS.URGENT_REPORTED_FINDINGS,
      to: findings('UrgentReportedFindings'),
      urgent: true,
    };
    rows.push({
      label: 'Reported findings',
      parts: isVicState(state)
        ? [urgent]
        : [
            urgent,
            {
              label: 'non-urgent',
              value: actions.REPORTED_FINDINGS_STATS.NON_URGENT_REPORTED_FINDINGS,
              to: findings('NonUrgentReportedFindings'),
              urgent: false,
            },
          ],
    });
  } else {
    rows.push({
      label: 'Quotes pending',
      parts: [
        {
          label: 'urgent',
          value: actions.COMPLIANCE_QUOTES_STATS.URGENT_QUOTATIONS,
          to: portfolio('UrgentQuotes'),
          urgent: true,
        },
        {
          label: 'non-urgent',
          value: actions.COMPLIANCE_QUOTES_STATS.NON_URGENT_QUOTATIONS,
          to: portfolio('NonUrgentQuotes'),
          urgent: false,
        },
      ],
    });
  }
  rows.push({
    label: 'Invoices due',
    parts: [
      {
        label: 'overdue',
        value: actions.INVOICES_STATS.OVERDUE_INVOICES,
        to: portfolio('OverdueInvoices'),
        urgent: true,
      },
      {
        label: 'outstanding',
        value: actions.INVOICES_STATS.OUTSTANDING_INVOICES,
        to: portfolio('OutstandingInvoices'),
        urgent: false,
      },
    ],
  });
  rows.push({
    label: 'Jobs pending',
    parts: [
      {
        label: 'pending items',
        value: stats.portfolioStats.PENDING_ITEMS,
        to: portfolio('PendingItems'),
        urgent: false,
      },
      {
        label: 'booking in progress',
        value: stats.portfolioStats.BOOKING_IN_PROGRESS,
        to: portfolio('BookingInProgress'),
        urgent: false,
      },
    ],
  });
  if (isIntegrated) {
    rows.push({
      label: 'New managements',
      parts: [
        {
          label: 'to enrol',
          value: actions.NEW_MANAGEMENT_STATS.NEW_MANAGEMENT,
          to: portfolio('NewManagements'),
          urgent: false,
        },
      ],
    });
  }
  return rows;
}

export interface ActionsRequiredPanelProps extends ActionRowsOptions {
  stats: TDashboardStats;
}

/** Beside the portfolio chart: what needs doing, each figure a link to the filtered list. */
export function ActionsRequiredPanel({ stats, ...options }: ActionsRequiredPanelProps) {
  const rows = actionRequiredRows(stats, options);
  const anything = rows.some((row) => row.parts.some((part) => (part.value ?? 0) > 0));

  return (
    <Stack gap="xs" component="section" aria-labelledby="actions-required-title">
      <Title order={3} fz="h5" id="actions-required-title">
        Actions required
      </Title>
      {anything ? (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group component="li" key={row.label} justify="space-between" gap="sm" wrap="wrap">
              <Text fz="sm">{row.label}</Text>
              <Group gap="xs">
                {row.parts.map((part) =>
                  part.value === null ? (
                    <Anchor key={part.label} component={Link} to={part.to} fz="sm">
                      View<VisuallyHidden> {row.label.toLowerCase()}</VisuallyHidden>
                    </Anchor>
                  ) : part.value > 0 ? (
                    <Anchor key={part.label} component={Link} to={part.to} underline="never">
                      <Badge
                        variant="light"
                        color={part.urgent ? 'red' : 'gray'}
                        style={{ cursor: 'pointer', textTransform: 'none' }}
                        size="lg"
                      >
                        {formatNumber(part.value)} {part.label}
                      </Badge>
                    </Anchor>
                  ) : (
                    <Text key={part.label} fz="xs" c="dimmed">
                      0 {part.label}
                    </Text>
                  ),
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      ) : (
        <EmptyState title={NO_ACTIONS_TITLE} />
      )}
    </Stack>
  );
}
