import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  formatDate,
  formatNumber,
  formatPriceIncGst,
  quoteSeverityLabel,
  serviceLabels,
  type TAccessIssueItem,
  type TInvoice,
  type TNewManagement,
  type TPropertyRef,
  type TQuoteDetail,
  type TReportedFindingGroup,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { statusAppearance } from '../../../components/status-colours';
import { appPaths } from '../../../lib/paths';

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
      component={Link}
      to={appPaths.property.detail(property.compliancePropertyId)}
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

function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) => {
        const { color, label } = statusAppearance(tag);
        return (
          <Badge key={tag} color={color} variant="light" size="sm" radius="sm">
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}

export function InvoiceRow({ invoice }: { invoice: TInvoice }) {
  return (
    <Row
      main={<Address property={invoice.property} />}
      details={
        <>
          <Detail label="Invoice">{invoice.invoiceNumber}</Detail>
          <Detail label="Due">{formatDate(invoice.dueDate)}</Detail>
          {invoice.isOverdue ? (
            <Badge color="red" variant="light" size="sm" radius="sm">
              Overdue
            </Badge>
          ) : null}
          <Text fz="sm" fw={600} component="span">
            {formatPriceIncGst(invoice.totalIncGst)}
          </Text>
        </>
      }
      action={<ViewProperty property={invoice.property} />}
    />
  );
}

export function QuoteRow({ quote }: { quote: TQuoteDetail }) {
  return (
    <Row
      main={<Address property={quote.property} />}
      details={
        <>
          <Detail label="Quote">{quote.quoteNumber}</Detail>
          <Detail label="Expires">
            {quote.expiresAt ? formatDate(quote.expiresAt) : 'No expiry'}
          </Detail>
          <Detail label="Service">{serviceLabels[quote.service.shortName]}</Detail>
          <Badge color="red" variant="light" size="sm" radius="sm">
            {quoteSeverityLabel(quote.quoteSeverity)}
          </Badge>
        </>
      }
      action={<ViewProperty property={quote.property} />}
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
              : 'Complex problem'}
          </Detail>
          {problems.length === 0 ? (
            <Text fz="xs" c="dimmed" component="span">
              Please contact {providerShortName} to help resolve the issue
            </Text>
          ) : null}
          <Tags tags={item.tags} />
        </>
      }
      action={<ViewProperty property={item} />}
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
          <Tags tags={group.tags} />
        </>
      }
      action={<ViewProperty property={group.property} />}
    />
  );
}

export function NewManagementRow({ item }: { item: TNewManagement }) {
  const by = [
    item.underEnrolmentBy ? `by ${item.underEnrolmentBy}` : null,
    item.underEnrolmentAt ? `on ${formatDate(item.underEnrolmentAt)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
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
      action={
        item.isUnderEnrolment ? (
          <Tooltip label={`Enrolment started${by ? ` ${by}` : ''}`} withArrow>
            <Badge color="blue" variant="light" radius="sm" tabIndex={0} aria-disabled>
              Enrolment in progress
            </Badge>
          </Tooltip>
        ) : null
      }
    />
  );
}
