// Score a hand: by tapping, by keyboard alone, with a claim, from a permalink; bad input shown
// next to its field; the time from the last tap to the answer on screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, DESKTOP, PHONE, STATUS_LOG, descriptionOf, statusOf, tap, tapToAnswer, textOf, withPage } from './harness.mjs';

const TEN = ['five of hearts', 'five of spades', 'jack of diamonds', 'king of clubs', 'eight of clubs'];
const opacity = (locator) => locator.evaluate((element) => Number(getComputedStyle(element).opacity));

test('score a hand by tapping: total, every item, the spoken count, a claim and a permalink', async (t) => {
  await withPage('/', {}, async ({ page, context }) => {
    // Tap four cards, then the starter: the grid fills the slots in order.
    await tap(page, ...TEN);
    assert.equal(await page.getByRole('textbox', { name: 'Card 1' }).inputValue(), '5H');
    assert.equal(await page.getByRole('textbox', { name: 'Starter' }).inputValue(), '8C');
    assert.equal(await page.getByRole('gridcell', { name: 'eight of clubs' }).getAttribute('aria-selected'), 'true');

    const result = page.getByRole('region', { name: 'Result' });
    await textOf(result, /10 points/);
    await textOf(result, /“Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten”/);
    await textOf(statusOf(page), /^10 points\. Fifteen two/);
    const items = result.getByRole('listitem', { name: /^(Fifteen|Pair):/ });
    assert.equal(await items.count(), 5, 'four fifteens and a pair');
    const pair = result.getByRole('listitem', { name: 'Pair: five of spades, five of hearts, 2 points' });

    // Pointing at the pair lights its cards and dims the others; focusing does the same.
    const cards = result.getByRole('list', { name: 'The cards' });
    await pair.hover();
    assert.equal(await opacity(cards.getByRole('listitem', { name: 'king of clubs' })), 0.3);
    assert.equal(await opacity(cards.getByRole('listitem', { name: 'five of hearts' })), 1);
    await page.mouse.move(0, 0);
    await result.getByRole('listitem', { name: 'Fifteen: five of hearts, king of clubs, 2 points' }).focus();
    assert.equal(await opacity(cards.getByRole('listitem', { name: 'jack of diamonds' })), 0.3);
    assert.equal(await opacity(cards.getByRole('listitem', { name: 'king of clubs' })), 1);

    // The player announced 8: two points missed.
    await page.getByRole('textbox', { name: 'Points announced (optional)' }).fill('8');
    await page.keyboard.press('Tab');
    await textOf(result, /Announced 8: 2 points missed \(muggins/);

    // The permalink restores the inputs and the result in a new tab.
    const link = await result.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
    assert.match(link, new RegExp(`^${BASE}/#hand\\?`));
    const other = await context.newPage();
    await other.goto(link);
    await textOf(other.getByRole('region', { name: 'Result' }), /10 points.*Announced 8: 2 points missed/);
    assert.equal(await other.getByRole('textbox', { name: 'Card 3' }).inputValue(), 'JD');
    await other.close();

    // Tap to answer: the starter off and on again, twenty times.
    const starter = page.getByRole('gridcell', { name: 'eight of clubs' });
    const times = [];
    for (let i = 0; i < 20; i += 1) {
      await starter.click(); // off: the hand is incomplete, the result goes
      times.push(await tapToAnswer(page, starter));
    }
    const summary = (key) => {
      const sorted = times.map((time) => time[key]).sort((a, b) => a - b);
      return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
    };
    t.diagnostic(`tap-to-answer (hand, loopback, 20 taps): in the page ${summary('dom')}; painted ${summary('painted')}`);
  });
});

test('score a hand with the keyboard alone', async () => {
  await withPage('/#play', {}, async ({ page }) => {
    // The skip link leads into the view on screen; the nav leads to the hand.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('main').evaluate((main) => main === document.activeElement), true);
    assert.equal(await page.getByRole('heading', { level: 2 }).innerText(), 'Record a play');
    let focused = '';
    for (let presses = 0; presses < 10 && focused !== 'Hand'; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
    }
    assert.equal(focused, 'Hand', 'the nav is reachable backwards from the main area');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Score a hand' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Score a hand' }).evaluate((h) => h === document.activeElement), true);

    // Tab from the view's heading to the card grid.
    let role = '';
    for (let presses = 0; presses < 40 && role !== 'gridcell'; presses += 1) {
      await page.keyboard.press('Tab');
      role = await page.evaluate(() => document.activeElement?.getAttribute('role') ?? '');
    }
    assert.equal(role, 'gridcell', 'the grid is in the tab order');

    // Typing a card takes it: rank then suit.
    await page.keyboard.type('5h5sjdkc');
    // Arrow keys move; Enter takes the card under focus: from the king of clubs down to the
    // king of diamonds, left to the queen, up to the queen of clubs, left to the jack, left to
    // the ten... the starter is the eight of clubs: Home goes to the ace of clubs.
    await page.keyboard.press('Home');
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowRight');
    focused = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    assert.equal(focused, 'eight of clubs');
    await page.keyboard.press('Enter');

    const result = page.getByRole('region', { name: 'Result' });
    await textOf(result, /10 points/);

    // Enter again gives the card back; Space takes it again.
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('textbox', { name: 'Starter' }).inputValue(), '');
    await page.keyboard.press(' ');
    await textOf(result, /10 points/);

    // The items are reachable by Tab, and focusing one lights its cards.
    let name = '';
    for (let presses = 0; presses < 40 && !name.startsWith('Pair'); presses += 1) {
      await page.keyboard.press('Tab');
      name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    assert.equal(name, 'Pair: five of spades, five of hearts, 2 points');
    const king = result.getByRole('list', { name: 'The cards' }).getByRole('listitem', { name: 'king of clubs' });
    assert.equal(await opacity(king), 0.3);
  });
});

