import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatNumber, isVicState, type DashboardFigure } from '@portal/contracts';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { appPaths } from '../../../lib/paths';
import { figureHref, figureWords } from '../utils/figures';

export const NO_ACTIONS_TITLE = 'No immediate actions required';

interface ActionPart {
  label: string;
  /** null: the list has no count on the dashboard, only a link. */
  value: number | null;
  /** The figure in words, for its link's accessible name. */
  words: string;
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
  /** AgencyEntryMethod: access issues are cases; without it, the figures count notices. */
  newAccessIssues: boolean;
  isIntegrated: boolean;
  propertyManagerId: number | null;
}

/**
 * The actions-required panel's rows: the dashboard's filter categories (compliance, cancelled
 * services, enrolment in VIC, access issues, quotes, invoices due, jobs pending, new managements
 * for integrated agencies). Each figure counts the properties of the portfolio list it opens
 * (contracts' statsFigures), so the list's total is the figure. With ProblemRegister, reported
 * findings take the place of quotes (findings are where quotes come from), and a VIC agency
 * counts urgent findings only.
 */
export function actionRequiredRows(
  figures: ReadonlyMap<string, DashboardFigure>,
  { state, problemRegister, newAccessIssues, isIntegrated, propertyManagerId }: ActionRowsOptions,
): ActionRow[] {
  const pm = { 'property-manager': propertyManagerId };
  const view = (facet: string, what: string): ActionPart => ({
    label: 'view',
    value: null,
    words: `View ${what}`,
    to: appPaths.portfolio({ facet: [facet], ...pm }),
    urgent: false,
  });
  const part = (id: string, label: string, urgent: boolean): ActionPart => {
    const figure = figures.get(id)!;
    return {
      label,
      value: figure.value,
      words: figureWords(figure),
      to: figureHref(figure)!,
      urgent,
    };
  };
  const facet = (name: string) => `portfolioProperties.facets.${name}`;
  const rows: ActionRow[] = [
    {
      label: 'Properties with compliance issues',
      parts: [part('portfolioStats.COMPLIANCE_ISSUES', 'with issues', true)],
    },
    {
      label: 'Cancelled services',
      parts: [view('CancelledServices', 'properties with cancelled services')],
    },
  ];
  if (isVicState(state)) {
    rows.push({
      label: 'Enrolment',
      parts: [view('UnderEnrolment', 'properties under enrolment')],
    });
  }
  rows.push({
    label: newAccessIssues ? 'Properties with access issues' : 'Properties with access notices',
    parts: [
      part(facet('UrgentAccessIssues'), 'urgent', true),
      part(facet('NonUrgentAccessIssues'), 'non-urgent', false),
    ],
  });
  if (problemRegister) {
    const urgent = part(facet('UrgentReportedFindings'), 'urgent', true);
    rows.push({
      label: 'Properties with reported findings',
      parts: isVicState(state)
        ? [urgent]
        : [urgent, part(facet('NonUrgentReportedFindings'), 'non-urgent', false)],
    });
  } else {
    rows.push({
      label: 'Properties with quotes to review',
      parts: [
        part(facet('UrgentQuotes'), 'urgent', true),
        part(facet('NonUrgentQuotes'), 'non-urgent', false),
      ],
    });
  }
  rows.push({
    label: 'Properties with invoices due',
    parts: [
      part(facet('OverdueInvoices'), 'overdue', true),
      part(facet('OutstandingInvoices'), 'unpaid', false),
    ],
  });
  rows.push({
    label: 'Properties with jobs pending',
    parts: [
      part('portfolioStats.PENDING_ITEMS', 'pending items', false),
      part('portfolioStats.BOOKING_IN_PROGRESS', 'booking in progress', false),
    ],
  });
  if (isIntegrated) {
    rows.push({
      label: 'New managements',
      parts: [part('actionRequired.NEW_MANAGEMENT_STATS.NEW_MANAGEMENT', 'to enrol', false)],
    });
  }
  return rows;
}

export interface ActionsRequiredPanelProps extends ActionRowsOptions {
  figures: ReadonlyMap<string, DashboardFigure>;
}

/** Beside the portfolio chart: what needs doing, each figure a link to the filtered list. */
export function ActionsRequiredPanel({ figures, ...options }: ActionsRequiredPanelProps) {
  const rows = actionRequiredRows(figures, options);
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
                      View<VisuallyHidden> {part.words.slice('View '.length)}</VisuallyHidden>
                    </Anchor>
                  ) : part.value > 0 ? (
                    <Anchor
                      key={part.label}
                      component={Link}
                      to={part.to}
                      underline="never"
                      aria-label={part.words}
                      data-figure={part.value}
                    >
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
