import { expect, type Page } from '@playwright/test';

/**
 * The page has stopped moving, for a picture: its fonts have loaded and no transition or finite animation runs
 * (an accordion opening, a dropdown fading out). Spinners run for ever and are not waited for.
 */
export async function expectStill(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return document
            .getAnimations()
            .filter(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
            ).length;
        }),
      { message: 'transitions and animations still running' },
    )
    .toBe(0);
}