test('bad input is shown next to the field it concerns, with the service\'s own words', async () => {
  await withPage('/', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    // An unknown card, typed.
    await page.getByRole('textbox', { name: 'Card 1' }).fill('5H');
    await page.getByRole('textbox', { name: 'Card 2' }).fill('5S');
    await page.getByRole('textbox', { name: 'Card 3' }).fill('1X');
    await page.getByRole('textbox', { name: 'Card 4' }).fill('KC');
    await page.getByRole('textbox', { name: 'Starter' }).fill('8C');
    await page.getByRole('button', { name: 'Score', exact: true }).click();
    const card3 = page.getByRole('textbox', { name: 'Card 3' });
    assert.match(await descriptionOf(card3), /“1X” is not a card: type the rank/);
    assert.equal(await card3.getAttribute('aria-invalid'), 'true');
    const alert = page.getByRole('alert');
    await textOf(alert, /^This hand cannot be scored/);
    assert.doesNotMatch(await alert.innerText(), /422|JSON|Invalid input/);
    await textOf(alert, /Card 3: “1X” is not a card/);
    assert.equal(await page.getByRole('region', { name: 'Result' }).count(), 0, 'no stale result');

    // A card twice: the starter repeats the first card.
    await card3.fill('JD');
    await page.getByRole('textbox', { name: 'Starter' }).fill('5H');
    const starter = page.getByRole('textbox', { name: 'Starter' });
    await textOf(alert, /Starter: 5♥ is already the first card of the hand/);
    assert.match(await descriptionOf(starter), /5♥ is already the first card of the hand: every card exists once/);
    assert.equal(await card3.getAttribute('aria-invalid'), null, 'the fixed field is clear');

    // A claim no hand can make.
    await starter.fill('8C');
    await textOf(page.getByRole('region', { name: 'Result' }), /10 points/);
    await page.getByRole('textbox', { name: 'Points announced (optional)' }).fill('30');
    await page.keyboard.press('Enter');
    await textOf(alert, /Points announced \(optional\): a hand or crib never scores more than 29/);
    assert.match(await descriptionOf(page.getByRole('textbox', { name: 'Points announced (optional)' })), /never scores more than 29/);

    // The summary's link takes the focus to the field.
    await alert.getByRole('link', { name: /Points announced/ }).click();
    const claimed = page.getByRole('textbox', { name: 'Points announced (optional)' });
    assert.equal(await claimed.evaluate((element) => element === document.activeElement), true);
  });
});

test('five-card hands hold three cards, a crib four; the house rule counts a four-card crib flush', async () => {
  await withPage('/', {}, async ({ page }) => {
    await page.getByRole('checkbox', { name: 'Five-card cribbage' }).check();
    assert.equal(await page.getByRole('textbox', { name: 'Card 4' }).count(), 0);
    await tap(page, 'two of hearts', 'four of hearts', 'six of hearts', 'king of spades');
    const result = page.getByRole('region', { name: 'Result' });
    await textOf(result, /3 points/); // a three-card flush

    await page.getByRole('checkbox', { name: 'Five-card cribbage' }).uncheck();
    await page.getByRole('textbox', { name: 'Starter' }).fill('');
    await tap(page, 'eight of hearts', 'king of spades');
    await page.getByRole('checkbox', { name: 'The crib' }).check();
    await textOf(result, /^Result.*\b0 points/); // a crib flush needs the starter
    await page.getByRole('checkbox', { name: 'House rule: a four-card crib flush counts' }).check();
    await textOf(result, /^Result.*\b4 points/);
  });
});

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`a four-card crib flush that does not count says the crib rule is why (${device})`, async () => {
    await withPage('/#hand?c1=2H&c2=4H&c3=6H&c4=8H&starter=KS&crib=1', { viewport }, async ({ page }) => {
      const result = page.getByRole('region', { name: 'Result' });
      const why = /No flush: the four crib cards are one suit, but a crib flush needs the starter too \(all five cards\) unless the house rule is on\./;
      await textOf(statusOf(page), new RegExp(`^0 points\\. Nineteen\\. ${why.source}$`));
      await textOf(result, new RegExp(`Nothing scores.*${why.source}`));
      const note = result.getByText(why);
      assert.equal(await note.isVisible(), true);
      // The house rule on: the flush counts, and nothing needs saying.
      await page.getByRole('checkbox', { name: 'House rule: a four-card crib flush counts' }).check();
      await textOf(statusOf(page), /^4 points\. A flush of four is four$/);
      assert.equal(await note.isVisible(), false);
      // A hand (not the crib) of four hearts is a flush: nothing to explain either.
      await page.getByRole('checkbox', { name: 'House rule: a four-card crib flush counts' }).uncheck();
      await page.getByRole('checkbox', { name: 'The crib' }).uncheck();
      await textOf(statusOf(page), /^4 points/);
      assert.equal(await note.isVisible(), false);
    });
  });
}
