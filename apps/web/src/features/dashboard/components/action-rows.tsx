import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  ACCESS_ISSUE_MESSAGES,
  NEW_MANAGEMENT_TOASTS,
  enrolmentStatusLabels,
  formatDate,
  formatTime,
  formatNumber,
  serviceLabels,
  type TAccessIssueItem,
  type TInvoice,
  type TNewManagement,
  type TPropertyRef,
  type TQuoteDetail,
  type TReportedFindingGroup,
} from '@portal/contracts';
import { IconDots, IconExternalLink, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  accessIssueTagAppearance,
  reportedFindingTagAppearance,
  type TStatusAppearance,
} from '../../../components/status-colours';
import { showErrorToast } from '../../../components/toast';
import { legacyPaths } from '../../../lib/paths';
import { legacyUrl } from '../../../lib/session/system-urls';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { ResolveIssueButton } from '../../access-issues';
import { InvoiceRow as BillingInvoiceRow } from '../../invoices';
import {
  showDismissedToast,
  useDismissNewManagement,
  useMarkUnderEnrolment,
} from '../../new-managements';
import { QuoteRow as BillingQuoteRow } from '../../quotes';
import { ResolveFindingsButton } from '../../reported-findings';
import { PropertyLink } from '../../../components/property-link';

function Address({ property }: { property: Pick<TPropertyRef, 'addressLine1' | 'addressLine2'> }) {
  return (
    <Stack gap={0} miw={0}>
      <Text fw={600} fz="sm" truncate>
        {property.addressLine1}
      </Text>
      <Text fz="xs" c="dimmed" truncate>
        {property.addressLine2}
      </Text>
    </Stack>
  );
}

function ViewProperty({ property }: { property: TPropertyRef }) {
  return (
    <Button
      component={PropertyLink}
      propertyId={property.compliancePropertyId}
      variant="default"
      size="xs"
      aria-label={`View property ${property.addressLine1}`}
    >
      View property
    </Button>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed" component="span">
      {label}:{' '}
      <Text component="span" fz="xs" c="var(--mantine-color-text)">
        {children}
      </Text>
    </Text>
  );
}

function Row({
  main,
  details,
  action,
}: {
  main: ReactNode;
  details: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
        {main}
        <Group gap="md" style={{ rowGap: 2 }}>
          {details}
        </Group>
      </Stack>
      {action}
    </Group>
  );
}

