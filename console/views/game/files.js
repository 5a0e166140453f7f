// The game in a file: saved as the game's log (the JSON the service takes, a line per hand, so the
// review opens it as it is), and opened again as the game's link would restore it. Loaded when a
// game is first saved or opened, not with the view.

import { pretty } from '../loglink.js';
import { SEATS, encode } from './log.js';

/** Offers `log` as a file named `name` (the browser saves it). */
export function saveFile(log, name) {
  const url = URL.createObjectURL(new Blob([pretty(log)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file's text as the game's link parameters (settings by name, each hand as `h`), or null when it holds no game. */
export function gameFile(text) {
  let game = null;
  try {
    game = readLog(JSON.parse(text));
  } catch {
    return null;
  }
  if (!game) return null;
  const params = new URLSearchParams();
  const { settings } = game;
  for (const name of ['game', 'target', 'profile', 'match']) if (settings[name]) params.set(name, settings[name]);
  if (settings.muggins) params.set('muggins', '1');
  if (settings.fourflush) params.set('fourflush', '1');
  for (const hand of game.hands) params.append('h', encode(hand));
  return params;
}

/** An event of the play as the referee types it: "5S", "6H=2", "go", "go dead". */
function eventText(event) {
  if (typeof event === 'string') return event;
  if (event?.go) return event.reneged ? `go ${event.reneged}` : 'go';
  if (event?.card) return event.claimed === undefined || event.claimed === null ? event.card : `${event.card}=${event.claimed}`;
  return String(event);
}

/** A muggins call as its field keeps it: "hand:0:2", "crib:2", "play:4:2". */
function callText(call) {
  if (call.on === 'crib') return `crib:${call.points}`;
  return `${call.on}:${call.on === 'hand' ? call.seat : call.event}:${call.points}`;
}

/**
 * A log read back into the game: `{ settings, hands }`, or null when it is not a game log. What
 * the game view cannot hold (scores typed per hand: they carry over) is left out; what it holds
 * the service checks again when the game is ruled.
 */
export function readLog(log) {
  if (!log || typeof log !== 'object' || !Array.isArray(log.hands)) return null;
  const game = SEATS[log.variant] ? log.variant : 'six_card';
  const rules = log.rules ?? {};
  const settings = {
    game,
    target: log.target === undefined ? '' : String(log.target),
    profile: rules.profile ?? 'social',
    muggins: Boolean(rules.muggins),
    fourflush: Boolean(rules.crib_four_flush),
    match: rules.match_scoring ?? 'acc',
  };
  const codes = (cards) => (Array.isArray(cards) ? cards.map(String).join(' ') : '');
  const hands = log.hands.map((hand) => ({
    dealer: hand?.dealer === undefined ? '' : String(hand.dealer),
    starter: String(hand?.starter ?? ''),
    crib: codes(hand?.crib),
    events: Array.isArray(hand?.events) ? hand.events.map(eventText).join(' ') : '',
    seats: Array.from({ length: SEATS[game] }, (_, seat) => ({
      hand: codes(hand?.hands?.[seat]),
      claim: hand?.claims?.hands?.[seat] === null || hand?.claims?.hands?.[seat] === undefined ? '' : String(hand.claims.hands[seat]),
      dealt: codes(hand?.dealt?.[seat]),
    })),
    cribclaim: hand?.claims?.crib === undefined || hand?.claims?.crib === null ? '' : String(hand.claims.crib),
    infractions: Array.isArray(hand?.infractions) ? hand.infractions.map((one) => `${one.seat}:${one.kind}`).join(' ') : '',
    calls: Array.isArray(hand?.claims?.muggins) ? hand.claims.muggins.map(callText).join(' ') : '',
  }));
  return { settings, hands };
}
