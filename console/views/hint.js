// The best play now (POST /v1/pegging/recommend), under the play being recorded: the cards the
// player to act still holds in, every card they may lay out, best first, each with the points it
// scores at once and what each side can expect from it to the end of the play. The service's
// model decides; the page only shows it.

import { Requester } from '../api.js';
import { cardFace, cardName, parseCard, tokens, wire } from '../cards.js';
import { clearProblems, describeListItem, inCodes, showProblem } from '../form.js';
import { formatNumber, t, tn } from '../i18n.js';

/**
 * `form` is the hint's form; `play()` gives `{ events, game }` of the play recorded above it;
 * `publish()` rewrites the permalink. Returns `{ params(), restore(params), refresh(), laid(card),
 * applyGame() }`.
 */
export function mountHint(form, context, { play, publish }) {
  const result = form.querySelector('.hint-result');
  const requester = new Requester();
  let answer = null;

  const player = (seat) => t('player', { n: seat + 1 });
  const signed = (value) => (value > 0 ? '+' : value < 0 ? '−' : '') + formatNumber(Math.abs(value), 2);

  function request() {
    const { events, game } = play();
    const body = { hand: tokens(form.elements.hinthand.value).map(wire), events };
    if (game !== 'six_card') body.variant = game;
    const starter = form.elements.hintstarter.value.trim();
    if (starter) body.starter = wire(starter);
    return body;
  }

  async function suggest() {
    const reply = await requester.send('/v1/pegging/recommend', request());
    if (reply.aborted) return;
    if (reply.problem) {
      forget();
      const said = showProblem(form, reply.problem, {
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
    const sentence = t(best.card ? 'hint.best' : 'hint.go', {
      player: player(answer.player),
      card: named(best),
      now: tn('points', best.points),
      own: formatNumber(best.expected.own, 2),
      opponent: formatNumber(best.expected.opponent, 2),
      net: signed(best.expected.net),
    });
    form.querySelector('.hint-best').textContent = sentence;
    form.querySelector('th[data-own]').textContent = player(answer.player);
    form.querySelector('th[data-opponent]').textContent = player(1 - answer.player);
    form.querySelector('tbody').replaceChildren(...answer.options.map(row));
    result.hidden = false;
    context.announce(sentence);
  }

  function row(option, index) {
    const tr = document.createElement('tr');
    if (index === 0) tr.className = 'best-row';
    const head = document.createElement('th');
    head.scope = 'row';
    if (option.card) head.append(cardFace(option.card));
    else head.textContent = t('play.go');
    const cell = (text) => {
      const td = document.createElement('td');
      td.textContent = text;
      return td;
    };
    tr.append(
      head,
      cell(String(option.points)),
      cell(formatNumber(option.expected.own, 2)),
      cell(formatNumber(option.expected.opponent, 2)),
      cell(signed(option.expected.net)),
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
    /** The advice is for two players, six- or five-card. */
    applyGame() {
      const { game } = play();
      form.closest('.best-play').hidden = !['six_card', 'five_card'].includes(game);
      forget();
    },
    refresh() {
      if (answer) suggest();
    },
  };
}
