// Advice: six cards in, every discard ranked with hand, crib and net side by side.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusOf, tap, textOf, withPage } from './harness.mjs';

test('ask for a discard: every way to lay away, best first, with hand, crib and net', async () => {
  await withPage('/#advice', {}, async ({ page }) => {
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');

    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /Best: lay away four of clubs, six of hearts — the hand averages 10\.67, your crib 4\.88: 15\.56 net\. That is [\d.]+ more than the next best\./);
    const table = result.getByRole('table');
    const rows = table.getByRole('row');
    assert.equal(await rows.count(), 16, 'a header and the 15 ways to lay two of six away');
    const headers = await table.getByRole('columnheader').allInnerTexts();
    assert.deepEqual(headers, ['Lay away', 'Keep', 'Hand', 'Crib', 'Net']);
    const best = rows.nth(1);
    assert.equal(await best.getByRole('rowheader').innerText().then((s) => s.replace(/\s+/g, ' ')), '4♣ four of clubs 6♥ six of hearts');
    const cells = (await best.getByRole('cell').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
    assert.match(cells[1], /^10\.67 \(8–17\)$/);
    assert.match(cells[2], /^\+4\.88 \(\d+–\d+\)$/);
    assert.match(cells[3], /^15\.56$/);
    assert.match((await rows.nth(2).getByRole('cell').allInnerTexts()).at(-1), /less/);

    // As the pone the crib counts against: the order and the sign change.
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).uncheck();
    await textOf(statusOf(page), /the opponent's crib/);
    const pone = (await rows.nth(1).getByRole('cell').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
    assert.match(pone[2], /^−\d+\.\d\d/);
  });
});

test('five cards in three-player cribbage, one laid away', async () => {
  await withPage('/#advice', {}, async ({ page }) => {
    await page.getByRole('combobox', { name: 'Game' }).selectOption('three_player');
    assert.equal(await page.getByRole('textbox', { name: 'Card 6' }).count(), 0);
    await tap(page, 'five of hearts', 'five of spades', 'jack of diamonds', 'king of clubs', 'two of clubs');
    const table = page.getByRole('region', { name: 'Discards, best first' }).getByRole('table');
    await textOf(table, /Lay away/);
    assert.equal(await table.getByRole('row').count(), 6, 'a header and five single discards');
  });
});

test('with both scores: who is winning, and every discard with its chance of winning', async () => {
  await withPage('/#advice', {}, async ({ page }) => {
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    await page.getByRole('textbox', { name: 'Your score' }).fill('35');
    await page.getByRole('textbox', { name: "Opponent's score" }).fill('37');

    // The board stands on its own before any card is in: 35 to 37 with the crib is about even.
    const board = page.getByRole('region', { name: 'Who is winning' });
    await textOf(board, /You 51% · Opponent 49%/);
    await textOf(board, /Chance of losing skunked: you 2\.4%, opponent 3\.7%\./);
    await textOf(statusOf(page), /Who is winning: you 51%, opponent 49%\./);

    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /Your chance of winning: \d+\.\d%\. Who is winning: you 51%/);
    await textOf(result, /ranked by your chance of winning/);
    const table = result.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play', 'Win']);
    const rows = table.getByRole('row');
    assert.equal(await rows.count(), 16);
    const chances = [];
    for (let i = 1; i < 16; i += 1) {
      const text = (await rows.nth(i).getByRole('cell').allInnerTexts()).at(-1).trim();
      assert.match(text, /^\d+\.\d%$/, `row ${i}: ${text}`);
      chances.push(Number(text.slice(0, -1)));
    }
    assert.deepEqual(chances, [...chances].sort((a, b) => b - a), 'ranked by the chance of winning');

    // The scores travel in the permalink.
    assert.match(page.url(), /own=35/);
    assert.match(page.url(), /opponent=37/);

    // Without the scores the view is as before: no win column, no board.
    await page.getByRole('textbox', { name: "Opponent's score" }).fill('');
    await textOf(statusOf(page), /That is [\d.]+ more than the next best\./);
    assert.equal(await table.getByRole('columnheader').count(), 5);
    assert.equal(await page.getByRole('region', { name: 'Who is winning' }).count(), 0);
  });
});

test('a permalink with scores opens on the board; five-card speaks of the lurch', async () => {
  await withPage('/#advice?own=90&opponent=80&dealer=1', {}, async ({ page }) => {
    await textOf(page.getByRole('region', { name: 'Who is winning' }), /You 82% · Opponent 18%/);
  });
  await withPage('/#advice?game=five_card&own=35&opponent=37', {}, async ({ page }) => {
    const board = page.getByRole('region', { name: 'Who is winning' });
    await textOf(board, /You \d+% · Opponent \d+%/);
    await textOf(board, /Chance of losing by a lurch: you 0%, opponent 0%\./);
  });
});

test('counting the play: each keep priced with its pegging, and the order follows it', async () => {
  await withPage('/#advice', {}, async ({ page, context }) => {
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    await page.getByRole('checkbox', { name: /^Count the play too/ }).check();
    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');

    // Laying away four-six is best on hand and crib alone; the tens peg better and win with the play.
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /^Best: lay away ten of spades, ten of clubs — the hand averages [\d.]+, your crib [\d.]+: 15\.23 net\. The play: \+1\.76, so 16\.98 with the play\. That is 0\.63 more than the next best with the play\.$/);
    await textOf(result, /ranked by net with the play/);
    const table = result.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play']);
    const rows = table.getByRole('row');
    const totals = [];
    for (let i = 1; i < 16; i += 1) {
      const cells = await rows.nth(i).getByRole('cell').allInnerTexts();
      totals.push(Number(cells.at(-1).trim().split(/\s/)[0]));
    }
    assert.deepEqual(totals, [...totals].sort((a, b) => b - a), 'ranked by net with the play');
    assert.match(page.url(), /play=1/);

    // The permalink counts the play again.
    const other = await context.newPage();
    await other.goto(page.url());
    await textOf(statusOf(other), /16\.98 with the play/);
    await other.close();
  });
});
