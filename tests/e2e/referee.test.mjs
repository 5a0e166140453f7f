// The referee console: a whole hand in, the ruling out as a timeline, printed on one page,
// restored from its permalink; bad input named card by card.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATUS_LOG, descriptionOf, statusOf, textOf, withPage } from './harness.mjs';

const HAND = {
  'Player 1: score before': '100',
  'Player 2: score before': '90',
  'Player 1: hand': '4H 6H 9C QD',
  'Player 2: hand': '5S 5H 5D JC',
  'Player 1: announced': '8',
  'Player 2: announced': '28',
  Starter: '5C',
  Crib: 'AH 3S 8D KH',
  'Announced for the crib': '2',
  'The play': '4H 5S 6H 5H 9C go go 5D QD JC',
};

async function enter(page) {
  const form = page.getByRole('form', { name: 'Rule a whole hand' });
  for (const [name, value] of Object.entries(HAND)) await form.getByRole('textbox', { name, exact: true }).fill(value);
  await form.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 2' });
  await form.getByRole('checkbox', { name: /^Muggins/ }).check();
  await form.getByRole('button', { name: 'Rule', exact: true }).click();
  return form;
}

test('rule a whole hand: the timeline, the claims, the winner; printed on one page', async () => {
  await withPage('/#referee', {}, async ({ page, context }) => {
    await enter(page);
    const ruling = page.getByRole('region', { name: 'Ruling' });
    await textOf(statusOf(page), /^Player 2 wins, 117 – 122: 2 match points, no skunk\.$/);
    const timeline = ruling.getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    const entries = await timeline.getByRole('listitem').allInnerTexts();
    assert.equal(entries.length, 9);
    assert.match(entries[0].replace(/\s+/g, ' '), /Play Player 1, six of hearts: 5 points, fifteen two and a run of three is five\. 105 – 90/i);
    assert.match(entries[4].replace(/\s+/g, ' '), /Announced 8: 1 point missed \(muggins/);
    assert.match(entries[8].replace(/\s+/g, ' '), /Crib Player 2: 2 points, Fifteen two\. 117 – 122 Announced 2: correct\. Player 2 reaches the target: game\./i);
    await textOf(ruling, /Dealer Player 2 Scores before 100 – 90 Starter 5♣ five of clubs/);

    // Printed: the ruling alone, black on white, on one page.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.getByRole('button', { name: 'Rule', exact: true }).isVisible(), false);
    assert.equal(await page.getByRole('navigation').isVisible(), false);
    const colors = await ruling.evaluate((element) => {
      const seen = new Set();
      for (const node of [element, ...element.querySelectorAll('*')]) {
        const style = getComputedStyle(node);
        if (style.display !== 'none') seen.add(style.color);
      }
      return [...seen];
    });
    assert.deepEqual(colors, ['rgb(0, 0, 0)'], 'black text only');
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
    assert.equal(pages.length, 1, 'the ruling fits one page');
    await page.emulateMedia({ media: 'screen' });

    // Read aloud by the browser's speech synthesis: no error, whether a voice exists or not.
    await ruling.getByRole('button', { name: 'Read aloud' }).click();

    // The permalink restores the hand and the ruling.
    const link = await ruling.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
    const other = await context.newPage();
    await other.goto(link);
    await textOf(statusOf(other), /^Player 2 wins, 117 – 122/);
    assert.equal(await other.getByRole('textbox', { name: 'The play' }).inputValue(), HAND['The play']);
    assert.equal(await other.getByRole('checkbox', { name: /^Muggins/ }).isChecked(), true);
    await other.close();
  });
});

test('a hand that does not end the game, three players', async () => {
  await withPage('/#referee', {}, async ({ page }) => {
    const form = page.getByRole('form', { name: 'Rule a whole hand' });
    await form.getByRole('combobox', { name: 'Game' }).selectOption('three_player');
    const fields = {
      'Player 1: hand': '2C 3C 4C 9D',
      'Player 2: hand': '5S 5H 10D JC',
      'Player 3: hand': 'AH 6S 8D QH',
      Starter: '7C',
      Crib: 'KS KD 2S 9H',
      'The play': '2C 5S AH 3C 5H 6S 4C go go go 10D 8D 9D go go JC QH',
    };
    for (const [name, value] of Object.entries(fields)) await form.getByRole('textbox', { name, exact: true }).fill(value);
    assert.equal(await form.getByRole('combobox', { name: 'Dealer' }).inputValue(), '2', 'player 3 deals');
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(statusOf(page), /^Scores after the hand: 14 – 11 – 10\. The game goes on\.$/);
  });
});

test('bad input in a whole hand is shown field by field, card by card', async () => {
  await withPage('/#referee', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const form = await enter(page);
    await textOf(statusOf(page), /Player 2 wins/);
    await form.getByRole('textbox', { name: 'Player 2: hand', exact: true }).fill('5S 5H 5D JX');
    await form.getByRole('textbox', { name: 'The play' }).fill('4H 5S 6H 5H 9C 5D');
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(form.getByRole('alert'), /Invalid input \(422\)/);
    const hand = form.getByRole('textbox', { name: 'Player 2: hand', exact: true });
    assert.match(await descriptionOf(hand), /item 4 \(JX\): unknown suit 'X' in card "JX"/);
    assert.equal(await page.getByRole('region', { name: 'Ruling' }).count(), 0, 'no stale ruling');

    await hand.fill('5S 5H 5D JC');
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(form.getByRole('alert'), /The play: item 6 \(5D\): 5D would make the count 34, past 31/);
    assert.equal(await hand.getAttribute('aria-invalid'), null);
  });
});

