import { Center, Loader } from '@mantine/core';

/** Shown while a lazy route module or the first data of a page loads. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
