import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Axe reads colours as drawn: a dialog or menu mid fade-in has too little contrast. Its
  // transitions end first (a loader's or skeleton's endless animation is not waited for). Two
  // frames first: a transition a resize or a click has caused starts only at the next frame.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
}
