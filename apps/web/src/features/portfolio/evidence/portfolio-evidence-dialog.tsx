import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  formatDate,
  PORTFOLIO_EVIDENCE_MESSAGES as M,
  portfolioEvidenceCountProblem,
  portfolioEvidenceCovers,
  portfolioEvidenceSize,
  portfolioEvidenceState,
  type TPortfolioEvidencePack,
} from '@portal/contracts';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import {
  EvidencePeriodFields,
  useEvidencePeriod,
} from '../../../components/evidence-period-fields';
import { LoadError } from '../../../components/load-error';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import type { PortfolioListFilters } from '../api/keys';
import {
  isBuilding,
  useDownloadPack,
  useRecentPacks,
  useStartPack,
} from './portfolio-evidence-api';

export type PackFilters = Omit<PortfolioListFilters, 'page' | 'pageSize' | 'sort'>;

/** One pack of the recent list: its period, its state, and its download once ready. */
function PackRow({ pack }: { pack: TPortfolioEvidencePack }) {
  const download = useDownloadPack();
  const state = portfolioEvidenceState(pack);
  const period = `${formatDate(pack.from)} to ${formatDate(pack.to)}`;
  return (
    <Paper withBorder p="sm" radius="sm" component="li" aria-label={`${period}: ${state}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="sm" fw={600}>
            {period}
          </Text>
          <Text fz="sm" c={pack.status === 'failed' ? 'red.9' : 'dimmed'}>
            {state}
          </Text>
        </Group>
        {isBuilding(pack) ? (
          <Progress
            value={pack.total > 0 ? (100 * pack.done) / pack.total : 0}
            animated
            aria-label={state}
          />
        ) : null}
        {pack.status === 'failed' && pack.message ? (
          <Text fz="sm" c="red.9">
            {pack.message}
          </Text>
        ) : null}
        {pack.status === 'ready' ? (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="xs" c="dimmed">
              {pack.total} {pack.total === 1 ? 'property' : 'properties'},{' '}
              {portfolioEvidenceSize(pack.sizeBytes ?? 0)}
              {pack.expiresAt ? `, kept until ${formatDate(pack.expiresAt.slice(0, 10))}` : ''}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={download.isPending}
              onClick={() =>
                download.mutate(pack, {
                  onError: (error) => showErrorToast(M.downloadFailed, error),
                })
              }
              aria-label={`${M.download} the pack of ${period}`}
            >
              {M.download}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The user's recent packs: loading, error, empty, or the list. */
function RecentPacks() {
  const recent = useRecentPacks();
  let body: React.ReactNode;
  if (recent.isPending) {
    body = (
      <Stack gap="xs" aria-label="Loading your recent evidence packs">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  } else if (recent.isError) {
    body = (
      <LoadError
        title={M.recentFailed}
        error={recent.error}
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    );
  } else if (recent.data.length === 0) {
    body = (
      <Text fz="sm" c="dimmed">
        {M.noRecent}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {recent.data.map((pack) => (
          <PackRow key={pack.id} pack={pack} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label={M.recent}>
      <Title order={3} fz="sm">
        {M.recent}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * The portfolio's evidence pack: the period (as the property's pack takes it), how many
 * properties the current filters cover, Start; then the user's recent packs with their progress,
 * polled while one builds, each with its download once ready.
 */
export function PortfolioEvidenceDialog({
  filters,
  count,
  onClose,
  onStarted,
}: {
  filters: PackFilters;
  /** The properties the current filters match; undefined while the list loads. */
  count: number | undefined;
  onClose: () => void;
  onStarted: () => void;
}) {
  const period = useEvidencePeriod();
  const start = useStartPack();

  const countProblem = count === undefined ? null : portfolioEvidenceCountProblem(count);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = period.check();
    if (!chosen || countProblem) return;
    start.mutate(
      { filters, ...chosen },
      {
        onSuccess: () => {
          showSuccessToast(M.started);
          onStarted();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={M.title} size="lg">
      <Stack gap="lg">
        <form onSubmit={submit} noValidate aria-label={M.title}>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {M.intro}
            </Text>
            {count === undefined ? (
              <Skeleton h={20} w="70%" aria-label="Counting the properties" />
            ) : countProblem ? (
              <Alert color="yellow" role="alert">
                {countProblem}
              </Alert>
            ) : (
              <Text fz="sm" fw={600}>
                {portfolioEvidenceCovers(count)}
              </Text>
            )}
            <EvidencePeriodFields period={period} disabled={start.isPending} />
            {start.isError && !start.isPending ? (
              <Alert color="red" title={M.startFailed} role="alert">
                {start.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button
                type="submit"
                loading={start.isPending}
                disabled={count === undefined || Boolean(countProblem)}
                leftSection={<IconFileZip size={16} aria-hidden />}
              >
                {M.start}
              </Button>
            </Group>
          </Stack>
        </form>
        <RecentPacks />
      </Stack>
    </Modal>
  );
}
