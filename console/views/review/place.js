// Where a refusal points in a game log, in words: "/hands/1/dealt/0/2" is "Hand 2, the cards
// dealt, Player 1, card 3", never the pointer.

import { currentLanguage, t } from '../../i18n.js';
import { player } from './words.js';

/** Where a pointer points in the log, in words: "/hands/1/dealt/0/2" → "Hand 2, the cards dealt, Player 1, card 3". */
export function place(pointer) {
  const parts = String(pointer ?? '').split('/').slice(1);
  const words = [];
  let field = null;
  let depth = 0;
  if (parts[0] === 'hands' && /^\d+$/.test(parts[1] ?? '')) {
    words.push(t('review.at.hand', { n: Number(parts[1]) + 1 }));
    parts.splice(0, 2);
  }
  const inHand = words.length > 0;
  for (const part of parts) {
    if (field === 'claims' && part === 'hands') {
      // The counts announced for the hands: by seat, said once ("the counts announced, Player 2").
      field = 'hands';
      continue;
    }
    if (!/^\d+$/.test(part)) {
      // A hand's own fields have their own words ("hands" there are the cards each seat kept).
      const key = `review.${inHand ? 'in' : 'at'}.${part}`;
      if (t(key) !== key) words.push(t(key));
      field = part;
      depth = 0;
      continue;
    }
    const n = Number(part);
    // Which seat, then which card: a seat's cards (dealt, kept), the scores; else an item of a list.
    const bySeat = ['dealt', 'hands', 'scores'].includes(field) && depth === 0;
    words.push(bySeat ? player(n) : t(field === 'events' ? 'review.at.item' : 'review.at.card', { n: n + 1 }));
    depth += 1;
  }
  return words.join(', ');
}

/** A refusal's error in words: its place in the log, then what is wrong. */
export function describe(error) {
  const where = place(error.pointer);
  if (!where) return error.detail;
  return t('review.at', { place: where[0].toLocaleUpperCase(currentLanguage()) + where.slice(1), detail: error.detail });
}
