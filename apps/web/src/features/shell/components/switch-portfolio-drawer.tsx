import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES, SWITCH_PORTFOLIO_PAGE_SIZE, type TUserAgency } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Paginator } from '../../../components/paginator';
import { appPaths } from '../../../lib/paths';
import { useSignedIn } from '../../../lib/session/signed-in-context';
import { useSwitchAgency } from '../../../lib/session/switch-agency';
import { currentFirst } from '../current-first';
import classes from './switch-portfolio-drawer.module.css';

function CurrentPortfolio({ agency }: { agency: TUserAgency }) {
  return (
    <Stack gap={4} p="sm" className={classes.current}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{agency.complianceAgencyName}</Text>
        <Text fz="sm" c="dimmed">
          {agency.complianceAgencyState}
        </Text>
      </Group>
      <Badge variant="light" size="sm">
        Your current portfolio
      </Badge>
    </Stack>
  );
}

interface PortfolioListProps {
  /** The agency being switched to, while the switch is under way. */
  busyAgencyId: number | undefined;
  onChoose: (agencyId: number) => void;
}

function PortfolioList({ busyAgencyId, onChoose }: PortfolioListProps) {
  const { session, agencies } = useSignedIn();
  const [page, setPage] = useState(1);
  const ordered = currentFirst(agencies, session.complianceAgencyId);
  const totalPages = Math.ceil(ordered.length / SWITCH_PORTFOLIO_PAGE_SIZE);
  const shown = ordered.slice(
    (page - 1) * SWITCH_PORTFOLIO_PAGE_SIZE,
    page * SWITCH_PORTFOLIO_PAGE_SIZE,
  );

  return (
    <Stack gap="md">
      <Text fz="sm">
        If a portfolio you manage is missing from this list, please contact your account manager.
      </Text>
      <Stack component="ul" gap="xs" className={classes.list} aria-label="Your portfolios">
        {shown.map((agency) => (
          <li
            key={agency.complianceAgencyId}
            aria-current={agency.complianceAgencyId === session.complianceAgencyId || undefined}
          >
            {agency.complianceAgencyId === session.complianceAgencyId ? (
              <CurrentPortfolio agency={agency} />
            ) : (
              <Button
                variant="default"
                fullWidth
                justify="space-between"
                classNames={{ root: classes.choice, label: classes.choiceLabel }}
                rightSection={
                  <Text component="span" fz="sm" c="dimmed">
                    {agency.complianceAgencyState}
                  </Text>
                }
                loading={busyAgencyId === agency.complianceAgencyId}
                disabled={busyAgencyId !== undefined}
                onClick={() => onChoose(agency.complianceAgencyId)}
              >
                {agency.complianceAgencyName}
              </Button>
            )}
          </li>
        ))}
      </Stack>
      {ordered.length > SWITCH_PORTFOLIO_PAGE_SIZE ? (
        <Paginator page={page} totalPages={totalPages} onChange={setPage} label="Portfolio pages" />
      ) : null}
    </Stack>
  );
}

export interface SwitchPortfolioDrawerProps {
  opened: boolean;
  onClose: () => void;
}

export function SwitchPortfolioDrawer({ opened, onClose }: SwitchPortfolioDrawerProps) {
  const navigate = useNavigate();
  const switchAgency = useSwitchAgency();
  const busyAgencyId = switchAgency.isPending ? switchAgency.variables.agencyId : undefined;

  const choose = (agencyId: number) =>
    switchAgency.mutate(
      { agencyId },
      {
        onSuccess: () => {
          void navigate(appPaths.home());
          onClose();
        },
        onError: () => {
          onClose();
          void navigate(appPaths.auth.error(AUTH_MESSAGES.failedToSwitchPortfolio));
        },
      },
    );

  return (
    <Drawer
      opened={opened}
      // Stays open while switching, so the outcome is seen through.
      onClose={() => {
        if (!switchAgency.isPending) onClose();
      }}
      position="right"
      title="Switch to a different portfolio"
    >
      {/* Mounted only while open, so the list starts at page 1 each time. */}
      <PortfolioList busyAgencyId={busyAgencyId} onChoose={choose} />
    </Drawer>
  );
}
