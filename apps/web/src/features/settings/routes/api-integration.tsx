import { Badge, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatDate, integrationSourceLabels } from '@portal/contracts';
import { IconPlugConnected } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { RestrictedPage } from '../../../components/restricted-page';
import { STATUS_PALETTE } from '../../../components/status-colours';
import { isForbidden } from '../../../lib/api-error';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useIntegrations } from '../api/get-integrations';
import { ApiKeys } from '../components/api-keys';
import { Webhooks } from '../components/webhooks';
import { SettingsPage } from '../components/settings-page';
import classes from './settings-list.module.css';

/** The property-management integrations, and for master users the agency's API keys. */
export default function ApiIntegrationPage() {
  const { session } = useSignedIn();
  const integrations = useIntegrations();
  if (isForbidden(integrations.error)) return <RestrictedPage />;
  const active = integrations.data?.filter((integration) => integration.isActive) ?? [];
  return (
    <SettingsPage
      title="API Integration"
      description="The property management software your agency's portfolio is read from, the keys your own software reads it with, and the webhooks that tell it of events."
    >
      {integrations.isPending ? (
        <ListSkeleton rows={2} variant="cards" label="Loading integrations" />
      ) : integrations.isError ? (
        <LoadError
          title="Integrations could not be loaded"
          error={integrations.error}
          retrying={integrations.isFetching}
          onRetry={() => void integrations.refetch()}
        />
      ) : active.length === 0 ? (
        <EmptyState
          title="No integrations found"
          description="Your agency is not connected to property management software."
          icon={<IconPlugConnected size={28} stroke={1.5} aria-hidden />}
        />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list} aria-label="Active integrations">
          {active.map((integration) => (
            <Group
              component="li"
              key={integration.id}
              gap="md"
              wrap="nowrap"
              className={classes.item}
            >
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <IconPlugConnected size={22} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2} className={classes.grow}>
                <Text fw={600}>{integrationSourceLabels[integration.source]}</Text>
                <Text fz="sm" c="dimmed">
                  {integration.connectedAt
                    ? `Connected ${formatDate(integration.connectedAt)}`
                    : 'Connection date not recorded'}
                </Text>
              </Stack>
              {/* The dot carries the colour; the text keeps full contrast in both schemes. */}
              <Badge color={STATUS_PALETTE.compliant} variant="dot">
                Active
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {session.isComplianceAgencyUserMaster ? (
        <>
          <Box mt="xl">
            <ApiKeys />
          </Box>
          <Box mt="xl">
            <Webhooks />
          </Box>
        </>
      ) : null}
    </SettingsPage>
  );
}
