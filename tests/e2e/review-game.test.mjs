// From the game view to the review (issue #40), as a player uses it on a phone (360 px), in
// English, German and Polish: a game entered hand by hand with the cards each player was dealt
// (typed as that language's players write cards), "Review this game", and the review opens with
// the outcome, each player's rating (a number and its band) and what decided the game, and the
// costliest decision with why the better choice is better; the same game without the cards dealt
// has its play judged and says which discards could not be judged, and why. Each page scanned by
// axe; "Review this game" reached and pressed with the keyboard; every control named. And a game
// saved to a file and opened again (in the review and in the game view), the review's link and
// the game's link all reach the same review. Nothing here is faked: the service answers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { BASE, PHONE, seriousViolations, statusOf, textOf, withPage } from './harness.mjs';
import { EXAMPLE_GAME } from './results.mjs';

const table = (name) => JSON.parse(readFileSync(new URL(`../../console/i18n/${name}.json`, import.meta.url), 'utf8'));
const WORDS = Object.fromEntries(['en', 'de', 'pl'].map((lang) => [lang, { ...table(lang), ...table(`game.${lang}`), ...table(`review.${lang}`) }]));
const LOCALES = { en: 'en-GB', de: 'de-DE', pl: 'pl-PL' };
/** The first two hands of the console's example game (player 1 deals first). */
const HANDS = EXAMPLE_GAME.hands.slice(0, 2);

