import { Stack, Text } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './page-layout';
import { renderWidget } from './widget-test-render';

describe('PageLayout', () => {
  it('should set a text description as a paragraph', () => {
    renderWidget(<PageLayout title="Portfolio" description="Every property you manage." />);

    expect(screen.getByText('Every property you manage.').tagName).toBe('P');
  });

  it('should set a description of blocks in a block, never inside a paragraph', () => {
    renderWidget(
      <PageLayout
        title="77 Beach Terrace"
        description={
          <Stack gap="xs">
            <Text>Tenancy from 01/02/2026</Text>
            <Text>Keys at the office</Text>
          </Stack>
        }
      />,
    );

    const line = screen.getByText('Tenancy from 01/02/2026');
    // A paragraph cannot hold a block: the browser's parser would close it before the block.
    expect(line.closest('p')).toBe(line);
    expect(line.parentElement?.closest('p')).toBeNull();
  });
});
