import { Center, Loader, Stack } from '@mantine/core';
import { BrandMark } from '../../../components/brand-mark';

/** Shown while the session, agencies, experiments and agency settings load. */
export function LoadingScreen() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="lg" role="status" aria-label="Loading the portal">
        <BrandMark />
        <Loader aria-hidden />
      </Stack>
    </Center>
  );
}
