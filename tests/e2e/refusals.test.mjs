// Refusals people see (issue 21, items 1, 4 and 5): next to what caused them and above the bar
// pinned to the bottom of a phone, said to screen readers, in words in the page's language
// (never a JSON pointer, never "undefined"); a greyed card asks nothing; a card slot's note is
// not crushed into one card's width.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, STATUS_LOG, descriptionOf, statusOf, tap, textOf, withPage } from './harness.mjs';

/** Developer words that must never reach people. */
const DEVELOPER = /undefined|null|\[object|\/(series|events|hand|hands|cards|card|starter|crib|claims)\b/;

/** Where the pinned bar starts (the bottom of the screen when nothing is pinned). */
const floorOf = (page) => page.evaluate(() => {
  const bar = document.querySelector('.view:not([hidden]) > [role="status"].pinned');
  const fixed = bar && bar.textContent && getComputedStyle(bar).position === 'fixed';
  return fixed ? bar.getBoundingClientRect().top : window.innerHeight;
});

const boxOf = (locator) => locator.evaluate((element) => {
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
  return { top, bottom, left, right, width, height };
});

// At count 30 a seven would make 37: the service refuses it (POST /v1/pegging/validate says why).
for (const [locale, seven, refused, said] of [
  ['en-GB', 'seven of hearts', /^This card cannot be laid\. Lay a card: \S.*\.$/, /This card cannot be laid/],
  ['pl-PL', 'siódemka kier', /^Tej karty nie można wyłożyć\. Wyłóż kartę: \S.*\.$/, /Tej karty nie można wyłożyć/],
]) {
  test(`phone, play (${locale}): a card past 31 is refused next to the grid, above the pinned bar, said in words`, async () => {
    await withPage('/#play?events=KH+QD+KS', { locale }, async ({ page }) => {
      const status = statusOf(page);
      await textOf(status, /30/);
      await tap(page, seven);

      // The live region says the refusal in words, in the page's language, instead of the last
      // card; nothing is pinned over the refusal (the old bar hid it and still said the last card).
      const sentence = await textOf(status, refused);
      assert.doesNotMatch(sentence, DEVELOPER);
      await page.waitForTimeout(100); // the pinning follows the layout
      assert.equal(await status.evaluate((element) => element.classList.contains('pinned')), false, 'not pinned');
      // The alert names it too; the grid is described by it.
      const grid = page.getByRole('grid');
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: said });
      await textOf(alert, /37/);
      assert.doesNotMatch(await alert.innerText(), DEVELOPER);
      assert.match(await descriptionOf(grid), /37/);
      assert.equal(await grid.getAttribute('aria-invalid'), 'true');

      // Next to the grid, on screen, and not under the bar.
      const note = page.locator('#play-grid-problem');
      const box = await boxOf(note);
      const gridBox = await boxOf(grid);
      assert.ok(box.top >= gridBox.bottom - 1 && box.top - gridBox.bottom < 40, `under the grid: ${JSON.stringify({ box, gridBox })}`);
      assert.ok(box.top >= 0 && box.bottom <= (await floorOf(page)), `visible above the bar: ${JSON.stringify(box)}, bar at ${await floorOf(page)}`);

      // The next accepted card takes the refusal away.
      await tap(page, locale === 'en-GB' ? 'ace of hearts' : 'as kier');
      await textOf(status, /(count|suma) 31\./);
      assert.equal(await note.count(), 0);
    });
  });
}

test('a played (greyed) card: a tap does nothing and asks the service nothing', async () => {
  await withPage('/#play?events=KH+QD', {}, async ({ page, requests }) => {
    await textOf(statusOf(page), /count 20/);
    const king = page.getByRole('gridcell', { name: 'king of hearts' });
    assert.equal(await king.getAttribute('aria-disabled'), 'true');
    const before = requests.filter((r) => r.method() === 'POST').length;
    const said = await statusOf(page).innerText();
    await king.click({ force: true }); // a person can tap it: it is greyed, not gone
    await king.press('Enter');
    await page.waitForTimeout(300);
    assert.equal(requests.filter((r) => r.method() === 'POST').length, before, 'no request');
    assert.equal(await page.getByRole('main').getByRole('alert').first().innerText(), '');
    assert.equal(await statusOf(page).innerText(), said);
    assert.equal(await page.getByRole('grid').getAttribute('aria-invalid'), null);
  });
});

