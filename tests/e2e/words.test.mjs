// No English left on a German or Polish page: every view, with a result and with a problem on
// screen, is read in English and in the other language, and no word of the page's own English
// text may be left in the other. The page's own text is what people see and what screen readers
// say (text, options, accessible names, the live regions); the service's texts (announcements,
// reasons, refusals, the rulebook's words) sit in elements marked `data-service` and are left
// out, so this tests the console's words however far the service's translations are. Card codes,
// numbers and proper names are not words of a language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATUS_LOG, statusOf, textOf, withPage } from './harness.mjs';
import { BROKEN_GAME, RESULTS, UNDEALT_GAME, reviewLink } from './results.mjs';

/** Every view with an answer, and with a problem, as permalinks; what says it is done. */
const PAGES = [
  ...Object.entries(RESULTS).map(([view, [path]]) => [`${view} with a result`, path, 'status']),
  ['play with the check answered', '/#play?events=4H+5S&count=23&checkcard=5D&checkhand=5D+KC+8H', 'check'],
  ['referee under the ACC rulebook with muggins, an infraction and a call', '/#referee?dealer=1&score0=104&score1=0&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH'
    + '&events=4H+5S+6H+5H+go+5D+go+9C+JC+QD&claim0=12&claim1=29&profile=acc_muggins&infractions=1%3Abottom_card_seen&calls=hand%3A1%3A1', 'status'],
  ['advice with scores and the play', '/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=JD&dealer=1&play=1', 'status'],
  ['play with the best play at a table of three', '/#play?game=three_player&events=7S+8C&hinthand=4H+5C+9S+JD&hintstarter=2D', 'status'],
  ['play with the best play at a table of four', '/#play?game=four_player&events=7S&hinthand=4H+5C+9S+JD', 'status'],
  ['advice with the board at a table of three', '/#advice?game=three_player&own=90&opponent=100&third=80&deals=1', 'status'],
  ['advice for four players with the play', '/#advice?game=four_player&c1=4H&c2=5C&c3=9S&c4=JD&c5=KC&dealer=1&play=1', 'status'],
  ['hand with a problem', '/#hand?c1=5H&c2=5S&c3=1X&c4=KC&starter=5H', 'alert'],
  ['play with a problem', '/#play?count=35&checkcard=5D', 'alert'],
  ['advice with a problem', '/#advice?c1=4C&c2=5D&c3=6H&c4=10S&c5=10C&c6=4C', 'alert'],
  ['referee with a problem', '/#referee?dealer=1&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JX&crib=AH+3S+8D&events=4H', 'alert'],
  ['game with a problem next to a hand', BROKEN_GAME, 'alert'],
  ['review with a log refused (no cards dealt)', reviewLink(UNDEALT_GAME), 'alert'],
  ['game under the ACC rulebook with muggins (what the referee saw, the calls)', RESULTS.game[0].replace('profile=acc', 'profile=acc_muggins'), 'status'],
];

/**
 * Words that are the same in the other language, or names: what may appear on both pages.
 * Each is there for a reason, said beside it.
 */
const SHARED = {
  common: [
    'english', 'deutsch', 'polski', // each language's button, named in its own language
    'acc', 'american', 'congress', // the American Cribbage Congress, a name
    'api', 'swagger', 'ui', // the link to the API's documentation
    'cribbage', // the game's name in every language
  ],
  de: [
    'hand', // German "Hand" is the same word
    'in', // "in der Hand"
    'an', // "tippen Sie ... an"
    'was', // "Was der Schiedsrichter gesehen hat"
    'chance', // "Chance, mit Schneider zu verlieren"
    'link', // "Link zu diesem Ergebnis"
    'name', // "Spieler 1: Name (freiwillig)"
    'plus', // the review's margin read out as a sum: "plus 16,5 durch die von Spieler 2 verloren"
    'partner', 'partners', // German "Partner", "des Partners": four players in partnerships ("Vier Spieler, Partner")
    'april', 'august', 'september', 'november', // the ruling's date: the same months in German
  ],
  pl: [
    'muggins', // kept as it is by the Polish rulebook and the service ("zgłoszenie muggins")
    'a', // Polish "a" (and, but)
    'to', // Polish "to" (it is)
    'i', // Polish "i" (and)
    'do', // Polish "do" (to, until)
    'link', // "Link do tego wyniku"
    'plus', // the review's margin read out as a sum: "plus 16,5 straconych przez decyzje przeciwnika"
    'partner', // Polish "partner": the player opposite at a table of four ("Gracz 4 (partner)")
  ],
};

