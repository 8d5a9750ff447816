import { Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { AUTH_MESSAGES, stateByCode, type TSystemStatus } from '@portal/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { systemLoginUrl } from '../../../lib/session/system-urls';
import classes from './state-tiles.module.css';

const GRID_COLS = { base: 2, sm: 4 } as const;

function StateTile({ system, returnPath }: { system: TSystemStatus; returnPath: string }) {
  const name = stateByCode(system.state)?.name ?? system.state;
  const heading = (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={700} fz="xl" lh={1.2}>
        {system.state}
      </Text>
      {system.systemUrl ? <IconArrowRight size={18} aria-hidden /> : null}
    </Group>
  );
  if (!system.systemUrl) {
    return (
      <Card withBorder padding="md" h="100%" className={`${classes.tile} ${classes.unavailable}`}>
        {heading}
        <Text fz="sm">{name}</Text>
        <Text fz="xs" c="dimmed">
          {AUTH_MESSAGES.noSystemUrl(system.state)}
        </Text>
      </Card>
    );
  }
  // A real link: the compliance system is another document, and the link can open in a new tab.
  return (
    <Card
      component="a"
      href={systemLoginUrl(system.systemUrl, returnPath)}
      withBorder
      padding="md"
      h="100%"
      className={classes.tile}
    >
      {heading}
      <Text fz="sm">{name}</Text>
    </Card>
  );
}

export interface StateTilesProps {
  systems: readonly TSystemStatus[];
  /** Where the compliance system sends the user back to after signing in. */
  returnPath: string;
}

/** One tile per state, in state order. */
export function StateTiles({ systems, returnPath }: StateTilesProps) {
  const ordered = [...systems].sort((a, b) => a.stateId - b.stateId);
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" component="ul" className={classes.list}>
      {ordered.map((system) => (
        <li key={system.stateId}>
          <StateTile system={system} returnPath={returnPath} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export function StateTilesSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h={88} radius="sm" />
      ))}
    </SimpleGrid>
  );
}
