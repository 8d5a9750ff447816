import { expect, type Locator, type Page } from '@playwright/test';
import { patience } from './time';

/** The widths the property journeys look at: a desktop and a phone. */
export const WIDE = { width: 1280, height: 900 };
export const NARROW = { width: 375, height: 812 };

/**
 * A journey's camera: with SCREENSHOTS naming a folder, `shoot(page, 'step')` keeps a picture of
 * the page as `<folder>/<journey>-step.png`; without it, nothing is drawn.
 */
export function shooter(journey: string) {
  const folder = process.env.SCREENSHOTS;
  return async (page: Page, name: string) => {
    if (folder) await page.screenshot({ path: `${folder}/${journey}-${name}.png` });
  };
}

/** The `data` of a call's answer, which must be a 200 (the journeys read fixtures this way). */
export async function dataOf<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url);
  expect(answer.status(), url).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** Chooses an item of the property page's actions menu and returns the dialog it opens. */
export async function openPropertyAction(
  page: Page,
  item: string,
  dialogName: string,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Property actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible({ timeout: patience(15_000) });
  return dialog;
}
