// A game reviewed (POST /v1/games/review): the example game loaded and reviewed at 360 px and on a
// desktop (each player's account, the chart of the chance of winning with its moments of luck and
// of error and its table, every decision hand by hand), the mistakes-only filter, a log pasted (in
// the integrators' fold) and one loaded from a file, a log without the cards dealt in a hand
// reviewed with that hand's discards said unjudged, a refused log said next to the text field in
// words, the permalink there and back, German and Polish, the keyboard alone, and the view loaded
// on demand. The game view's way in (a game entered, then "Review this game") is
// review-game.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, DESKTOP, PHONE, STATUS_LOG, descriptionOf, statusOf, textOf, withPage } from './harness.mjs';
import { EXAMPLE_GAME, REFUSED_GAME, RESULTS, UNDEALT_GAME, reviewLink } from './results.mjs';

const [LINK] = RESULTS.review;
/** What the live region says of the example game (each player's rating follows). */
const REVIEWED = /^Player 1 wins, 121 – 120, in hand 9\. Player 1: 0 blunders, 0 mistakes, 0 inaccuracies; Player 2: 3 blunders, 8 mistakes, 6 inaccuracies\./;
/** The refusal of a log with a card dealt that is no card, in words: the hand, the seat and the card, counted from one. */
const REFUSED = /Hand 3, the cards dealt, Player 1, card 4: unknown suit/;

