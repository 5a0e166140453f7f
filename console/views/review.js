// A game reviewed (POST /v1/games/review), loaded on demand with its own strings
// (i18n/review.*.json). A person pastes a game log (the JSON /v1/games/score takes, each hand
// with the cards each seat was dealt), loads one from a file, or loads the example game; the
// view shows each player's account (decisions, verdicts, what they cost, the luck of the cards,
// the final margin and chance of winning explained term by term), a chart of each player's
// chance of winning hand by hand with the moments of luck and of error marked, and every
// decision hand by hand (who, what, the verdict, and for an error the better choice and its
// cost). A log the service refuses is refused next to the text field, in words: the hand, the
// part of it and the card a pointer names, never the pointer.
//
// The permalink is the log itself, compressed (deflate-raw, base64url) in one parameter `log`:
// a game of a dozen hands is a few kilobytes of JSON and well under two of link. `only` keeps the
// timeline's filter.

import { Requester } from '../api.js';
import { cardFace, parseCard } from '../cards.js';
import { clearProblems, showProblem } from '../form.js';
import { addStrings, amount, currentLanguage, formatNumber, t, tn, translate, winnerFirst } from '../i18n.js';

const STRINGS = {
  en: new URL('../i18n/review.en.json', import.meta.url),
  de: new URL('../i18n/review.de.json', import.meta.url),
  pl: new URL('../i18n/review.pl.json', import.meta.url),
};
/** A real game, fetched only when asked for. */
const EXAMPLE = new URL('../examples/review-game.json', import.meta.url);
/** A hand's luck this large (in chance of winning) is a moment the chart marks. */
const LUCK_MARK = 0.1;
/** Verdicts as a shape for the eye (the chess annotator's marks), said with their word. */
const SYMBOL = { none: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };
const ERRORS = ['mistake', 'blunder'];
const SVG = 'http://www.w3.org/2000/svg';

const FORM = `
<p class="hint" data-i18n="review.hint"></p>
<form id="review-form" novalidate aria-labelledby="review-title">
  <div class="field"><label for="review-log" data-i18n="review.log"></label>
    <textarea id="review-log" name="log" rows="8" spellcheck="false" autocomplete="off" data-pointer=""></textarea></div>
  <div class="actions">
    <button type="submit" class="primary" data-i18n="review.submit"></button>
    <span class="file-button"><input id="review-file" class="sr-only" type="file" accept=".json,application/json"><label for="review-file" data-i18n="review.file"></label></span>
    <button type="button" data-action="example" data-i18n="review.example"></button>
    <button type="button" data-action="clear" data-i18n="action.clear"></button>
  </div>
  <div class="form-problem" role="alert"></div>
</form>`;

const RESULT = `
<h3 id="review-result-title" data-i18n="review.result"></h3>
<p class="verdict"></p>
<h4 id="review-summary-title" data-i18n="review.summary"></h4>
<div class="table-wrap" tabindex="0" role="region" aria-labelledby="review-summary-title">
  <table class="options-table review-table review-summary"><thead></thead><tbody></tbody></table>
</div>
<h4 id="review-margin-title" data-i18n="review.margin"></h4>
<p class="hint" data-i18n="review.margin.hint"></p>
<div class="table-wrap" tabindex="0" role="region" aria-labelledby="review-margin-title">
  <table class="options-table review-table review-margin"><thead></thead><tbody></tbody></table>
</div>
<ul class="review-sentences"></ul>
<h4 id="review-chart-title" data-i18n="review.chart"></h4>
<figure class="review-chart" aria-labelledby="review-chart-title"></figure>
<h4 id="review-timeline-title" data-i18n="review.timeline"></h4>
<label class="check"><input type="checkbox" name="only"> <span data-i18n="review.only"></span></label>
<p class="review-shown hint" aria-live="polite"></p>
<ol class="review-hands" aria-labelledby="review-timeline-title"></ol>
<p class="hint review-model"></p>
<p class="links"><a class="permalink" href="#review" data-i18n="result.permalink"></a> <button type="button" data-action="copy" data-i18n="result.copy"></button></p>`;

/** Markup as nodes. */
function nodes(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** An element with a class and its content. */
function el(tag, className, ...content) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.append(...content.filter((part) => part !== null && part !== undefined && part !== ''));
  return element;
}

/** An SVG element with its attributes. */
function svg(tag, attributes = {}, ...content) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...content);
  return element;
}

