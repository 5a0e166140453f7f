// A refusal of the game in words: the hand and field a pointer names; the chain's refusals worded
// from their code and params, hands and players counted from 1; a card of a list named as typed.

import { tokens } from '../../cards.js';
import { controlFor, describeListItem, labelOf } from '../../form.js';
import { t } from '../../i18n.js';
import { played } from '../playtext.js';

/** The hand and place in it a pointer names: "/hands/3/dealer" → { index: 3, inner: "/dealer" }. */
export function placeOf(pointer) {
  const [, index, inner = ''] = /^\/hands\/(\d+)(\/.*)?$/.exec(pointer ?? '') ?? [];
  return index === undefined ? null : { index: Number(index), inner };
}

/** The service's refusal in the page's words where the page can say it better: seats and hands counted from 1. */
export function worded(error, named) {
  const params = error.params ?? {};
  if (error.code === 'game.deal_does_not_pass') return t('game.chain.deal', { expected: named(params.expected), found: named(params.found) });
  if (error.code === 'game.after_game_won') return t('game.chain.won', { n: params.won_in + 1 });
  return error.detail;
}

/** What is wrong with a hand, in words: "Dealer: the deal passes to Player 1 ...", "The play: item 6 (5D): ...". */
export function handWords(handForm, hand, error, inner, named) {
  const control = inner ? controlFor(handForm, inner) : null;
  const detail = worded(error, named);
  if (!control) return detail;
  const seat = hand?.seats?.[Number(control.name.replace(/\D/g, ''))];
  const typed = control.name === 'events' ? played(hand?.events) : tokens(control.name === 'crib' ? hand?.crib : control.name.startsWith('dealt') ? seat?.dealt : seat?.hand);
  const item = /^(events|crib|hand\d|dealt\d)$/.test(control.name) ? describeListItem({ ...error, pointer: inner, detail }, control, typed) : null;
  return `${labelOf(control)}: ${item ?? detail}`;
}
