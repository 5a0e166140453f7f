// The referee's whole game (POST /v1/games/score): hands entered one at a time under the game's
// rules, the game ruled after each (each hand's points and the scores after it, the final scores,
// the winner, the hand that won it, the match points, the spread), printed on one page, restored
// from its permalink; a hand refused as it is entered stays in its form; a game that does not
// chain is refused next to the hand it names, in words; edits and removals with the keyboard; in
// German and Polish; and the view loads on demand, never with the first view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, DESKTOP, PHONE, STATUS_LOG, descriptionOf, statusOf, tapToAnswer, textOf, withPage } from './harness.mjs';
import { BROKEN_GAME as BROKEN_LINK, HANDS as H, RESULTS } from './results.mjs';

/** Two hands the service knows (its 29 hand, dealt by each player in turn), as the form takes them. */
const DEALT_BY_2 = {
  Starter: '5C',
  'Player 1: hand': '4H 6H 9C QD',
  'Player 2: hand': '5S 5H 5D JC',
  Crib: 'AH 3S 8D KH',
  'The play': '4H 5S 6H 5H 9C go go 5D QD JC',
};
const DEALT_BY_1 = { ...DEALT_BY_2, 'The play': '5S QD 5H 4H 5D go go 6H JC 9C' };
/** The game: player 2 deals first; player 2 wins in the fourth hand, 124 – 51, a double skunk. */
const GAME = [DEALT_BY_2, DEALT_BY_1, DEALT_BY_2, DEALT_BY_1];
const AFTER = ['17 – 32', '31 – 62', '48 – 94', '51 – 124'];
const WON = /^Hand 4 added\. Player 2 wins, 124 – 51, in hand 4: 3 match points, a double skunk; spread 70\.$/;

/** The same game as a link (results.mjs), and one whose third hand is dealt by player 1 again. */
const [GAME_LINK] = RESULTS.game;

const handForm = (page) => page.getByRole('form', { name: /^(Enter|Edit) hand \d+$/ });

async function enterHand(page, fields) {
  const form = handForm(page);
  for (const [name, value] of Object.entries(fields)) await form.getByRole('textbox', { name, exact: true }).fill(value);
  return form;
}

