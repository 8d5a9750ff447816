import { Box, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  servicesForState,
  SERVICES_IN_DISPLAY_ORDER,
  type TComplianceStatus,
  type TServiceCode,
  type TServiceStatus,
} from '@portal/contracts';
import {
  IconAlarmSmoke,
  IconBlind,
  IconBolt,
  IconDroplet,
  IconFlame,
  IconPlugConnected,
  type Icon,
} from '@tabler/icons-react';
import { statusAppearance } from './status-colours';

export const SERVICE_ICONS: Record<TServiceCode, Icon> = {
  smoke: IconAlarmSmoke,
  electrical: IconBolt,
  gas: IconFlame,
  blinds: IconBlind,
  water: IconDroplet,
  rcd: IconPlugConnected,
};

type TStatus = TServiceStatus | TComplianceStatus | (string & {});

export interface ServiceIconTilesProps {
  /** Status per service; a service without one shows no status line. */
  statuses?: Partial<Record<TServiceCode, TStatus>>;
  /** Shows only the services of this state (gas and electrical are VIC only). */
  state?: string | null;
  /** Shows only these services (e.g. the property's), still in display order. */
  only?: readonly TServiceCode[];
  /** Makes each tile a button reporting its service. */
  onSelect?: (code: TServiceCode) => void;
  /** Names the list of tiles. */
  label?: string;
}

function TileBody({
  code,
  title,
  status,
}: {
  code: TServiceCode;
  title: string;
  status?: TStatus;
}) {
  const Glyph = SERVICE_ICONS[code];
  const appearance = status ? statusAppearance(status) : null;
  return (
    <Box component="span" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <ThemeIcon
        component="span"
        size="lg"
        radius="md"
        color={appearance?.color ?? 'gray'}
        variant={appearance ? 'filled' : 'light'}
        autoContrast
        aria-hidden
      >
        <Glyph size={20} stroke={1.7} />
      </ThemeIcon>
      <Box component="span" miw={0}>
        <Text component="span" display="block" fw={600} fz="sm" lh={1.3}>
          {title}
        </Text>
        {appearance ? (
          <Text component="span" display="block" fz="xs" c="dimmed" lh={1.3}>
            {appearance.label}
          </Text>
        ) : null}
      </Box>
    </Box>
  );
}

/** A tile per service in display order, each with its icon and status colour. */
export function ServiceIconTiles({
  statuses = {},
  state,
  only,
  onSelect,
  label = 'Services',
}: ServiceIconTilesProps) {
  const services = (
    state === undefined ? SERVICES_IN_DISPLAY_ORDER : servicesForState(state)
  ).filter((service) => !only || only.includes(service.code));
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {services.map((service) => {
        const tile = (
          <Paper component="span" display="block" withBorder p="sm" h="100%">
            <TileBody code={service.code} title={service.label} status={statuses[service.code]} />
          </Paper>
        );
        return (
          <li key={service.code}>
            {onSelect ? (
              <UnstyledButton w="100%" h="100%" onClick={() => onSelect(service.code)}>
                {tile}
              </UnstyledButton>
            ) : (
              tile
            )}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
