import { List, Stack, Text } from '@mantine/core';
import {
  formatDate,
  serviceLabels,
  updateConfirmationLabels,
  type TUpdateSummaryItem,
} from '@portal/contracts';
import { Fragment, useId, type ReactNode } from 'react';
import { StatusLabel } from '../../../components/property-status';
import classes from './updates.module.css';

/** One line per reason the property is listed: what confirming it answers. */
function confirmationLines(item: TUpdateSummaryItem): string[] {
  return item.updateReasons.map((reason) => {
    const label = updateConfirmationLabels[reason];
    const services = item.servicesRequiringUpdate.map((code) => serviceLabels[code]);
    return reason === 'SERVICE_UPDATES_REQUIRED' && services.length > 0
      ? `${label}: ${services.join(', ')}`
      : label;
  });
}

/**
 * The body of the confirm dialog: the property, what is being confirmed for it and its current
 * figures, so the agency sees exactly what it confirms before anything is sent.
 */
export function ConfirmDetails({ item }: { item: TUpdateSummaryItem }) {
  const headingId = useId();
  const facts: [string, ReactNode][] = [
    ['Property', `${item.addressLine1}, ${item.addressLine2}`],
    ['Property manager', item.propertyManager?.name ?? '—'],
    ['Next service due', item.nextServiceDue ? formatDate(item.nextServiceDue) : '—'],
    ['Compliance', <StatusLabel key="status" code={item.complianceStatus} />],
  ];
  return (
    <Stack gap="sm">
      <dl className={classes.facts}>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <Text component="dt" fz="sm" fw={600} c="dimmed">
              {term}
            </Text>
            <Text component="dd" fz="sm">
              {value}
            </Text>
          </Fragment>
        ))}
      </dl>
      <Text fz="sm" fw={600} id={headingId}>
        Being confirmed
      </Text>
      <List size="sm" spacing={4} aria-labelledby={headingId}>
        {confirmationLines(item).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <Text fz="sm">
        Confirm that these details are up to date? The property will leave the required updates
        list.
      </Text>
    </Stack>
  );
}
