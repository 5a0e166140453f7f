// English, German and Polish: the browser's language is followed, the switch overrides it and is
// remembered, and the service's texts come back in the page's language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, STATUS_LOG, statusOf, tap, textOf, withPage } from './harness.mjs';

test('switch to German by hand: the page, the card names and the service\'s texts', async () => {
  await withPage('/', { locale: 'en-GB' }, async ({ page, requests }) => {
    assert.equal(await page.getByRole('heading', { level: 2 }).innerText(), 'Score a hand');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Hand zählen' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await page.getByRole('navigation', { name: 'Ansichten' }).getByRole('link').nth(1).innerText(), 'Ausspiel');

    await tap(page, 'Herz Fünf', 'Pik Fünf', 'Karo Bube', 'Kreuz König', 'Kreuz Acht');
    await textOf(statusOf(page), /^10 Punkte\. Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, und ein Paar macht zehn$/);
    const result = page.getByRole('region', { name: 'Ergebnis' });
    assert.equal(await result.getByRole('listitem', { name: /^Paar: Pik Fünf, Herz Fünf, 2 Punkte$/ }).count(), 1);

    const calls = requests.filter((request) => request.method() === 'POST');
    assert.ok(calls.length >= 1);
    for (const call of calls) {
      assert.equal(new URL(call.url()).searchParams.get('lang'), 'de', call.url());
      assert.equal(call.headers()['accept-language'], 'de');
    }

    // The choice is remembered; switching back re-asks the service in English.
    await page.reload();
    await page.getByRole('heading', { name: 'Hand zählen' }).waitFor();
    await textOf(statusOf(page), /^10 Punkte\./);
    await page.getByRole('button', { name: 'English' }).click();
    await textOf(statusOf(page), /^10 points\. Fifteen two/);
  });
});

test('a German browser gets the German page at once, refusals in German too', async () => {
  await withPage('/#play', { locale: 'de-DE' }, async ({ page }) => {
    await page.getByRole('heading', { name: 'Ausspiel mitschreiben' }).waitFor();
    await tap(page, 'Herz König', 'Karo Dame', 'Pik Neun', 'Karo Fünf');
    await textOf(page.getByRole('form', { name: 'Ausspiel mitschreiben' }).getByRole('alert'), /Diese Karte kann nicht gelegt werden.*5♦ brächte die Zählung auf 34, über 31/);
    await page.getByRole('button', { name: 'Passe', exact: true }).click();
    await textOf(statusOf(page), /Spieler 2 passt\. Spieler 1 ist dran\./);
  });
});

// Polish, the third language; card faces and names as players say them; a go typed in words.

/** The POST bodies the page sent to `path`. */
const bodies = (requests, path) =>
  requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === path).map((r) => r.postDataJSON());

