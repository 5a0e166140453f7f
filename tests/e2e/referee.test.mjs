// The referee console: a whole hand in, the ruling out as a timeline, printed on one page,
// restored from its permalink; bad input named card by card; the printout's head (date, table,
// round, rulebook, house rules, players); no house rule offered that ACC refuses; the renege
// decision (ACC 7.3) entered next to its ruling.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, STATUS_LOG, descriptionOf, statusOf, textOf, withPage } from './harness.mjs';

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
    const ruling = page.getByRole('region', { name: 'Ruling of the hand' });
    await textOf(statusOf(page), /^Player 2 wins, 122 – 117: 2 match points, no skunk\.$/);
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
    await textOf(statusOf(other), /^Player 2 wins, 122 – 117/);
    assert.equal(await other.getByRole('textbox', { name: 'The play' }).inputValue(), HAND['The play']);
    assert.equal(await other.getByRole('checkbox', { name: /^Muggins/ }).isChecked(), true);
    await other.close();
  });
});

test('every show in the ruling lists the cards of each combination, on a phone', async () => {
  await withPage('/#referee', {}, async ({ page }) => {
    await enter(page);
    const ruling = page.getByRole('region', { name: 'Ruling of the hand' });
    await textOf(statusOf(page), /^Player 2 wins/);
    const timeline = ruling.getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    const entries = (await timeline.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    // The pone's 9: three fifteens and a run, each with its cards; the crib's fifteen.
    const pone = entries.find((text) => /^Show Player 1/i.test(text));
    assert.ok(pone, entries.join('\n'));
    assert.equal(pone.match(/Fifteen [^ ]*[♠♥♦♣]/g)?.length, 3, pone);
    assert.match(pone, /Run 4♥ four of hearts 5♣ five of clubs 6♥ six of hearts \(3\)/);
    assert.match(entries[8], /Fifteen (K♥ king of hearts 5♣ five of clubs|5♣ five of clubs K♥ king of hearts) \(2\)/);
    // Nothing spills sideways at 360 px.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 360, `page width ${wide}`);
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
    // Clear empties the hand, not the table: still three players, and the link says so.
    await form.getByRole('button', { name: 'Clear' }).click();
    assert.equal(await form.getByRole('combobox', { name: 'Game' }).inputValue(), 'three_player');
    assert.equal(await form.getByRole('textbox', { name: 'Player 3: hand', exact: true }).inputValue(), '');
    assert.equal(await form.getByRole('textbox', { name: 'The play', exact: true }).inputValue(), '');
    assert.match(page.url(), /#referee\?game=three_player$/);
  });
});

test('bad input in a whole hand is shown field by field, card by card', async () => {
  await withPage('/#referee', { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
    const form = await enter(page);
    await textOf(statusOf(page), /Player 2 wins/);
    await form.getByRole('textbox', { name: 'Player 2: hand', exact: true }).fill('5S 5H 5D JX');
    await form.getByRole('textbox', { name: 'The play' }).fill('4H 5S 6H 5H 9C 5D');
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(form.getByRole('alert'), /^This hand cannot be ruled/);
    const hand = form.getByRole('textbox', { name: 'Player 2: hand', exact: true });
    assert.match(await descriptionOf(hand), /item 4 \(JX\): “JX” is not a card: type the rank/);
    assert.equal(await page.getByRole('region', { name: 'Ruling of the hand' }).count(), 0, 'no stale ruling');

    await hand.fill('5S 5H 5D JC');
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(form.getByRole('alert'), /The play: item 6 \(5♦\): 5♦ would make the count 34, past 31/);
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
    await form.getByRole('combobox', { name: 'Rulebook' }).selectOption({ label: 'ACC: tournament penalties' });
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
    const ruling = page.getByRole('region', { name: 'Ruling of the hand' });
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
    await form.getByRole('combobox', { name: 'Rulebook' }).selectOption({ label: 'ACC: penalties and muggins' });
    const calls = form.getByRole('group', { name: 'Muggins calls' });
    // Player 1 announced 8 for a hand of 9: player 2 calls one point.
    await calls.getByRole('combobox', { name: 'Called on' }).selectOption({ label: "Player 1's hand" });
    await calls.getByRole('textbox', { name: 'Points called' }).fill('1');
    await calls.getByRole('button', { name: 'Add call' }).click();
    assert.deepEqual((await calls.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()), ["Muggins on Player 1's hand: 1 Remove"]);
    await form.getByRole('button', { name: 'Rule', exact: true }).click();
    await textOf(statusOf(page), /^Player 2 wins, 122 – 116: 2 match points, no skunk\.$/);
    const timeline = page.getByRole('region', { name: 'Ruling of the hand' }).getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    const entries = (await timeline.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' '));
    assert.ok(entries.some((entry) => /The dealer called muggins for 1, and the count left out 1: one point to the dealer \(ACC 10\.4\.a\)\./.test(entry)), entries.join('\n'));
    assert.match(page.url(), /calls=hand%3A0%3A1/);
  });
});

/** The ACC hand of the tests above: the pone (player 1) says go at 20 holding 9C and QD. */
const RENEGE = '/#referee?dealer=1&score0=104&score1=0&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH'
  + '&events=4H+5S+6H+5H+go+5D+go+9C+JC+QD&profile=acc';

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`under ACC the page offers no house rule the rulebook refuses, says why, and never sends one (${device})`, async () => {
    await withPage('/#referee', { viewport }, async ({ page }) => {
      const form = page.getByRole('form', { name: 'Rule a whole hand' });
      const fourFlush = form.getByRole('checkbox', { name: 'House rule: a four-card crib flush counts' });
      await fourFlush.check();
      await form.getByRole('checkbox', { name: /^Muggins/ }).check();
      await form.getByRole('combobox', { name: 'Rulebook' }).selectOption('acc');
      assert.equal(await fourFlush.count(), 0, 'the four-card crib flush is not offered under ACC');
      assert.equal(await form.getByRole('checkbox', { name: /^Muggins/ }).count(), 0);
      const why = form.getByText(/^The ACC rules allow no house rules/);
      assert.equal(await why.isVisible(), true);
      await textOf(why, /a crib flush counts only with the starter \(ACC 1\.6\), and muggins is played as its own rulebook/);
      await form.getByRole('combobox', { name: 'Rulebook' }).selectOption('acc_muggins');
      assert.equal(await why.isVisible(), true);
      assert.equal(await fourFlush.count(), 0);
      await form.getByRole('combobox', { name: 'Rulebook' }).selectOption('social');
      assert.equal(await fourFlush.isChecked(), true, 'social play keeps the house rules chosen');
      assert.equal(await why.isVisible(), false);
    });
    // A link made with the house rule and the ACC rulebook: ruled under ACC, the house rule unsent.
    await withPage(`${RENEGE}&fourflush=1&muggins=1`, { viewport }, async ({ page, requests }) => {
      await textOf(statusOf(page), /^Scores after the hand: 119 – 38\. The game goes on\.$/);
      const sent = requests.filter((request) => request.url().includes('/v1/rounds/score'));
      assert.deepEqual(sent.map((request) => request.postDataJSON().rules), [{ match_scoring: 'acc', profile: 'acc' }]);
      assert.equal(await page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ }).count(), 0);
      await textOf(page.getByRole('region', { name: 'Ruling of the hand' }), /Rulebook ACC: tournament penalties House rules none/);
      assert.doesNotMatch(page.url(), /fourflush|muggins/);
    });
  });
}

