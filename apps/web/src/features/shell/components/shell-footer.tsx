import { Box, Container, Text } from '@mantine/core';
import { BRAND_NAME } from '../../../lib/brand';
import classes from './shell-footer.module.css';

export function ShellFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="md">
        <Text fz="sm" c="dimmed">
          © {new Date().getFullYear()} {BRAND_NAME}
        </Text>
      </Container>
    </Box>
  );
}
