// Record a play: cards tapped as laid, a go, a 31, a refusal as it happens; the bare-count check
// with a count over 31 shown next to its field.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, STATUS_LOG, descriptionOf, statusOf, tap, textOf, withPage } from './harness.mjs';

test('record a play with a go and a 31, and a refusal as it happens', async (t) => {
  await withPage('/#play', {}, async ({ page, context }) => {
    const status = statusOf(page);
    await tap(page, 'king of hearts', 'queen of diamonds', 'nine of spades');
    await textOf(status, /Player 1 lays nine of spades, count 29\. Player 2 to play\./);

    // The five of diamonds would make 34: refused at once, in the service's words, not recorded.
    await tap(page, 'five of diamonds');
    const alert = page.getByRole('form', { name: 'Record a play' }).getByRole('alert');
    await textOf(alert, /This card cannot be laid.*5♦ would make the count 34, past 31/);
    assert.equal(await page.getByRole('gridcell', { name: 'five of diamonds' }).getAttribute('aria-disabled'), null);
    assert.equal(await page.getByRole('gridcell', { name: 'king of hearts' }).getAttribute('aria-disabled'), 'true');

    // Both say go: player 1 laid the last card and pegs one for the go.
    const go = page.getByRole('button', { name: 'Go', exact: true });
    await go.click();
    await textOf(status, /Player 2 says go\. Player 1 to play\./);
    assert.equal(await alert.innerText(), '', 'the refusal is gone once a play is accepted');
    await go.click();
    await textOf(status, /Player 1 says go\. Player 1 pegs one for the go\. The count starts again\. Player 2 to play\./);

    // Ten, jack, nine (a run of three for player 2), two: thirty-one for two.
    await tap(page, 'ten of clubs', 'jack of clubs', 'nine of diamonds');
    await textOf(status, /Player 2 lays nine of diamonds, count 29\. A run: 3 points\./);
    await tap(page, 'two of hearts');
    await textOf(status, /Player 1 lays two of hearts, count 31\. Thirty-one: 2 points\. The count starts again\./);

    // Player 1 is out of cards: player 2 lays the last card and pegs one for it.
    await tap(page, 'ace of clubs');
    await textOf(status, /Player 2 lays ace of clubs, count 1\. Player 2 pegs one for last card\. .*The play is over\./);
    const played = page.getByRole('region', { name: 'The play so far' });
    assert.equal(await played.getByRole('listitem').count(), 10);
    await textOf(page.getByText(/^Player 1: \d+ · Player 2: \d+$/), /^Player 1: 3 · Player 2: 4$/);

    // Undo takes the last card back; the permalink restores the play in a new tab.
    await page.getByRole('button', { name: 'Undo' }).click();
    await textOf(status, /Player 1 lays two of hearts, count 31/);
    const link = await played.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
    const other = await context.newPage();
    await other.goto(link);
    await textOf(other.getByRole('region', { name: 'The play so far' }), /Thirty-one: 2 points/);
    assert.equal(await other.getByRole('region', { name: 'The play so far' }).getByRole('listitem').count(), 9);
    await other.close();
    t.diagnostic('a play of 10 events recorded: a refusal, two goes and the go point, a 31, the last card');
  });
});

test('a play typed card by card, and a card played twice refused next to the field', async () => {
  await withPage('/#play', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const typed = page.getByRole('textbox', { name: 'Or type a card' });
    await typed.fill('7h');
    await page.getByRole('button', { name: 'Lay it' }).click();
    await textOf(statusOf(page), /Player 1 lays seven of hearts, count 7\./);
    assert.equal(await typed.inputValue(), '', 'the field is ready for the next card');
    await typed.fill('8s');
    await typed.press('Enter');
    await textOf(statusOf(page), /fifteen/i);
    await typed.fill('7H');
    await typed.press('Enter');
    const alert = page.getByRole('form', { name: 'Record a play' }).getByRole('alert');
    await textOf(alert, /^This card cannot be laid/);
    assert.match(await descriptionOf(typed), /7♥ was already played/);
    await typed.fill('zz');
    await typed.press('Enter');
    await textOf(alert, /Or type a card: “zz” is not a card: type the rank \(A, 2–10 or T, J, Q, K\), then the suit/);
  });
});