test('a card played twice and a card given twice: the refusal in words, never a pointer', async () => {
  await withPage('/#play', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const typed = page.getByRole('textbox', { name: 'Or type a card' });
    for (const card of ['7h', '8s', '7H']) {
      await typed.fill(card);
      await typed.press('Enter');
      await page.waitForLoadState('networkidle');
    }
    const alert = page.getByRole('form', { name: 'Record a play' }).getByRole('alert');
    const text = await textOf(alert, /7♥/);
    assert.doesNotMatch(text, DEVELOPER);
    assert.doesNotMatch(await descriptionOf(typed), DEVELOPER);
    assert.doesNotMatch(await statusOf(page).innerText(), DEVELOPER);
  });
  await withPage('/#hand?c1=5H&c2=5S&c3=JD&c4=KC&starter=5H', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const alert = page.getByRole('form', { name: 'Score a hand' }).getByRole('alert');
    const text = await textOf(alert, /Starter: .*5♥/);
    assert.doesNotMatch(text, DEVELOPER);
    assert.doesNotMatch(await statusOf(page).innerText(), DEVELOPER);
    assert.match(await statusOf(page).innerText(), /^This hand cannot be scored\. .*Starter: .*5♥/);
  });
});

for (const [device, viewport] of [['phone', undefined], ['desktop', DESKTOP]]) {
  test(`${device}, hand: a card slot's refusal spans the row of slots, not one card's width`, async () => {
    await withPage('/#hand?c1=5H&c2=5S&c3=1X&c4=KC&starter=8C', { viewport, allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
      const card3 = page.getByRole('textbox', { name: 'Card 3' });
      await textOf(page.getByRole('main').getByRole('alert').first(), /Card 3/);
      const note = page.locator('#hand-c3-problem');
      assert.match(await note.innerText(), /^Card 3: .*1X/);
      assert.match(await descriptionOf(card3), /1X/);
      const row = await boxOf(page.locator('#hand-form fieldset.slots'));
      const box = await boxOf(note);
      const slot = await boxOf(card3);
      assert.ok(box.width > row.width * 0.85, `the note spans the row: ${box.width} of ${row.width}`);
      assert.ok(box.width > slot.width * 2, `wider than a card: ${box.width} vs ${slot.width}`);
      const lineHeight = await note.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      assert.ok(box.height <= lineHeight * 4, `a few lines, not a column of fragments: ${box.height} px`);
    });
  });
}

// A refusal says what cannot be done, in people's words and the page's language, then what is
// wrong, field by field: never the service's title, its status number, "JSON" or a pointer
// (issue #39).
for (const [locale, heading] of [
  ['en-GB', 'This hand cannot be scored'],
  ['de-DE', 'Diese Hand lässt sich nicht zählen'],
  ['pl-PL', 'Tej ręki nie da się policzyć'],
]) {
  test(`a refusal is headed in people's words (${locale}): no status number, no "JSON", no service title`, async () => {
    await withPage('/#hand?c1=5H&c2=5S&c3=JX&c4=KC&starter=5H', { locale, allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
      const alert = page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ }).first();
      const text = await textOf(alert, new RegExp(`^${heading}\\s`));
      assert.doesNotMatch(text, /\b4\d\d\b|JSON|Invalid input|Ungültige Eingabe|Nieprawidłowe dane/);
      assert.doesNotMatch(text, DEVELOPER);
      assert.match(await statusOf(page).innerText(), new RegExp(`^${heading}\\. \\S`));
    });
  });
}
