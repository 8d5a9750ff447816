import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, type TReportedFinding } from '@portal/contracts';
import type { ReactNode } from 'react';
import { findingsFor, type ResolutionMethod, type WizardContext } from './wizard-machine';

// What the wizard's screens share: the frame of a screen, a finding's text, the findings to tick.

export const METHOD_LABELS: Record<ResolutionMethod, string> = {
  requestQuote: 'Request quote',
  thirdParty: 'Resolved by a third party',
  informDi: 'Inform the provider',
};

/** 'n reported finding(s)'. */
export const plural = (count: number) => `${count} reported finding${count === 1 ? '' : 's'}`;

export const idOf = (finding: TReportedFinding) => finding.problemRegister.problemRegisterId;

/** A screen of the wizard: its heading, its content, its buttons at the end. */
export function Screen({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
      <Group justify="flex-end" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

/** A finding: its item, where, its category, and what was already done about it. */
export function FindingText({ finding }: { finding: TReportedFinding }) {
  const register = finding.problemRegister;
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Text fz="sm" fw={600}>
          {finding.originalProblemItem.title}
        </Text>
        {register.isUrgent ? (
          <Badge color="red" variant="dot" size="sm" radius="sm">
            Impacts compliance
          </Badge>
        ) : null}
        {finding.servicingCategory ? (
          <Badge color="gray" variant="light" size="sm" radius="sm">
            {finding.servicingCategory.name}
          </Badge>
        ) : null}
      </Group>
      {finding.appliance ? (
        <Text fz="xs" c="dimmed">
          {[finding.appliance.applianceName, finding.appliance.applianceLocation]
            .filter(Boolean)
            .join(', ')}
        </Text>
      ) : null}
      {register.quoteRequested ? (
        <Text fz="xs" c="dimmed">
          Quote requested
          {register.quoteRequestedBy ? ` by ${register.quoteRequestedBy}` : ''}
          {register.dateQuoteRequested ? ` on ${formatDate(register.dateQuoteRequested)}` : ''}
        </Text>
      ) : null}
      {register.isDismissed ? (
        <Text fz="xs" c="dimmed">
          Dismissed
          {register.dismissedBy ? ` by ${register.dismissedBy}` : ''}
          {register.dateDismissed ? ` on ${formatDate(register.dateDismissed)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The findings `method` can resolve, each with a checkbox. */
export function SelectItems({
  context,
  method,
  onToggle,
}: {
  context: WizardContext;
  method: ResolutionMethod;
  onToggle: (id: number) => void;
}) {
  return (
    <Stack gap="xs" role="group" aria-label="Findings to resolve">
      {findingsFor(context.group, method).map((finding) => (
        <Paper key={idOf(finding)} withBorder p="sm" radius="md">
          <Checkbox
            checked={context.selected.includes(idOf(finding))}
            onChange={() => onToggle(idOf(finding))}
            label={<FindingText finding={finding} />}
            aria-label={finding.originalProblemItem.title}
          />
        </Paper>
      ))}
    </Stack>
  );
}