const rows = (region) => region.getByRole('row').allInnerTexts().then((texts) => texts.map((text) => text.replace(/\s+/g, ' ').trim()));

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`a whole game entered hand by hand and ruled: final scores, winner, match points, spread (${device})`, async (t) => {
    await withPage('/#game', { viewport, allowedErrors: [STATUS_LOG(422)] }, async ({ page, context, requests }) => {
      await page.getByRole('heading', { name: 'Rule a whole game', level: 2 }).waitFor();
      const game = page.getByRole('form', { name: 'Rule a whole game' });
      await game.getByRole('combobox', { name: 'Rulebook' }).selectOption('acc');
      await textOf(game.getByText(/^No hand entered yet/), /below/);

      let timing = null;
      for (const [index, fields] of GAME.entries()) {
        const n = index + 1;
        const form = handForm(page);
        await textOf(form.getByRole('heading', { level: 3 }), new RegExp(`^Enter hand ${n}$`));
        // The deal passes: the dealer of each next hand is filled in (player 2 deals first).
        const dealer = form.getByRole('combobox', { name: 'Dealer' });
        assert.equal(await dealer.inputValue(), index % 2 === 0 ? '1' : '0', `hand ${n}'s dealer`);
        await enterHand(page, fields);
        const add = form.getByRole('button', { name: `Add hand ${n}`, exact: true });
        if (n === GAME.length) timing = await tapToAnswer(page, add);
        else await add.click();
        await textOf(statusOf(page), n === GAME.length ? WON : new RegExp(`^Hand ${n} added\\. After ${n} hands?: ${AFTER[index]}\\. The game goes on\\.$`));
        // The form is empty for the next hand, the focus on its dealer.
        assert.equal(await form.getByRole('textbox', { name: 'Starter' }).inputValue(), '');
        assert.equal(await page.evaluate(() => document.activeElement?.name), 'dealer');
      }
      t.diagnostic(`tap-to-answer (game ruled after its 4th hand, loopback): in the page ${timing.dom.toFixed(1)} ms; painted ${timing.painted.toFixed(1)} ms`);

      // The list: each hand as entered, what each player made and the scores after it.
      const list = game.getByRole('list').first();
      const items = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
      assert.equal(items.length, 4);
      assert.match(items[0], /^Hand 1 Player 2 deals · Starter 5♣ five of clubs Player 1 \+17 · Player 2 \+32; after it 17 – 32 Edit Remove Full ruling$/);
      assert.match(items[3], /Player 1 \+3 · Player 2 \+30; after it 51 – 124 · Player 2 wins here/);

      // The ruling: a row per hand, the final scores, winner, hand, match points and spread.
      const ruling = page.getByRole('region', { name: 'Ruling of the game' });
      assert.deepEqual(await rows(ruling), [
        'Hand Dealer Player 1 Player 2 Scores after',
        '1 Player 2 +17 +32 17 – 32',
        '2 Player 1 +14 +30 31 – 62',
        '3 Player 2 +17 +32 48 – 94',
        '4 Player 1 +3 +30 51 – 124 won',
      ]);
      await textOf(ruling, /Rulebook ACC: tournament penalties House rules none Match scoring ACC: win 2, skunk 3/);
      await textOf(ruling, /Final scores 51 – 124 Winner Player 2 Won in Hand 4 Match points 3 match points, a double skunk Spread 70 \(the target 121 less the best losing score, 51\)/);

      // What went to the service: the game's rules once, four hands, the deal passing.
      const sent = requests.filter((request) => request.url().includes('/v1/games/score')).at(-1).postDataJSON();
      assert.deepEqual(sent.rules, { match_scoring: 'acc', profile: 'acc' });
      assert.deepEqual(sent.hands.map((hand) => hand.dealer), [1, 0, 1, 0]);
      assert.deepEqual(sent.hands[1].events.slice(0, 6), ['5S', 'QD', '5H', '4H', '5D', 'go']);
      assert.equal('scores' in sent.hands[1], false, 'the scores carry over');

      // Nothing spills sideways at 360 px.
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= viewport.width, `page width ${wide}`);

      // A fifth hand after the game is won is refused in its form, in words, and not added.
      await enterHand(page, DEALT_BY_2);
      await handForm(page).getByRole('button', { name: 'Add hand 5' }).click();
      await textOf(statusOf(page), /^Hand 5 is not taken into the game\. the game was won in hand 4: nothing is played after it\.$/);
      await textOf(handForm(page).getByRole('alert'), /the game was won in hand 4: nothing is played after it/);
      assert.equal(await list.getByRole('listitem').count(), 4);
      assert.equal(await ruling.isVisible(), true, 'the game as it stands is still ruled');

      // The permalink restores the whole game, compactly: one parameter per hand.
      const link = await ruling.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
      assert.match(link, new RegExp(`^${BASE}/#game\\?`));
      const params = new URLSearchParams(link.split('?')[1]);
      assert.equal(params.getAll('h').length, 4);
      assert.equal(params.getAll('h')[0], '1*5C*AH 3S 8D KH*4H 5S 6H 5H 9C go go 5D QD JC*4H 6H 9C QD*5S 5H 5D JC');
      assert.ok(link.length < 500, `${link.length} characters: ${link}`);
      const other = await context.newPage();
      await other.goto(link);
      await textOf(statusOf(other), /^Player 2 wins, 124 – 51, in hand 4: 3 match points, a double skunk; spread 70\.$/);
      assert.equal(await other.getByRole('combobox', { name: 'Rulebook' }).inputValue(), 'acc');
      assert.equal(await other.getByRole('form', { name: 'Rule a whole game' }).getByRole('list').first().getByRole('listitem').count(), 4);
      await other.close();
    });
  });
}

