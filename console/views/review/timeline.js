// Every decision, hand by hand: who dealt, the scores and chances before it, whom the cards
// favoured, each decision judged, and the discards that could not be judged with why; "Show only
// mistakes and blunders" leaves those alone, and a hand without one says so.

import { t, tn } from '../../i18n.js';
import { decisionItem } from './decision.js';
import { unjudgedByHand } from './verdict.js';
import { ERRORS, both, el, percent, player } from './words.js';

/**
 * Every decision, hand by hand, in `list`: who, what, the verdict; for an error, the better choice,
 * the cost and why. A hand whose discards could not be judged says so, and why, in the service's
 * words.
 */
export function renderTimeline(list, answer) {
  const byHand = answer.hands.map(() => []);
  for (const decision of answer.decisions) byHand[decision.hand]?.push(decision);
  const unjudged = unjudgedByHand(answer);
  list.replaceChildren(...answer.hands.map((hand, index) => {
    const item = el('li', 'review-hand');
    const heading = el('h5', null, t('review.hand', { n: index + 1 }));
    const head = [t('review.hand.deals', { player: player(hand.dealer) }), t('review.hand.before', { scores: hand.scores.join(' – ') })];
    if (hand.win_probability) head.push(t('review.hand.chance', { chances: hand.win_probability.map((p) => percent(p, false, 0)).join(' – ') }));
    const lucky = hand.seats.findIndex((part) => part.luck.points > 0.05);
    const luck = lucky < 0 ? null : el('p', 'hand-luck', t('review.hand.luck', { player: player(lucky), luck: both(hand.seats[lucky].luck) }));
    // The service's sentence names the player and the hand, and says why.
    const notJudged = (unjudged.get(index) ?? []).map((entry) => {
      const note = el('p', 'unjudged', entry.reason ?? '');
      note.dataset.service = '';
      return note;
    });
    const decisions = el('ol', 'decisions');
    decisions.append(...byHand[index].map((decision) => decisionItem(decision)));
    item.append(heading, el('p', 'hand-head', head.join(' · ')), luck, ...notJudged, decisions, el('p', 'hint none-shown', t('review.hand.clean')));
    return item;
  }));
}

/** "Show only mistakes and blunders" (`only`): the others hidden, a hand without one says so; returns what is shown, in words. */
export function applyFilter(list, only) {
  let shown = 0;
  for (const hand of list.children) {
    let left = 0;
    for (const item of hand.querySelectorAll('.decision')) {
      item.hidden = only && !ERRORS.includes(item.dataset.verdict);
      if (!item.hidden) left += 1;
    }
    hand.querySelector('.none-shown').hidden = !only || left > 0;
    shown += left;
  }
  const total = list.querySelectorAll('.decision').length;
  return only ? tn('review.shown', shown, { total }) : tn('review.all', total);
}
