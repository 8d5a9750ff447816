import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WizardSend } from './use-wizard';
import {
  findingsFor,
  forwardableQuotes,
  openFindings,
  type ResolutionMethod,
  type WizardContext,
} from './wizard-machine';
import { FindingText, idOf, METHOD_LABELS, plural, Screen } from './wizard-screen';

/** The methods screen: the findings with dismiss and restore, the methods, the quotes. */
export function MethodsScreen({
  context,
  send,
  close,
}: {
  context: WizardContext;
  send: WizardSend;
  close: () => void;
}) {
  const all = context.group?.reportedFindings ?? [];
  const methods = (Object.keys(METHOD_LABELS) as ResolutionMethod[]).filter(
    (method) => findingsFor(context.group, method).length > 0,
  );
  const quotes = forwardableQuotes(context.group);
  return (
    <Screen
      title="How do you want to resolve these findings?"
      actions={
        <>
          <Button variant="default" onClick={() => send({ type: 'REFRESH' })}>
            Refresh
          </Button>
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </>
      }
    >
      <Stack gap="xs" component="ul" aria-label="Reported findings" p={0} m={0}>
        {all.map((finding) => {
          const register = finding.problemRegister;
          return (
            <Paper
              component="li"
              key={idOf(finding)}
              withBorder
              p="sm"
              radius="md"
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <FindingText finding={finding} />
                {register.isDismissed ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => send({ type: 'RESTORE', problemRegisterId: idOf(finding) })}
                    aria-label={`Restore ${finding.originalProblemItem.title}`}
                  >
                    Restore
                  </Button>
                ) : register.isDismissible ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => send({ type: 'DISMISS', problemRegisterId: idOf(finding) })}
                    aria-label={`Dismiss ${finding.originalProblemItem.title}`}
                  >
                    Dismiss
                  </Button>
                ) : null}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {methods.length > 0 ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            Resolve by
          </Text>
          {methods.map((method) => (
            <Button
              key={method}
              variant="default"
              justify="space-between"
              fullWidth
              h="auto"
              py={8}
              // On a phone the method and its count wrap rather than cut.
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              onClick={() => send({ type: 'SELECT_METHOD', method })}
              rightSection={
                <Text fz="xs" c="dimmed" component="span">
                  {plural(findingsFor(context.group, method).length)}
                </Text>
              }
            >
              {METHOD_LABELS[method]}
            </Button>
          ))}
        </Stack>
      ) : null}
      {quotes.length > 0 ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            Quotes
          </Text>
          {quotes.map((quotationId) => (
            <Group key={quotationId} justify="space-between" gap="xs">
              <Text fz="sm">Quote {quotationId}</Text>
              <Group gap="xs">
                {context.forwarded.includes(quotationId) ? (
                  <Badge color="teal" variant="light" size="sm" radius="sm">
                    Forwarded
                  </Badge>
                ) : null}
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => send({ type: 'FORWARD_QUOTE', quotationId })}
                >
                  Forward quote to landlord
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
      {openFindings(context.group).length === 0 ? (
        <Text fz="sm" c="dimmed">
          Every finding of this service is dismissed.
        </Text>
      ) : null}
    </Screen>
  );
}