/** A string of the page's tables, its placeholders filled; a plural by the language's rules. */
function say(lang, key, vars = {}) {
  const text = WORDS[lang][key] ?? WORDS[lang][`${key}.${new Intl.PluralRules(lang).select(vars.n)}`];
  assert.ok(text, `${lang}: ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? `{${name}}`));
}
const player = (lang, seat) => say(lang, 'player', { n: seat + 1 });
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squeeze = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * A card as a person of the language types it: its face ("B" for a German jack, "W" for a Polish
 * one) and the language's suit letters ("kr" for Kreuz, "ki" for kier); with `symbol`, the suit's
 * symbol instead ("B♣").
 */
function typed(lang, code, symbol = false) {
  const [, rank, suit] = /^(10|[2-9AJQK])([SHDC])$/.exec(code);
  const face = /[AJQK]/.test(rank) ? WORDS[lang][`face.${rank}`] : rank;
  if (symbol) return face + { S: '♠', H: '♥', D: '♦', C: '♣' }[suit];
  const letters = Object.fromEntries(WORDS[lang]['cards.suits'].split(' ').map((pair) => pair.split('=')).filter(([, s]) => s !== '?').map(([letter, s]) => [s, letter]));
  return face + letters[suit];
}
const cards = (lang, list, symbol) => list.map((code) => typed(lang, code, symbol)).join(' ');
const play = (lang, events) => events.map((event) => (event === 'go' ? WORDS[lang]['play.go.words'].split(' ')[0] : typed(lang, event))).join(' ');

/** Enters the hands in the game view, each as a person types it; the cards dealt when `dealt`. */
async function enterGame(page, lang, dealt) {
  await page.getByRole('heading', { name: say(lang, 'game.title'), level: 2 }).waitFor();
  for (const [index, hand] of HANDS.entries()) {
    const n = index + 1;
    const form = page.getByRole('form', { name: say(lang, 'game.enter', { n }) });
    await form.getByRole('combobox', { name: say(lang, 'referee.dealer') }).selectOption(String(hand.dealer));
    await form.getByRole('textbox', { name: say(lang, 'hand.starter'), exact: true }).fill(typed(lang, hand.starter));
    for (const seat of [0, 1]) {
      if (dealt) await form.getByRole('textbox', { name: say(lang, 'game.dealt', { player: player(lang, seat) }), exact: true }).fill(cards(lang, hand.dealt[seat], true));
      await form.getByRole('textbox', { name: say(lang, 'referee.hand', { player: player(lang, seat) }), exact: true }).fill(cards(lang, hand.hands[seat]));
    }
    await form.getByRole('textbox', { name: say(lang, 'referee.crib'), exact: true }).fill(cards(lang, hand.crib));
    await form.getByRole('textbox', { name: say(lang, 'referee.events'), exact: true }).fill(play(lang, hand.events));
    await form.getByRole('button', { name: say(lang, 'game.add', { n }), exact: true }).click();
    await textOf(statusOf(page), new RegExp(`^${escape(say(lang, 'game.done.add', { n }))}`));
  }
}

/** Presses "Review this game" with the keyboard and waits for the review; returns what its live region says. */
async function reviewIt(page, lang) {
  const button = page.getByRole('button', { name: say(lang, 'game.review'), exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: say(lang, 'review.title'), level: 2 }).waitFor();
  return textOf(statusOf(page), new RegExp(`^${escape(say(lang, 'review.goes.on', { n: 2, scores: '30 – 25' }))}`), 15000);
}

/** Every control of the view on screen has a name a screen reader says. */
async function unnamedControls(page, view) {
  return page.evaluate((name) => [...document.querySelectorAll(`section[data-view="${name}"] :is(input, select, textarea, button, a, summary, [tabindex="0"])`)]
    .filter((element) => element.getClientRects().length || element.type === 'file')
    .filter((element) => !(element.labels?.[0]?.textContent.trim() || element.getAttribute('aria-label') || element.getAttribute('aria-labelledby') || element.textContent.trim()))
    .map((element) => element.outerHTML), view);
}

for (const lang of ['en', 'de', 'pl']) {
  test(`${lang}: a game entered with its cards dealt, reviewed: the verdict, each player's rating, the costliest decision and why (360 px)`, async () => {
    await withPage('/#game', { locale: LOCALES[lang], viewport: PHONE }, async ({ page, requests }) => {
      await enterGame(page, lang, true);
      assert.deepEqual(await unnamedControls(page, 'game'), []);
      const said = await reviewIt(page, lang);
      // What went to the service: the game as entered, with each player's cards dealt.
      const sent = requests.filter((request) => request.url().includes('/v1/games/review')).at(-1).postDataJSON();
      assert.deepEqual(sent.hands.map((hand) => hand.dealt), HANDS.map((hand) => hand.dealt));
      assert.deepEqual(sent.hands.map((hand) => hand.events), HANDS.map((hand) => hand.events));

      // The verdict at the top: the outcome, then each player's rating (a number of 100 and its
      // band) and the sentence on what decided the game.
      const result = page.getByRole('region', { name: say(lang, 'review.result') });
      const players = result.getByRole('list', { name: say(lang, 'review.players') });
      const verdicts = (await players.getByRole('listitem').allInnerTexts()).map(squeeze);
      assert.equal(verdicts.length, 2, verdicts.join(' | '));
      for (const [seat, verdict] of verdicts.entries()) {
        assert.match(verdict, new RegExp(`^${escape(player(lang, seat))} ${escape(say(lang, 'review.rating'))} \\d{1,3}[.,]\\d — \\S.{2,} \\S.{20,}$`), verdict);
      }
      assert.match(said, new RegExp(escape(say(lang, 'review.rating.said', { player: player(lang, 0), rating: '' }).trim().replace(/\.$/, ''))));

      // Mistakes first: the costliest decision named at the top, with why the better choice is better.
      const costliest = result.getByRole('list', { name: say(lang, 'review.mistakes') });
      const top = squeeze(await costliest.getByRole('listitem').first().innerText());
      const blunder = `${say(lang, 'review.hand', { n: 1 })} ?? ${say(lang, 'review.verdict.blunder')} ${say(lang, 'review.lays', { player: player(lang, 1) })} 5♦`;
      assert.ok(top.startsWith(blunder), top);
      const reason = squeeze(await costliest.getByRole('listitem').first().locator('[data-service]').innerText());
      assert.ok(reason.length > 15, `the reason: "${reason}"`);
      assert.doesNotMatch(reason, /\b(?:10|[2-9AJQK])[SHDC]\b|review-v1|uniform-holding|base-policy/, reason);
      // Every discard was judged: nothing is said unjudged.
      assert.equal(await result.getByText(say(lang, 'review.unjudged.why')).isVisible(), false);

      // No JSON on screen: the log is in the integrators' fold, closed; the model's name only in its own fold.
      assert.equal(await page.getByRole('textbox', { name: say(lang, 'review.log'), includeHidden: true }).isVisible(), false);
      const method = result.getByText(say(lang, 'review.method'), { exact: true });
      assert.equal(await result.getByText(/review-v\d/).isVisible(), false);
      await method.click();
      assert.equal(await result.getByText(/review-v\d/).isVisible(), true);

      assert.deepEqual(await unnamedControls(page, 'review'), []);
      assert.deepEqual(await seriousViolations(page), []);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= PHONE.width, `page width ${wide}`);
    });
  });

  test(`${lang}: the same game without the cards dealt: the play judged, the discards said to be unjudged and why (360 px)`, async () => {
    await withPage('/#game', { locale: LOCALES[lang], viewport: PHONE }, async ({ page, requests }) => {
      await enterGame(page, lang, false);
      // The game view says what the review will lack.
      await textOf(page.getByText(say(lang, 'game.review.undealt')), /\S/);
      await reviewIt(page, lang);
      const sent = requests.filter((request) => request.url().includes('/v1/games/review')).at(-1).postDataJSON();
      assert.ok(sent.hands.every((hand) => !('dealt' in hand)), 'no cards dealt sent');

      const result = page.getByRole('region', { name: say(lang, 'review.result') });
      // Which discards could not be judged, and why: four, in hands 1 and 2, each hand saying it of each player.
      const unjudged = say(lang, 'review.unjudged', { discards: say(lang, 'review.n.discard', { n: 4 }), where: say(lang, 'review.where.hands', { n: 2, hands: '1, 2' }) });
      await result.getByText(unjudged).waitFor();
      await result.getByText(say(lang, 'review.unjudged.why')).click();
      const why = (await result.getByRole('list', { name: say(lang, 'review.unjudged.why') }).getByRole('listitem').allInnerTexts()).map(squeeze);
      assert.equal(why.length, 4, why.join(' | '));
      // Each in the service's words, in the page's language: the player and the hand counted from 1.
      for (const reason of why) assert.match(reason, /[12]\D+[12]\D/u, reason);
      // The play is judged: the costliest decision is the blunder of the play.
      const top = squeeze(await result.getByRole('list', { name: say(lang, 'review.mistakes') }).getByRole('listitem').first().innerText());
      assert.ok(top.startsWith(`${say(lang, 'review.hand', { n: 1 })} ?? ${say(lang, 'review.verdict.blunder')} ${say(lang, 'review.lays', { player: player(lang, 1) })} 5♦`), top);
      // No discard judged.
      assert.equal(await result.getByText(say(lang, 'review.discards', { player: player(lang, 0) })).count(), 0);
      assert.deepEqual(await seriousViolations(page), []);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= PHONE.width, `page width ${wide}`);
    });
  });
}

