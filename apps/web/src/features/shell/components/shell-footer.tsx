import { Box, Container, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BRAND_NAME } from '../../../lib/brand';
import { usePortalConfig } from '../../meta';
import classes from './shell-footer.module.css';

const ConfiguredFooter = lazy(() =>
  import('./configured-footer').then((module) => ({ default: module.ConfiguredFooter })),
);

/**
 * The signed-in footer. The configured parts appear once the portal configuration has loaded;
 * while it loads, or if it cannot be read, only the static line shows (no spinner, no error).
 */
export function ShellFooter() {
  const config = usePortalConfig();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="lg">
        {config.data ? (
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
