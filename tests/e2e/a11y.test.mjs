// axe-core on every view, with a result and with a problem on screen, on a phone in the light
// scheme and on a desktop in the dark one, in English, German and Polish; and every request the
// views make stays on the origin.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, ORIGIN, PHONE, STATUS_LOG, seriousViolations, statusOf, textOf, withPage } from './harness.mjs';
import { BROKEN_GAME, REFUSED_GAME, RESULTS, reviewLink } from './results.mjs';

const PROBLEMS = {
  hand: '/#hand?c1=5H&c2=5S&c3=1X&c4=KC&starter=5H',
  play: '/#play?count=35&checkcard=5D',
  advice: '/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=4C',
  referee: '/#referee?dealer=1&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JX&crib=AH+3S+8D&events=4H',
  game: BROKEN_GAME,
  review: reviewLink(REFUSED_GAME),
};

for (const [view, [path, answer]] of Object.entries(RESULTS)) {
  for (const [device, viewport, colorScheme] of [['phone', PHONE, 'light'], ['desktop', DESKTOP, 'dark']]) {
    test(`axe: ${view} with a result, ${device}, ${colorScheme} scheme: no serious or critical violation`, async () => {
      await withPage(path, { viewport, colorScheme }, async ({ page }) => {
        await textOf(statusOf(page), answer);
        assert.deepEqual(await seriousViolations(page), []);
      });
    });
  }
  test(`axe: ${view} with a problem on screen: no serious or critical violation`, async () => {
    await withPage(PROBLEMS[view], { allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
      await page.getByRole('main').getByRole('alert').filter({ hasText: /cannot be (scored|checked|ruled|reviewed)|No advice/ }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
    });
  });
  for (const locale of ['de-DE', 'pl-PL']) {
    test(`axe: ${view} in ${locale}, with a result and with a problem, phone: no serious or critical violation`, async () => {
      await withPage(path, { locale }, async ({ page }) => {
        await textOf(statusOf(page), /\S/);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale.slice(0, 2));
        assert.deepEqual(await seriousViolations(page), []);
      });
      await withPage(PROBLEMS[view], { locale, allowedErrors: [STATUS_LOG(422)] }, async ({ page }) => {
        await page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
        assert.deepEqual(await seriousViolations(page), []);
      });
    });
  }
}

test('no request leaves the origin on any view, and the page itself is under the CSP', async () => {
  await withPage('/', {}, async ({ page, requests }) => {
    const document = requests[0];
    const response = await document.response();
    assert.match(response.headers()['content-security-policy'], /default-src 'self'/);
    for (const [path, answer] of Object.values(RESULTS)) {
      await page.goto(`${ORIGIN}${path}`);
      await textOf(statusOf(page), answer);
    }
    const posts = requests.filter((request) => request.method() === 'POST').map((r) => new URL(r.url()).pathname);
    for (const endpoint of ['/v1/hands/score', '/v1/pegging/score', '/v1/pegging/recommend', '/v1/discards/recommend', '/v1/position', '/v1/rounds/score', '/v1/games/score', '/v1/games/review']) {
      assert.ok(posts.includes(endpoint), `${endpoint} was called: ${posts}`);
    }
    const origins = new Set(requests.map((request) => new URL(request.url()).origin));
    assert.deepEqual([...origins], [ORIGIN]);
    // The harness checks the same for every test; this one visits every view.
  });
});

test('axe: the referee under the ACC rulebook, an infraction and a muggins call listed and ruled: no serious or critical violation', async () => {
  const path = '/#referee?dealer=1&score0=104&score1=0&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH'
    + '&events=4H+5S+6H+5H+go+5D+go+9C+JC+QD&claim0=12&claim1=29&profile=acc_muggins&infractions=1%3Abottom_card_seen&calls=hand%3A1%3A1';
  for (const [viewport, colorScheme] of [[PHONE, 'light'], [DESKTOP, 'dark']]) {
    await withPage(path, { viewport, colorScheme }, async ({ page }) => {
      await textOf(statusOf(page), /Player 1 wins/);
      await page.getByRole('button', { name: /^Remove: Player 2/ }).waitFor();
      await page.getByRole('button', { name: /^Remove: Muggins on Player 2's hand/ }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
    });
  }
});

test('axe: the best play at a table of three and of four, discards with the play for four players and the board for three, in every language: no serious or critical violation', async () => {
  const pages = [
    ['/#play?game=three_player&events=7S+8C&hinthand=4H+5C+9S+JD&hintstarter=2D', /Player 3 should lay|Spieler 3 sollte|Gracz 3 — najlepsza karta/],
    ['/#play?game=four_player&events=7S&hinthand=4H+5C+9S+JD', /Player 2 should lay|Spieler 2 sollte|Gracz 2 — najlepsza karta/],
    ['/#advice?game=four_player&c1=4H&c2=5C&c3=9S&c4=JD&c5=KC&dealer=1&play=1', /±/],
    ['/#advice?game=three_player&own=90&opponent=100&third=80&deals=1', /Who is winning|Wer liegt vorn|Kto prowadzi/],
  ];
  const settings = [
    [PHONE, 'light', 'en-GB'],
    [DESKTOP, 'dark', 'en-GB'],
    [PHONE, 'light', 'de-DE'],
    [PHONE, 'dark', 'pl-PL'],
  ];
  for (const [path, answer] of pages) {
    for (const [viewport, colorScheme, locale] of settings) {
      await withPage(path, { viewport, colorScheme, locale }, async ({ page }) => {
        await textOf(statusOf(page), answer);
        assert.deepEqual(await seriousViolations(page), [], `${path} (${locale}, ${colorScheme})`);
      });
    }
  }
});
