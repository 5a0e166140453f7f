// The verdict at the top of a review: how the game ended, then for each player the rating (a
// number of 100 and its band, in the page's language) and the sentence on what decided the game
// from that player's side, both the service's; then what could not be judged (the discards of
// hands without the cards dealt), in a sentence.

import { withFaces } from '../../cards.js';
import { formatNumber, t, tn, winnerFirst } from '../../i18n.js';
import { el, player } from './words.js';

/** The game's outcome in a sentence. */
export function outcome(answer) {
  const game = answer.game;
  if (game.game_over) return t('review.won', { player: player(game.winner), scores: winnerFirst(game.scores, game.winner), hand: game.won_in + 1 });
  return tn('review.goes.on', game.hands.length, { scores: game.scores.join(' – ') });
}

/** A seat's rating as people read it: "83.5 — Expert", or null when the answer has none. */
export function ratingWords(seat) {
  const rating = seat.rating;
  if (!rating || typeof rating.value !== 'number') return null;
  return t('review.rating.value', { value: formatNumber(rating.value, 1), band: rating.label ?? '' });
}

/** A service sentence with its cards as faces, marked as the service's. */
function said(text) {
  const element = el('p', 'said', ...withFaces(text));
  element.dataset.service = '';
  return element;
}

/** Each player's verdict: rating and what decided the game. */
export function renderVerdicts(list, answer) {
  const judged = answer.seats.filter((seat) => ratingWords(seat) || seat.summary);
  list.replaceChildren(...judged.map((seat) => {
    const item = el('li', 'review-player');
    const heading = el('h5', null, player(seat.seat));
    item.append(heading);
    if (ratingWords(seat)) {
      // The figure in the page's numbers, the band in the service's words (marked as the service's).
      const band = el('span', null, seat.rating.label ?? '');
      band.dataset.service = '';
      const [before, after = ''] = t('review.rating.value', { value: formatNumber(seat.rating.value, 1), band: '\u0000' }).split('\u0000');
      const line = el('p', 'rating', el('span', 'rating-name', t('review.rating')), ' ', el('strong', 'rating-value', before, band, after));
      line.dataset.band = seat.rating.band ?? '';
      item.append(line);
    }
    if (seat.summary) item.append(said(seat.summary));
    return item;
  }));
  list.hidden = !list.childElementCount;
}

/** The discards not judged, by hand: `[{ hand, seats: [seat, ...], reasons }]`. */
export function unjudgedByHand(answer) {
  const byHand = new Map();
  for (const entry of answer.unjudged ?? []) {
    if (!byHand.has(entry.hand)) byHand.set(entry.hand, []);
    byHand.get(entry.hand).push(entry);
  }
  return byHand;
}

/**
 * What could not be judged: a sentence ("4 discards could not be judged (hands 1, 2); the play is
 * judged."), then why, discard by discard, in the service's words, in a fold (a game without any
 * cards dealt has two a hand).
 */
export function renderUnjudged(paragraph, fold, answer) {
  const entries = answer.unjudged ?? [];
  paragraph.hidden = entries.length === 0;
  fold.hidden = entries.length === 0;
  const list = fold.querySelector('ul');
  list.replaceChildren(...entries.map((entry) => {
    const item = el('li', null, entry.reason ?? '');
    item.dataset.service = '';
    return item;
  }));
  if (!entries.length) {
    paragraph.replaceChildren();
    return;
  }
  const hands = [...new Set(entries.map((entry) => entry.hand))].sort((a, b) => a - b);
  paragraph.replaceChildren(t('review.unjudged', {
    discards: tn('review.n.discard', entries.length),
    where: tn('review.where.hands', hands.length, { hands: hands.map((hand) => hand + 1).join(', ') }),
  }));
}
