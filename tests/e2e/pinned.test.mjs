// The sentence pinned to the bottom of a phone (issue 21, items 2 and 11): it goes the moment its
// inputs change (a card taken back, Clear, an edit of the referee's hand), it never covers the
// control that has the focus, and it shows whole lines only.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusOf, tap, textOf, withPage } from './harness.mjs';
import { RESULTS } from './results.mjs';

const TEN = ['five of hearts', 'five of spades', 'jack of diamonds', 'king of clubs', 'eight of clubs'];

/** The bar pinned at the bottom of the view on screen, with its text, or null. */
const pinnedBar = (page) => page.evaluate(() => {
  const bar = document.querySelector('.view:not([hidden]) > [role="status"].pinned');
  if (!bar || !bar.textContent || getComputedStyle(bar).position !== 'fixed') return null;
  const box = bar.getBoundingClientRect();
  return { text: bar.textContent, top: box.top, height: box.height };
});

/** Waits for the bar to be pinned with text matching `pattern`. */
async function pinnedWith(page, pattern) {
  const deadline = Date.now() + 5000;
  let bar = null;
  while (Date.now() < deadline) {
    bar = await pinnedBar(page);
    if (bar && pattern.test(bar.text)) return bar;
    await page.waitForTimeout(25);
  }
  assert.fail(`expected a pinned bar saying ${pattern}: ${JSON.stringify(bar)}`);
}

test('phone, hand: the pinned score goes the moment a card is taken back, and on Clear', async () => {
  await withPage('/', {}, async ({ page }) => {
    await tap(page, ...TEN);
    await pinnedWith(page, /^10 points\./);

    // A card taken back: no score for a hand that is not there, pinned or said.
    await tap(page, 'jack of diamonds');
    assert.equal(await pinnedBar(page), null);
    assert.equal(await statusOf(page).innerText(), '');
    assert.equal(await page.getByRole('region', { name: 'Result' }).count(), 0);

    // Back again, then the crib (a different score), then Clear.
    await tap(page, 'jack of diamonds');
    await pinnedWith(page, /^10 points\./);
    await page.getByRole('checkbox', { name: 'The crib' }).check();
    await textOf(statusOf(page), /^10 points\./);
    await page.getByRole('button', { name: 'Clear' }).click();
    assert.equal(await pinnedBar(page), null);
    assert.equal(await statusOf(page).innerText(), '');
    assert.equal(await page.getByRole('textbox', { name: 'Card 1' }).inputValue(), '');

    // An answer to an old request never comes back over the empty form.
    await page.waitForTimeout(300);
    assert.equal(await statusOf(page).innerText(), '');
  });
});

test('phone, advice: the pinned advice goes when a card is taken back', async () => {
  const [path, answer] = RESULTS.advice;
  await withPage(path.replace(/&own=\d+&opponent=\d+/, ''), {}, async ({ page }) => {
    await textOf(statusOf(page), /Best: lay away/);
    await tap(page, 'ten of clubs');
    assert.equal(await statusOf(page).innerText(), '');
    assert.equal(await pinnedBar(page), null);
    assert.ok(answer);
  });
});

test('the referee\'s ruling goes the moment the hand is edited', async () => {
  const [path, answer] = RESULTS.referee;
  await withPage(path, {}, async ({ page }) => {
    await textOf(statusOf(page), answer);
    await page.getByRole('textbox', { name: 'Player 2: announced' }).fill('29');
    assert.equal(await page.getByRole('region', { name: 'Ruling of the hand' }).count(), 0);
    assert.equal(await statusOf(page).innerText(), '');
    await page.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(statusOf(page), answer);
  });
});

test('phone, hand: tabbing through the form, the focused control is never under the pinned bar', async () => {
  await withPage('/', {}, async ({ page }) => {
    await tap(page, ...TEN);
    await pinnedWith(page, /^10 points\./);
    await page.getByRole('checkbox', { name: 'The crib' }).focus();
    const seen = [];
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        const { top, bottom } = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.name ?? element.textContent.trim(), top, bottom };
      });
      const bar = await pinnedBar(page);
      seen.push(focused.name);
      if (bar) assert.ok(focused.bottom <= bar.top + 1, `${focused.name} (bottom ${focused.bottom}) is under the bar (top ${bar.top})`);
      assert.ok(focused.top >= 0, `${focused.name} is above the screen`);
    }
    assert.ok(seen.includes('claimed'), `"Points announced" was reached: ${seen}`);
  });
});

test('phone: the pinned bar shows whole lines, never half of one', async () => {
  // The best play's sentence is four lines or more at 360 px: the bar shows three, whole.
  await withPage('/#play?events=4H+5S&hinthand=6H+9C+QD', {}, async ({ page }) => {
    await textOf(statusOf(page), /should lay six of hearts/);
    // Further down, at the check, the play so far is out of sight: its sentence is pinned.
    await page.getByRole('heading', { name: 'May I play this card?' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = await pinnedWith(page, /should lay six of hearts/);
    const lines = await statusOf(page).evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight = parseFloat(style.lineHeight);
      const inner = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return { shown: element.clientHeight / lineHeight, inner: inner / lineHeight, overflows: element.scrollHeight > element.clientHeight + 1 };
    });
    assert.ok(lines.overflows, 'the sentence is longer than the bar');
    assert.ok(Math.abs(lines.shown - Math.round(lines.shown)) < 0.05, `whole lines in the clipped box: ${lines.shown}`);
    assert.ok(Math.round(lines.shown) <= 3 && bar.height < 200, `at most three lines: ${JSON.stringify(lines)}`);
  });
});
