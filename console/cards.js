// Cards as the API writes them ("5H", "10D"), their faces and their spoken names.
//
// The page parses what people type only to place it on the grid and to decide when a form is
// complete; the service stays the judge: whatever is typed is sent as typed, and its problem
// details say what is wrong.

import { t } from './i18n.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Rows of the grid: black and red alternate, so neighbouring rows are easy to tell apart. */
export const SUITS = ['S', 'H', 'C', 'D'];
export const SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_ALIASES = { '♠': 'S', '♤': 'S', '♥': 'H', '♡': 'H', '♦': 'D', '♢': 'D', '♣': 'C', '♧': 'C' };

/** Every card, rank-major within each suit row. */
export const DECK = SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit));

/** "5h", "10♥", "th" → "5H", "10H", "10H"; anything else → null. */
export function parseCard(text) {
  const token = String(text ?? '').trim().toUpperCase();
  if (token.length < 2) return null;
  const last = token.slice(-1);
  const suit = SUIT_ALIASES[last] ?? ('SHDC'.includes(last) ? last : null);
  let rank = token.slice(0, -1);
  if (rank === 'T') rank = '10';
  if (!suit || !RANKS.includes(rank)) return null;
  return rank + suit;
}

/** Splits typed text into card tokens: spaces, commas and semicolons separate them. */
export function tokens(text) {
  return String(text ?? '').split(/[\s,;]+/).filter(Boolean);
}

export function rankOf(card) {
  return card.slice(0, -1);
}

export function suitOf(card) {
  return card.slice(-1);
}

export function isRed(card) {
  const suit = suitOf(card);
  return suit === 'H' || suit === 'D';
}

/** "five of hearts" / "Herz Fünf". */
export function cardName(card) {
  return t('card.name', { rank: t(`rank.${rankOf(card)}`), suit: t(`suit.${suitOf(card)}`) });
}

/** A list of cards read out: "five of hearts, jack of diamonds". */
export function cardNames(cards) {
  return cards.map(cardName).join(', ');
}

/**
 * A card face for results: the rank and suit for the eye, the spoken name for screen readers.
 * `tag` is the element (a list item in lists of cards, a span inside text).
 */
export function cardFace(card, tag = 'span') {
  const face = document.createElement(tag);
  face.className = `face${isRed(card) ? ' red' : ''}`;
  face.dataset.card = card;
  const seen = document.createElement('span');
  seen.setAttribute('aria-hidden', 'true');
  seen.textContent = rankOf(card) + SYMBOLS[suitOf(card)];
  const said = document.createElement('span');
  said.className = 'sr-only';
  said.textContent = cardName(card);
  face.append(seen, said);
  // A list item takes its name from the author only: name it, so it reads as the card.
  if (tag === 'li') face.setAttribute('aria-label', cardName(card));
  return face;
}
