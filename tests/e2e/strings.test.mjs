// The string tables without a browser: English, German and Polish have the same keys (a plural
// with each form its language has: Polish one/few/many/other), the page's English text is the
// English table's, and every key the scripts ask for exists. A view loaded on demand brings its
// own tables (i18n/game.en.json ...): each is held to the same, and none repeats a page's key.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const consoleDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'console');
const load = async (name) => JSON.parse(await readFile(join(consoleDir, 'i18n', name), 'utf8'));

const LANGUAGES = ['en', 'de', 'pl'];
/** The page's tables (`en.json`) and each view's own (`game.en.json`): the file name before the language. */
const FAMILIES = ['', 'game.', 'review.'];

/** A plural's forms: `points.one`, `points.few` ... → `points`. */
const PLURAL = /\.(zero|one|two|few|many|other)$/;

test('the console folder holds the tables of every family and language, and no others', async () => {
  const files = (await readdir(join(consoleDir, 'i18n'))).sort();
  assert.deepEqual(files, FAMILIES.flatMap((family) => LANGUAGES.map((lang) => `${family}${lang}.json`)).sort());
});

test('a view\'s own table repeats no key of the page\'s', async () => {
  const page = await load('en.json');
  for (const family of FAMILIES.filter(Boolean)) {
    const own = Object.keys(await load(`${family}en.json`));
    assert.deepEqual(own.filter((key) => key in page), [], family);
  }
});

for (const family of FAMILIES) {
  test(`every language has every key, each plural in every form the language has, none empty (${family ? `the ${family.slice(0, -1)} view` : 'the page'})`, async () => {
    const en = await load(`${family}en.json`);
    const pluralBases = new Set(Object.keys(en).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const names = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const lang of LANGUAGES) {
      const table = await load(`${family}${lang}.json`);
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const expected = [
        ...Object.keys(en).filter((key) => !PLURAL.test(key)),
        ...[...pluralBases].flatMap((base) => forms.map((form) => `${base}.${form}`)),
      ].sort();
      assert.deepEqual(Object.keys(table).sort(), expected, `${lang}: the keys`);
      for (const [key, text] of Object.entries(table)) {
        assert.ok(typeof text === 'string' && text.trim(), `${lang}: ${key} is empty`);
        const base = key.replace(PLURAL, '');
        const english = en[key] ?? en[`${base}.other`];
        assert.deepEqual(names(text), names(english), `${lang}: ${key}: the same placeholders`);
      }
    }
    assert.deepEqual(new Intl.PluralRules('pl').resolvedOptions().pluralCategories.sort(), ['few', 'many', 'one', 'other']);
  });
}

test('card faces: one letter or the number, the same as English for the numbers', async () => {
  for (const lang of LANGUAGES) {
    const table = await load(`${lang}.json`);
    const faces = ['A', 'J', 'Q', 'K'].map((rank) => table[`face.${rank}`]);
    assert.equal(new Set(faces).size, 4, `${lang}: four different faces`);
    for (const face of faces) assert.match(face, /^[A-Z]$/, `${lang}: ${face}`);
    // A face must not read as a suit letter or a number of the API's notation.
    for (const face of faces) assert.ok(!/^[2-9T]$/.test(face), `${lang}: ${face}`);
  }
  const de = await load('de.json');
  const pl = await load('pl.json');
  assert.deepEqual(['A', 'J', 'Q', 'K'].map((rank) => de[`face.${rank}`]), ['A', 'B', 'D', 'K']);
  assert.deepEqual(['A', 'J', 'Q', 'K'].map((rank) => pl[`face.${rank}`]), ['A', 'W', 'D', 'K']);
});

/** Every string of a language, the page's and the views'. */
const all = async (lang) => Object.assign({}, ...(await Promise.all(FAMILIES.map((family) => load(`${family}${lang}.json`)))));

test('German: one form of address (Sie), never du', async () => {
  const de = await all('de');
  for (const [key, text] of Object.entries(de)) {
    assert.doesNotMatch(text, /\b(du|dich|dir|dein|deine|deinen|deiner|deines)\b/i, `${key}: ${text}`);
  }
});

test('Polish: one form of address (ty), never the formal Pan/Pani', async () => {
  const pl = await all('pl');
  for (const [key, text] of Object.entries(pl)) {
    assert.doesNotMatch(text, /\b(Pan|Pani|Państwo|Pana|Panu)\b/, `${key}: ${text}`);
  }
});

test('the page says in English what the English table says', async () => {
  const en = await load('en.json');
  const html = await readFile(join(consoleDir, 'index.html'), 'utf8');
  const marked = [...html.matchAll(/data-i18n="([^"]+)"([^>]*)>([^<]*)</g)];
  assert.ok(marked.length > 50, `found ${marked.length} translated elements`);
  for (const [, key, attributes, text] of marked) {
    assert.ok(key in en, `${key} is missing from en.json`);
    // A text with placeholders filled from other strings ("how:cards.how") is written by the script.
    const vars = /data-i18n-vars="([^"]+)"/.exec(attributes)?.[1];
    if (vars) for (const pair of vars.split(';')) assert.ok(pair.split(':')[1] in en, `${pair} is missing`);
    else assert.equal(text, en[key], `${key}: the HTML and en.json differ`);
  }
  for (const [, pairs] of html.matchAll(/data-i18n-attr="([^"]+)"/g)) {
    for (const pair of pairs.split(';')) assert.ok(pair.split(':')[1] in en, `${pair} is missing`);
  }
});

test('every key the scripts ask for exists', async () => {
  const en = await all('en');
  const scripts = [];
  for (const dir of ['', 'views']) {
    for (const name of await readdir(join(consoleDir, dir))) {
      if (name.endsWith('.js')) scripts.push(await readFile(join(consoleDir, dir, name), 'utf8'));
    }
  }
  const source = scripts.join('\n');
  const plain = [...source.matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]);
  const plural = [...source.matchAll(/\btn\('([\w.]+)'/g)].map((m) => m[1]);
  assert.ok(plain.length > 40 && plural.length > 3, 'the scripts were read');
  for (const key of plain) assert.ok(key in en, `t('${key}') is missing`);
  for (const key of plural) assert.ok(`${key}.other` in en && `${key}.one` in en, `tn('${key}') is missing`);
  for (const family of ['face']) {
    for (const member of ['A', 'J', 'Q', 'K']) assert.ok(`${family}.${member}` in en, `${family}.${member} is missing`);
  }
  const families = {
    category: ['fifteen', 'pair', 'run', 'flush', 'nobs'],
    peg: ['fifteen', 'thirty_one', 'pair', 'pair_royal', 'double_pair_royal', 'run'],
    phase: ['cut', 'play', 'show_hand', 'show_crib'],
    skunk: ['none', 'skunk', 'double', 'triple'],
    rank: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
    suit: ['S', 'H', 'D', 'C'],
    game: ['six_card', 'three_player', 'four_player', 'five_card'],
  };
  for (const [family, members] of Object.entries(families)) {
    for (const member of members) assert.ok(`${family}.${member}` in en, `${family}.${member} is missing`);
  }
  for (const view of ['hand', 'play', 'advice', 'referee', 'game', 'review']) assert.ok(`${view}.title` in en && `nav.${view}` in en);
});
