// The game as data: a hand as the game's link carries it, the game as the log the service takes
// (the cards dealt included when typed). A hand is kept as typed, cards as the API's codes:
// `{ dealer, starter, crib, events, seats: [{ hand, claim, dealt }], cribclaim, infractions,
// calls }`. Its link parameter `h` joins its fields with "*": dealer*starter*crib*play, each
// seat's kept cards, each seat's count, the crib's count, what the referee saw, the calls, each
// seat's cards dealt; empty fields at the end left out (so older links read the same). A log read
// back from a file is files.js.

import { tokens, wire } from '../../cards.js';
import { numberOrText } from '../../form.js';
import { parseCall } from '../calls.js';
import { parseInfraction } from '../infractions.js';
import { eventsOf } from '../playtext.js';

export const SEATS = { six_card: 2, five_card: 2, three_player: 3, four_player: 4 };
/** A hand's fields in its link parameter, before each seat's fields and after them. */
export const HEAD = ['dealer', 'starter', 'crib', 'events'];
export const TAIL = ['cribclaim', 'infractions', 'calls'];
/** Each seat's fields, in the order the link writes them (each for every seat in turn). */
const SEAT_FIELDS = ['hand', 'claim'];

/** A hand as its link parameter: its fields joined by "*", empty ones at the end left out. */
export function encode(hand) {
  const fields = [
    ...HEAD.map((name) => hand[name]),
    ...SEAT_FIELDS.flatMap((name) => hand.seats.map((seat) => seat[name])),
    ...TAIL.map((name) => hand[name]),
    ...hand.seats.map((seat) => seat.dealt),
  ];
  while (fields.length && !fields.at(-1)) fields.pop();
  return fields.map((field) => String(field ?? '').replaceAll('*', '')).join('*');
}

/** A hand from its link parameter, for a game of `seats` seats. */
export function decode(text, seats) {
  const fields = text.split('*');
  const at = (i) => fields[i] ?? '';
  const hand = { seats: [] };
  HEAD.forEach((name, i) => { hand[name] = at(i); });
  const tail = HEAD.length + SEAT_FIELDS.length * seats;
  for (let seat = 0; seat < seats; seat += 1) {
    hand.seats.push({ hand: at(HEAD.length + seat), claim: at(HEAD.length + seats + seat), dealt: at(tail + TAIL.length + seat) });
  }
  TAIL.forEach((name, i) => { hand[name] = at(tail + i); });
  return hand;
}

const tournament = (settings) => settings.profile !== 'social';

/** One hand as the service takes it, under the game's rules; the cards dealt when any were typed. */
export function handBody(hand, settings) {
  const cards = (text) => tokens(text).map(wire);
  const body = {
    dealer: numberOrText(hand.dealer),
    starter: wire(hand.starter),
    hands: hand.seats.map((seat) => cards(seat.hand)),
    crib: cards(hand.crib),
    events: eventsOf(hand.events),
  };
  if (hand.seats.some((seat) => seat.dealt?.trim())) body.dealt = hand.seats.map((seat) => cards(seat.dealt ?? ''));
  if (hand.seats.some((seat) => seat.claim) || hand.cribclaim) {
    body.claims = { hands: hand.seats.map((seat) => (seat.claim ? numberOrText(seat.claim) : null)) };
    if (hand.cribclaim) body.claims.crib = numberOrText(hand.cribclaim);
  }
  if (settings.profile === 'acc_muggins' && hand.calls) body.claims = { ...body.claims, muggins: tokens(hand.calls).map(parseCall) };
  if (tournament(settings) && hand.infractions) body.infractions = tokens(hand.infractions).map(parseInfraction);
  return body;
}

/** The game's log: its settings once, then each hand. */
export function gameLog(hands, settings) {
  const body = {};
  if (settings.game !== 'six_card') body.variant = settings.game;
  if (String(settings.target ?? '').trim()) body.target = numberOrText(settings.target);
  body.rules = { match_scoring: settings.match };
  if (tournament(settings)) body.rules.profile = settings.profile;
  else {
    if (settings.muggins) body.rules.muggins = true;
    if (settings.fourflush) body.rules.crib_four_flush = true;
  }
  body.hands = hands.map((hand) => handBody(hand, settings));
  return body;
}

/** Does every hand of the game hold the cards each player was dealt? */
export const allDealt = (hands) => hands.length > 0 && hands.every((hand) => hand.seats.every((seat) => seat.dealt?.trim()));