test('may I play this card: a count over 31 is shown next to the count', async () => {
  await withPage('/#play', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const form = page.getByRole('form', { name: 'May I play this card?' });
    await form.getByRole('textbox', { name: 'Count now' }).fill('35');
    await form.getByRole('textbox', { name: 'Card to lay' }).fill('5D');
    await form.getByRole('button', { name: 'Check' }).click();
    const count = form.getByRole('textbox', { name: 'Count now' });
    await textOf(form.getByRole('alert'), /Count now: the count never exceeds 31/);
    assert.match(await descriptionOf(count), /the count never exceeds 31/);

    await count.fill('23');
    await form.getByRole('textbox', { name: 'Cards still in hand (optional)' }).fill('5D KC 8H');
    await form.getByRole('button', { name: 'Check' }).click();
    await textOf(form.getByRole('status'), /Yes: the count becomes 28\. Cards in hand that fit: five of diamonds, eight of hearts\./);
    assert.equal(await count.getAttribute('aria-invalid'), null);
    await form.getByRole('textbox', { name: 'Card to lay' }).fill('KC');
    await form.getByRole('button', { name: 'Check' }).click();
    await textOf(form.getByRole('status'), /No: K♣ would make the count 33, past 31\./);
  });
});

test('the best play now: every card priced to the end of the play, and gone once it is laid', async () => {
  await withPage('/#play', { allowedErrors: [STATUS_LOG(422)] }, async ({ page, context }) => {
    await tap(page, 'ten of diamonds');
    const hint = page.getByRole('form', { name: 'The best play now' });
    const hand = hint.getByRole('textbox', { name: 'Cards the player to act holds' });

    // Three cards after one laid is not a hand player 2 can hold: the service says so at the field.
    await hand.fill('5h 6d 9c');
    await hint.getByRole('button', { name: 'Suggest a card' }).click();
    await textOf(hint.getByRole('alert'), /^No best play for these cards/);
    assert.match(await descriptionOf(hand), /4 cards/);

    await hand.fill('5h 6d 9c ks');
    await hint.getByRole('button', { name: 'Suggest a card' }).click();
    await textOf(statusOf(page), /^Player 2 should lay five of hearts: 2 points now; to the end of this play Player 2 can expect 4\.57 points and the opponent 1\.71 points \(net \+2\.86 points\)\.$/);
    assert.equal(await hand.getAttribute('aria-invalid'), null);
    const table = hint.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Card', 'Now', 'Player 2', 'Player 1', 'Net']);
    const rows = table.getByRole('row');
    assert.equal(await rows.count(), 5, 'a header and every card player 2 may lay');
    const nets = [];
    for (let i = 1; i < 5; i += 1) nets.push(Number((await rows.nth(i).getByRole('cell').last().innerText()).replace('−', '-')));
    assert.deepEqual(nets, [...nets].sort((a, b) => b - a), 'best first');
    assert.match(page.url(), /hinthand=5H\+6D\+9C\+KS/);

    // The permalink asks again.
    const other = await context.newPage();
    await other.goto(page.url());
    await textOf(statusOf(other), /^Player 2 should lay five of hearts/);
    await other.close();

    // Laying the card takes it out of the hand typed, and the old advice goes.
    await tap(page, 'five of hearts');
    await textOf(statusOf(page), /Player 2 lays five of hearts, count 15\. Fifteen: 2 points\./);
    assert.equal(await hand.inputValue(), '6d 9c ks');
    assert.equal(await table.isVisible(), false);
  });
});

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the best play starts from the cards picked in the grid above it, nothing retyped (${device})`, async () => {
    await withPage('/#play', { viewport }, async ({ page }) => {
      await tap(page, 'ten of diamonds');
      await textOf(statusOf(page), /Player 1 lays ten of diamonds, count 10\. Player 2 to play\./);
      const hint = page.getByRole('form', { name: 'The best play now' });
      const pick = hint.getByRole('button', { name: 'Pick them in the grid' });
      await pick.click();
      assert.equal(await pick.getAttribute('aria-pressed'), 'true');
      // The grid now picks the hand: it says so, the focus is on it, the card laid cannot be picked.
      const grid = page.getByRole('grid', { name: 'Pick the cards the player to act holds' });
      assert.equal(await grid.getAttribute('aria-multiselectable'), 'true');
      assert.equal(await grid.evaluate((element) => element.contains(document.activeElement)), true);
      assert.equal(await page.getByRole('gridcell', { name: 'ten of diamonds' }).getAttribute('aria-disabled'), 'true');
      await tap(page, 'five of hearts', 'king of clubs', 'king of clubs'); // the king taken back
      assert.equal(await page.getByRole('gridcell', { name: 'king of clubs' }).getAttribute('aria-selected'), 'false');
      await tap(page, 'six of diamonds', 'nine of clubs');
      assert.equal(await hint.getByRole('textbox', { name: 'Cards the player to act holds' }).inputValue(), '5H 6D 9C');
      assert.equal(await page.getByRole('gridcell', { name: 'five of hearts' }).getAttribute('aria-selected'), 'true');
      // Player 2 holds four cards: the fourth picked asks for the best play at once.
      await tap(page, 'king of spades');
      await textOf(statusOf(page), /^Player 2 should lay five of hearts: 2 points now; to the end of this play Player 2 can expect 4\.57 points and the opponent 1\.71 points \(net \+2\.86 points\)\.$/);
      assert.equal(await hint.getByRole('textbox', { name: 'Cards the player to act holds' }).inputValue(), '5H 6D 9C KS');
      assert.equal(await pick.getAttribute('aria-pressed'), 'false');
      assert.equal(await page.getByRole('grid', { name: 'Lay a card' }).getAttribute('aria-multiselectable'), null);
      assert.match(page.url(), /events=10D&hinthand=5H\+6D\+9C\+KS/);
      // The grid lays cards again: the five of hearts goes to the play and leaves the hand.
      await tap(page, 'five of hearts');
      await textOf(statusOf(page), /Player 2 lays five of hearts, count 15\./);
      assert.equal(await hint.getByRole('textbox', { name: 'Cards the player to act holds' }).inputValue(), '6D 9C KS');
    });
  });
}

// Three and four players: the best play is estimated over deals drawn at random for the other
// hands; every player's expectation in the play's order, the net give or take its margin.

/**
 * Each option as a person reads it: [label, text] of its cells, line by line, left to right (a
 * line's figures stand on one baseline, their labels above them, one line or two).
 */
const readOptions = (table) => table.evaluate((element) => [...element.tBodies[0].rows].map((row) => [...row.cells]
  .map((cell) => ({ box: cell.getBoundingClientRect(), cell }))
  .sort((a, b) => a.box.bottom - b.box.bottom || a.box.left - b.box.left)
  .map(({ cell }) => [cell.dataset.label, cell.innerText.replace(/\s+/g, ' ').trim()])));

test('three players: the best play now for player 3, each player\'s expectation, the net give or take its margin (phone, keyboard)', async () => {
  await withPage('/#play', {}, async ({ page, context }) => {
    await page.getByRole('combobox', { name: 'Game' }).selectOption('three_player');
    await tap(page, 'seven of spades', 'eight of clubs');
    await textOf(statusOf(page), /Player 2 lays eight of clubs, count 15\. Fifteen: 2 points\. Player 3 to play\./);
    const hint = page.getByRole('form', { name: 'The best play now' });
    await textOf(hint, /against hands drawn at random for the other players from the cards not seen/);
    // Typed and asked with the keyboard alone.
    const hand = hint.getByRole('textbox', { name: 'Cards the player to act holds' });
    await hand.focus();
    await page.keyboard.type('4h 5c 9s jd');
    await page.keyboard.press('Tab');
    assert.equal(await hint.getByRole('textbox', { name: 'Starter (optional)' }).evaluate((element) => element === document.activeElement), true);
    await page.keyboard.type('2d');
    await page.keyboard.press('Enter');
    await textOf(statusOf(page), /^Player 3 should lay nine of spades: 3 points now; to the end of this play Player 3 can expect \d+\.\d\d points and the two opponents \d+\.\d\d points each on average \(net \+\d+\.\d\d ±0\.\d\d points\)\.$/);

    const table = hint.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Card', 'Now', 'Player 1', 'Player 2', 'Player 3 (to play)', 'Net']);
    assert.equal(await table.getByRole('row').count(), 5, 'a header and every card player 3 may lay');
    await textOf(hint, /Net: what Player 3 can expect less the average of the two opponents\./);
    await textOf(hint, /every figure is the average over 800 deals drawn at random from the cards not seen, an estimate; ± is how far the net may be off \(one standard error\)\./);

    // On a phone each option is a card led by its net and margin, every figure labelled, none off-screen.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    const outside = await table.evaluate((element) => [...element.querySelectorAll('tbody th, tbody td')]
      .filter((cell) => cell.getBoundingClientRect().right > innerWidth || cell.getBoundingClientRect().left < 0).length);
    assert.equal(outside, 0, 'every figure on screen');
    const options = await readOptions(table);
    assert.equal(options.length, 4);
    const nets = [];
    for (const [first, ...rest] of options) {
      assert.equal(first[0], 'Net');
      assert.match(first[1], /^[+−]\d+\.\d\d ±0\.\d\d$/);
      nets.push(Number(first[1].split(' ')[0].replace('−', '-')));
      assert.deepEqual(rest.map(([label]) => label), ['Card', 'Now', 'Player 1', 'Player 2', 'Player 3 (to play)']);
      for (const [, figure] of rest.slice(2)) assert.match(figure, /^\d+\.\d\d$/);
    }
    assert.deepEqual(nets, [...nets].sort((a, b) => b - a), 'best first');
    assert.match(page.url(), /game=three_player&events=7S\+8C&hinthand=4H\+5C\+9S\+JD&hintstarter=2D/);

    // The permalink asks again, the same answer (the draw has a fixed seed).
    const said = await statusOf(page).innerText();
    const other = await context.newPage();
    await other.goto(page.url());
    await textOf(statusOf(other), new RegExp(`^${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await other.close();
  });
});