test('the printout names the date, table, round, rulebook, house rules and players, on screen, on paper and in the link', async () => {
  await withPage('/#referee', {}, async ({ page, context }) => {
    const form = await enter(page);
    await textOf(statusOf(page), /^Player 2 wins/);
    // Names, table and round typed after the ruling rename it in place.
    await form.getByRole('textbox', { name: 'Player 1: name (optional)' }).fill('Alice Smith');
    await form.getByRole('textbox', { name: 'Player 2: name (optional)' }).fill('Bob Jones');
    await form.getByRole('textbox', { name: 'Table (optional)' }).fill('12');
    await form.getByRole('textbox', { name: 'Round (optional)' }).fill('4');
    const ruling = page.getByRole('region', { name: 'Ruling of the hand' });
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    const head = new RegExp(`^Ruling of the hand Date ${today} Table 12 Round 4 Rulebook Social play: house rules House rules muggins `
      + 'Match scoring ACC: win 2, skunk 3 Players Player 1: Alice Smith · Player 2: Bob Jones Dealer Bob Jones Scores before 100 – 90');
    await textOf(ruling, head);
    await textOf(ruling, /Bob Jones wins, 122 – 117: 2 match points, no skunk\./);
    await textOf(ruling, /Alice Smith, six of hearts: 5 points/);

    // On paper: the same head, black on white, the ruling on one page.
    await page.emulateMedia({ media: 'print' });
    await textOf(ruling, head);
    for (const term of ['Date', 'Table', 'Round', 'Rulebook', 'House rules', 'Players']) {
      assert.equal(await ruling.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).isVisible(), true, term);
    }
    const pdf = await page.pdf({ format: 'A4' });
    assert.equal((pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length, 1, 'the ruling fits one page');
    await page.emulateMedia({ media: 'screen' });

    // The link carries names, table and round; opened in Polish, the date is Polish.
    const link = await ruling.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
    assert.match(link, /name0=Alice\+Smith/);
    assert.match(link, /table=12&round=4/);
    const other = await context.newPage();
    await other.goto(link);
    await textOf(statusOf(other), /^Bob Jones wins, 122 – 117/);
    await other.close();
  });
  await withPage('/#referee?dealer=1&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH&events=4H+5S+6H+5H+9C+go+go+5D+QD+JC&name0=Ala&table=3', { locale: 'pl-PL' }, async ({ page }) => {
    const today = new Intl.DateTimeFormat('pl', { dateStyle: 'long' }).format(new Date());
    await textOf(page.getByRole('region', { name: 'Rozstrzygnięcie rozdania' }), new RegExp(`Data ${today} Stół 3 Regulamin Gra towarzyska: zasady domowe Zasady domowe brak`));
    await textOf(page.getByRole('region', { name: 'Rozstrzygnięcie rozdania' }), /Gracze Gracz 1: Ala · Gracz 2 Rozdający Gracz 2/);
  });
});

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the renege decision (ACC 7.3), dead or played, chosen next to its ruling and sent on its go (${device})`, async () => {
    await withPage(RENEGE, { viewport, allowedErrors: [STATUS_LOG(422)] }, async ({ page, context }) => {
      const form = page.getByRole('form', { name: 'Rule a whole hand' });
      const ruling = page.getByRole('region', { name: 'Ruling of the hand' });
      await textOf(statusOf(page), /^Scores after the hand: 119 – 38/);
      // The non-offender (the dealer, player 2) decides; played is what the play as entered shows.
      const named = { name: 'Player 2 decides: the reneged cards are' };
      const decision = ruling.getByRole('combobox', named);
      assert.equal(await decision.inputValue(), 'played');
      assert.deepEqual(await decision.locator('option').allInnerTexts(), ['played when they fit', 'dead (out of the play; they still count in the show)']);
      await textOf(ruling.getByRole('listitem').filter({ has: page.getByRole('combobox', named) }), /said go at 20 holding 9♣ nine of clubs and Q♦ queen of diamonds.*\(ACC 7\.3\)/);

      // Dead: said after the go in the play, sent on that go; the nine of clubs laid later is refused at the play.
      const sent = page.waitForRequest((request) => request.url().includes('/v1/rounds/score'));
      await decision.selectOption('dead');
      assert.deepEqual((await sent).postDataJSON().events[4], { go: true, reneged: 'dead' });
      const play = form.getByRole('textbox', { name: 'The play' });
      assert.equal(await play.inputValue(), '4H 5S 6H 5H go dead 5D go 9C JC QD');
      await textOf(form.getByRole('alert'), /The play: item 8 \(9♣\):.*9♣/);

      // The play as it went with the cards dead: ruled, the ruling says so, the choice shows it.
      await play.fill('4H 5S 6H 5H go dead 5D go JC');
      await form.getByRole('button', { name: 'Rule', exact: true }).click();
      await textOf(statusOf(page), /^Scores after the hand: /);
      const dead = ruling.getByRole('combobox', named);
      assert.equal(await dead.inputValue(), 'dead');
      await textOf(ruling.getByRole('listitem').filter({ has: page.getByRole('combobox', named) }), /the dealer declared those cards dead: they are not played/);
      assert.match(page.url(), /events=4H\+5S\+6H\+5H\+go\+dead\+5D/);

      // The link opens on a German page with the decision, and the choice there writes German.
      const link = await ruling.getByRole('link', { name: 'Link to this result' }).getAttribute('href');
      const other = await context.newPage();
      await other.goto(link);
      await textOf(statusOf(other), /^Scores after the hand: /);
      await other.getByRole('button', { name: 'Deutsch' }).click();
      const entschieden = other.getByRole('region', { name: 'Entscheidung der Hand' }).getByRole('combobox', { name: 'Spieler 2 entscheidet: Die zurückgehaltenen Karten werden' });
      assert.equal(await entschieden.inputValue(), 'dead');
      await entschieden.selectOption('played');
      assert.equal(await other.getByRole('textbox', { name: 'Das Ausspiel' }).inputValue(), '4H 5S 6H 5H go gespielt 5D go JC');
      await other.close();
    });
  });
}

test('under ACC with muggins: a call on a count announced in the play, typed after its card', async () => {
  const path = '/#referee?dealer=1&score0=100&score1=90&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH'
    + '&events=4H+5S+6h%3D2+5H+9C+go+go+5D+QD+JC&profile=acc_muggins';
  await withPage(path, {}, async ({ page, context }) => {
    const calls = page.getByRole('group', { name: 'Muggins calls' });
    const on = calls.getByRole('combobox', { name: 'Called on' });
    // Player 1 announced 2 for the six of hearts (fifteen two and a run of three: 5); the dealer calls 3.
    await textOf(on, /six of hearts in the play/);
    await on.selectOption({ label: 'six of hearts in the play' });
    await calls.getByRole('textbox', { name: 'Points called' }).fill('3');
    await calls.getByRole('button', { name: 'Add call' }).click();
    assert.deepEqual((await calls.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()), ['Muggins on six of hearts in the play: 3 Remove']);
    const sent = page.waitForRequest((request) => request.url().includes('/v1/rounds/score'));
    await page.getByRole('button', { name: 'Rule', exact: true }).click();
    const body = (await sent).postDataJSON();
    assert.deepEqual(body.events[2], { card: '6H', claimed: 2 });
    assert.deepEqual(body.claims.muggins, [{ on: 'play', event: 2, points: 3 }]);
    const timeline = page.getByRole('region', { name: 'Ruling of the hand' }).getByRole('list').filter({ has: page.getByRole('listitem') }).last();
    await textOf(timeline, /Announced 2: 3 points missed.*The dealer called muggins for 3, and the count left out 3: three points to the dealer \(ACC 10\.4\.a\)\./);
    assert.match(page.url(), /events=4H\+5S\+6H%3D2\+/);
    assert.match(page.url(), /calls=play%3A2%3A3/);
    // The link restores the call on the play.
    const other = await context.newPage();
    await other.goto(page.url());
    await textOf(other.getByRole('group', { name: 'Muggins calls' }).getByRole('listitem'), /Muggins on six of hearts in the play: 3/);
    await other.close();
  });
});

// Rulebooks offered by table (issue #39): the ACC's rules are written for two players at six-card
// cribbage, so a table of three or four, or a five-card game, is offered social play alone (the
// service refused ACC there after it was offered); each rulebook is labelled in short by what it
// does, and a sentence under the choice says what it does at the table: social play costs a
// renege 2 points to each opponent at three players only.
const OFFERED = {
  'en-GB': {
    six_card: [['Social play: house rules', 'ACC: tournament penalties', 'ACC: penalties and muggins'], 'House rules as chosen; no penalties.'],
    three_player: [['Social play: house rules'], 'House rules as chosen; a renege (a go said while a card fits) pays 2 points to each opponent.'],
    four_player: [['Social play: house rules'], 'House rules as chosen; no penalties.'],
    five_card: [['Social play: house rules'], 'House rules as chosen; no penalties.'],
  },
  'de-DE': {
    six_card: [['Freies Spiel: Hausregeln', 'ACC: Turnierstrafen', 'ACC: Strafen und Töffel'], 'Hausregeln nach Wahl; keine Strafen.'],
    three_player: [['Freies Spiel: Hausregeln'], 'Hausregeln nach Wahl; ein falsches Passe (Passe, obwohl eine Karte passt) zahlt jedem Gegner 2 Punkte.'],
  },
  'pl-PL': {
    three_player: [['Gra towarzyska: zasady domowe'], 'Zasady domowe według wyboru; fałszywe „Dalej” (gdy jakaś karta pasuje) kosztuje 2 punkty dla każdego przeciwnika.'],
    six_card: [['Gra towarzyska: zasady domowe', 'ACC: kary turniejowe', 'ACC: kary i muggins'], 'Zasady domowe według wyboru; bez kar.'],
  },
};

for (const view of ['referee', 'game']) {
  test(`the ${view} view offers the rulebooks of the table chosen, each labelled by what it does`, async () => {
    for (const [locale, games] of Object.entries(OFFERED)) {
      await withPage(`/#${view}`, { locale }, async ({ page }) => {
        const main = page.getByRole('main');
        const game = main.locator(`#${view === 'referee' ? 'referee-game' : 'game-variant'}`);
        const profile = main.locator(`#${view}-profile`);
        await profile.locator('option').first().waitFor({ state: 'attached' });
        // A tournament rulebook chosen at two players gives way when the table changes.
        await profile.selectOption('acc');
        await game.selectOption('three_player');
        assert.equal(await profile.inputValue(), 'social');
        for (const [variant, [labels, does]] of Object.entries(games)) {
          await game.selectOption(variant);
          assert.deepEqual(await profile.locator('option').allTextContents(), labels, `${locale} ${variant}`);
          assert.equal(await profile.inputValue(), 'social');
          // What the rulebook chosen does at this table: under the choice, and its description.
          assert.equal(await main.locator(`#${view}-profile-does`).innerText(), does);
          assert.equal(await descriptionOf(profile), does);
        }
        if (locale === 'en-GB') {
          await game.selectOption('six_card');
          await profile.selectOption('acc');
          assert.match(await descriptionOf(profile), /^The American Cribbage Congress's penalties, each citing its rule: mostly 2 points to the opponent/);
        }
      });
    }
  });
}