function Tags({ tags }: { tags: readonly TStatusAppearance[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {/* The dot carries the tone; the words keep full contrast (amber text would not). */}
      {tags.map(({ color, label }) => (
        <Badge key={label} color={color} variant="dot" size="sm" radius="sm">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

export function InvoiceRow({ invoice }: { invoice: TInvoice }) {
  return (
    <BillingInvoiceRow
      invoice={invoice}
      heading={<Address property={invoice.property} />}
      aside={<ViewProperty property={invoice.property} />}
    />
  );
}

export function QuoteRow({ quote }: { quote: TQuoteDetail }) {
  return (
    <BillingQuoteRow
      quote={quote}
      heading={<Address property={quote.property} />}
      aside={<ViewProperty property={quote.property} />}
    />
  );
}

export function AccessIssueRow({
  item,
  providerShortName,
}: {
  item: TAccessIssueItem;
  providerShortName: string;
}) {
  const problems = item.accessIssues.problems;
  const occupants = item.occupants.map((occupant) => occupant.name).join(', ');
  return (
    <Row
      main={<Address property={item} />}
      details={
        <>
          <Detail label="Occupants">{occupants || 'None listed'}</Detail>
          <Detail label="Reason">
            {problems.length > 0
              ? problems.map((problem) => problem.publicName).join(', ')
              : ACCESS_ISSUE_MESSAGES.complexProblem}
          </Detail>
          {problems.length === 0 ? (
            <Text fz="xs" c="dimmed" component="span">
              {ACCESS_ISSUE_MESSAGES.contactProviderToResolve(providerShortName)}
            </Text>
          ) : null}
          <Tags tags={item.tags.map(accessIssueTagAppearance)} />
        </>
      }
      action={
        <Group gap="xs" wrap="nowrap">
          <ResolveIssueButton property={item} />
          <ViewProperty property={item} />
        </Group>
      }
    />
  );
}

export function ReportedFindingRow({ group }: { group: TReportedFindingGroup }) {
  const count = group.reportedFindings.length;
  return (
    <Row
      main={<Address property={group.property} />}
      details={
        <>
          <Detail label="Service">{serviceLabels[group.service.shortName]}</Detail>
          <Detail label="Reported findings">{formatNumber(count)}</Detail>
          <Tags tags={group.tags.map(reportedFindingTagAppearance)} />
        </>
      }
      action={
        <Group gap="xs" wrap="nowrap">
          <ResolveFindingsButton
            property={group.property}
            serviceShortName={group.service.shortName}
          />
          <ViewProperty property={group.property} />
        </Group>
      }
    />
  );
}

function enrolmentNote(item: TNewManagement): string {
  const by = item.underEnrolmentBy ? ` by ${item.underEnrolmentBy}` : '';
  const at = item.underEnrolmentAt
    ? ` on ${formatDate(item.underEnrolmentAt)} at ${formatTime(item.underEnrolmentAt)}`
    : '';
  // Requested until the compliance system holds a job order for the property.
  const what = item.enrolmentStatus === 'IN_PROGRESS' ? 'Enrolment started' : 'Enrolment requested';
  return `${what}${by}${at}`;
}

/** 'Enrolment requested' or 'Enrolment in progress', disabled, with who and when. */
function EnrolmentStatus({ item }: { item: TNewManagement }) {
  const noteId = useId();
  const note = enrolmentNote(item);
  return (
    <>
      <Tooltip label={note} withArrow>
        {/* Focusable although disabled, so the tooltip also opens from the keyboard. */}
        <Button
          size="xs"
          variant="default"
          data-disabled
          aria-disabled
          aria-describedby={noteId}
          onClick={(event) => event.preventDefault()}
        >
          {enrolmentStatusLabels[item.enrolmentStatus]}
        </Button>
      </Tooltip>
      <VisuallyHidden id={noteId}>{note}</VisuallyHidden>
    </>
  );
}

function NewManagementActions({ item }: { item: TNewManagement }) {
  const { session } = useSignedIn();
  const [confirming, setConfirming] = useState(false);
  const enrol = useMarkUnderEnrolment();
  const queryClient = useQueryClient();
  // The toast is the mutation's own callback, not mutate()'s: the list refetched after the
  // dismissal drops this row, and callbacks given to mutate() do not run once it is gone.
  const dismiss = useDismissNewManagement({
    mutationConfig: { onSuccess: () => showDismissedToast(queryClient, item) },
  });
  const jobOrderUrl = legacyUrl(
    session.complianceSystemUrl,
    legacyPaths.newJobOrder({
      address: item.address,
      agencyPortfolioPropertyId: item.portfolioPropertyId,
    }),
  );

  if (item.enrolmentStatus !== 'NOT_ENROLLED') return <EnrolmentStatus item={item} />;

  return (
    <Group gap="xs" wrap="nowrap">
      {/* A link, so the job order page opens in a new tab without a pop-up blocker in the way. */}
      <Button
        component="a"
        href={jobOrderUrl}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        leftSection={<IconExternalLink size={14} aria-hidden />}
        aria-label={`Enrol property ${item.address} (opens in a new tab)`}
        loading={enrol.isPending}
        onClick={() =>
          enrol.mutate(item.portfolioPropertyId, {
            onError: (error) => showErrorToast(NEW_MANAGEMENT_TOASTS.enrolFailed, error),
          })
        }
      >
        Enrol property
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${item.address}`}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            Dismiss
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Dismiss new management?"
        confirmLabel="Dismiss"
        danger
        loading={dismiss.isPending}
        onConfirm={() =>
          dismiss.mutate(item.portfolioPropertyId, {
            onSuccess: () => setConfirming(false),
            onError: (error) => {
              setConfirming(false);
              showErrorToast(NEW_MANAGEMENT_TOASTS.dismissFailed, error);
            },
          })
        }
      >
        {`${item.address} will no longer be listed in your new managements.`}
      </ConfirmDialog>
    </Group>
  );
}

export function NewManagementRow({ item }: { item: TNewManagement }) {
  return (
    <Row
      main={
        <Text fw={600} fz="sm">
          {item.address}
        </Text>
      }
      details={
        <>
          <Detail label="Software">{item.softwareName}</Detail>
          <Detail label="First active">{formatDate(item.firstActiveDate)}</Detail>
        </>
      }
      action={<NewManagementActions item={item} />}
    />
  );
}