test('the ruling of a game prints on one page, black on white, the forms left out', async () => {
  await withPage(GAME_LINK, {}, async ({ page }) => {
    await textOf(statusOf(page), /^Player 2 wins/);
    await page.getByRole('textbox', { name: 'Player 1: name (optional)' }).fill('Ala');
    await page.getByRole('textbox', { name: 'Table (optional)' }).fill('7');
    const ruling = page.getByRole('region', { name: 'Ruling of the game' });
    // Names and table rename the ruling in place.
    await textOf(ruling, /Table 7 .*Players Player 1: Ala · Player 2/);
    await textOf(ruling, /Winner Player 2/);
    assert.equal(await ruling.locator('.signatures').isVisible(), false, 'nothing to sign on screen');
    await page.emulateMedia({ media: 'print' });
    for (const form of await page.getByRole('form').all()) assert.equal(await form.isVisible(), false);
    assert.equal(await page.getByRole('navigation').isVisible(), false);
    // Titled as a ruling, not with the form's instruction; signed by the referee and each player.
    assert.equal(await page.getByRole('heading', { name: 'Rule a whole game' }).isVisible(), false);
    assert.equal(await ruling.getByRole('heading', { name: 'Ruling of the game', exact: true }).isVisible(), true);
    assert.deepEqual(await ruling.locator('.signatures p').allInnerTexts(), ['Name (Referee)', 'Signature (Referee)', 'Signature (Player 1: Ala)', 'Signature (Player 2)']);
    const colors = await ruling.evaluate((element) => {
      const seen = new Set();
      for (const node of [element, ...element.querySelectorAll('*')]) {
        if (getComputedStyle(node).display !== 'none') seen.add(getComputedStyle(node).color);
      }
      return [...seen];
    });
    assert.deepEqual(colors, ['rgb(0, 0, 0)'], 'black text only');
    const pdf = await page.pdf({ format: 'A4' });
    assert.equal((pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length, 1, 'the ruling fits one page');
  });
});

test('a game that does not chain is refused next to the hand it names, in words, and fixed there', async () => {
  await withPage(BROKEN_LINK, { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const game = page.getByRole('form', { name: 'Rule a whole game' });
    const said = /Hand 3: Dealer: the deal passes to Player 2 after the hand before, not to Player 1/;
    await textOf(statusOf(page), new RegExp(`^This game cannot be ruled\\. ${said.source}\\.$`));
    await textOf(game.getByRole('alert'), said);
    // Next to hand 3: its note, naming the field in words; no pointer anywhere.
    const third = game.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hand 3' }) });
    await textOf(third, /Dealer: the deal passes to Player 2 after the hand before, not to Player 1$/);
    assert.match(await descriptionOf(page.getByRole('heading', { name: 'Hand 3' })), /^Dealer: the deal passes/);
    const note = third.locator('.field-error');
    const box = await note.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.height, `the note is on screen: ${JSON.stringify(box)}`);
    assert.doesNotMatch(await page.getByRole('main').innerText(), /\/hands|undefined|null/);
    assert.equal(await page.getByRole('region', { name: 'Ruling of the game' }).count(), 0, 'no ruling');
    for (const other of ['Hand 1', 'Hand 2', 'Hand 4']) {
      assert.equal(await game.getByRole('listitem').filter({ has: page.getByRole('heading', { name: other }) }).locator('.field-error').count(), 0, other);
    }

    // The summary's link leads to the hand; Edit puts it in the form, and saved it chains.
    await game.getByRole('alert').getByRole('link').click();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Hand 3');
    await third.getByRole('button', { name: 'Edit: Hand 3' }).click();
    const form = handForm(page);
    await textOf(form.getByRole('heading', { level: 3 }), /^Edit hand 3$/);
    assert.equal(await form.getByRole('textbox', { name: 'The play' }).inputValue(), '4H 5S 6H 5H 9C go go 5D QD JC');
    await form.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 2' });
    await form.getByRole('button', { name: 'Save hand 3' }).click();
    await textOf(statusOf(page), /^Hand 3 saved\. Player 2 wins, 124 – 51, in hand 4/);
    assert.equal(await game.getByRole('alert').innerText(), '');
    assert.equal(await third.locator('.field-error').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Edit: Hand 3');
    await textOf(form.getByRole('heading', { level: 3 }), /^Enter hand 5$/);
  });
  // A card problem in a hand restored from a link: the hand, the field and the item, in words.
  const typo = `/#game?h=${H.by2}&h=${H.by1.replace('9C*4H', '9X*4H')}`;
  await withPage(typo, { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    await textOf(statusOf(page), /^This game cannot be ruled\. Hand 2: The play: item 10 \(9X\): “9X” is not a card: type the rank/);
    const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hand 2' }) });
    await textOf(second, /The play: item 10 \(9X\): “9X” is not a card/);
  });
});

test('a hand refused as it is entered stays in its form, each problem next to its field', async () => {
  await withPage(`/#game?h=${H.by2}&h=${H.by1}`, { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    await textOf(statusOf(page), /^After 2 hands: 31 – 62\. The game goes on\.$/);
    const form = await enterHand(page, { ...DEALT_BY_2, 'Player 2: hand': '5S 5H 5D JX' });
    await form.getByRole('button', { name: 'Add hand 3' }).click();
    await textOf(statusOf(page), /^Hand 3 is not taken into the game\. Player 2: hand: item 4 \(JX\): “JX” is not a card/);
    assert.match(await descriptionOf(form.getByRole('textbox', { name: 'Player 2: hand' })), /item 4 \(JX\): “JX” is not a card: type the rank/);
    assert.equal(await page.getByRole('form', { name: 'Rule a whole game' }).getByRole('listitem').count(), 2, 'not added');
    // The dealer entered against the chain: said next to the dealer.
    await form.getByRole('textbox', { name: 'Player 2: hand' }).fill('5S 5H 5D JC');
    await form.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 1' });
    await form.getByRole('button', { name: 'Add hand 3' }).click();
    await textOf(form.getByRole('alert'), /Dealer: the deal passes to Player 2 after the hand before, not to Player 1/);
    assert.match(await descriptionOf(form.getByRole('combobox', { name: 'Dealer' })), /the deal passes to Player 2/);
    await form.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 2' });
    await form.getByRole('button', { name: 'Add hand 3' }).click();
    await textOf(statusOf(page), /^Hand 3 added\. After 3 hands: 48 – 94\. The game goes on\.$/);
    assert.equal(await form.getByRole('alert').innerText(), '');
  });
});

test('with the keyboard alone: a hand edited and one removed, the focus kept where the work is', async () => {
  await withPage(GAME_LINK, { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    await textOf(statusOf(page), /^Player 2 wins/);
    // Edit hand 2: Enter on its button, the focus in the form; Enter in a field saves it.
    await page.getByRole('button', { name: 'Edit: Hand 2' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.name), 'dealer');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.name), 'starter');
    await page.keyboard.press('Enter');
    await textOf(statusOf(page), /^Hand 2 saved\. Player 2 wins, 124 – 51/);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Edit: Hand 2');

    // Remove hand 2: the deal no longer passes at the new hand 2, said there; the focus on it.
    await page.getByRole('button', { name: 'Remove: Hand 2' }).focus();
    await page.keyboard.press('Enter');
    await textOf(statusOf(page), /^This game cannot be ruled\. Hand 2: Dealer: the deal passes to Player 1 after the hand before, not to Player 2\.$/);
    assert.equal(await page.getByRole('form', { name: 'Rule a whole game' }).getByRole('list').first().getByRole('listitem').count(), 3);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Edit: Hand 2');
    assert.match(page.url(), /#game\?profile=acc&h=1\*5C[^&]*&h=1\*5C[^&]*&h=0\*5C[^&]*$/);

    // Every control has a name a screen reader says.
    const unnamed = await page.evaluate(() => [...document.querySelectorAll('section[data-view="game"] :is(input:not([type="hidden"]), select, textarea, button, a)')]
      .filter((element) => element.getClientRects().length)
      .filter((element) => !(element.labels?.[0]?.textContent.trim() || element.getAttribute('aria-label') || element.textContent.trim()))
      .map((element) => element.outerHTML));
    assert.deepEqual(unnamed, []);
  });
});

