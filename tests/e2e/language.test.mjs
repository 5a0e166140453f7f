// English and German: the browser's language is followed, the switch overrides it and is
// remembered, and the service's texts come back in the page's language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusOf, tap, textOf, withPage } from './harness.mjs';

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
    await textOf(page.getByRole('form', { name: 'Ausspiel mitschreiben' }).getByRole('alert'), /Nicht erlaubt.*5D brächte die Zählung auf 34, über 31/);
    await page.getByRole('button', { name: 'Passe', exact: true }).click();
    await textOf(statusOf(page), /Spieler 2 passt\. Spieler 1 ist dran\./);
  });
});