test('four players: the side\'s expectation with the partner, in English on a desktop and in Polish on a phone', async () => {
  const path = '/#play?game=four_player&events=7S&hinthand=4H+5C+9S+JD';
  await withPage(path, { viewport: DESKTOP }, async ({ page }) => {
    await textOf(statusOf(page), /^Player 2 should lay [a-z ]+: \d+ points? now; to the end of this play Player 2 and partner Player 4 can expect \d+\.\d\d points together and the other side \d+\.\d\d points \(net [+−]\d+\.\d\d ±0\.\d\d points\)\.$/);
    const hint = page.getByRole('form', { name: 'The best play now' });
    const table = hint.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Card', 'Now', 'Player 1', 'Player 2 (to play)', 'Player 3', 'Player 4 (partner)', 'Net']);
    assert.equal(await table.getByRole('row').nth(1).evaluate((row) => getComputedStyle(row).display), 'table-row');
    await textOf(hint, /Net: what Player 2 and partner Player 4 can expect together less what the other side can: a partner's points count for the whole side\./);
    // The side's figure is the two partners' together.
    const cells = (await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).map((s) => Number(s.trim().split(/\s/)[0].replace('−', '-')));
    const [, p1, p2, p3, p4, net] = cells;
    assert.ok(Math.abs(p2 + p4 - (p1 + p3) - net) <= 0.02, `net ${net} is ${p2} + ${p4} less ${p1} + ${p3}`);
  });
  await withPage(path, { locale: 'pl-PL' }, async ({ page }) => {
    await textOf(statusOf(page), /^Gracz 2 — najlepsza karta: [^.]+\. Teraz \d+ punkt(y|ów)?; do końca tej rozgrywki Gracz 2 i partner, Gracz 4, mogą się spodziewać razem \d+,\d\d punktu, a druga para \d+,\d\d punktu \(netto [+−]\d+,\d\d ±0,\d\d punktu\)\.$/);
    const hint = page.getByRole('form', { name: 'Najlepszy ruch teraz' });
    const table = hint.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Karta', 'Teraz', 'Gracz 1', 'Gracz 2 (na ruchu)', 'Gracz 3', 'Gracz 4 (partner)', 'Netto']);
    await textOf(hint, /punkty partnera liczą się dla całej pary\./);
    await textOf(hint, /średnia z 800 rozdań losowanych z kart niewidzianych/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    const options = await readOptions(table);
    assert.deepEqual(options[0].map(([label]) => label), ['Netto', 'Karta', 'Teraz', 'Gracz 1', 'Gracz 2 (na ruchu)', 'Gracz 3', 'Gracz 4 (partner)']);
  });
});
