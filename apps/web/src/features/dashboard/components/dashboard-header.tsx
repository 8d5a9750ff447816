import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconArrowsExchange, IconExternalLink } from '@tabler/icons-react';
import { useDocumentTitle } from '../../../lib/document-title';
import { legacyPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { legacyUrl } from '../../../lib/session/system-urls';
import { usePropertyManagers } from '../../../lib/property-managers';

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export interface DashboardHeaderProps {
  propertyManagerId: number | null;
  onPropertyManagerChange: (id: number | null) => void;
}

/** Greeting, agency, the property-manager filter of every block, and the page's actions. */
export function DashboardHeader({
  propertyManagerId,
  onPropertyManagerChange,
}: DashboardHeaderProps) {
  const { session, agencies, openSwitchPortfolio } = useSignedIn();
  const managers = usePropertyManagers();
  useDocumentTitle('Home');
  const data = (managers.data ?? []).map((manager) => ({
    value: String(manager.id),
    label: manager.name,
  }));
  const value = propertyManagerId === null ? null : String(propertyManagerId);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2} miw={0}>
          {/* The page's h1 names it, as elsewhere; the greeting is its visible heading. */}
          <Title order={1} style={VISUALLY_HIDDEN}>
            Home
          </Title>
          <Text component="p" fz={{ base: 'h3', sm: 'h2' }} fw={700} lh={1.2}>
            Hi{' '}
            <Text span inherit>
              {session.complianceUserName}
            </Text>
          </Text>
          <Text c="dimmed" fz="sm">
            {session.complianceAgencyName}
          </Text>
        </Stack>
        <Group gap="sm">
          {agencies.length > 1 ? (
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={openSwitchPortfolio}
            >
              Switch portfolio
            </Button>
          ) : null}
          <Button
            component="a"
            href={legacyUrl(session.complianceSystemUrl, legacyPaths.newJobOrder())}
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            New work order
          </Button>
        </Group>
      </Group>
      <Select
        label="Property manager"
        placeholder="All property managers"
        data={data}
        value={value}
        onChange={(next) => onPropertyManagerChange(next ? Number(next) : null)}
        clearable
        searchable
        nothingFoundMessage="No property managers found"
        w={{ base: '100%', xs: 300 }}
        disabled={managers.isPending && !managers.isError}
      />
    </Stack>
  );
}
