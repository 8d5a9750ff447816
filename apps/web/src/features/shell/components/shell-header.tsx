import { Container, Group, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { BRAND_NAME } from '../../../lib/brand';
import { appPaths } from '../../../lib/paths';
import { ColourSchemeToggle } from './colour-scheme-toggle';
import { UserMenu } from './user-menu';

export function ShellHeader() {
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <UnstyledButton component={Link} to={appPaths.home()} aria-label={`${BRAND_NAME} home`}>
          <BrandMark />
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap">
          <ColourSchemeToggle />
          <UserMenu />
        </Group>
      </Group>
    </Container>
  );
}