test('under the ACC rulebook: what the referee saw, and every penalty citing its rule', async () => {
  await withPage('/#referee', {}, async ({ page, context }) => {
    const form = page.getByRole('form', { name: 'Rule a whole hand' });
    const fields = {
      'Player 1: score before': '104',
      'Player 2: score before': '0',
      'Player 1: hand': '4H 6H 9C QD',
      'Player 2: hand': '5S 5H 5D JC',
      'Player 1: announced': '12',
      'Player 2: announced': '29',
      Starter: '5C',
      Crib: 'AH 3S 8D KH',
      'The play': '4H 5S 6H 5H go 5D go 9C JC QD',
    };
    for (const [name, value] of Object.entries(fields)) await form.getByRole('textbox', { name, exact: true }).fill(value);
    await form.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 2' });
    assert.equal(await form.getByRole('group', { name: 'What the referee saw' }).count(), 0, 'social play hears no infractions');

    // A tournament rulebook settles muggins itself: the house rule goes away.
    await form.getByRole('combobox', { name: 'Rulebook' }).selectOption({ label: 'ACC tournament rules' });
    assert.equal(await form.getByRole('checkbox', { name: /^Muggins/ }).count(), 0);
    const saw = form.getByRole('group', { name: 'What the referee saw' });
    const kind = saw.getByRole('combobox', { name: 'Infraction' });
    await textOf(kind, /The dealer looked at the bottom card after the last shuffle \(ACC 2\.1\)/);
    await kind.selectOption('bottom_card_seen');
    // Only the dealer can look at the bottom card after the shuffle.
    const seat = saw.getByRole('combobox', { name: 'Committed by' });
    assert.deepEqual(await seat.locator('option').allInnerTexts(), ['Player 2']);
    await saw.getByRole('button', { name: 'Add infraction' }).click();
    assert.deepEqual(await saw.getByRole('listitem').allInnerTexts().then((items) => items.map((s) => s.replace(/\s+/g, ' ').trim())), [
      'Player 2: The dealer looked at the bottom card after the last shuffle (ACC 2.1) Remove',
    ]);

    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    const ruling = page.getByRole('region', { name: 'Ruling' });
    await textOf(statusOf(page), /^Player 1 wins, 121 – 7/);
    const timeline = ruling.getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    const entries = (await timeline.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' '));
    assert.match(entries[0], /^Cut The dealer looked at the bottom card after the last shuffle: two points to the pone \(ACC 2\.1\); the pack is shuffled again\. 106 – 0$/i);
    const renege = entries.find((entry) => /renege/.test(entry));
    // The cards it names are faces, named for screen readers ("9♣ nine of clubs"), not codes.
    assert.match(renege, /the pone said go at 20 holding 9♣ nine of clubs and Q♦ queen of diamonds.*four points to the dealer \(ACC 7\.3\)/i);

    // The permalink carries the rulebook and what the referee saw.
    const link = await ruling.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
    assert.match(link, /profile=acc&/);
    assert.match(link, /infractions=1%3Abottom_card_seen/);
    const other = await context.newPage();
    await other.goto(link);
    await textOf(statusOf(other), /^Player 1 wins, 121 – 7/);
    assert.equal(await other.getByRole('combobox', { name: 'Rulebook' }).inputValue(), 'acc');
    const restored = other.getByRole('group', { name: 'What the referee saw' });
    await textOf(restored.getByRole('listitem'), /Player 2: The dealer looked at the bottom card/);
    await restored.getByRole('button', { name: /^Remove: Player 2: The dealer looked/ }).click();
    assert.equal(await restored.getByRole('listitem').count(), 0);
    await other.close();
  });
});

