// How the review says things: players from 1, cards as faces, points and chances with their
// units in the page's language, a verdict's mark and word. Shared by the review's parts.

import { cardFace, parseCard } from '../../cards.js';
import { amount, currentLanguage, formatNumber, t } from '../../i18n.js';

/** Verdicts as a shape for the eye (the chess annotator's marks), said with their word. */
export const SYMBOL = { none: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
export const ERRORS = ['mistake', 'blunder'];
/** Verdicts from the worst. */
export const WORST_FIRST = ['blunder', 'mistake', 'inaccuracy'];

export const player = (seat) => t('player', { n: seat + 1 });
export const other = (seat) => player(1 - seat);
export const known = (value) => typeof value === 'number' && Number.isFinite(value);

/** An element with a class and its content. */
export function el(tag, className, ...content) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...content.filter((part) => part !== null && part !== undefined && part !== ''));
  return element;
}

/** Markup as nodes. */
export function nodes(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Points with one decimal: "2.4", "−0.8" (a true minus sign), "+1.2" when `sign`. */
export function points(value, sign = false) {
  const text = formatNumber(Math.abs(value), 1);
  if (Math.abs(value) < 0.05) return text;
  return value < 0 ? `−${text}` : sign ? `+${text}` : text;
}

/** A chance as the language writes a percentage: one decimal, signed when `sign`. */
export function percent(value, sign = false, digits = 1) {
  const text = new Intl.NumberFormat(currentLanguage(), { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(value));
  if (Math.abs(value) < 0.5 * 10 ** -(digits + 2)) return text;
  return value < 0 ? `−${text}` : sign ? `+${text}` : text;
}

export const pointsOf = (value, sign) => t('review.points', { n: points(value, sign) });
export const signedInt = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** Whole points, signed: "+12 points", "0 points". */
export const wholePoints = (n) => amount('points', n, 0, signedInt(n));

/**
 * A change in the chance of winning, in percentage points ("+16.3 percentage points"): a
 * chance of 60% that loses 2% of itself and one that drops to 58% are not the same.
 */
export function pp(value, sign = false, digits = 1) {
  const text = formatNumber(Math.abs(100 * value), digits);
  const shown = Math.abs(value) < 0.5 * 10 ** -(digits + 2) ? text : value < 0 ? `−${text}` : sign ? `+${text}` : text;
  return amount('pp', 100 * value, digits, shown);
}

/** Points and chance together ("+4.0 points, +16.3 percentage points"); the chance left out when the board does not serve the target. */
export const both = (part, sign = true) => (known(part?.win_probability) ? t('review.both', { points: pointsOf(part.points, sign), chance: pp(part.win_probability, sign) }) : pointsOf(part.points, sign));

/** Points and chance in a table's cell, a line each. */
export const lines = (part) => [el('span', 'line', pointsOf(part.points, true)), known(part.win_probability) ? el('span', 'line', pp(part.win_probability, true)) : null];

/** A choice as faces: cards laid away, a card, or a go. */
export function choice(value) {
  if (value === 'go') return [t('review.go')];
  const cards = Array.isArray(value) ? value : [value];
  return cards.flatMap((card, index) => [index ? ' ' : '', parseCard(card) ? cardFace(parseCard(card)) : String(card)]).filter(Boolean);
}

/** A verdict's mark for the eye; its word is beside it, so screen readers skip the mark. */
export function symbol(verdict) {
  const mark = el('span', `symbol ${verdict}`, SYMBOL[verdict]);
  mark.setAttribute('aria-hidden', 'true');
  return mark;
}