test('a Polish browser (pl-PL) gets the Polish page: card names, faces, plurals, the service asked in Polish', async () => {
  await withPage('/', { locale: 'pl-PL' }, async ({ page, requests }) => {
    await page.getByRole('heading', { name: 'Policz rękę' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
    assert.equal(await page.getByRole('button', { name: 'Polski' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByRole('navigation', { name: 'Widoki' }).getByRole('link').nth(3).innerText(), 'Sędzia');

    // Walet is W on the grid, the cells are named as Polish players say the cards.
    const jack = page.getByRole('gridcell', { name: 'walet karo', exact: true });
    assert.equal(await jack.getAttribute('data-rank'), 'W');
    assert.equal(await page.getByRole('gridcell', { name: 'dama pik', exact: true }).getAttribute('data-rank'), 'D');
    await tap(page, 'piątka kier', 'piątka pik', 'walet karo', 'król trefl', 'ósemka trefl');
    await textOf(statusOf(page), /^10 punktów\. \S/);
    const result = page.getByRole('region', { name: 'Wynik' });
    assert.equal(await result.getByRole('listitem', { name: /^Para: piątka pik, piątka kier, 2 punkty$/ }).count(), 1);
    assert.deepEqual(await result.getByRole('list', { name: 'Karty' }).locator('[aria-hidden="true"]').allInnerTexts(), ['5♥', '5♠', 'W♦', 'K♣', '8♣']);
    // The service's announcement in Polish (the rule text's "piętnaście ... para").
    await textOf(result, /„Piętnaście dwa, piętnaście cztery, piętnaście sześć, piętnaście osiem i para to dziesięć”/);

    // one / few / many: 1 punkt, 2 punkty, 5 punktów.
    const claimed = page.getByRole('textbox', { name: 'Zgłoszone punkty (opcjonalnie)' });
    for (const [claim, said] of [['9', /pominięty 1 punkt \(/], ['8', /pominięte 2 punkty \(/], ['5', /pominiętych 5 punktów \(/], ['12', /o 2 punkty za dużo/]]) {
      await claimed.fill(claim);
      await claimed.press('Enter');
      await textOf(result, said);
    }

    for (const call of requests.filter((request) => request.method() === 'POST')) {
      assert.equal(new URL(call.url()).searchParams.get('lang'), 'pl', call.url());
      assert.equal(call.headers()['accept-language'], 'pl');
    }
  });
});

test('Polski by hand from English, remembered; faces and names follow the language', async () => {
  await withPage('/#hand?c1=JH&c2=QS&c3=KD&c4=AC&starter=5H', { locale: 'en-GB' }, async ({ page }) => {
    const faces = () => page.getByRole('list', { name: /^(The cards|Die Karten|Karty)$/ }).locator('[aria-hidden="true"]').allInnerTexts();
    await textOf(statusOf(page), /points/);
    assert.deepEqual(await faces(), ['J♥', 'Q♠', 'K♦', 'A♣', '5♥']);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await textOf(statusOf(page), /Punkte/);
    assert.deepEqual(await faces(), ['B♥', 'D♠', 'K♦', 'A♣', '5♥']);
    assert.equal(await page.getByRole('gridcell', { name: 'Herz Bube', exact: true }).getAttribute('data-rank'), 'B');
    await page.getByRole('button', { name: 'Polski' }).click();
    await textOf(statusOf(page), /punkt/);
    assert.deepEqual(await faces(), ['W♥', 'D♠', 'K♦', 'A♣', '5♥']);
    assert.equal(await page.getByRole('gridcell', { name: 'as trefl', exact: true }).getAttribute('aria-selected'), 'true');
    await page.reload();
    await page.getByRole('heading', { name: 'Policz rękę' }).waitFor();
  });
});

test('a card typed as German players write it (BH: Bube Herz) is sent as its code (JH)', async () => {
  await withPage('/', { locale: 'de-DE' }, async ({ page, requests }) => {
    await page.getByRole('heading', { name: 'Hand zählen' }).waitFor();
    await page.getByRole('textbox', { name: 'Karte 1' }).fill('bh');
    await page.getByRole('textbox', { name: 'Karte 2' }).fill('5h');
    await page.getByRole('textbox', { name: 'Karte 3' }).fill('5s');
    await page.getByRole('textbox', { name: 'Karte 4' }).fill('dc'); // Dame Kreuz
    await page.getByRole('textbox', { name: 'Startkarte' }).fill('5d');
    await textOf(statusOf(page), /Punkte/);
    const sent = bodies(requests, '/v1/hands/score').at(-1);
    assert.deepEqual(sent.hand, ['JH', '5H', '5S', 'QC']);
    assert.equal(sent.starter, '5D');
    // The permalink has the codes: it opens on an English page too.
    assert.match(page.url(), /c1=JH&.*c4=QC/);
    assert.equal(await page.getByRole('gridcell', { name: 'Herz Bube', exact: true }).getAttribute('aria-selected'), 'true');
    // On the grid, typing the German face takes the card too: d then c is the Dame Kreuz (taken back).
    await page.getByRole('gridcell', { name: 'Pik Ass', exact: true }).focus();
    await page.keyboard.type('dc');
    assert.equal(await page.getByRole('textbox', { name: 'Karte 4' }).inputValue(), '');
  });
});

test('go typed in the page\'s language: "passen" in German, "Dalej" in Polish, sent as go', async () => {
  await withPage('/#play', { locale: 'de-DE' }, async ({ page, requests }) => {
    await page.getByRole('heading', { name: 'Ausspiel mitschreiben' }).waitFor();
    await tap(page, 'Herz König');
    const typed = page.getByRole('textbox', { name: 'Oder Karte schreiben' });
    await typed.fill('passen');
    await typed.press('Enter');
    await textOf(statusOf(page), /^Spieler 2 passt\. .*Spieler 1 ist dran\.$/);
    await typed.fill('Passe');
    await typed.press('Enter');
    await textOf(statusOf(page), /^Spieler 1 passt\. .*Spieler 1 bekommt einen fürs Passen\./);
    assert.deepEqual(bodies(requests, '/v1/pegging/score').at(-1).events, ['KH', 'go', 'go']);
    assert.equal(await typed.inputValue(), '');
  });
  await withPage('/#play', { locale: 'pl-PL' }, async ({ page, requests }) => {
    await page.getByRole('heading', { name: 'Zapisz rozgrywkę' }).waitFor();
    await tap(page, 'król kier');
    const typed = page.getByRole('textbox', { name: 'Albo wpisz kartę' });
    await typed.fill('Dalej');
    await typed.press('Enter');
    await textOf(statusOf(page), /^Gracz 2: „Dalej”\. .*Ruch: Gracz 1\.$/);
    assert.deepEqual(bodies(requests, '/v1/pegging/score').at(-1).events, ['KH', 'go']);
    await page.getByRole('button', { name: 'Dalej', exact: true }).click();
    await textOf(statusOf(page), /^Gracz 1: „Dalej”\. .*Gracz 1: jeden za Dalej\./);
  });
  // The referee's play, typed with "Dalej": sent as go, shown as Dalej.
  const path = '/#referee?dealer=1&score0=100&score1=90&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH'
    + '&events=4H+5S+6H+5H+9C+Dalej+dalej+5D+QD+JC&claim0=8&claim1=28&cribclaim=2&muggins=1';
  await withPage(path, { locale: 'pl-PL' }, async ({ page, requests }) => {
    await textOf(statusOf(page), /Wygrywa Gracz 2/);
    assert.deepEqual(bodies(requests, '/v1/rounds/score').at(-1).events, ['4H', '5S', '6H', '5H', '9C', 'go', 'go', '5D', 'QD', 'JC']);
    // The permalink says go, so it opens in any language.
    assert.match(page.url(), /events=4H\+5S\+6H\+5H\+9C\+go\+go\+5D\+QD\+JC/);
    await textOf(page.getByRole('region', { name: 'Rozstrzygnięcie rozdania' }), /Rozgrywka 4♥ czwórka kier .* 9♣ dziewiątka trefl Dalej Dalej 5♦ piątka karo D♦ dama karo W♣ walet trefl Zgłoszono/);
  });
});

test('read aloud speaks card names in the page\'s language, never codes; the timeline shows faces', async () => {
  const path = '/#referee?dealer=1&score0=104&score1=0&starter=5C&hand0=4H+6H+9C+QD&hand1=5S+5H+5D+JC&crib=AH+3S+8D+KH'
    + '&events=4H+5S+6H+5H+go+5D+go+9C+JC+QD&claim0=12&claim1=29&profile=acc';
  for (const [locale, button, name] of [['en-GB', 'Read aloud', /nine of clubs/], ['pl-PL', 'Czytaj na głos', /dziewiątka trefl/]]) {
    await withPage(path, { locale }, async ({ page }) => {
      await textOf(statusOf(page), /\S/);
      await page.evaluate(() => {
        window.__spoken = [];
        speechSynthesis.speak = (utterance) => window.__spoken.push({ text: utterance.text, lang: utterance.lang });
      });
      await page.getByRole('button', { name: button }).click();
      const [said] = await page.evaluate(() => window.__spoken);
      assert.match(said.text, name);
      assert.doesNotMatch(said.text, /\b(10|[2-9AJQK])[SHDC]\b/, said.text);
      assert.equal(said.lang, locale.slice(0, 2));
      // The renege ruling names the cards the player held: as faces, each named for screen readers.
      const timeline = page.locator('.timeline');
      assert.ok(await timeline.locator('[data-service] .face').count() > 0, 'card codes in the reasons are faces');
      assert.doesNotMatch(await timeline.innerText(), /\b(10|[2-9AJQK])[SHDC]\b/);
    });
  }
});

test('desktop and phone: no choice is cut off in German or Polish ("Sechs Karten, zwei S")', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    for (const locale of ['de-DE', 'pl-PL', 'en-GB']) {
      for (const view of ['play', 'advice', 'referee', 'game']) {
        await withPage(`/#${view}`, { locale, viewport }, async ({ page }) => {
          // A view loaded on demand fills its choices once mounted: every choice on screen has its options.
          await page.waitForFunction(() => {
            const selects = [...document.querySelectorAll('.view:not([hidden]) select')].filter((select) => select.getClientRects().length);
            return selects.length > 0 && selects.every((select) => select.options.length);
          });
          const cut = await page.evaluate(() => {
            const ruler = document.createElement('span');
            document.body.append(ruler);
            const found = [];
            for (const select of document.querySelectorAll('.view:not([hidden]) select')) {
              if (!select.getClientRects().length) continue;
              const style = getComputedStyle(select);
              ruler.style.font = style.font;
              ruler.style.whiteSpace = 'pre';
              ruler.textContent = select.selectedOptions[0]?.textContent ?? '';
              const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // the arrow
              if (ruler.getBoundingClientRect().width > room) found.push(`${select.name || select.id}: "${ruler.textContent}" in ${room} px`);
            }
            ruler.remove();
            return found;
          });
          assert.deepEqual(cut, [], `${view}, ${locale}, ${viewport.width} px`);
        });
      }
    }
  }
});

// Cards typed in each language's own letters (issue #39): German p (Pik), kr (Kreuz), ka (Karo);
// Polish p (pik), t (trefl), ki (kier), ka (karo); the API's letters and the symbols in every
// language. A letter of two suits (k: Kreuz or Karo, kier or karo) is never guessed: the page
// says how to type it, next to the field, and sends nothing.
const TYPED = {
  'de-DE': {
    cards: { 'Karte 1': 'bp', 'Karte 2': '5kr', 'Karte 3': '5ka', 'Karte 4': '5s', Startkarte: 'K♥' },
    sent: { hand: ['JS', '5C', '5D', '5S'], starter: 'KH' },
    unclear: /^Karte 1: „5k“: k kann Kreuz oder Karo sein; schreiben Sie kr, c oder ♣ für Kreuz, ka, d oder ♦ für Karo$/,
    heading: 'Diese Hand lässt sich nicht zählen',
    grid: ['9ka', '9D'],
  },
  'pl-PL': {
    cards: { 'Karta 1': 'wp', 'Karta 2': '5t', 'Karta 3': '5ki', 'Karta 4': '5ka', 'Karta startowa': 'd♠' },
    sent: { hand: ['JS', '5C', '5H', '5D'], starter: 'QS' },
    unclear: /^Karta 1: „5k”: k to kier albo karo; wpisz ki, h lub ♥ dla kier, ka, d lub ♦ dla karo$/,
    heading: 'Tej ręki nie da się policzyć',
    grid: ['9ki', '9H'],
  },
};

for (const [locale, { cards, sent, unclear, heading, grid }] of Object.entries(TYPED)) {
  test(`cards typed in the letters of the page's language (${locale}), sent as the API's codes; k is never guessed`, async () => {
    await withPage('/', { locale, allowedErrors: [STATUS_LOG(422)] }, async ({ page, requests }) => {
      const form = page.getByRole('form').first();
      for (const [name, text] of Object.entries(cards)) await form.getByRole('textbox', { name, exact: true }).fill(text);
      await textOf(statusOf(page), /^\d+ \p{L}+\./u);
      assert.deepEqual(bodies(requests, '/v1/hands/score').at(-1), sent);

      // "5k": Kreuz or Karo (kier or karo)? Said at once next to the slot, nothing sent.
      const before = bodies(requests, '/v1/hands/score').length;
      const first = form.getByRole('textbox', { name: Object.keys(cards)[0], exact: true });
      await first.fill('5k');
      await textOf(page.locator(`#${await first.getAttribute('id')}-problem`), unclear);
      assert.equal(await first.getAttribute('aria-invalid'), 'true');
      await textOf(form.getByRole('alert'), new RegExp(`^${heading}`));
      await textOf(statusOf(page), new RegExp(`^${heading}\\. `));
      await page.waitForTimeout(200);
      assert.equal(bodies(requests, '/v1/hands/score').length, before, 'nothing sent');
      // Typed out, it is taken and the refusal goes: the hand is scored ("17 Punkte.").
      await first.fill(Object.values(cards)[0]);
      await textOf(statusOf(page), /^\d+ \p{L}+\./u);
      assert.equal(await form.getByRole('alert').innerText(), '');
      assert.equal(await first.getAttribute('aria-invalid'), null);
      // On the grid too: after k, the next letter says which suit.
      await first.fill('');
      await page.getByRole('grid').locator('[tabindex="0"]').focus();
      await page.keyboard.type(grid[0]);
      assert.equal(await first.inputValue(), grid[1]);
    });
  });
}

test('the hint beside the card fields lists exactly the ranks and suits the page reads, in each language', async () => {
  const stop = new Set(['or']); // English "or" between letters
  for (const locale of ['en-GB', 'de-DE', 'pl-PL']) {
    await withPage('/', { locale }, async ({ page }) => {
      const hint = await page.getByRole('form').first().locator('p.hint').filter({ hasText: /♣/ }).innerText();
      // "... (A, 2–10 or T, J, Q, K) ... (s, h, d, c or ♠ ♥ ♦ ♣)": the ranks, then the suits.
      const [ranks, suits] = [...hint.matchAll(/\(([^)]*)\)/g)].map((match) => match[1]);
      const letters = (text) => new Set((text.match(/(?<![\p{L}])\p{L}{1,2}(?![\p{L}])/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => !stop.has(word)));
      const read = await page.evaluate(async () => {
        const cards = await import('/console/cards.js');
        const alphabet = 'abcdefghijklmnopqrstuvwxyz';
        const pairs = [...alphabet].flatMap((a) => [a, ...[...alphabet].map((b) => a + b)]);
        return {
          ranks: pairs.filter((text) => cards.rankFrom(text)),
          suits: Object.fromEntries(['S', 'H', 'D', 'C'].map((suit) => [suit, pairs.filter((text) => cards.parseCard(`5${text}`) === `5${suit}`)])),
          symbols: ['♠', '♥', '♦', '♣'].map((symbol) => cards.parseCard(`5${symbol}`)),
          unclear: pairs.filter((text) => cards.unclear(`5${text}`)),
        };
      });
      assert.deepEqual([...letters(ranks)].sort(), read.ranks.sort(), `${locale}: the ranks in the hint are those read`);
      assert.match(ranks, /2–10/);
      const accepted = Object.values(read.suits).flat();
      assert.deepEqual([...letters(suits)].sort(), accepted.sort(), `${locale}: the suit letters in the hint are those read`);
      assert.deepEqual(read.symbols, ['5S', '5H', '5D', '5C']);
      for (const symbol of ['♠', '♥', '♦', '♣']) assert.ok(suits.includes(symbol), `${locale}: ${symbol} in the hint`);
      for (const [suit, letter] of [['S', 's'], ['H', 'h'], ['D', 'd'], ['C', 'c']]) assert.ok(read.suits[suit].includes(letter), `${locale}: the API's ${letter}`);
      assert.deepEqual(read.unclear, locale === 'en-GB' ? [] : ['k'], `${locale}: a letter of two suits`);
    });
  }
});
