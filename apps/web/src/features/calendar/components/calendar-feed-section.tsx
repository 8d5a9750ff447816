import {
  Alert,
  Button,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_SCOPES,
  calendarFeedScopeLabels,
  ZCalendarFeedScope,
  type TCalendarFeedScope,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { showErrorToast, showSuccessToast } from '../../../components/toast';
import { useChangeCalendarFeed, type TCalendarFeedChange } from '../api/change-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

const SUCCESS: Record<'create' | 'renew' | 'scope' | 'revoke', string> = {
  create: CALENDAR_FEED_MESSAGES.created,
  renew: CALENDAR_FEED_MESSAGES.renewed,
  scope: CALENDAR_FEED_MESSAGES.scopeUpdated,
  revoke: CALENDAR_FEED_MESSAGES.revoked,
};

const SCOPE_HINTS: Record<TCalendarFeedScope, string> = {
  ALL: 'Every booking, key expiry and notice of the agency.',
  OWN: 'Only the properties you are the property manager of.',
};

function FeedSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your calendar feed">
      <Skeleton height={12} width="14rem" />
      <Skeleton height={20} width="18rem" />
      <Skeleton height={36} width="12rem" />
    </Stack>
  );
}

/**
 * My preferences' calendar feed: a private address of the agency's bookings, temporary key
 * expiries and notice resolve-by dates for calendar apps. Only a hash of the address is kept, so
 * it is shown once, when made; Revoke replaces it (the old one stops at once).
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  /** The address just made: the server gives it only in that answer. */
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [draftScope, setDraftScope] = useState<TCalendarFeedScope>('ALL');

  const run = (request: TCalendarFeedChange, outcome: keyof typeof SUCCESS) =>
    change.mutate(request, {
      onSuccess: (answer) => {
        setShownUrl(answer.url);
        showSuccessToast(SUCCESS[outcome]);
      },
      onError: (error) => showErrorToast(CALENDAR_FEED_MESSAGES.failed, error),
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(CALENDAR_FEED_MESSAGES.copied('calendar address'));
    } catch (error) {
      showErrorToast(CALENDAR_FEED_MESSAGES.failed, error);
    }
  };

  const active = feed.data?.isActive === true;
  const scope = active ? (feed.data?.scope ?? draftScope) : draftScope;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" maw="36rem" mt="xl">
      <Stack gap={4}>
        <Title order={2} size="h4" id={headingId}>
          <Group gap="xs" component="span">
            <IconCalendarEvent size={20} aria-hidden />
            Calendar feed
          </Group>
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe in your calendar app (Outlook, Google Calendar, Apple Calendar) to see the
          agency&apos;s bookings, temporary key expiries and notice resolve-by dates, from{' '}
          {CALENDAR_FEED_DAYS_BACK} days back to {CALENDAR_FEED_DAYS_AHEAD} days ahead. It updates
          within a minute of a change.
        </Text>
      </Stack>
      {feed.isPending ? (
        <FeedSkeleton />
      ) : feed.isError ? (
        <LoadError
          title="Your calendar feed could not be loaded"
          error={feed.error}
          retrying={feed.isFetching}
          onRetry={() => void feed.refetch()}
        />
      ) : (
        <>
          <Radio.Group
            label="Properties in the feed"
            value={scope}
            onChange={(value) => {
              const chosen = ZCalendarFeedScope.parse(value);
              if (active) run({ kind: 'scope', scope: chosen }, 'scope');
              else setDraftScope(chosen);
            }}
          >
            <Stack gap="xs" mt="xs">
              {CALENDAR_FEED_SCOPES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={calendarFeedScopeLabels[option]}
                  description={SCOPE_HINTS[option]}
                  disabled={change.isPending}
                />
              ))}
            </Stack>
          </Radio.Group>
          {!active ? (
            <Group>
              <Button
                onClick={() => run({ kind: 'create', scope }, 'create')}
                loading={change.isPending}
              >
                Create calendar address
              </Button>
            </Group>
          ) : (
            <>
              {shownUrl ? (
                <Stack gap="xs">
                  <TextInput
                    label="Your calendar address"
                    description="Copy it now: for your security it is shown only this once. Keep it private: anyone with it can read the feed."
                    value={shownUrl}
                    readOnly
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Group>
                    <Button
                      variant="default"
                      leftSection={<IconCopy size={16} aria-hidden />}
                      onClick={() => void copy(shownUrl)}
                    >
                      Copy
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
                  Your calendar address is active. It was shown once, when it was made; to see one
                  again, revoke it and create a new one (calendar apps using the old one stop
                  updating).
                </Alert>
              )}
              <Group>
                <Button
                  variant="default"
                  onClick={() => run({ kind: 'create', scope }, 'renew')}
                  loading={change.isPending && change.variables?.kind === 'create'}
                  disabled={change.isPending}
                >
                  Revoke and create new address
                </Button>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => run({ kind: 'revoke' }, 'revoke')}
                  loading={change.isPending && change.variables?.kind === 'revoke'}
                  disabled={change.isPending}
                >
                  Revoke
                </Button>
              </Group>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
