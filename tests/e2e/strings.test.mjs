// The string tables without a browser: English and German have the same keys, the page's
// English text is the English table's, and every key the scripts ask for exists.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const consoleDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'console');
const load = async (name) => JSON.parse(await readFile(join(consoleDir, 'i18n', name), 'utf8'));

test('English and German have the same keys, none empty', async () => {
  const en = await load('en.json');
  const de = await load('de.json');
  assert.deepEqual(Object.keys(de).sort(), Object.keys(en).sort());
  for (const [key, text] of [...Object.entries(en), ...Object.entries(de)]) {
    assert.ok(typeof text === 'string' && text.trim(), `${key} is empty`);
  }
  for (const key of Object.keys(en)) {
    const names = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    assert.deepEqual(names(de[key]), names(en[key]), `${key}: the same placeholders`);
  }
});

test('the page says in English what the English table says', async () => {
  const en = await load('en.json');
  const html = await readFile(join(consoleDir, 'index.html'), 'utf8');
  const marked = [...html.matchAll(/data-i18n="([^"]+)"[^>]*>([^<]*)</g)];
  assert.ok(marked.length > 50, `found ${marked.length} translated elements`);
  for (const [, key, text] of marked) {
    assert.ok(key in en, `${key} is missing from en.json`);
    assert.equal(text, en[key], `${key}: the HTML and en.json differ`);
  }
  for (const [, pairs] of html.matchAll(/data-i18n-attr="([^"]+)"/g)) {
    for (const pair of pairs.split(';')) assert.ok(pair.split(':')[1] in en, `${pair} is missing`);
  }
});

test('every key the scripts ask for exists', async () => {
  const en = await load('en.json');
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
  for (const view of ['hand', 'play', 'advice', 'referee']) assert.ok(`${view}.title` in en);
});