test('each hand links to its full ruling in the referee view, from the scores it started at', async () => {
  await withPage(GAME_LINK, {}, async ({ page }) => {
    await textOf(statusOf(page), /^Player 2 wins/);
    await page.getByRole('link', { name: 'Full ruling: Hand 3' }).click();
    await textOf(statusOf(page), /^Scores after the hand: 48 – 94\. The game goes on\.$/);
    const ruling = page.getByRole('region', { name: 'Ruling of the hand' });
    await textOf(ruling, /Rulebook ACC: tournament penalties .*Dealer Player 2 Scores before 31 – 62/);
    // Back to the game, as it was.
    await page.goBack();
    await textOf(page.getByRole('heading', { level: 2, name: 'Rule a whole game' }), /game/);
    assert.equal(await page.getByRole('region', { name: 'Ruling of the game' }).isVisible(), true);
  });
});

test('the game in German and in Polish: its words, the service\'s, and a refusal in words', async () => {
  await withPage(GAME_LINK, { locale: 'de-DE' }, async ({ page }) => {
    await textOf(statusOf(page), /^Spieler 2 gewinnt, 124 – 51, in Hand 4: 3 Matchpunkte, doppelter Schneider; Vorsprung 70\.$/);
    await textOf(page.getByRole('region', { name: 'Entscheidung der Partie' }), /Endstand 51 – 124 Sieger Spieler 2 Gewonnen in Hand 4 Matchpunkte 3 Matchpunkte, doppelter Schneider Vorsprung 70/);
    assert.equal(await page.getByRole('link', { name: 'Partie', exact: true }).getAttribute('aria-current'), 'page');
    await page.getByRole('form', { name: 'Hand 5 eingeben' }).waitFor();
    assert.match(await page.title(), /^Eine ganze Partie entscheiden · /);
  });
  await withPage(BROKEN_LINK, { locale: 'pl-PL', allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    await textOf(statusOf(page), /^Tej partii nie da się rozstrzygnąć\. Rozdanie 3: Rozdający: po poprzednim rozdaniu rozdaje Gracz 2, nie Gracz 1\.$/);
    await textOf(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rozdanie 3' }) }), /Rozdający: po poprzednim rozdaniu rozdaje Gracz 2, nie Gracz 1/);
    await page.getByRole('button', { name: 'Popraw: Rozdanie 3' }).click();
    await page.getByRole('combobox', { name: 'Rozdający' }).selectOption({ label: 'Gracz 2' });
    await page.getByRole('button', { name: 'Zapisz rozdanie 3' }).click();
    await textOf(statusOf(page), /^Zapisano rozdanie 3\. Wygrywa Gracz 2, 124 – 51, w rozdaniu 4: 3 punkty meczowe, podwójnie wysoka wygrana; przewaga 70\.$/);
  });
  // A switch of language on the page: the game's own words follow, loaded on demand.
  await withPage(GAME_LINK, {}, async ({ page, requests }) => {
    await textOf(statusOf(page), /^Player 2 wins/);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await textOf(statusOf(page), /^Spieler 2 gewinnt, 124 – 51, in Hand 4/);
    await page.getByRole('button', { name: 'Partie entscheiden' }).waitFor();
    await page.getByRole('heading', { name: 'Die Hände der Partie' }).waitFor();
    assert.equal(await page.getByRole('form', { name: 'Hand 5 eingeben' }).count(), 1);
    assert.ok(requests.some((request) => request.url().endsWith('/console/i18n/game.de.json')));
  });
});

test('the game view loads on demand: a visit to the first view never fetches it', async () => {
  await withPage('/#hand', {}, async ({ page, requests }) => {
    await page.getByRole('heading', { name: 'Score a hand' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = () => requests.map((request) => new URL(request.url()).pathname);
    for (const path of ['/console/views/game.js', '/console/i18n/game.en.json', '/console/views/referee.js']) {
      assert.equal(loaded().includes(path), false, `${path} with the first view: ${loaded()}`);
    }
    await page.getByRole('link', { name: 'Game', exact: true }).click();
    await page.getByRole('form', { name: 'Enter hand 1' }).waitFor();
    assert.ok(loaded().includes('/console/views/game.js') && loaded().includes('/console/i18n/game.en.json'), loaded().join(' '));
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'game-title', 'the view\'s heading has the focus');
  });
});
