// Each player's account: its decisions and what they cost, its luck (in points and in the chance of
// winning, one sign for both: + is what favoured the player), said in a sentence when the two
// scales point opposite ways; and why the game ended as it did, term by term, in a table and in
// a sentence each.

import { t, tn } from '../../i18n.js';
import { el, known, lines, other, percent, player, pointsOf, pp, symbol, wholePoints } from './words.js';

/** A table with a column per seat: `rows` are [head, ...cells]; a head is its text, or `{ text, sub }` for a part of the row above, `{ text, sum }` for a total. */
function fill(table, rows, seats) {
  const th = (content, scope) => {
    const cell = document.createElement('th');
    cell.scope = scope;
    cell.append(...[content].flat());
    return cell;
  };
  table.tHead.replaceChildren(el('tr', null, th(t('review.col.what'), 'col'), ...seats.map((seat) => th(player(seat.seat), 'col'))));
  table.tBodies[0].replaceChildren(...rows.map(([head, ...cells]) => {
    const { text, sub, sum } = typeof head === 'object' ? head : { text: head };
    const row = el('tr', sub ? 'sub' : sum ? 'sum' : null, th(text, 'row'));
    for (const cell of cells) row.append(el('td', null, ...[cell].flat()));
    return row;
  }));
}

/** Each seat's decisions, what they cost, and its luck. */
export function renderSummary(result, answer) {
  const seats = answer.seats;
  const chance = (value) => (known(value) ? pp(value) : t('review.unknown'));
  const rows = [
    [t('review.row.decisions'), ...seats.map((seat) => t('review.decisions', { n: seat.decisions, forced: tn('review.n.forced', seat.forced) }))],
    ...['blunder', 'mistake', 'inaccuracy'].map((name) => [
      { text: [symbol(name), ' ', t(`review.row.${name}`)] },
      ...seats.map((seat) => String(seat.verdicts[name])),
    ]),
    [t('review.row.points_lost'), ...seats.map((seat) => pointsOf(seat.points_lost))],
    [t('review.row.chance_lost'), ...seats.map((seat) => chance(seat.win_probability_lost))],
    [t('review.row.luck'), ...seats.map((seat) => lines(seat.luck))],
    ...['deal', 'starter', 'play'].map((part) => [{ text: t(`review.row.luck.${part}`), sub: true }, ...seats.map((seat) => lines(seat.luck[part]))]),
  ];
  fill(result.querySelector('.review-summary'), rows, seats);
}

/** The final margin and chance of winning, term by term, and each seat's margin in a sentence. */
export function renderMargin(result, answer) {
  const seats = answer.seats;
  const term = (name, value) => [{ text: t(`review.margin.${name}`) }, ...seats.map(value)];
  const withChance = seats.every((seat) => seat.chance);
  const rows = [
    term('start', (seat) => wholePoints(seat.margin.start)),
    term('baseline', (seat) => pointsOf(seat.margin.baseline, true)),
    term('luck', (seat) => pointsOf(seat.margin.luck, true)),
    term('own_losses', (seat) => pointsOf(-seat.margin.own_losses, true)),
    term('opponent_losses', (seat) => pointsOf(seat.margin.opponent_losses, true)),
    term('rules', (seat) => wholePoints(seat.margin.rules)),
    term('game_end', (seat) => wholePoints(seat.margin.game_end)),
    [{ text: t('review.margin.final'), sum: true }, ...seats.map((seat) => wholePoints(seat.margin.final))],
  ];
  if (withChance) {
    rows.push(
      term('chance.start', (seat) => percent(seat.chance.start)),
      term('chance.luck', (seat) => pp(seat.chance.luck, true)),
      term('chance.own_losses', (seat) => pp(-seat.chance.own_losses, true)),
      term('chance.opponent_losses', (seat) => pp(seat.chance.opponent_losses, true)),
      [{ text: t('review.margin.chance.result'), sum: true }, ...seats.map((seat) => percent(seat.chance.result))],
    );
  }
  fill(result.querySelector('.review-margin'), rows, seats);
  result.querySelector('.review-margins').replaceChildren(...seats.map((seat) => el('li', null, t('review.margin.sentence', {
    player: player(seat.seat),
    other: other(seat.seat),
    final: wholePoints(seat.margin.final),
    start: wholePoints(seat.margin.start),
    baseline: pointsOf(seat.margin.baseline, true),
    luck: pointsOf(seat.margin.luck, true),
    own: pointsOf(seat.margin.own_losses),
    opponent: pointsOf(seat.margin.opponent_losses),
    rules: wholePoints(seat.margin.rules),
    end: wholePoints(seat.margin.game_end),
  }))));
}


/**
 * Where a player's luck in points and in chance point opposite ways, a sentence says why: the
 * service's (`luck.note`, in the page's language), or the page's own when the answer has none.
 */
export function luckNotes(list, answer) {
  const apart = (seat) => known(seat.luck.win_probability) && Math.abs(seat.luck.points) >= 0.05 && Math.abs(seat.luck.win_probability) >= 0.0005
    && Math.sign(seat.luck.points) !== Math.sign(seat.luck.win_probability);
  const notes = answer.seats.filter((seat) => seat.luck.note || apart(seat)).map((seat) => {
    if (!seat.luck.note) return el('li', null, t('review.luck.apart', { player: player(seat.seat), points: pointsOf(seat.luck.points, true), chance: pp(seat.luck.win_probability, true) }));
    const said = el('span', null, seat.luck.note);
    said.dataset.service = '';
    return el('li', null, `${player(seat.seat)}: `, said);
  });
  list.replaceChildren(...notes);
  list.hidden = notes.length === 0;
}
