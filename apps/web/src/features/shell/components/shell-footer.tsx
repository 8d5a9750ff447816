import { Box, Container, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BRAND_NAME } from '../../../lib/brand';
import { useSeenOnce } from '../../../lib/use-seen-once';
import { usePortalConfig } from '../../meta';
import classes from './shell-footer.module.css';

const ConfiguredFooter = lazy(() =>
  import('./configured-footer').then((module) => ({ default: module.ConfiguredFooter })),
);

/**
 * The signed-in footer. The configured parts appear once the portal configuration has loaded
 * and the footer has come into view (their code, with the phone-number formatting, loads then:
 * below the fold, not with the page); until then, or if the configuration cannot be read, only
 * the static line shows (no spinner, no error).
 */
export function ShellFooter() {
  const config = usePortalConfig();
  const { ref, seen } = useSeenOnce<HTMLElement>();
  return (
    <Box ref={ref} component="footer" className={classes.footer}>
      <Container size="xl" py="lg">
        {config.data && seen ? (
          <Suspense fallback={null}>
            <ConfiguredFooter config={config.data} />
          </Suspense>
        ) : null}
        <Text fz="xs" c="dimmed">
          © {new Date().getFullYear()} {BRAND_NAME}
          {config.data ? ` · Services provided by ${config.data.provider.name}` : null}
        </Text>
      </Container>
    </Box>
  );
}
