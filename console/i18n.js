// The console's own words in English, German and Polish. The service's words (announcements,
// reasons, refusals) come from the service in the same language: every request says which.

const TABLES = {
  en: new URL('./i18n/en.json', import.meta.url),
  de: new URL('./i18n/de.json', import.meta.url),
  pl: new URL('./i18n/pl.json', import.meta.url),
};
export const LANGUAGES = Object.keys(TABLES);
const STORAGE_KEY = 'cribbage-console.language';

let language = 'en';
let table = {};
const listeners = [];
/** The string tables of views loaded on demand (`{ en, de, pl }`: each language's URL). */
const viewTables = [];

/** The language to start in: the one chosen by hand before, else the browser's first we speak. */
export function preferredLanguage() {
  const stored = readStored();
  if (LANGUAGES.includes(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(primary)) return primary;
  }
  return 'en';
}

function readStored() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled: follow the browser
  }
}

/** Remembers a choice made by hand, so the next visit opens in it. */
export function rememberLanguage(lang) {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // storage disabled: the choice lasts for this visit
  }
}

export function currentLanguage() {
  return language;
}

/** Loads `lang`'s strings (the page's and each loaded view's), translates the document and tells every view. */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) lang = 'en';
  table = Object.assign({}, ...(await Promise.all([TABLES, ...viewTables].map((urls) => load(urls[lang])))));
  language = lang;
  document.documentElement.lang = lang;
  translate(document);
  for (const listener of listeners) listener(lang);
}

/** Adds a view's own strings (`{ en, de, pl }`: their URLs), loaded with the view on demand, in this language and the next; a table two views share, once. */
export async function addStrings(urls) {
  if (!viewTables.some((known) => String(known.en) === String(urls.en))) viewTables.push(urls);
  Object.assign(table, await load(urls[language]));
}

async function load(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`strings ${url}: ${response.status}`);
  return response.json();
}

/** Calls `listener(lang)` after every language change. */
export function onLanguageChange(listener) {
  listeners.push(listener);
}

/** The string for `key`, with `{name}` placeholders filled from `vars`. */
export function t(key, vars = {}) {
  const text = table[key];
  if (typeof text !== 'string') return key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The plural form of `key` for `count`, with `{n}` set to it: the language's own categories
 * (`key.one`, `key.few`, `key.many`, `key.other`; Polish has all four), `key.other` if one is missing.
 */
export function tn(key, count, vars = {}) {
  const form = new Intl.PluralRules(language).select(count);
  const chosen = `${key}.${form}` in table ? `${key}.${form}` : `${key}.other`;
  return t(chosen, { n: count, ...vars });
}

/** Whether `text` is "go" as typed in the page's language ("Passe", "Dalej"), or "go" itself. */
export function isGo(text) {
  const word = String(text ?? '').trim().toLowerCase();
  return word === 'go' || t('play.go.words').toLowerCase().split(' ').includes(word);
}

/**
 * A figure with its unit (`key`: `points`, `pp` for percentage points), the unit's form fitting
 * the figure as it is written: "1.00 points", "1 Prozentpunkt", "2,2 punktu procentowego". `text`
 * is the figure written (signed, with its margin), `digits` its decimals.
 */
export function amount(key, value, digits = 2, text = formatNumber(value, digits)) {
  const form = new Intl.PluralRules(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).select(Math.abs(value));
  return t(`${key}.${form}` in table ? `${key}.${form}` : `${key}.other`, { n: text });
}

/** A number as the language writes it, with `digits` decimals. */
export function formatNumber(value, digits = 2) {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * A game's final scores as players say a result: the winner's first ("124 – 51", never
 * "51 – 124"), then the others in seat order.
 */
export function winnerFirst(scores, winner) {
  const order = [winner, ...scores.keys()].filter((seat, i, all) => all.indexOf(seat) === i);
  return order.map((seat) => scores[seat]).join(' – ');
}

/**
 * Sets the text of `[data-i18n]` elements (with placeholders filled by other strings, named in
 * `data-i18n-vars`: "how:cards.how") and the attributes named in `[data-i18n-attr]`.
 */
export function translate(root) {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    const vars = (element.dataset.i18nVars ?? '').split(';').filter(Boolean).map((pair) => pair.split(':'));
    element.textContent = t(element.dataset.i18n, Object.fromEntries(vars.map(([name, key]) => [name, t(key)])));
  }
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of element.dataset.i18nAttr.split(';')) {
      const [attribute, key] = pair.split(':');
      element.setAttribute(attribute, t(key));
    }
  }
}