test('the rulebook speaks German: its infractions as the service words them', async () => {
  await withPage('/#referee?profile=acc_muggins', { locale: 'de-DE' }, async ({ page }) => {
    const saw = page.getByRole('group', { name: 'Was der Schiedsrichter gesehen hat' });
    await textOf(saw.getByRole('combobox', { name: 'Verstoß' }), /Der Geber hat nach dem letzten Mischen die unterste Karte angesehen \(ACC 2\.1\)/);
    assert.equal(await page.getByRole('combobox', { name: 'Regelwerk' }).inputValue(), 'acc_muggins');
  });
});

test('under ACC with muggins: a call on a hand announced too low is ruled with its rule', async () => {
  await withPage('/#referee', {}, async ({ page }) => {
    const form = page.getByRole('form', { name: 'Rule a whole hand' });
    for (const [name, value] of Object.entries(HAND)) await form.getByRole('textbox', { name, exact: true }).fill(value);
    await form.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 2' });
    await form.getByRole('combobox', { name: 'Rulebook' }).selectOption('acc');
    assert.equal(await form.getByRole('group', { name: 'Muggins calls' }).count(), 0, 'plain ACC has no muggins calls');
    await form.getByRole('combobox', { name: 'Rulebook' }).selectOption({ label: 'ACC tournament rules with muggins' });
    const calls = form.getByRole('group', { name: 'Muggins calls' });
    // Player 1 announced 8 for a hand of 9: player 2 calls one point.
    await calls.getByRole('combobox', { name: 'Called on' }).selectOption({ label: "Player 1's hand" });
    await calls.getByRole('textbox', { name: 'Points called' }).fill('1');
    await calls.getByRole('button', { name: 'Add call' }).click();
    assert.deepEqual((await calls.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()), ["Muggins on Player 1's hand: 1 Remove"]);
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(statusOf(page), /^Player 2 wins, 116 – 122: 2 match points, no skunk\.$/);
    const timeline = page.getByRole('region', { name: 'Ruling' }).getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    const entries = (await timeline.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' '));
    assert.ok(entries.some((entry) => /The dealer called muggins for 1, and the count left out 1: one point to the dealer \(ACC 10\.4\.a\)\./.test(entry)), entries.join('\n'));
    assert.match(page.url(), /calls=hand%3A0%3A1/);
  });
});
