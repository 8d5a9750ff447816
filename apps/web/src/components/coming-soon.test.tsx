import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from './coming-soon';
import { renderWidget } from './widget-test-render';

describe('ComingSoon', () => {
  it('should say plainly that the page is coming when it is rendered', () => {
    renderWidget(<ComingSoon />);

    expect(
      screen.getByRole('heading', { level: 2, name: 'This page is coming soon' }),
    ).toBeVisible();
    expect(screen.getByText("We're still building this page in the portal.")).toBeVisible();
    expect(screen.queryByText(/^No .* found$/)).not.toBeInTheDocument();
  });

  it('should offer no link when the compliance system has no such page', () => {
    renderWidget(<ComingSoon />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("should link to the compliance system's page when one is given", () => {
    renderWidget(
      <ComingSoon
        legacyLink={{
          href: '/cs/vic/Properties/view/501',
          label: 'View in the compliance system',
        }}
      />,
    );

    expect(screen.getByRole('link', { name: 'View in the compliance system' })).toHaveAttribute(
      'href',
      '/cs/vic/Properties/view/501',
    );
    expect(
      screen.getByText(/until it's ready, you can use the compliance system's page/),
    ).toBeVisible();
  });
});
