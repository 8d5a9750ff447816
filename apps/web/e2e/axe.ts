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
  const seriousNow = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      }));
  let serious = await seriousNow();
  // A transition that starts after the wait above (a resize re-laying out a dialog) can still be
  // drawn half-way: contrast alone is read once more, a moment later, and must hold then.
  if (serious.length > 0 && serious.every((violation) => violation.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    serious = await seriousNow();
  }
  expect(serious).toEqual([]);
}