// The referee's printout (issue #39): titled as a ruling in the page's language, not with the
// form's instruction ("Rule a whole hand"), on paper and in the browser's print header (the
// document's title while printing); lines for the referee's name and signature and each player's,
// shown only on paper; still one A4 page.
test('printed, a ruling is titled as one and has lines for the referee and the players to sign, in three languages', async () => {
  const path = '/#referee?dealer=1&score0=100&score1=90&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH&events=4H+5S+6H+5H+9C+go+go+5D+QD+JC&name0=Ala&table=3';
  for (const [locale, title, lines] of [
    ['en-GB', 'Ruling of the hand', ['Name (Referee)', 'Signature (Referee)', 'Signature (Player 1: Ala)', 'Signature (Player 2)']],
    ['de-DE', 'Entscheidung der Hand', ['Name (Schiedsrichter)', 'Unterschrift (Schiedsrichter)', 'Unterschrift (Spieler 1: Ala)', 'Unterschrift (Spieler 2)']],
    ['pl-PL', 'Rozstrzygnięcie rozdania', ['Imię i nazwisko (Sędzia)', 'Podpis (Sędzia)', 'Podpis (Gracz 1: Ala)', 'Podpis (Gracz 2)']],
  ]) {
    await withPage(path, { locale }, async ({ page }) => {
      await textOf(statusOf(page), /122/);
      const ruling = page.getByRole('region', { name: title });
      const instruction = page.getByRole('heading', { level: 2 });
      const signatures = ruling.locator('.signatures');
      // On screen: the form's heading above the form, nothing to sign.
      assert.equal(await instruction.isVisible(), true);
      assert.equal(await signatures.isVisible(), false);
      await page.evaluate(() => {
        window.printedTitles = [];
        addEventListener('beforeprint', () => window.printedTitles.push(document.title));
      });
      const before = await page.title();

      await page.emulateMedia({ media: 'print' });
      assert.equal(await instruction.isVisible(), false, 'the form\'s instruction is not the printout\'s title');
      const heading = ruling.getByRole('heading', { name: title, exact: true });
      assert.equal(await heading.isVisible(), true);
      assert.ok((await heading.boundingBox()).y < 40, 'the ruling\'s title leads the page');
      assert.equal(await signatures.isVisible(), true);
      assert.deepEqual(await signatures.locator('p').allInnerTexts(), lines);
      for (const line of await signatures.locator('p').all()) assert.equal(await line.isVisible(), true);
      const pdf = await page.pdf({ format: 'A4' });
      assert.equal((pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length, 1, 'one page');
      assert.deepEqual(await page.evaluate(() => window.printedTitles), [`${title} · ${before.split(' · ')[1]}`]);
      assert.equal(await page.title(), before, 'the title is the view\'s again after printing');
    });
  }
});