test('a game saved to a file and opened again, the review\'s link and the game\'s link all reach the same review', async () => {
  await withPage('/#game', {}, async ({ page, context }) => {
    await enterGame(page, 'en', true);
    const gameLink = page.url();
    // Saved: the game's log, the cards dealt included.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save the game to a file' }).click()]);
    assert.equal(download.suggestedFilename(), 'cribbage-game.json');
    const saved = await readFile(await download.path(), 'utf8');
    assert.deepEqual(JSON.parse(saved).hands.map((hand) => hand.dealt), HANDS.map((hand) => hand.dealt));
    const said = await reviewIt(page, 'en');
    const reviewLink = await page.getByRole('link', { name: 'Link to this result' }).getAttribute('href');

    const again = async (path, act) => {
      const other = await context.newPage();
      await other.goto(path.startsWith('/') ? `${BASE}${path}` : path);
      await act(other);
      await textOf(statusOf(other), new RegExp(`^${escape(said)}$`), 15000);
      await other.close();
    };
    // The review's link.
    await again(reviewLink, async () => {});
    // The file, opened in the review.
    await again('/#review', async (other) => {
      await other.getByLabel('Open a game from a file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    });
    // The file, opened in the game view: the game as entered, ruled, then reviewed.
    await again('/#game', async (other) => {
      await other.getByLabel('Open a game from a file').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
      await textOf(statusOf(other), /^After 2 hands: 30 – 25\. The game goes on\.$/);
      assert.equal(await other.getByRole('form', { name: 'Rule a whole game' }).getByRole('list').first().getByRole('listitem').count(), 2);
      await other.getByRole('button', { name: 'Review this game' }).click();
    });
    // The game's link, then "Review this game".
    await again(gameLink, async (other) => {
      await textOf(statusOf(other), /^After 2 hands/);
      await other.getByRole('button', { name: 'Review this game' }).click();
    });
  });
});
