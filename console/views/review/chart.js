// The chart of each player's chance of winning, hand by hand: an inline SVG drawn here (no
// library), a line per player told apart by stroke and by the shape of its points, the moments of
// luck (a diamond with its figure) and of error (a triangle with ? or ??) on the line of the
// player concerned, each titled in words; a legend, and the same figures as a table.

import { formatNumber, t, tn } from '../../i18n.js';
import { ERRORS, SYMBOL, el, known, percent, player, pp } from './words.js';

/** A hand's luck this large (in chance of winning) is a moment the chart marks. */
const LUCK_MARK = 0.1;
const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
function svg(tag, attributes = {}, ...content) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...content);
  return element;
}

/** The hands where each seat made a mistake or a blunder: per hand, per seat, the counts. */
function errorsByHand(answer) {
  const found = answer.hands.map(() => answer.seats.map(() => ({ mistake: 0, blunder: 0 })));
  for (const decision of answer.decisions) {
    if (ERRORS.includes(decision.verdict)) found[decision.hand][decision.seat][decision.verdict] += 1;
  }
  return found;
}

/** A seat's errors in a hand, in words ("1 blunder, 2 mistakes"), or '' when none. */
const errorWords = (count) => [count.blunder && tn('review.n.blunder', count.blunder), count.mistake && tn('review.n.mistake', count.mistake)].filter(Boolean).join(', ');

/** The seat the cards favoured in a hand by a chance of at least LUCK_MARK, with how much; or null. */
function luckyIn(hand) {
  const seat = hand.seats.findIndex((part) => known(part.luck.win_probability) && part.luck.win_probability >= LUCK_MARK);
  return seat < 0 ? null : { seat, chance: hand.seats[seat].luck.win_probability };
}

/**
 * Each seat's chance of winning at the start of each hand and at the end, as an SVG line chart
 * (a line per seat, solid and dashed, its points circles and squares), the moments of luck
 * (a diamond with the chance the cards brought) and of error (a triangle with ? or ??) on the
 * line of the seat concerned; with its name, a description, a legend, and the same figures
 * as a table for those who cannot see it.
 */
export function renderChart(figure, answer) {
  const chances = [...answer.hands.map((hand) => hand.win_probability), answer.end];
  if (chances.some((pair) => !pair)) {
    figure.replaceChildren(el('p', 'hint', t('review.chart.unknown')));
    return;
  }
  const errors = errorsByHand(answer);
  const count = answer.hands.length;
  const [width, height, left, right, top, bottom] = [340, 230, 34, 298, 14, 202];
  const x = (i) => left + (i * (right - left)) / count;
  const y = (p) => bottom - p * (bottom - top);
  /** A point on a seat's line a fraction of the way through hand `i`. */
  const along = (seat, i, f) => [x(i + f), y(chances[i][seat] + f * (chances[i + 1][seat] - chances[i][seat]))];
  // Luck's figure goes under its mark and an error's sign above, so marks close together keep their words apart.
  const label = (cx, cy, text, below) => {
    const under = below ? cy + 15 <= bottom - 2 : cy - 8 < top + 4;
    return svg('text', { x: cx, y: under ? cy + 15 : cy - 8, 'text-anchor': 'middle', class: 'mark-text' }, text);
  };

  const plot = [];
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    plot.push(svg('line', { x1: left, x2: right, y1: y(p), y2: y(p), class: p === 0.5 ? 'grid half' : 'grid' }));
    if (p % 0.5 === 0) plot.push(svg('text', { x: left - 4, y: y(p) + 3.5, 'text-anchor': 'end', class: 'axis' }, percent(p, false, 0)));
  }
  const step = Math.ceil(count / 12);
  for (let i = 0; i <= count; i += 1) {
    if (i < count && i % step) continue;
    plot.push(svg('text', { x: x(i), y: bottom + 14, 'text-anchor': 'middle', class: 'axis' }, i === count ? t('review.chart.end') : String(i + 1)));
  }
  for (const seat of [0, 1]) {
    const line = chances.map((pair, i) => `${x(i).toFixed(1)},${y(pair[seat]).toFixed(1)}`).join(' ');
    plot.push(svg('polyline', { points: line, class: `line seat${seat}` }));
    for (const [i, pair] of chances.entries()) plot.push(dot(seat, x(i), y(pair[seat])));
    const end = chances[count][seat];
    const apart = Math.abs(chances[count][0] - chances[count][1]) < 0.08 ? (seat === 0 ? -6 : 6) : 0;
    plot.push(svg('text', { x: right + 5, y: y(end) + 3.5 + apart, class: `axis end seat${seat}` }, percent(end, false, 0)));
  }
  const marks = [];
  for (const [i, hand] of answer.hands.entries()) {
    const lucky = luckyIn(hand);
    if (lucky) {
      const [cx, cy] = along(lucky.seat, i, 1 / 3);
      const text = t('review.chart.mark', { n: i + 1, text: t('review.moment.luck', { player: player(lucky.seat), chance: pp(lucky.chance, true, 0) }) });
      marks.push(svg('g', { class: 'mark luck' }, svg('title', {}, text), diamond(cx, cy, 5), label(cx, cy, `+${formatNumber(100 * lucky.chance, 0)}`, true)));
    }
    for (const seat of [0, 1]) {
      const said = errorWords(errors[i][seat]);
      if (!said) continue;
      const [cx, cy] = along(seat, i, 2 / 3);
      const text = t('review.chart.mark', { n: i + 1, text: t('review.moment.error', { player: player(seat), what: said }) });
      marks.push(svg('g', { class: 'mark error' }, svg('title', {}, text), triangle(cx, cy, 5.5), label(cx, cy, errors[i][seat].blunder ? SYMBOL.blunder : SYMBOL.mistake, false)));
    }
  }
  const luckCount = answer.hands.filter(luckyIn).length;
  const errorCount = errors.reduce((sum, hand) => sum + hand.filter((count) => count.mistake + count.blunder).length, 0);
  const chart = svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-labelledby': 'review-chart-name', 'aria-describedby': 'review-chart-desc', class: 'chart' },
    svg('title', { id: 'review-chart-name' }, t('review.chart')),
    svg('desc', { id: 'review-chart-desc' }, t('review.chart.desc', {
      player: player(0),
      from: percent(chances[0][0], false, 0),
      to: percent(chances[count][0], false, 0),
      luck: tn('review.chart.lucks', luckCount),
      errors: tn('review.chart.errors', errorCount),
    })),
    ...plot,
    ...marks);
  figure.replaceChildren(chart, legend(), chartTable(answer, chances, errors));
}