/** Card codes (5H, JD, 10C) and faces (B, W) are notation, not words: one letter alone. */
const CODE = /^(10|[2-9ajqkt])[shdc]$|^\p{L}$/u;

/** The page's own text: visible and hidden-for-the-eye text, options, names; service text left out. */
function ownText(page) {
  return page.evaluate(() => {
    const service = [...document.querySelectorAll('[data-service]')]
      .map((element) => element.textContent.trim().replace(/^[“„]|[”“]$/g, ''))
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    const strip = (text) => service.reduce((left, said) => left.split(said).join(' '), text);
    const chunks = [document.title];
    const shown = (element) => !element.closest('[hidden], [data-service], noscript, script, style')
      && (element.getClientRects().length > 0 || element.closest('select') || element.closest('.sr-only'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && shown(node.parentElement)) chunks.push(strip(node.textContent));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        if (element.hasAttribute(name)) chunks.push(strip(element.getAttribute(name)));
      }
    }
    // The live regions say the page's words with the service's, in one string.
    for (const region of document.querySelectorAll('[role="status"]')) chunks.push(strip(region.textContent));
    return chunks.join('\n');
  });
}

function words(text) {
  return new Set(
    (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !CODE.test(word)),
  );
}

async function settle(page, kind) {
  if (kind === 'status') await textOf(statusOf(page), /\S/);
  else if (kind === 'check') await textOf(page.getByRole('form').filter({ has: page.locator('#check-count') }).getByRole('status'), /\S/);
  else await page.getByRole('main').getByRole('alert').filter({ hasText: /\S/ }).first().waitFor();
  // The rulebook's kinds load on their own request; the service's answers may take a moment.
  await page.waitForLoadState('networkidle');
}

/**
 * The page's own text at `path` in `locale`. The advice with the play is heavy: a 503 (the
 * service's compute pool still busy with the page read just before) is asked again.
 */
async function read(path, locale, kind) {
  for (let attempt = 1; ; attempt += 1) {
    let text = '';
    let busy = false;
    await withPage(path, { locale, allowedErrors: [STATUS_LOG(422), STATUS_LOG(503)] }, async ({ page, errors }) => {
      await settle(page, kind);
      text = await ownText(page);
      busy = errors.some((error) => STATUS_LOG(503).test(error));
    });
    if (!busy) return text;
    if (attempt === 5) assert.fail(`${path} (${locale}): the service stayed busy`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** The English words of each page, read once for both languages (a read takes about a second). */
const ENGLISH = new Map();

async function englishWords(path, kind) {
  if (!ENGLISH.has(path)) ENGLISH.set(path, words(await read(path, 'en-GB', kind)));
  return ENGLISH.get(path);
}

for (const [lang, locale] of [['de', 'de-DE'], ['pl', 'pl-PL']]) {
  test(`no English word of the page's own text is left on the ${lang === 'de' ? 'German' : 'Polish'} page, on any view`, async (t) => {
    const allowed = new Set([...SHARED.common, ...SHARED[lang]]);
    const leaks = [];
    for (const [name, path, kind] of PAGES) {
      const english = await englishWords(path, kind);
      const other = await read(path, locale, kind);
      assert.ok(other.length > 500, `${name}: the ${lang} page was read (${other.length} characters)`);
      const left = [...words(other)].filter((word) => english.has(word) && !allowed.has(word));
      if (left.length) leaks.push(`${name}: ${left.join(', ')}`);
    }
    assert.deepEqual(leaks, [], `English words on the ${lang} page`);
    t.diagnostic(`${PAGES.length} pages read in English and ${lang}`);
  });
}
