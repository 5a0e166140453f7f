// One decision in words: who decided, what (cards laid away, a card laid, a go), the verdict as a
// sign and a word; for an inaccuracy, mistake or blunder the better choice, what it cost and why
// the better choice is better (the service's sentence, cards as faces). Shown in the list of the
// costliest decisions and in every hand of the timeline.

import { withFaces } from '../../cards.js';
import { t } from '../../i18n.js';
import { choice, el, known, player, pointsOf, pp, symbol } from './words.js';

/** What the decision was: "Player 2 lays away 6♠ 8♣", "Player 1 lays 5♦", "Player 2 says go". */
export function whatWasDone(decision) {
  const who = player(decision.seat);
  if (decision.kind === 'discard') return [t('review.discards', { player: who }), ' ', ...choice(decision.chosen)];
  if (decision.chosen === 'go') return [t('review.says.go', { player: who })];
  return [t('review.lays', { player: who }), ' ', ...choice(decision.chosen)];
}

/** What it cost: "lost 0.9 points, 0.5 percentage points of the chance of winning". */
export function lostWords(decision) {
  const lost = known(decision.loss.win_probability)
    ? t('review.lost', { points: pointsOf(decision.loss.points), chance: pp(decision.loss.win_probability) })
    : t('review.lost.points', { points: pointsOf(decision.loss.points) });
  return decision.scale === 'win_probability' ? `${lost} ${t('review.scale.chance')}` : lost;
}

/** Why the better choice is better, in the service's words (in the page's language), or null. */
export function reasonOf(decision) {
  if (!decision.reason) return null;
  const reason = el('span', 'reason', ...withFaces(decision.reason));
  reason.dataset.service = '';
  return reason;
}

/** The verdict's sign and word: "?? Blunder", "✓ The only choice". */
export function verdictMark(decision) {
  const name = decision.forced ? t('review.forced') : t(`review.verdict.${decision.verdict}`);
  return el('span', `verdict-mark ${decision.verdict}`, symbol(decision.verdict), ' ', name);
}

/** The decision as a list item; `lead` (e.g. its hand) goes first. */
export function decisionItem(decision, lead = null) {
  const item = el('li', `decision ${decision.verdict}`);
  item.dataset.verdict = decision.verdict;
  item.append(...(lead ? [el('span', 'lead', lead), ' '] : []), verdictMark(decision), ' ', el('span', 'what', ...whatWasDone(decision)));
  if (decision.verdict !== 'none') {
    item.append(el('span', 'better', t('review.better'), ' ', ...choice(decision.best), ` · ${lostWords(decision)}`));
    const reason = reasonOf(decision);
    if (reason) item.append(el('span', 'why', reason));
  }
  return item;
}
