import { Alert, Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { AUTH_MESSAGES, AUTH_PARAMS, type TSystemStatus } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { replaceLocation } from '../../../lib/browser';
import { ACCESS_HELP_FORM_URL } from '../../../lib/external-links';
import { appPaths } from '../../../lib/paths';
import { getIntParam } from '../../../lib/search-params';
import {
  sessionJustRead,
  isLandingSessionVisit,
  useSession,
} from '../../../lib/session/get-session';
import { authKeys } from '../../../lib/session/keys';
import { safeReturnPath } from '../../../lib/session/return-path';
import { systemLoginUrl } from '../../../lib/session/system-urls';
import { usePortalConfig } from '../../meta';
import { useSystems } from '../api/get-systems';
import { SigningIn } from '../components/signing-in';
import { StateTiles, StateTilesSkeleton } from '../components/state-tiles';

function HelpLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

function SystemsList({ returnPath, chosen }: { returnPath: string; chosen?: TSystemStatus }) {
  const systems = useSystems();
  if (systems.isPending) return <StateTilesSkeleton />;
  if (systems.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="States unavailable">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{systems.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void systems.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {chosen && !chosen.systemUrl ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {AUTH_MESSAGES.noSystemUrl(chosen.state)}
        </Alert>
      ) : null}
      <StateTiles systems={systems.data} returnPath={returnPath} />
    </Stack>
  );
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(AUTH_PARAMS.redirect)) ?? appPaths.home();
  const stateId = getIntParam(searchParams, AUTH_PARAMS.stateId);
  // Verify on every visit: a cached session may have ended since it was read. Only when the app
  // has just loaded on this page is an answer of the last few seconds this visit's own (the
  // landing prefetch asked it before this page's code arrived): asking again would be the same
  // question twice.
  const queryClient = useQueryClient();
  const [landing] = useState(() => isLandingSessionVisit());
  const [readForThisVisit] = useState(
    () => landing && sessionJustRead(queryClient.getQueryState(authKeys.session())),
  );
  const session = useSession({
    refetchOnMount: landing ? ({ state }) => !sessionJustRead(state) : 'always',
    retryOnMount: !readForThisVisit,
  });
  const verified = session.isFetchedAfterMount || readForThisVisit;
  const signedIn = verified && session.isSuccess;
  const systems = useSystems();
  // The configured help forms; the built-in default until (or unless) the configuration loads.
  const help = usePortalConfig().data?.help;
  const chosen =
    stateId === undefined ? undefined : systems.data?.find((system) => system.stateId === stateId);
  const straightTo =
    verified && !signedIn && chosen?.systemUrl
      ? systemLoginUrl(chosen.systemUrl, returnPath)
      : undefined;

  useEffect(() => {
    if (straightTo) replaceLocation(straightTo);
  }, [straightTo]);

  if (signedIn) return <Navigate to={returnPath} replace />;
  if (!verified || straightTo) return <SigningIn />;
  return (
    <PageLayout
      title="Select your state"
      documentTitle="Log in"
      description="Sign in through the compliance system of the state your agency works in."
    >
      <Stack gap="lg">
        <SystemsList returnPath={returnPath} chosen={chosen} />
        <Group gap="lg">
          <HelpLink href={help?.accessFormUrl ?? ACCESS_HELP_FORM_URL}>Need access?</HelpLink>
          <HelpLink href={help?.forgotUsernameUrl ?? ACCESS_HELP_FORM_URL}>
            Forgot username?
          </HelpLink>
        </Group>
      </Stack>
    </PageLayout>
  );
}