/** Text → deflate-raw → base64url: the log in a link. */
async function pack(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The inverse of `pack`; throws when the link does not hold one. */
async function unpack(packed) {
  const binary = atob(packed.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** A log as people read it: the game's fields on the first line, then a line per hand. */
function pretty(log) {
  if (!log || typeof log !== 'object' || !Array.isArray(log.hands)) return JSON.stringify(log, null, 1);
  const { hands, ...game } = log;
  const head = Object.entries(game).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)},\n `);
  return `{${head.join('')}"hands": [\n${hands.map((hand) => `  ${JSON.stringify(hand)}`).join(',\n')}\n ]\n}`;
}

export async function mount(section, context) {
  await addStrings(STRINGS);
  const result = section.querySelector(':scope > .result');
  result.before(nodes(FORM));
  result.append(nodes(RESULT));
  translate(section);

  const form = section.querySelector('#review-form');
  const textarea = form.elements.log;
  const only = result.querySelector('input[name="only"]');
  const requester = new Requester();
  /** The last answer on screen, or null (none yet, refused, or withdrawn). */
  let answered = null;
  /** The log sent last, compressed for the permalink (the filter's change reuses it at once). */
  let packed = null;

  const player = (seat) => t('player', { n: seat + 1 });
  const other = (seat) => player(1 - seat);
  const lang = () => currentLanguage();
  /** Points with one decimal: "2.4", "−0.8" (a true minus sign), "+1.2" when `sign`. */
  const points = (value, sign = false) => {
    const text = formatNumber(Math.abs(value), 1);
    if (Math.abs(value) < 0.05) return text;
    return value < 0 ? `−${text}` : sign ? `+${text}` : text;
  };
  /** A chance as the language writes a percentage: one decimal, signed when `sign`. */
  const percent = (value, sign = false, digits = 1) => {
    const text = new Intl.NumberFormat(lang(), { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(value));
    if (Math.abs(value) < 0.5 * 10 ** -(digits + 2)) return text;
    return value < 0 ? `−${text}` : sign ? `+${text}` : text;
  };
  const known = (value) => typeof value === 'number' && Number.isFinite(value);
  const pointsOf = (value, sign) => t('review.points', { n: points(value, sign) });
  /** Whole points, signed: "+12 points", "0 points". */
  const wholePoints = (n) => amount('points', n, 0, signedInt(n));
  /**
   * A change in the chance of winning, in percentage points ("+16.3 percentage points"): a
   * chance of 60% that loses 2% of itself and one that drops to 58% are not the same.
   */
  const pp = (value, sign = false, digits = 1) => {
    const text = formatNumber(Math.abs(100 * value), digits);
    const shown = Math.abs(value) < 0.5 * 10 ** -(digits + 2) ? text : value < 0 ? `−${text}` : sign ? `+${text}` : text;
    return amount('pp', 100 * value, digits, shown);
  };
  /** Points and chance together ("+4.0 points, +16.3 percentage points"); the chance left out when the board does not serve the target. */
  const both = (part, sign = true) => (known(part?.win_probability) ? t('review.both', { points: pointsOf(part.points, sign), chance: pp(part.win_probability, sign) }) : pointsOf(part.points, sign));

  /** Points and chance in a table's cell, a line each. */
  const lines = (part) => [el('span', 'line', pointsOf(part.points, true)), known(part.win_probability) ? el('span', 'line', pp(part.win_probability, true)) : null];

  /** A choice as faces: cards laid away, a card, or a go. */
  function choice(value) {
    if (value === 'go') return [t('review.go')];
    const cards = Array.isArray(value) ? value : [value];
    return cards.flatMap((card, index) => [index ? ' ' : '', parseCard(card) ? cardFace(parseCard(card)) : String(card)]).filter(Boolean);
  }

  /** Where a pointer points in the log, in words: "/hands/1/dealt/0/2" → "Hand 2, the cards dealt, Player 1, card 3". */
  function place(pointer) {
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
  function describe(error) {
    const where = place(error.pointer);
    if (!where) return error.detail;
    return t('review.at', { place: where[0].toLocaleUpperCase(lang()) + where.slice(1), detail: error.detail });
  }

  function refuse(problem) {
    answered = null;
    result.hidden = true;
    const said = showProblem(form, problem, { heading: t('review.refused'), describe, typed: false });
    context.refuse(said, form);
  }

  /** Reads the text field: the log, or null after saying why it is not one. */
  function readLog() {
    const text = textarea.value.trim();
    let log = null;
    try {
      log = JSON.parse(text);
    } catch {
      // not JSON: said below
    }
    if (!log || typeof log !== 'object' || Array.isArray(log)) {
      refuse({ errors: [{ pointer: '', detail: t(text ? 'review.notjson' : 'review.empty') }] });
      return null;
    }
    return log;
  }

  /** The permalink: the log compressed, and the filter when it is on. */
  function publish() {
    const params = new URLSearchParams();
    if (packed) params.set('log', packed);
    if (only.checked) params.set('only', '1');
    context.publish(params);
  }

  async function review(log) {
    clearProblems(form);
    const [reply, compressed] = await Promise.all([requester.send('/v1/games/review', log), pack(JSON.stringify(log))]);
    if (reply.aborted) return;
    packed = compressed;
    publish();
    if (reply.problem) {
      refuse(reply.problem);
      return;
    }
    answered = reply.data;
    render(answered);
    context.announce(`${outcome(answered)} ${counts(answered)}`);
  }

  /** The game's outcome in a sentence. */
  function outcome(answer) {
    const game = answer.game;
    if (game.game_over) return t('review.won', { player: player(game.winner), scores: winnerFirst(game.scores, game.winner), hand: game.won_in + 1 });
    return tn('review.goes.on', game.hands.length, { scores: game.scores.join(' – ') });
  }

  /** Each seat's errors counted: "Player 1: 1 blunder, 3 mistakes, 2 inaccuracies; Player 2: ...". */
  function counts(answer) {
    const each = answer.seats.map((seat) => t('review.counts', {
      player: player(seat.seat),
      blunders: tn('review.n.blunder', seat.verdicts.blunder),
      mistakes: tn('review.n.mistake', seat.verdicts.mistake),
      inaccuracies: tn('review.n.inaccuracy', seat.verdicts.inaccuracy),
    }));
    return `${each.join('; ')}.`;
  }

  function render(answer) {
    result.querySelector('.verdict').textContent = outcome(answer);
    renderSummary(answer);
    renderMargin(answer);
    renderChart(answer);
    renderTimeline(answer);
    const { points: p, win_probability: w } = answer.thresholds;
    result.querySelector('.review-model').replaceChildren(
      t('review.thresholds', {
        inaccuracy: pointsOf(p.inaccuracy), mistake: pointsOf(p.mistake), blunder: pointsOf(p.blunder),
        winaccuracy: pp(w.inaccuracy, false, 0), wmistake: pp(w.mistake, false, 0), wblunder: pp(w.blunder, false, 0),
      }),
      ' ',
      t('review.model'),
    );
    result.hidden = false;
  }

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
  function renderSummary(answer) {
    const seats = answer.seats;
    const chance = (value) => (known(value) ? pp(value) : t('review.unknown'));
    const verdict = (name) => symbol(name);
    const rows = [
      [t('review.row.decisions'), ...seats.map((seat) => t('review.decisions', { n: seat.decisions, forced: tn('review.n.forced', seat.forced) }))],
      ...['blunder', 'mistake', 'inaccuracy'].map((name) => [
        { text: [verdict(name), ' ', t(`review.row.${name}`)] },
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
  function renderMargin(answer) {
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
    result.querySelector('.review-sentences').replaceChildren(...seats.map((seat) => el('li', null, t('review.margin.sentence', {
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

  const signedInt = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

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
  function renderChart(answer) {
    const figure = result.querySelector('.review-chart');
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

  /** Every decision, hand by hand: who, what, the verdict; for an error, the better choice and the cost. */
  function renderTimeline(answer) {
    const byHand = answer.hands.map(() => []);
    for (const decision of answer.decisions) byHand[decision.hand]?.push(decision);
    result.querySelector('.review-hands').replaceChildren(...answer.hands.map((hand, index) => {
      const item = el('li', 'review-hand');
      const heading = el('h5', null, t('review.hand', { n: index + 1 }));
      const head = [t('review.hand.deals', { player: player(hand.dealer) }), t('review.hand.before', { scores: hand.scores.join(' – ') })];
      if (hand.win_probability) head.push(t('review.hand.chance', { chances: hand.win_probability.map((p) => percent(p, false, 0)).join(' – ') }));
      const lucky = hand.seats.findIndex((part) => part.luck.points > 0.05);
      const luck = lucky < 0 ? null : el('p', 'hand-luck', t('review.hand.luck', { player: player(lucky), luck: both(hand.seats[lucky].luck) }));
      const list = el('ol', 'decisions');
      list.append(...byHand[index].map((decision) => decisionItem(decision)));
      item.append(heading, el('p', 'hand-head', head.join(' · ')), luck, list, el('p', 'hint none-shown', t('review.hand.clean')));
      return item;
    }));
    applyFilter();
  }

  function decisionItem(decision) {
    const item = el('li', `decision ${decision.verdict}`);
    item.dataset.verdict = decision.verdict;
    const who = player(decision.seat);
    const what = decision.kind === 'discard'
      ? [t('review.discards', { player: who }), ' ', ...choice(decision.chosen)]
      : decision.chosen === 'go'
        ? [t('review.says.go', { player: who })]
        : [t('review.lays', { player: who }), ' ', ...choice(decision.chosen)];
    const name = decision.forced ? t('review.forced') : t(`review.verdict.${decision.verdict}`);
    item.append(el('span', `verdict-mark ${decision.verdict}`, symbol(decision.verdict), ' ', name), ' ', el('span', 'what', ...what));
    if (decision.verdict !== 'none') {
      const lost = known(decision.loss.win_probability)
        ? t('review.lost', { points: pointsOf(decision.loss.points), chance: pp(decision.loss.win_probability) })
        : t('review.lost.points', { points: pointsOf(decision.loss.points) });
      const scale = decision.scale === 'win_probability' ? ` ${t('review.scale.chance')}` : '';
      item.append(el('span', 'better', t('review.better'), ' ', ...choice(decision.best), ` · ${lost}${scale}`));
    }
    return item;
  }

  /** A verdict's mark for the eye; its word is beside it, so screen readers skip the mark. */
  function symbol(verdict) {
    const mark = el('span', `symbol ${verdict}`, SYMBOL[verdict]);
    mark.setAttribute('aria-hidden', 'true');
    return mark;
  }

  /** "Show only mistakes and blunders": the others hidden, a hand without one says so. */
  function applyFilter() {
    const list = result.querySelector('.review-hands');
    let shown = 0;
    for (const hand of list.children) {
      let left = 0;
      for (const item of hand.querySelectorAll('.decision')) {
        item.hidden = only.checked && !ERRORS.includes(item.dataset.verdict);
        if (!item.hidden) left += 1;
      }
      hand.querySelector('.none-shown').hidden = !only.checked || left > 0;
      shown += left;
    }
    const total = list.querySelectorAll('.decision').length;
    result.querySelector('.review-shown').textContent = only.checked ? tn('review.shown', shown, { total }) : tn('review.all', total);
  }

  function withdraw() {
    clearProblems(form);
    if (!answered) return;
    requester.cancel();
    answered = null;
    result.hidden = true;
    context.withdraw();
  }

  async function loadText(text) {
    let log = null;
    try {
      log = JSON.parse(text);
    } catch {
      // shown as typed: the review says what is wrong
    }
    textarea.value = log ? pretty(log) : text;
    withdraw();
    const read = readLog();
    if (read) await review(read);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const log = readLog();
    if (log) review(log);
  });
  textarea.addEventListener('input', withdraw);
  form.querySelector('#review-file').addEventListener('change', async (event) => {
    const [file] = event.target.files;
    if (!file) return;
    try {
      await loadText(await file.text());
    } catch {
      refuse({ own: true, detail: t('review.file.failed') });
    }
    event.target.value = '';
  });
  form.querySelector('[data-action="example"]').addEventListener('click', async () => {
    const response = await fetch(EXAMPLE).catch(() => null);
    if (!response?.ok) {
      refuse({ own: true, detail: t('review.file.failed') });
      return;
    }
    await loadText(await response.text());
  });
  // Clear: the log, the review or the refusal, what the live region said, and the link all go.
  form.querySelector('[data-action="clear"]').addEventListener('click', () => {
    requester.cancel();
    textarea.value = '';
    packed = null;
    answered = null;
    result.hidden = true;
    clearProblems(form);
    context.withdraw();
    context.publish(new URLSearchParams());
    textarea.focus();
  });
  only.addEventListener('change', () => {
    applyFilter();
    publish();
  });

  return {
    async restore(params) {
      only.checked = params.get('only') === '1';
      const packed = params.get('log');
      if (!packed) return;
      let text;
      try {
        text = await unpack(packed);
      } catch {
        textarea.value = '';
        refuse({ own: true, detail: t('review.link.broken') });
        return;
      }
      await loadText(text);
    },
    refresh() {
      // The page's words change: the review is drawn again in them; a refusal is asked again.
      if (answered) {
        render(answered);
        context.announce(`${outcome(answered)} ${counts(answered)}`);
      } else if (form.querySelector('.form-problem:not(:empty)')) form.requestSubmit();
    },
  };
}
