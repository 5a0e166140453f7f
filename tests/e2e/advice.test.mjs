// Advice: six cards in, every discard ranked with hand, crib and net side by side.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, STATUS_LOG, descriptionOf, statusOf, tap, textOf, withPage } from './harness.mjs';

/** A win cell: the chance, and below the first how far behind it (in percentage points). */
const WIN_CELL = /^\d+\.\d%(\s+\d+\.\d percentage points? less)?$/;
const chanceIn = (text) => Number(/^(\d+\.\d)%/.exec(text)[1]);

test('ask for a discard: every way to lay away, best first, with hand, crib and net', async () => {
  await withPage('/#advice', {}, async ({ page }) => {
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');

    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /Best: lay away four of clubs, six of hearts — the hand averages 10\.67 points, your crib 4\.88 points: 15\.56 points net\. That is [\d.]+ points more than the next best\./);
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

test('Clear empties the cards and keeps the table: four players stay four, five cards asked', async () => {
  await withPage('/#advice?game=four_player&c1=4H&c2=5C&c3=9S&c4=JD&c5=KC&dealer=1', {}, async ({ page }) => {
    await textOf(statusOf(page), /\S/);
    await page.getByRole('button', { name: 'Clear' }).click();
    assert.equal(await page.getByRole('combobox', { name: 'Game' }).inputValue(), 'four_player');
    assert.equal(await page.getByRole('textbox', { name: 'Card 1' }).inputValue(), '');
    assert.equal(await page.getByRole('textbox', { name: 'Card 5' }).inputValue(), '');
    assert.equal(await page.getByRole('textbox', { name: 'Card 6' }).count(), 0, 'five cards at a table of four');
    assert.match(page.url(), /#advice\?game=four_player$/);
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
    await textOf(board, /Chance of losing skunked \(below 91 points\): you 2\.4%, opponent 3\.7%\./);
    await textOf(statusOf(page), /Who is winning before the deal: you 51%, opponent 49%\./);

    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /Your chance of winning after this discard: \d+\.\d%\. Who is winning before the deal: you 51%/);
    await textOf(result, /ranked by your chance of winning/);
    const table = result.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play', 'Win, after this discard']);
    const rows = table.getByRole('row');
    assert.equal(await rows.count(), 16);
    const chances = [];
    for (let i = 1; i < 16; i += 1) {
      const text = (await rows.nth(i).getByRole('cell').allInnerTexts()).at(-1).trim();
      assert.match(text, WIN_CELL, `row ${i}: ${text}`);
      chances.push(chanceIn(text));
    }
    assert.deepEqual(chances, [...chances].sort((a, b) => b - a), 'ranked by the chance of winning');
    // How far each is behind is said in the chance, not in points.
    const second = (await rows.nth(2).getByRole('cell').allInnerTexts()).at(-1);
    const behind = Number(/([\d.]+) percentage points less/.exec(second)[1]);
    assert.ok(Math.abs(behind - (chances[0] - chances[1])) <= 0.11, `${second} against ${chances}`);

    // The scores travel in the permalink.
    assert.match(page.url(), /own=35/);
    assert.match(page.url(), /opponent=37/);

    // Without the scores the view is as before: no win column, no board.
    await page.getByRole('textbox', { name: "Opponent's score" }).fill('');
    await textOf(statusOf(page), /That is [\d.]+ points more than the next best\./);
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
    await textOf(board, /Chance of losing by a lurch \(below 31 points\): you 0%, opponent 0%\./);
  });
});

test('counting the play: each keep priced with its pegging, and the order follows it', async () => {
  await withPage('/#advice', {}, async ({ page, context }) => {
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    await page.getByRole('checkbox', { name: /^Count the play too/ }).check();
    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');

    // Laying away four-six is best on hand and crib alone; the tens peg better and win with the play.
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /^Best: lay away ten of spades, ten of clubs — the hand averages [\d.]+ points, your crib [\d.]+ points: 15\.23 points net\. The play: \+1\.99 points, so 17\.22 points with the play\. That is 0\.86 points more than the next best with the play\.$/);
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
    await textOf(statusOf(other), /17\.22 points with the play/);
    await other.close();
  });
});

/** What a person sees of each option, top to bottom: [label, text] of its cells in reading order. */
const readCards = (table) => table.evaluate((element) => [...element.tBodies[0].rows].map((row) => [...row.cells]
  .map((cell) => ({ box: cell.getBoundingClientRect(), cell }))
  .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
  .map(({ cell }) => [cell.dataset.label, cell.innerText.replace(/\s+/g, ' ').trim(), getComputedStyle(cell, '::before').content])));

test('on a phone, with the play and both scores: each option a card led by what ranks it, nothing off-screen', async () => {
  const path = '/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=JD&dealer=1&play=1&own=35&opponent=37';
  await withPage(path, { viewport: PHONE }, async ({ page }) => {
    await textOf(statusOf(page), /Your chance of winning after this discard: \d+\.\d%\. Who is winning before the deal: you 51%, opponent 49%\./);
    // Before the deal and after each discard, said as such.
    await textOf(page.getByRole('region', { name: 'Who is winning before the deal' }), /You 51% · Opponent 49%/);
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(result.locator('.best'), /Your chance of winning after this discard: \d+\.\d%\./);

    // No sideways scroll: the page, the options, every figure of every option on the screen.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), PHONE.width);
    const options = result.getByRole('region', { name: 'Every discard' });
    const [scroll, client] = await options.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    assert.ok(scroll <= client, `the options are ${scroll} px wide in a ${client} px box`);
    const table = options.getByRole('table');
    const outside = await table.evaluate((element) => [...element.querySelectorAll('tbody th, tbody td')]
      .filter((cell) => cell.getBoundingClientRect().right > innerWidth || cell.getBoundingClientRect().left < 0).length);
    assert.equal(outside, 0, 'every figure on screen');

    // Each card starts with what ranks it, labelled; the rest labelled too. The table stays a table.
    const cards = await readCards(table);
    assert.equal(cards.length, 15);
    for (const [first, ...rest] of cards) {
      assert.deepEqual([first[0], first[2]], ['Win, after this discard', '"Win, after this discard"']);
      assert.match(first[1], WIN_CELL);
      assert.deepEqual(rest.map(([label]) => label), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play']);
    }
    const chances = cards.map(([first]) => Number(first[1].slice(0, -1)));
    assert.deepEqual(chances, [...chances].sort((a, b) => b - a), 'ranked by the chance of winning');
    assert.equal(await table.getByRole('row').count(), 16);
    assert.equal(await table.getByRole('columnheader', { name: 'Win, after this discard' }).count(), 1);
  });
  // With the play alone, the play ranks: "With play" leads each card.
  await withPage('/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=JD&dealer=1&play=1', { viewport: PHONE }, async ({ page }) => {
    await textOf(statusOf(page), /17\.22 points with the play/);
    const cards = await readCards(page.getByRole('region', { name: 'Every discard' }).getByRole('table'));
    assert.deepEqual(cards[0][0].slice(0, 2), ['With play', '17.22']);
    assert.match(cards[1][0][1], /^\d+\.\d\d [\d.]+ points less$/);
  });
});

test('on a desktop the options stay one table, every column on screen', async () => {
  await withPage('/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=JD&dealer=1&play=1&own=35&opponent=37', { viewport: DESKTOP }, async ({ page }) => {
    await textOf(statusOf(page), /Your chance of winning after this discard/);
    const options = page.getByRole('region', { name: 'Every discard' });
    const [scroll, client] = await options.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    assert.ok(scroll <= client, `the table is ${scroll} px wide in a ${client} px box`);
    const win = options.getByRole('columnheader', { name: 'Win, after this discard' });
    assert.equal(await win.isVisible(), true);
    const box = await win.boundingBox();
    assert.ok(box.x + box.width <= DESKTOP.width, 'the ranking column is on screen');
    assert.equal(await options.getByRole('row').nth(1).evaluate((row) => getComputedStyle(row).display), 'table-row');
  });
});

// Three and four players: the play is estimated over deals drawn at random, so its figure comes
// with its margin (the standard error, "±0.13"); four players count the partner for the side.

test('four players: the discards with the play, each give or take its margin, the partner counted for the side', async () => {
  await withPage('/#advice', {}, async ({ page, context }) => {
    await page.getByRole('combobox', { name: 'Game' }).selectOption('four_player');
    // Each side's score is asked for ("Your side's score"), none typed here: the discards are
    // ranked by the play. The play is offered, and keyboard usable.
    assert.equal(await page.getByRole('textbox', { name: 'Your score' }).count(), 0);
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    const play = page.getByRole('checkbox', { name: /^Count the play too/ });
    await play.focus();
    await page.keyboard.press('Space');
    assert.equal(await play.isChecked(), true);
    await tap(page, 'four of hearts', 'five of clubs', 'nine of spades', 'jack of diamonds', 'king of clubs');

    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /^Best: lay away [a-z ]+ — the hand averages [\d.]+ points, your crib [\d.]+ points: [\d.]+ points net\. The play: [+−]\d+\.\d\d ±\d\.\d\d points, so [\d.]+ points with the play\. That is [\d.]+ points more than the next best with the play\.$/);
    await textOf(result, /what your side can expect to peg \(your partner's points count for your side\), less what the other side can\./);
    await textOf(result, /With three or four players the play is estimated over deals drawn at random for the other hands: ± is how far its figure may be off \(one standard error\)\./);

    // On a phone each option is a card led by its net with the play; the play's cell says its margin.
    const options = result.getByRole('region', { name: 'Every discard' });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    const [scroll, client] = await options.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    assert.ok(scroll <= client, `the options are ${scroll} px wide in a ${client} px box`);
    const cards = await readCards(options.getByRole('table'));
    assert.equal(cards.length, 5, 'one card laid away of five');
    const totals = [];
    for (const [first, ...rest] of cards) {
      assert.equal(first[0], 'With play');
      totals.push(Number(first[1].split(' ')[0]));
      assert.deepEqual(rest.map(([label]) => label), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play']);
      assert.match(rest.at(-1)[1], /^[+−]\d+\.\d\d ±\d\.\d\d$/);
    }
    assert.deepEqual(totals, [...totals].sort((a, b) => b - a), 'ranked by net with the play');
    assert.match(page.url(), /game=four_player/);
    assert.match(page.url(), /play=1/);

    // The permalink counts the play again, the same figures (the draw has a fixed seed).
    const said = await statusOf(page).innerText();
    const other = await context.newPage();
    await other.goto(page.url());
    await textOf(statusOf(other), new RegExp(`^${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await other.close();
  });
});

test('four players in German, three in Polish: the play with its margin in the page\'s words', async () => {
  const four = '/#advice?game=four_player&c1=4H&c2=5C&c3=9S&c4=JD&c5=KC&dealer=1&play=1';
  await withPage(four, { locale: 'de-DE', viewport: DESKTOP }, async ({ page }) => {
    await textOf(statusOf(page), /Das Ausspiel: [+−]\d+,\d\d ±\d,\d\d Punkte, also \d+,\d\d Punkte mit Ausspiel\./);
    const result = page.getByRole('region', { name: 'Ablagen, die beste zuerst' });
    await textOf(result, /was Ihre Seite beim Ausspiel erwarten kann \(die Punkte Ihres Partners zählen für Ihre Seite\)/);
    await textOf(result, /± gibt an, um wie viel der Wert danebenliegen kann \(ein Standardfehler\)/);
    const table = result.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Ablegen', 'Behalten', 'Hand', 'Krippe', 'Netto', 'Ausspiel', 'Mit Ausspiel']);
    const cells = (await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
    assert.match(cells.at(-2), /^[+−]\d+,\d\d ±\d,\d\d$/);
  });
  await withPage(four.replace('four_player', 'three_player').replace('dealer=1&', ''), { locale: 'pl-PL' }, async ({ page }) => {
    await textOf(statusOf(page), /krib przeciwnika .* Rozgrywka: [+−]\d+,\d\d ±\d,\d\d punktu, czyli −?\d+,\d\d punktu z rozgrywką\./);
    await textOf(page.getByRole('region', { name: 'Odrzucenia, od najlepszego' }), /minus to, co średnio może zdobyć każdy z dwóch przeciwników\./);
  });
});

test('a game to 61: the target sent with the scores; a target the service refuses is said next to its field', async () => {
  await withPage('/#advice', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const sent = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push([new URL(request.url()).pathname, request.postDataJSON()]);
    });
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    const target = page.getByRole('textbox', { name: 'Game to (optional)' });
    assert.equal(await target.getAttribute('placeholder'), '121');
    await target.fill('61');
    await page.getByRole('textbox', { name: 'Your score' }).fill('35');
    await page.getByRole('textbox', { name: "Opponent's score" }).fill('37');
    // 35 to 37 is about even in a game to 121; with 61 the crib's points weigh more.
    const board = page.getByRole('region', { name: 'Who is winning' });
    await textOf(board, /You 59% · Opponent 41%/);
    await textOf(board, /Chance of losing by a lurch \(below 31 points\): you 0%, opponent 0%\./);
    assert.match(page.url(), /target=61/);

    await tap(page, 'four of clubs', 'five of diamonds', 'six of hearts', 'ten of spades', 'ten of clubs', 'jack of diamonds');
    await textOf(statusOf(page), /Your chance of winning after this discard: \d+\.\d%/);
    const discards = sent.filter(([path]) => path.endsWith('/v1/discards/recommend')).at(-1)[1];
    assert.equal(discards.target, 61);
    assert.deepEqual(discards.scores, [35, 37]);
    assert.equal(sent.filter(([path]) => path.endsWith('/v1/position')).at(-1)[1].target, 61);

    await target.fill('300');
    await textOf(page.getByRole('main').getByRole('alert'), /Game to \(optional\): .*241/);
    assert.match(await descriptionOf(target), /241.*300/);
    assert.equal(await target.getAttribute('aria-invalid'), 'true');
    assert.equal(await board.count(), 0);
  });
  // Five-card is a game to 61; the board alone refused, then answered, the refusal withdrawn.
  await withPage('/#advice?game=five_card&own=35&opponent=37', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const board = page.getByRole('region', { name: 'Who is winning' });
    await textOf(board, /You \d+% · Opponent \d+%/);
    const target = page.getByRole('textbox', { name: 'Game to (optional)' });
    assert.equal(await target.getAttribute('placeholder'), '61');
    await target.fill('0');
    await textOf(page.getByRole('main').getByRole('alert'), /Game to \(optional\)/);
    await target.fill('51');
    await textOf(board, /You \d+% · Opponent \d+%/);
    assert.equal(await target.getAttribute('aria-invalid'), null);
    assert.equal(await page.getByRole('main').getByRole('alert').innerText(), '');
  });
});

test('three players: each seat\'s score and who deals; each seat\'s chance, the discards with the scores in the order of the play', async () => {
  await withPage('/#advice', {}, async ({ page }) => {
    const sent = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push([new URL(request.url()).pathname, request.postDataJSON()]);
    });
    await page.getByRole('combobox', { name: 'Game' }).selectOption('three_player');
    await page.getByRole('textbox', { name: 'Your score' }).fill('90');
    await page.getByRole('textbox', { name: 'Score of the player on your left' }).fill('100');
    await page.getByRole('textbox', { name: 'Score of the player on your right' }).fill('80');
    await page.getByRole('combobox', { name: 'Who deals this hand' }).selectOption({ label: 'The player on your left' });
    const board = page.getByRole('region', { name: 'Who is winning' });
    await textOf(board, /You 6\.0% · Left 92\.5% · Right 1\.5%/);
    await textOf(board, /Chance of losing skunked \(below 91 points\): you 0\.0%, the player on your left 0%, the player on your right 16%\./);
    await textOf(statusOf(page), /Who is winning before the deal: you 6\.0%, the player on your left 92\.5%, the player on your right 1\.5%\./);
    assert.deepEqual(sent.at(-1), ['/v1/position', { scores: [90, 100, 80], dealer: 1, variant: 'three_player' }]);
    assert.match(page.url(), /third=80/);

    // The crib box and who deals agree.
    await page.getByRole('checkbox', { name: 'The crib is mine (I deal)' }).check();
    assert.equal(await page.getByRole('combobox', { name: 'Who deals this hand' }).inputValue(), '0');
    await textOf(board, /You \d+(\.\d)?% · Left/);

    // The discards take the scores too, in the order of the coming play: from the dealer's left
    // (you deal: the player on your left plays first, then the player on your right, you last).
    await tap(page, 'five of hearts', 'five of spades', 'jack of diamonds', 'king of clubs', 'two of clubs');
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(result, /With every seat's score given, the discards are ranked by your chance of winning the game, not by net points\./);
    const table = result.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play', 'Win, after this discard']);
    const discards = sent.filter(([path]) => path.endsWith('/v1/discards/recommend')).at(-1)[1];
    assert.deepEqual([discards.scores, discards.seat, discards.dealer, discards.objective], [[100, 80, 90], 2, true, 'win']);
  });
});

test('three players near the end: the first to show, two short, keeps the pair sure to count two', async () => {
  await withPage('/#advice', {}, async ({ page }) => {
    await page.getByRole('combobox', { name: 'Game' }).selectOption('three_player');
    // The player on your right deals: the player on the dealer's left is you, first to play and to show.
    await page.getByRole('combobox', { name: 'Who deals this hand' }).selectOption({ label: 'The player on your right' });
    await page.getByRole('textbox', { name: 'Your score' }).fill('119');
    await page.getByRole('textbox', { name: 'Score of the player on your left' }).fill('100');
    await page.getByRole('textbox', { name: 'Score of the player on your right' }).fill('110');
    await tap(page, 'five of hearts', 'five of diamonds', 'nine of clubs', 'king of spades', 'two of diamonds');

    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(statusOf(page), /Your chance of winning after this discard: (99\.\d|100\.0)%\. Who is winning before the deal: you /);
    await textOf(result, /ranked by your chance of winning the game/);
    await textOf(result, /With three or four players the play is estimated/);
    const table = result.getByRole('table');
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play', 'Win, after this discard']);
    const rows = table.getByRole('row');
    assert.equal(await rows.count(), 6, 'a header and five single discards');
    // The best keeps both fives: two points sure, whatever the starter.
    const keep = (await rows.nth(1).getByRole('cell').first().innerText()).replace(/\s+/g, ' ');
    assert.match(keep, /five of hearts/);
    assert.match(keep, /five of diamonds/);
    const chances = [];
    for (let i = 1; i < 6; i += 1) {
      const text = (await rows.nth(i).getByRole('cell').allInnerTexts()).at(-1).trim();
      assert.match(text, WIN_CELL, `row ${i}: ${text}`);
      chances.push(chanceIn(text));
    }
    assert.ok(chances[0] >= 99, `the first to show two short nearly always wins: ${chances[0]}%`);
    assert.deepEqual(chances, [...chances].sort((a, b) => b - a), 'ranked by the chance of winning');
  });
});

test('four players: with both sides\' scores the discards are ranked by the side\'s chance of winning, not by points', async () => {
  // Your side on 117 against 112, the opponent on your right dealing: you play first.
  const path = '/#advice?game=four_player&c1=5H&c2=5D&c3=9C&c4=KS&c5=2D&own=117&opponent=112&deals=3';
  await withPage(path, {}, async ({ page }) => {
    await textOf(statusOf(page), /Your chance of winning after this discard: \d+\.\d%\. Who is winning before the deal: your side \d+(\.\d)?%, the other side/);
    const result = page.getByRole('region', { name: 'Discards, best first' });
    await textOf(result, /ranked by your side's chance of winning the game \(your partner's points count for your side\), not by net points\./);

    // On a phone each option is a card led by the chance of winning, best first.
    const cards = await readCards(result.getByRole('region', { name: 'Every discard' }).getByRole('table'));
    assert.equal(cards.length, 5);
    const chances = [];
    const withPlay = [];
    for (const [first, ...rest] of cards) {
      assert.equal(first[0], 'Win, after this discard');
      assert.match(first[1], WIN_CELL);
      chances.push(chanceIn(first[1]));
      assert.deepEqual(rest.map(([label]) => label), ['Lay away', 'Keep', 'Hand', 'Crib', 'Net', 'Play', 'With play']);
      withPlay.push(Number(rest.at(-1)[1].split(' ')[0].replace('−', '-')));
    }
    assert.deepEqual(chances, [...chances].sort((a, b) => b - a), 'ranked by the chance of winning');
    // Near the end the best chance is not the most points: the first lays a five away, and
    // another discard can expect more with the play.
    assert.match(cards[0].find(([label]) => label === 'Lay away')[1], /five of/);
    assert.ok(withPlay[0] < Math.max(...withPlay), `the first is not the best by points: ${withPlay}`);
  });
});

test('four players in German: each side\'s score, who deals, each side\'s chance', async () => {
  await withPage('/#advice?game=four_player&own=100&opponent=110&deals=3', { locale: 'de-DE' }, async ({ page }) => {
    assert.equal(await page.getByRole('textbox', { name: 'Punkte Ihrer Seite' }).inputValue(), '100');
    assert.equal(await page.getByRole('textbox', { name: 'Punkte der Gegenseite' }).inputValue(), '110');
    assert.equal(await page.getByRole('combobox', { name: 'Wer gibt in diesem Spiel' }).inputValue(), '3');
    const board = page.getByRole('region', { name: 'Wer liegt vorn' });
    await textOf(board, /Ihre Seite 14 % · Gegenseite 86 %/);
    await textOf(statusOf(page), /Wer liegt vorn, vor dem Geben: Ihre Seite 14 %, die Gegenseite 86 %\./);
  });
});
