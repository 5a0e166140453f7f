// Mistakes first: the costliest decisions of the game, named at the top of the review, each with
// its hand, the better choice, what it cost and why the better choice is better.

import { t } from '../../i18n.js';
import { decisionItem } from './decision.js';
import { WORST_FIRST, el } from './words.js';

/** How many of the costliest decisions are named at the top. */
const SHOWN = 3;

/** The decisions with a verdict, the worst first: by verdict, then by the chance, then the points lost. */
export function costliest(answer, count = SHOWN) {
  const rank = (decision) => WORST_FIRST.indexOf(decision.verdict);
  return answer.decisions
    .filter((decision) => WORST_FIRST.includes(decision.verdict))
    .sort((a, b) => rank(a) - rank(b)
      || (b.loss.win_probability ?? 0) - (a.loss.win_probability ?? 0)
      || b.loss.points - a.loss.points)
    .slice(0, count);
}

/** The list at the top; a game without a verdict says so. */
export function renderMistakes(list, none, answer) {
  const worst = costliest(answer);
  list.replaceChildren(...worst.map((decision) => decisionItem(decision, el('span', 'hand-name', t('review.hand', { n: decision.hand + 1 })))));
  list.hidden = worst.length === 0;
  none.hidden = worst.length > 0;
}