const squeeze = (text) => text.replace(/\s+/g, ' ').trim();
const rows = (locator) => locator.getByRole('row').allInnerTexts().then((texts) => texts.map(squeeze));
const review = (page) => page.getByRole('region', { name: 'Review of the game' });

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the example game reviewed: each player's account, the chart, every decision, the filter (${device})`, async () => {
    await withPage('/#review', { viewport }, async ({ page, requests }) => {
      await page.getByRole('heading', { name: 'Review a game', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Load an example game' }).click();
      await textOf(statusOf(page), REVIEWED);
      // The log is in the integrators' fold (closed: nobody has to see it), a line per hand, and it went to the service as it is.
      assert.equal(await page.getByRole('textbox', { name: 'Game log', includeHidden: true }).isVisible(), false);
      const log = await page.getByRole('textbox', { name: 'Game log', includeHidden: true }).inputValue();
      assert.deepEqual(JSON.parse(log), EXAMPLE_GAME);
      assert.equal(log.split('\n').length, EXAMPLE_GAME.hands.length + 4);
      const sent = requests.filter((request) => request.url().includes('/v1/games/review')).at(-1).postDataJSON();
      assert.deepEqual(sent, EXAMPLE_GAME);

      // Each player's account: decisions, verdicts, losses, luck and its parts.
      const result = review(page);
      await textOf(result.getByText(/^Player 1 wins, 121 – 120, in hand 9\.$/), /wins/);
      const summary = result.getByRole('region', { name: "Each player's game" });
      const account = await rows(summary);
      assert.equal(account[0], 'Player Player 1 Player 2');
      assert.equal(account[1], 'Decisions 52 (20 forced) 52 (18 forced)');
      assert.deepEqual(account.slice(2, 5), ['?? Blunders 0 3', '? Mistakes 0 8', '?! Inaccuracies 0 6']);
      assert.match(account[5], /^Points lost by its decisions 0\.0 points 16\.5 points$/);
      assert.match(account[6], /^Chance of winning lost by its decisions 0\.8 percentage points 41\.8 percentage points$/);
      assert.match(account[7], /^Luck: what the cards brought −21\.5 points \+3\.2 percentage points \+21\.5 points −3\.2 percentage points$/);
      assert.deepEqual(account.slice(8).map((row) => row.split(' ').slice(0, 4).join(' ')), ['of it, the deals', 'of it, the starters', "of it, the opponent's"]);

      // The margin explained, term by term, and in a sentence each.
      const margin = await rows(result.getByRole('region', { name: 'Why the game ended as it did' }));
      assert.deepEqual(margin.slice(1, 9), [
        'Margin at the start 0 points 0 points',
        'What its roles were worth +6.0 points −6.0 points',
        'Its luck −21.5 points +21.5 points',
        'Lost by its own decisions 0.0 points −16.5 points',
        "Lost by the opponent's decisions +16.5 points 0.0 points",
        'Given by the rules (last card, penalties) 0 points 0 points',
        'Left uncounted when the game ended 0 points 0 points',
        'Final margin +1 point −1 point',
      ]);
      assert.match(margin.at(-1), /^Chance of winning at the end 100\.0% 0\.0%$/);
      await textOf(result.getByRole('listitem').filter({ hasText: /^Player 1 ends at/ }), /^Player 1 ends at \+1 point: 0 points at the start, \+6\.0 points for its roles, −21\.5 points of luck, less 0\.0 points lost by its own decisions, plus 16\.5 points lost by Player 2's, 0 points by the rules, 0 points uncounted at the end\.$/);

      // The chart: named and described, a line per player, five moments of luck (a diamond and
      // its figure) and seven hands with an error (a triangle and ? or ??), each titled in words.
      const chart = page.getByRole('img', { name: 'Chance of winning, hand by hand' });
      assert.match(await descriptionOf(chart), /Player 1's goes from 56% to 100%\. It marks 5 moments of luck and 7 hands of a player with mistakes or blunders\./);
      assert.equal(await chart.locator('polyline').count(), 2);
      const luck = chart.locator('.mark.luck');
      const errors = chart.locator('.mark.error');
      assert.equal(await luck.count(), 5);
      assert.equal(await errors.count(), 7);
      assert.deepEqual(await luck.locator('text').allTextContents(), ['+26', '+22', '+13', '+13', '+53']);
      assert.deepEqual(await errors.locator('text').allTextContents(), ['??', '?', '?', '?', '??', '??', '?']);
      assert.equal(await luck.first().locator('title').textContent(), 'Hand 3: luck for Player 2, +26 percentage points');
      assert.equal(await errors.first().locator('title').textContent(), 'Hand 1: Player 2: 1 blunder, 1 mistake');
      // Its text alternative: the same figures as a table, behind a disclosure.
      await page.getByText('The chart as a table', { exact: true }).click();
      const table = page.getByRole('table', { name: /Each player's chance of winning at the start of each hand/ });
      const figures = await rows(table);
      assert.equal(figures.length, 1 + EXAMPLE_GAME.hands.length + 1);
      assert.match(figures[1], /^Start of hand 1 55\.8% 44\.2% Player 2: 1 blunder, 1 mistake$/);
      assert.match(figures[3], /^Start of hand 3 66\.7% 33\.3% luck for Player 2, \+26 percentage points; Player 2: 1 mistake$/);
      assert.equal(figures.at(-1), 'End of the game 100.0% 0.0% –');

      // Every decision hand by hand: who, what, the verdict in words, the better choice and the cost.
      const hands = result.getByRole('list', { name: 'Every decision, hand by hand' });
      assert.equal(await hands.getByRole('heading', { level: 5 }).count(), 9);
      const first = hands.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hand 1' }) });
      await textOf(first, /^Hand 1 Player 1 deals · scores before it 0 – 0 · chance of winning 56% – 44%/);
      const decisions = first.locator('.decision');
      assert.equal(await decisions.count(), 12);
      assert.match(squeeze(await decisions.first().innerText()), /^\? Mistake Player 2 lays away 6♠ ?six of spades 8♣ ?eight of clubs Better: A♠ ?ace of spades 8♣ ?eight of clubs · lost 0\.9 points, 0\.5 percentage points of the chance of winning \S/);
      assert.match(squeeze(await decisions.nth(1).innerText()), /^✓ Good Player 1 lays away 10♣ ?ten of clubs 9♥ ?nine of hearts$/);
      assert.match(squeeze(await decisions.nth(6).innerText()), /^\?\? Blunder Player 2 lays 5♦ ?five of diamonds Better: 9♦ ?nine of diamonds · lost 2\.2 points, 4\.2 percentage points of the chance of winning \S/);
      assert.match(squeeze(await decisions.nth(8).innerText()), /^✓ The only choice Player 2 says go$/);
      // Near the end the chance of winning judges: said with the verdict.
      const last = hands.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hand 9' }) });
      await textOf(last.locator('.decision.mistake'), /Player 2 lays 2♣.*Better: 3♠.*\(judged on the chance: the game could be decided\)/);
      await textOf(result.getByText(/decisions\.$/), /^104 decisions\.$/);

      // Only the mistakes and blunders: eleven, and a hand without one says so.
      await result.getByRole('checkbox', { name: 'Show only mistakes and blunders' }).check();
      await textOf(result.getByText(/shown of/), /^11 mistakes and blunders shown of 104 decisions\.$/);
      assert.equal(await hands.locator('.decision:visible').count(), 11);
      assert.deepEqual(await hands.locator('.decision:visible .verdict-mark').allInnerTexts().then((texts) => [...new Set(texts.map(squeeze))].sort()), ['? Mistake', '?? Blunder']);
      const fourth = hands.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hand 4' }) });
      await textOf(fourth, /No mistake or blunder in this hand\.$/);
      assert.match(page.url(), /&only=1$/);

      // Nothing spills sideways at 360 px.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= viewport.width, `page width ${wide}`);
    });
  });
}

test('the permalink holds the log compressed, and restores the review and its filter', async () => {
  await withPage('/#review', {}, async ({ page, context }) => {
    await page.getByRole('button', { name: 'Load an example game' }).click();
    await textOf(statusOf(page), REVIEWED);
    await review(page).getByRole('checkbox', { name: 'Show only mistakes and blunders' }).check();
    const link = await review(page).getByRole('link', { name: 'Link to this result' }).getAttribute('href');
    assert.match(link, new RegExp(`^${BASE}/#review\\?log=[\\w-]+&only=1$`));
    // The log is 2.2 KB of JSON; its link well under that.
    assert.ok(link.length < 1600, `${link.length} characters`);
    assert.equal(new URL(link).hash, new URL(page.url()).hash, 'the address bar holds it too');
    const other = await context.newPage();
    await other.goto(link);
    await textOf(statusOf(other), REVIEWED);
    assert.equal(await other.getByRole('checkbox', { name: 'Show only mistakes and blunders' }).isChecked(), true);
    await textOf(other.getByText(/shown of/), /^11 mistakes and blunders shown of 104 decisions\.$/);
    assert.deepEqual(JSON.parse(await other.getByRole('textbox', { name: 'Game log', includeHidden: true }).inputValue()), EXAMPLE_GAME);
    await other.close();
  });
  // A link cut short says so, in words.
  await withPage(`${LINK.slice(0, 60)}`, {}, async ({ page }) => {
    await textOf(page.getByRole('main').getByRole('alert'), /^This game cannot be reviewed This link does not hold a game log: it may have been cut short$/);
  });
});

test('a log pasted, edited and loaded from a file; a refused log is said next to the text field, in words', async () => {
  await withPage('/#review', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    await page.getByText('For integrators: paste a game log as the service takes it').click();
    const field = page.getByRole('textbox', { name: 'Game log' });
    const submit = page.getByRole('button', { name: 'Review the game' });
    // Not JSON: said by the page, next to the field.
    await field.fill('{"hands": [');
    await submit.click();
    await textOf(statusOf(page), /^This game cannot be reviewed\. Game log: this text is not a game log: paste the log whole/);
    assert.match(await descriptionOf(field), /^this text is not a game log/);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');

    // A card dealt that is no card: the service's refusal, at the hand, seat and card it names, counted from one.
    await field.fill(JSON.stringify(REFUSED_GAME));
    await submit.click();
    const said = await textOf(statusOf(page), new RegExp(`^This game cannot be reviewed\\. Game log: ${REFUSED.source}`));
    const alert = page.getByRole('main').getByRole('alert');
    await textOf(alert, REFUSED);
    assert.match(await descriptionOf(field), new RegExp(`^${REFUSED.source}`));
    for (const text of [said, await alert.innerText(), await descriptionOf(field)]) assert.doesNotMatch(text, /\/hands|undefined|null/);
    assert.equal(await review(page).count(), 0, 'no review');
    // The note is on screen, under the field.
    const box = await page.locator('#review-log-problem').boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.height, `the note is on screen: ${JSON.stringify(box)}`);

    // A log without the cards dealt in its second hand: reviewed, that hand's two discards said unjudged, and why.
    await field.fill(JSON.stringify(UNDEALT_GAME));
    await submit.click();
    await textOf(statusOf(page), /^Player 1 wins, 121 – 120, in hand 9\..* 2 discards could not be judged \(hand 2\); the play is judged\.$/);
    const hand2 = review(page).getByRole('list', { name: 'Every decision, hand by hand' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hand 2' }) });
    await textOf(hand2, /Player 1\S* discard in hand 2 .*Player 2\S* discard in hand 2 /);
    // A three-player game is not reviewed.
    await field.fill(JSON.stringify({ ...EXAMPLE_GAME, variant: 'three_player' }));
    await submit.click();
    await textOf(alert, /The game: reviews are modelled for the two-player games/);

    // Fixed, it is reviewed; an edit withdraws the review on screen.
    await field.fill(JSON.stringify(EXAMPLE_GAME));
    await submit.click();
    await textOf(statusOf(page), REVIEWED);
    assert.equal(await alert.innerText(), '');
    assert.equal(await field.getAttribute('aria-invalid'), null);
    await field.press('End');
    await field.press('Space');
    assert.equal(await review(page).count(), 0, 'withdrawn');
    assert.equal(await statusOf(page).innerText(), '');

    // A file: read, shown a line per hand, reviewed.
    await page.getByLabel('Open a game from a file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(EXAMPLE_GAME)) });
    await textOf(statusOf(page), REVIEWED);
    assert.equal((await field.inputValue()).split('\n').length, EXAMPLE_GAME.hands.length + 4);

    // Clear: the field, the review and the link go.
    await page.getByRole('button', { name: 'Clear' }).click();
    assert.equal(await field.inputValue(), '');
    assert.equal(await review(page).count(), 0);
    assert.match(page.url(), /#review$/);
  });
});

test('with the keyboard alone: the example loaded, the filter set, every control named', async () => {
  await withPage('/#review', {}, async ({ page }) => {
    // The view mounts and takes its words after the shell: until then the next stop from the
    // heading is the footer's link, so wait for the view's own controls first.
    await page.locator('section[data-view="review"]').getByRole('button', { name: 'Load an example game' }).waitFor();
    await page.getByRole('heading', { name: 'Review a game', level: 2 }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.labels?.[0]?.textContent || document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Open a game from a file');
    assert.equal(await page.evaluate(() => getComputedStyle(document.activeElement.nextElementSibling).outlineStyle), 'solid', 'the file button shows the focus');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'Load an example game');
    await page.keyboard.press('Enter');
    await textOf(statusOf(page), REVIEWED);
    // The costliest decisions come first, the folds open with Enter, each named.
    // On to the filter: the tables' scrolling regions and the chart's table on the way.
    for (let i = 0; i < 16 && (await focused()) !== ' Show only mistakes and blunders'; i += 1) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.name), 'only');
    await page.keyboard.press('Space');
    await textOf(review(page).getByText(/shown of/), /^11 mistakes and blunders shown of 104 decisions\.$/);
    // The chart's table opens with Enter on its summary.
    await page.getByText('The chart as a table', { exact: true }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.getByRole('table', { name: /Each player's chance of winning/ }).isVisible(), true);

    const unnamed = await page.evaluate(() => [...document.querySelectorAll('section[data-view="review"] :is(input, select, textarea, button, a, summary, [tabindex="0"])')]
      .filter((element) => element.getClientRects().length || element.type === 'file')
      .filter((element) => !(element.labels?.[0]?.textContent.trim() || element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || element.textContent.trim()))
      .map((element) => element.outerHTML));
    assert.deepEqual(unnamed, []);
  });
});

test('the review in German and in Polish: its words, a refusal in words, a switch of language', async () => {
  await withPage(LINK, { locale: 'de-DE' }, async ({ page }) => {
    await textOf(statusOf(page), /^Spieler 1 gewinnt, 121 – 120, in Hand 9\. Spieler 1: 0 Patzer, 0 Fehler, 0 Ungenauigkeiten; Spieler 2: 3 Patzer, 8 Fehler, 6 Ungenauigkeiten\. Spieler 1: bewertet mit \d+,\d — \S+\. Spieler 2: bewertet mit \d+,\d — \S+\.$/);
    assert.match(await page.title(), /^Eine Partie analysieren · /);
    assert.equal(await page.getByRole('link', { name: 'Analyse', exact: true }).getAttribute('aria-current'), 'page');
    const result = page.getByRole('region', { name: 'Analyse der Partie' });
    await page.getByRole('img', { name: 'Siegchance, Hand für Hand' }).waitFor();
    await textOf(result.getByRole('listitem').filter({ hasText: /^Spieler 1 endet bei/ }), /^Spieler 1 endet bei \+1 Punkt: 0 Punkte zu Beginn, \+6,0 Punkte für seine Rollen, −21,5 Punkte Glück/);
    await textOf(result.getByRole('list', { name: 'Jede Entscheidung, Hand für Hand' }).locator('.decision').first(), /^\? Fehler Spieler 2 legt ab 6♠.*Besser: A♠.*0,9 Punkte verloren, 0,5 Prozentpunkte der Siegchance/);
  });
  await withPage(reviewLink(REFUSED_GAME), { locale: 'pl-PL', allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    await textOf(statusOf(page), /^Tej partii nie da się przeanalizować\. Zapis partii: Rozdanie 3, rozdane karty, Gracz 1, karta 4:/);
    await textOf(page.getByRole('main').getByRole('alert'), /Rozdanie 3, rozdane karty, Gracz 1, karta 4:/);
  });
  await withPage(LINK, { locale: 'pl-PL' }, async ({ page }) => {
    await textOf(statusOf(page), /^Wygrywa Gracz 1, 121 – 120, w rozdaniu 9\. Gracz 1: 0 poważnych błędów, 0 błędów, 0 niedokładności; Gracz 2: 3 poważne błędy, 8 błędów, 6 niedokładności\. Gracz 1: ocena \d+,\d — \S.*\. Gracz 2: ocena \d+,\d — \S.*\.$/);
    await page.getByRole('checkbox', { name: 'Pokaż tylko błędy i poważne błędy' }).check();
    await textOf(page.getByText(/z 104 decyzji/), /^Pokazano 11 błędów z 104 decyzji\.$/);
  });
  // A switch of language on the page: the review's own words follow, loaded on demand.
  await withPage(LINK, {}, async ({ page, requests }) => {
    await textOf(statusOf(page), REVIEWED);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await textOf(statusOf(page), /^Spieler 1 gewinnt, 121 – 120, in Hand 9\./);
    await page.getByRole('heading', { name: 'Warum die Partie so ausging' }).waitFor();
    assert.ok(requests.some((request) => request.url().endsWith('/console/i18n/review.de.json')));
  });
});

test('the review loads on demand: a visit to the first view never fetches it, nor the example until asked', async () => {
  await withPage('/#hand', {}, async ({ page, requests }) => {
    await page.getByRole('heading', { name: 'Score a hand' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = () => requests.map((request) => new URL(request.url()).pathname);
    for (const path of ['/console/views/review.js', '/console/i18n/review.en.json', '/console/examples/review-game.json']) {
      assert.equal(loaded().includes(path), false, `${path} with the first view: ${loaded()}`);
    }
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await page.getByRole('button', { name: 'Load an example game' }).waitFor();
    assert.ok(loaded().includes('/console/views/review.js') && loaded().includes('/console/i18n/review.en.json'), loaded().join(' '));
    assert.equal(loaded().includes('/console/examples/review-game.json'), false, 'the example waits to be asked for');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'review-title', 'the view\'s heading has the focus');
    await page.getByRole('button', { name: 'Load an example game' }).click();
    await textOf(statusOf(page), REVIEWED);
    assert.ok(loaded().includes('/console/examples/review-game.json'));
  });
});
