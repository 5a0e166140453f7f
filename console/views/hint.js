// The best play now (POST /v1/pegging/recommend), under the play being recorded: the cards the
// player to act still holds in, every card they may lay out, best first, each with the points it
// scores at once and what each side can expect from it to the end of the play. The service's
// model decides; the page only shows it. Two players: exact, the player and the opponent. Three
// and four: estimated over deals drawn at random, each player's expectation in the play's order,
// the net give or take its standard error (four players: the side's, a partner's points counted).

import { Requester } from '../api.js';
import { cardFace, cardName, parseCard, tokens, wire } from '../cards.js';
import { clearProblems, describeListItem, inCodes, sayUnclear, showProblem } from '../form.js';
import { amount, formatNumber, t, tn } from '../i18n.js';

/**
 * `form` is the hint's form; `play()` gives `{ events, game }` of the play recorded above it;
 * `publish()` rewrites the permalink. Returns `{ params(), restore(params), refresh(), laid(card),
 * applyGame() }`.
 */
export function mountHint(form, context, { play, publish }) {
  const result = form.querySelector('.hint-result');
  const requester = new Requester();
  let answer = null;
  /** The column headings, each figure's label on a phone. */
  let labels = [];

  const player = (seat) => t('player', { n: seat + 1 });
  const signed = (value) => (value > 0 ? '+' : value < 0 ? '−' : '') + formatNumber(Math.abs(value), 2);
  /** Points with their unit: "5.51 points"; `text` the figure as written (signed, with a margin). */
  const points = (value, text = formatNumber(value, 2)) => amount('points', value, 2, text);
  /** A sampled figure's standard error, as people read a margin: "±0.07". */
  const margin = (error) => `±${formatNumber(error, 2)}`;
  /** A table of three or four: every player's figures, sampled, each net give or take its margin. */
  const table = () => ['three_player', 'four_player'].includes(answer.variant);
  /** Four players: the partner opposite, two seats on in the play's order. */
  const partnerOf = (seat) => (seat + 2) % 4;

  function request() {
    const { events, game } = play();
    const body = { hand: tokens(form.elements.hinthand.value).map(wire), events };
    if (game !== 'six_card') body.variant = game;
    const starter = form.elements.hintstarter.value.trim();
    if (starter) body.starter = wire(starter);
    return body;
  }

  async function suggest() {
    if (sayUnclear(form, context, t('hint.refused'))) {
      forget();
      return;
    }
    const reply = await requester.send('/v1/pegging/recommend', request());
    if (reply.aborted) return;
    if (reply.problem) {
      forget();
      const said = showProblem(form, reply.problem, {
        heading: t('hint.refused'),
        describe: (error, control) => describeListItem(error, control, tokens(control.value)),
      });
      context.refuse(said, form);
      return;
    }
    clearProblems(form);
    answer = reply.data;
    render();
    publish();
  }

  /** Names an option: a card's spoken name, or "go". */
  const named = (option) => (option.card ? cardName(option.card) : t('play.go'));

  function render() {
    const best = answer.options[0];
    const four = answer.variant === 'four_player';
    const kind = table() ? (four ? '.four' : '.three') : '';
    const sentence = t(`${best.card ? 'hint.best' : 'hint.go'}${kind}`, {
      player: player(answer.player),
      partner: four ? player(partnerOf(answer.player)) : '',
      card: named(best),
      now: tn('points', best.points),
      own: points(best.expected.own),
      opponent: points(best.expected.opponent),
      net: points(best.expected.net, table() ? `${signed(best.expected.net)} ${margin(best.expected.net_standard_error)}` : signed(best.expected.net)),
    });
    form.querySelector('.hint-best').textContent = sentence;
    const caption = form.querySelector('caption');
    caption.dataset.i18n = table() ? 'hint.caption.table' : 'hint.caption';
    caption.textContent = t(caption.dataset.i18n);
    const [card, now, net] = form.querySelectorAll('thead th:not([data-seat])');
    const columns = [card, now, ...seats().map(heading), net];
    form.querySelector('thead tr').replaceChildren(...columns);
    // At a table of three or four each option is a card on a phone, every figure labelled.
    const options = form.querySelector('table');
    options.classList.toggle('by-seat', table());
    options.classList.toggle('seats-4', answer.variant === 'four_player');
    labels = columns.map((th) => th.textContent);
    form.querySelector('tbody').replaceChildren(...answer.options.map(row));
    const notes = form.querySelector('.hint-notes');
    notes.hidden = !table();
    if (table()) {
      const who = { player: player(answer.player), partner: four ? player(partnerOf(answer.player)) : '' };
      notes.querySelector('.hint-net').textContent = t(four ? 'hint.net.four' : 'hint.net.three', who);
      notes.querySelector('.hint-sampled').textContent = t('hint.sampled', { samples: formatNumber(answer.samples, 0) });
    }
    result.hidden = false;
    context.announce(sentence);
  }

  /**
   * The columns between "Now" and "Net": two players, the player to act then the opponent; three
   * and four, every player in the play's order.
   */
  function seats() {
    if (!table()) return [answer.player, 1 - answer.player];
    return answer.options[0].expected.players.map((_, seat) => seat);
  }

  function heading(seat) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.dataset.seat = String(seat);
    const four = answer.variant === 'four_player';
    if (!table()) th.textContent = player(seat);
    else if (seat === answer.player) {
      th.textContent = t('hint.col.acting', { player: player(seat) });
      th.className = 'acting';
    } else if (four && seat === partnerOf(answer.player)) th.textContent = t('hint.col.partner', { player: player(seat) });
    else th.textContent = player(seat);
    return th;
  }

  function row(option, index) {
    const tr = document.createElement('tr');
    if (index === 0) tr.className = 'best-row';
    const head = document.createElement('th');
    head.scope = 'row';
    if (option.card) head.append(cardFace(option.card));
    else head.textContent = t('play.go');
    head.dataset.label = labels[0];
    const cell = (label, ...content) => {
      const td = document.createElement('td');
      td.dataset.label = label;
      td.append(...content);
      return td;
    };
    const expected = option.expected;
    const figures = table() ? expected.players : [expected.own, expected.opponent];
    const net = cell(labels.at(-1), signed(expected.net));
    net.className = 'ranks';
    if (table()) {
      const error = document.createElement('span');
      error.className = 'range';
      error.textContent = margin(expected.net_standard_error);
      net.append(' ', error);
    }
    tr.append(
      head,
      cell(labels[1], String(option.points)),
      ...figures.map((value, seat) => {
        const td = cell(labels[seat + 2], formatNumber(value, 2));
        if (table() && seat === answer.player) td.className = 'acting';
        return td;
      }),
      net,
    );
    return tr;
  }

  function forget() {
    requester.cancel();
    answer = null;
    result.hidden = true;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    suggest();
  });

  return {
    params() {
      const params = new URLSearchParams();
      for (const name of ['hinthand', 'hintstarter']) {
        const value = form.elements[name].value.trim();
        if (value) params.set(name, inCodes(value));
      }
      return params;
    },
    restore(params) {
      form.elements.hinthand.value = params.get('hinthand') ?? '';
      form.elements.hintstarter.value = params.get('hintstarter') ?? '';
      forget();
      clearProblems(form);
      return form.elements.hinthand.value.trim() !== '';
    },
    ask: suggest,
    /** The cards typed or picked for the hand; `toggle` picks or drops one. */
    held: () => tokens(form.elements.hinthand.value).map(parseCard),
    toggle(card) {
      const typed = tokens(form.elements.hinthand.value);
      const left = typed.filter((text) => parseCard(text) !== card);
      form.elements.hinthand.value = (left.length < typed.length ? left : [...typed, card]).join(' ');
      forget();
    },
    /** A card laid in the play leaves the hand it came from; the old advice is stale. */
    laid(card) {
      const left = tokens(form.elements.hinthand.value).filter((text) => parseCard(text) !== card);
      form.elements.hinthand.value = left.join(' ');
      forget();
    },
    /** The play was thrown away or rewound: whatever was advised no longer stands. */
    forget,
    /** Every game: exact for two players; three and four are sampled, and the hint says against whom. */
    applyGame() {
      const { game } = play();
      const intro = form.querySelector('.hint-intro');
      intro.dataset.i18n = ['three_player', 'four_player'].includes(game) ? 'hint.hint.table' : 'hint.hint';
      intro.textContent = t(intro.dataset.i18n);
      forget();
    },
    refresh() {
      if (answer) suggest();
    },
  };
}
