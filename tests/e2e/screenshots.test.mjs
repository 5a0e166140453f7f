// Screenshots of the console as people see it, phone (360x740) and desktop (1280x800), taken
// from permalinks. They go to target/e2e-screenshots; UPDATE_SCREENSHOTS=1 writes the committed
// ones in docs/screenshots (shown in the README).

import { test } from 'node:test';
import { DESKTOP, PHONE, screenshot, statusOf, textOf, withPage } from './harness.mjs';
import { RESULTS } from './results.mjs';

const SHOTS = [
  // name, view, viewport, scheme, locale, the heading to scroll to (none: the top of the view)
  ['phone-hand', 'hand', PHONE, 'light', 'en-GB', null],
  ['phone-play', 'play', PHONE, 'light', 'en-GB', null],
  ['phone-play-hint', 'play', PHONE, 'light', 'en-GB', 'The best play now'],
  ['phone-advice', 'advice', PHONE, 'light', 'en-GB', 'Discards, best first'],
  ['phone-referee', 'referee', PHONE, 'light', 'en-GB', 'Ruling of the hand'],
  ['phone-hand-german-dark', 'hand', PHONE, 'dark', 'de-DE', 'Ergebnis'],
  ['phone-play-polish', 'play', PHONE, 'light', 'pl-PL', null],
  ['phone-referee-polish', 'referee', PHONE, 'light', 'pl-PL', 'Rozstrzygnięcie rozdania'],
  ['desktop-hand', 'hand', DESKTOP, 'light', 'en-GB', null],
  ['desktop-referee', 'referee', DESKTOP, 'light', 'en-GB', null],
  ['phone-game', 'game', PHONE, 'light', 'en-GB', 'Ruling of the game'],
  ['phone-game-hands-polish', 'game', PHONE, 'light', 'pl-PL', 'Rozdania partii'],
  ['desktop-game', 'game', DESKTOP, 'light', 'en-GB', null],
  ['phone-review-verdict', 'review', PHONE, 'light', 'en-GB', 'Review of the game'],
  ['phone-review', 'review', PHONE, 'light', 'en-GB', 'Chance of winning, hand by hand'],
  ['phone-review-timeline-german', 'review', PHONE, 'light', 'de-DE', 'Jede Entscheidung, Hand für Hand'],
  ['desktop-review', 'review', DESKTOP, 'light', 'en-GB', 'Chance of winning, hand by hand'],
];

for (const [name, view, viewport, colorScheme, locale, region] of SHOTS) {
  test(`screenshot: ${name}`, async () => {
    const [path] = RESULTS[view];
    await withPage(path, { viewport, colorScheme, locale }, async ({ page }) => {
      await textOf(statusOf(page), /\S/);
      if (region) await page.getByRole('heading', { name: region, exact: true }).evaluate((heading) => heading.scrollIntoView());
      await screenshot(page, name);
    });
  });
}
