// No English left on a German or Polish page: every view, with a result and with a problem on
// screen, is read in English and in the other language, and no word of the page's own English
// text may be left in the other. The page's own text is what people see and what screen readers
// say (text, options, accessible names, the live regions), on screen and, for a ruling, on paper;
// the service's texts (announcements, reasons, refusals, the rulebook's words) sit in elements
// marked `data-service` and are left out, so this tests the console's words however far the
// service's translations are. Card codes, numbers and proper names are not words of a language.
//
// The review's own texts (issue #40: the verdict, the ratings, the costliest decisions, the
// discards not judged, the luck's sign) are read on a review of a game entered with its cards
// dealt and on one without them.
//
// And no machine notation on any page, in any of the three languages (issue #39): everything a
// person reads, the service's words included, on screen and on paper, is scanned for card codes
// as the API writes them (5H, 10D, JD: people see 5♥, 10♦, B♦) and for players, seats or hands
// counted from 0 ("Player 0", "Spieler 0", "Gracz 0").

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATUS_LOG, statusOf, textOf, withPage } from './harness.mjs';
import { BROKEN_GAME, ENTERED_GAME, ENTERED_UNDEALT, REFUSED_GAME, RESULTS, reviewLink } from './results.mjs';

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
  ['review with a log refused (a card dealt that is no card)', reviewLink(REFUSED_GAME), 'alert'],
  ['review of a game entered with its cards dealt (the verdict, each rating, the costliest decisions and why)', reviewLink(ENTERED_GAME), 'status'],
  ['review of a game entered without the cards dealt (the discards not judged, and why)', reviewLink(ENTERED_UNDEALT), 'status'],
  ['game under the ACC rulebook with muggins (what the referee saw, the calls)', RESULTS.game[0].replace('profile=acc', 'profile=acc_muggins'), 'status'],
  ['referee with a card of the play refused (a card typed, named back)', '/#referee?dealer=1&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH&events=4H+5S+6H+5H+9C+5D', 'alert'],
  ['hand with a card typed with k (Kreuz or Karo? kier or karo?)', '/#hand?c1=5k&c2=5S&c3=JD&c4=KC&starter=8C', 'alert'],
  ['referee at a table of three (what social play does there)', '/#referee?game=three_player&dealer=2&hand0=2C+3C+4C+9D&hand1=5S+5H+10D+JC&hand2=AH+6S+8D+QH'
    + '&starter=7C&crib=KS+KD+2S+9H&events=2C+5S+AH+3C+5H+6S+4C+go+go+go+10D+8D+9D+go+go+JC+QH&name0=Ala', 'status'],
];

/** Card codes as the API writes them ("5H", "10D", "JD"): never in what a person reads. */
const WIRE_CARD = /(?<![\p{L}\p{N}])(?:10|[2-9AJQKT])[SHDC](?![\p{L}\p{N}])/gu;
/** Players, seats and hands counted from 0, as programs count them. */
const FROM_ZERO = /\b(?:player|seat|hand|spieler|platz|gracz|miejsce|rozdanie|ręka) 0(?![.,]?\d|\s*%)/giu;

/** Where `text` shows machine notation: each card code and each count from 0, with what is around it. */
function notation(text) {
  return [...text.matchAll(WIRE_CARD), ...text.matchAll(FROM_ZERO)]
    .map((match) => `"${match[0]}" in "…${text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ')}…"`);
}

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
    'ala', // a player's name, typed for the ruling
    'jx', // a card typed wrong, quoted back in the refusal as typed
  ],
  de: [
    'hand', // German "Hand" is the same word
    'so', // "Karten schreiben Sie so"
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
    'same', // Polish "te same kary" (the same penalties)
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

/** Everything a person reads or hears: the page's text and the service's, names, the live regions. */
function allText(page) {
  return page.evaluate(() => {
    const chunks = [document.title, document.body.innerText];
    const shown = (element) => !element.closest('[hidden], noscript, script, style')
      && (element.getClientRects().length > 0 || element.closest('select') || element.closest('.sr-only'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && shown(node.parentElement)) chunks.push(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        if (element.hasAttribute(name)) chunks.push(element.getAttribute(name));
      }
    }
    for (const region of document.querySelectorAll('[role="status"]')) chunks.push(region.textContent);
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
 * The page's own text at `path` in `locale` (`own`) and all of what a person reads there (`all`),
 * on screen and, for a ruling, on paper. The advice with the play is heavy: a 503 (the service's
 * compute pool still busy with the page read just before) is asked again.
 */
async function read(path, locale, kind) {
  for (let attempt = 1; ; attempt += 1) {
    let text = { own: '', all: '' };
    let busy = false;
    await withPage(path, { locale, allowedErrors: [STATUS_LOG(422), STATUS_LOG(503)] }, async ({ page, errors }) => {
      await settle(page, kind);
      text = { own: await ownText(page), all: await allText(page) };
      if (/^\/#(referee|game)\?/.test(path)) {
        // A ruling on paper: its title and the lines to sign are shown only there.
        await page.emulateMedia({ media: 'print' });
        text = { own: `${text.own}\n${await ownText(page)}`, all: `${text.all}\n${await allText(page)}` };
      }
      busy = errors.some((error) => STATUS_LOG(503).test(error));
    });
    if (!busy) return text;
    if (attempt === 5) assert.fail(`${path} (${locale}): the service stayed busy`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Each page read in English, once for every test that needs it (a read takes about a second). */
const ENGLISH = new Map();

function english(path, kind) {
  if (!ENGLISH.has(path)) ENGLISH.set(path, read(path, 'en-GB', kind));
  return ENGLISH.get(path);
}

for (const [lang, locale] of [['de', 'de-DE'], ['pl', 'pl-PL']]) {
  test(`no English word of the page's own text is left on the ${lang === 'de' ? 'German' : 'Polish'} page, on any view, and no card code nor count from 0`, async (t) => {
    const allowed = new Set([...SHARED.common, ...SHARED[lang]]);
    const leaks = [];
    const machine = [];
    for (const [name, path, kind] of PAGES) {
      const englishWords = words((await english(path, kind)).own);
      const other = await read(path, locale, kind);
      assert.ok(other.own.length > 500, `${name}: the ${lang} page was read (${other.own.length} characters)`);
      const left = [...words(other.own)].filter((word) => englishWords.has(word) && !allowed.has(word));
      if (left.length) leaks.push(`${name}: ${left.join(', ')}`);
      for (const found of notation(other.all)) machine.push(`${name}: ${found}`);
    }
    assert.deepEqual(leaks, [], `English words on the ${lang} page`);
    assert.deepEqual(machine, [], `card codes or counts from 0 on the ${lang} page`);
    t.diagnostic(`${PAGES.length} pages read in English and ${lang}`);
  });
}

test('no card code nor count from 0 on the English page, on any view, on screen or on paper', async (t) => {
  const machine = [];
  for (const [name, path, kind] of PAGES) {
    const { all } = await english(path, kind);
    assert.ok(all.length > 500, `${name}: the page was read (${all.length} characters)`);
    for (const found of notation(all)) machine.push(`${name}: ${found}`);
  }
  assert.deepEqual(machine, [], 'card codes or counts from 0 on the English page');
  t.diagnostic(`${PAGES.length} pages scanned`);
});

test('the scan finds what it looks for', () => {
  assert.equal(notation('lay 5H, then 10D and JD; 5♥ and B♦ are fine, so are ACC, 10♦ and 2H5').length, 3);
  assert.equal(notation('Player 0 and Spieler 0, Gracz 0; Player 1: 0 points; hand 0.5; hand by hand\n0%, hand 0 %').length, 3);
});