/** Seat 0's points are circles, seat 1's squares: told apart without colour. */
function dot(seat, cx, cy) {
  return seat === 0
    ? svg('circle', { cx, cy, r: 2.6, class: 'dot seat0' })
    : svg('rect', { x: cx - 2.4, y: cy - 2.4, width: 4.8, height: 4.8, class: 'dot seat1' });
}

const diamond = (cx, cy, r) => svg('path', { d: `M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z`, class: 'shape' });
const triangle = (cx, cy, r) => svg('path', { d: `M${cx} ${cy - r}L${cx + r} ${cy + r * 0.8}L${cx - r} ${cy + r * 0.8}Z`, class: 'shape' });

/** What each line and mark means, each drawn as on the chart. */
function legend() {
  const sample = (...shapes) => svg('svg', { viewBox: '0 0 28 14', width: 28, height: 14, 'aria-hidden': 'true', class: 'chart' }, ...shapes);
  const item = (shape, text) => el('li', null, shape, ' ', text);
  return el('ul', 'chart-legend',
    item(sample(svg('line', { x1: 1, x2: 27, y1: 7, y2: 7, class: 'line seat0' }), dot(0, 14, 7)), player(0)),
    item(sample(svg('line', { x1: 1, x2: 27, y1: 7, y2: 7, class: 'line seat1' }), dot(1, 14, 7)), player(1)),
    item(sample(svg('g', { class: 'mark luck' }, diamond(14, 7, 5))), t('review.legend.luck', { chance: pp(LUCK_MARK, false, 0) })),
    item(sample(svg('g', { class: 'mark error' }, triangle(14, 7, 5.5))), t('review.legend.error')));
}

/** The chart's figures as a table: each point's chances, and what the hand after it held. */
function chartTable(answer, chances, errors) {
  const details = el('details', 'chart-data');
  const summary = el('summary', null, t('review.chart.table'));
  const table = el('table', 'options-table review-table');
  const th = (text, scope) => {
    const cell = el('th', null, text);
    cell.scope = scope;
    return cell;
  };
  table.append(el('caption', null, t('review.chart.caption')));
  table.append(el('thead', null, el('tr', null, th(t('review.chart.when'), 'col'), th(player(0), 'col'), th(player(1), 'col'), th(t('review.chart.moments'), 'col'))));
  const body = el('tbody');
  for (const [i, pair] of chances.entries()) {
    const moments = [];
    if (i < answer.hands.length) {
      const lucky = luckyIn(answer.hands[i]);
      if (lucky) moments.push(t('review.moment.luck', { player: player(lucky.seat), chance: pp(lucky.chance, true, 0) }));
      for (const seat of [0, 1]) {
        const said = errorWords(errors[i][seat]);
        if (said) moments.push(t('review.moment.error', { player: player(seat), what: said }));
      }
    }
    const when = i < answer.hands.length ? t('review.chart.start', { n: i + 1 }) : t('review.chart.final');
    body.append(el('tr', null, th(when, 'row'), el('td', null, percent(pair[0])), el('td', null, percent(pair[1])), el('td', null, moments.join('; ') || '–')));
  }
  table.append(body);
  details.append(summary, el('div', 'table-wrap', table));
  return details;
}
