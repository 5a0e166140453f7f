// Cards as the API writes them ("5H", "10D"), their faces and their spoken names.
//
// Faces are drawn as players of the page's language say them (German B/D/K/A for Bube, Dame,
// König, Ass; Polish W/D/K/A for walet, dama, król, as), and typed either way ("BH" or "JH"
// in German). Suits are typed as the API's letters (s h d c) in every language, as the suit
// symbols, and as the page language's own letters (`cards.suits`: German p for Pik, kr for
// Kreuz, ka for Karo; Polish p for pik, t for trefl, ki for kier, ka for karo). A letter of two
// suits (German and Polish k) is never guessed: `unclear` says how to type it instead. What goes
// to the service is always the API's code ("JH"). The page parses what people type only to
// place it on the grid, to decide when a form is complete and to send a card's code; the service
// stays the judge: what is not a card is sent as typed, and its refusal is said in the page's
// words (`cards.how`: what the page reads).

import { t } from './i18n.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Rows of the grid: black and red alternate, so neighbouring rows are easy to tell apart. */
export const SUITS = ['S', 'H', 'C', 'D'];
export const SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_ALIASES = { '♠': 'S', '♤': 'S', '♥': 'H', '♡': 'H', '♦': 'D', '♢': 'D', '♣': 'C', '♧': 'C' };

/** Every card, rank-major within each suit row. */
export const DECK = SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit));

/** The face of a rank in the page's language: "J" is "B" in German, "W" in Polish. */
export function faceOf(rank) {
  return /^[AJQK]$/.test(rank) ? t(`face.${rank}`) : rank;
}

/** A rank as typed: the API's ("J", "T") or the page language's face ("B", "W"); else null. */
export function rankFrom(text) {
  const typed = String(text ?? '').toUpperCase();
  if (RANKS.includes(typed)) return typed;
  if (typed === 'T') return '10';
  return ['A', 'J', 'Q', 'K'].find((rank) => faceOf(rank).toUpperCase() === typed) ?? null;
}

/**
 * The suits typed in the page's language: its own letters (`cards.suits`, "p=S h=H kr=C ka=D k=?"
 * in German; "?" marks a letter of two suits), the API's letters and the symbols.
 */
function suitsTyped() {
  const own = t('cards.suits').toUpperCase().split(' ').map((pair) => pair.split('='));
  return { S: 'S', H: 'H', D: 'D', C: 'C', ...SUIT_ALIASES, ...Object.fromEntries(own.filter(([, suit]) => suit)) };
}

/** A typed token as `[rank, suit]` (the suit the API's letter, or "?"), its longest suit letters first; or null. */
function split(text) {
  const token = String(text ?? '').trim().toUpperCase();
  const suits = suitsTyped();
  for (const size of [2, 1]) {
    const suit = token.length > size ? suits[token.slice(-size)] : undefined;
    const rank = suit && rankFrom(token.slice(0, -size));
    if (rank) return [rank, suit];
  }
  return null;
}

/** "5h", "10♥", "th" (and "bh", "5kr" on a German page) → "5H", "10H", "10H" ("JH", "5C"); anything else → null. */
export function parseCard(text) {
  const card = split(text);
  return card && card[1] !== '?' ? card[0] + card[1] : null;
}

/** What to say of a card typed with a letter of two suits ("5k" on a German page: Kreuz or Karo?), or null. */
export function unclear(text) {
  return split(text)?.[1] === '?' ? t('cards.unclear', { text: String(text).trim() }) : null;
}

/** What to send for a typed card: its code when it is one, else the text as typed. */
export function wire(text) {
  return parseCard(text) ?? String(text ?? '').trim();
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

/** "five of hearts" / "Herz Fünf" / "piątka kier". */
export function cardName(card) {
  return t('card.name', { rank: t(`rank.${rankOf(card)}`), suit: t(`suit.${suitOf(card)}`) });
}

/** A list of cards read out: "five of hearts, jack of diamonds". */
export function cardNames(cards) {
  return cards.map(cardName).join(', ');
}

/** A card as people write it: the face in the page's language and the suit's symbol ("B♥"). */
export function faceText(card) {
  return faceOf(rankOf(card)) + SYMBOLS[suitOf(card)];
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
  seen.textContent = faceText(card);
  const said = document.createElement('span');
  said.className = 'sr-only';
  said.textContent = cardName(card);
  face.append(seen, said);
  // A list item takes its name from the author only: name it, so it reads as the card.
  if (tag === 'li') face.setAttribute('aria-label', cardName(card));
  return face;
}

// A card in a service text: the wire code ("9C", "QD"), or, as the service now writes cards in
// every sentence, the figure or the page language's face and the suit's symbol ("9♣", "D♦").
const CARD_IN_TEXT = /(?<![\p{L}\p{N}])(?:(10|[2-9AJQK])([SHDC])(?![\p{L}\p{N}])|(10|[2-9]|\p{Lu})([♠♥♦♣]))/gu;

/** The code of a card found in a text, or null when the letter is no face in this language. */
function codeOf(match) {
  if (match[1]) return match[1] + match[2];
  const rank = rankFrom(match[3]);
  return rank ? rank + SUIT_ALIASES[match[4]] : null;
}

/** A service text with its cards ("9♣ and D♦", or codes "9C and QD") as faces, each named for screen readers. */
export function withFaces(text) {
  const said = String(text ?? '');
  const parts = [];
  let at = 0;
  for (const match of said.matchAll(CARD_IN_TEXT)) {
    const code = codeOf(match);
    if (!code) continue;
    parts.push(said.slice(at, match.index), cardFace(code));
    at = match.index + match[0].length;
  }
  parts.push(said.slice(at));
  return parts.filter((part) => part !== '');
}

/** A service text to be read aloud: cards said as names ("nine of clubs and queen of diamonds"). */
export function spoken(text) {
  return String(text ?? '').replace(CARD_IN_TEXT, (...match) => {
    const code = codeOf(match);
    return code ? cardName(code) : match[0];
  });
}
