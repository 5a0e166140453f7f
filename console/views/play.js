// Record a play: cards and goes as they happen, each checked by the service before it counts
// (POST /v1/pegging/validate gives the refusal in the page's language), then the whole play
// scored again (POST /v1/pegging/score): the count, every card's points and why, the go and
// last-card points, whose turn it is. Below it, the best play now for the player to act, and a
// one-off check against a bare count. A go is the Go button, or typed in the page's language
// ("go", "Passe", "Dalej"); a card typed goes to the service as its code.

import { Requester, post } from '../api.js';
import { cardFace, cardName, parseCard, tokens, wire } from '../cards.js';
import { clearProblems, formState, numberOrText, restoreForm, sayUnclear, serviceText, showProblem } from '../form.js';
import { CardGrid } from '../grid.js';
import { isGo, t, tn } from '../i18n.js';
import { mountHint } from './hint.js';

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export function mount(section, context) {
  const form = section.querySelector('#play-form');
  const result = section.querySelector('.result');
  const gridElement = section.querySelector('.card-grid');
  const typed = form.elements.card;
  const goButton = form.querySelector('[data-action="go"]');
  const checker = mountCheck(section.querySelector('#check-form'), context, () => publish());
  const hint = mountHint(section.querySelector('#hint-form'), context, {
    play: () => ({ events, game: form.elements.game.value }),
    publish: () => publish(),
  });
  let events = [];
  let answer = null;
  // Plays are recorded one after another, each against the answer to the one before: a second
  // tap waits for the first instead of racing it.
  let queue = Promise.resolve();
  let generation = 0;
  const enqueue = (step) => {
    const mine = generation;
    queue = queue.then(() => (mine === generation ? step() : undefined)).catch(() => {});
    return queue;
  };

  const played = () => new Set((answer?.events ?? []).map((e) => e.card).filter(Boolean));
  // The grid lays cards; while "Pick them in the grid" is pressed it picks the best play's hand.
  const pickButton = section.querySelector('[data-action="pick"]');
  let picking = false;
  const grid = new CardGrid(gridElement, {
    stateOf: (card) => ({ disabled: played().has(card), selected: picking && hint.held().includes(card) }),
    onActivate: (card) => (picking ? picked(card) : enqueue(() => lay(card, gridElement))),
  });

  function pick(on, ask = true) {
    picking = on;
    grid.multiselect = on;
    pickButton.setAttribute('aria-pressed', String(on));
    gridElement.setAttribute('aria-label', t(on ? 'hint.grid' : 'play.grid'));
    grid.refresh();
    if (on) gridElement.querySelector('[tabindex="0"]').focus();
    else if (ask && hint.held().length) hint.ask();
  }

  /** A card picked for the hand: a whole hand (four less those laid; three in five-card) is asked at once. */
  function picked(card) {
    hint.toggle(card);
    grid.refresh();
    const seat = answer?.next_player ?? 0;
    const laid = (answer?.events ?? []).filter((event) => event.card && event.player === seat).length;
    if (hint.held().length === (form.elements.game.value === 'five_card' ? 3 : 4) - laid) pick(false);
  }
  pickButton.addEventListener('click', () => pick(!picking));

  function body(list) {
    const game = form.elements.game.value;
    return game === 'six_card' ? { events: list } : { events: list, variant: game };
  }

  /** Where a problem about the newest event belongs: the grid, the typed field or Go. */
  const locator = (source) => (pointer) =>
    pointer === '/card' || pointer.startsWith('/events') || pointer.startsWith('/series') ? source : null;

  async function lay(text, source) {
    const mine = generation;
    const check = await post('/v1/pegging/validate', { series: answer?.series ?? [], card: wire(text) });
    if (mine !== generation) return undefined;
    if (check.problem) return refuse(check.problem, source, 'play.refused');
    if (!check.data.legal) return refuseWith(check.data.reason, source);
    await record([...events, wire(text)], source);
  }

  async function record(list, source) {
    const mine = generation;
    const reply = await post('/v1/pegging/score', body(list));
    if (mine !== generation) return undefined; // a new play began meanwhile
    if (reply.problem) return refuse(reply.problem, source, list.length > events.length && list.at(-1) !== 'go' ? 'play.refused' : 'play.refused.play');
    clearProblems(form);
    if (list.length > events.length && list.at(-1) !== 'go') hint.laid(parseCard(list.at(-1)));
    else hint.forget();
    events = list;
    answer = reply.data;
    // Cleared only if it still holds what was laid: a card typed while this one was out stays.
    const text = typed.value.trim();
    if (source === typed && (list.at(-1) === 'go' ? isGo(text) : wire(text) === list.at(-1))) typed.value = '';
    render();
    publish();
  }

  /** A refusal next to where it was tapped or typed, headed by what cannot be done (`key`: a card laid, or the play). */
  function refuse(problem, source, key) {
    context.refuse(showProblem(form, problem, { heading: t(key), locate: locator(source) }), form);
  }

  /** The service's reason a card may not be laid, next to where it was tapped or typed. */
  function refuseWith(reason, source) {
    refuse({ errors: [{ pointer: '/card', detail: reason }] }, source, 'play.refused');
  }

  function render() {
    grid.refresh();
    result.hidden = events.length === 0;
    section.querySelector('.count-value').textContent = String(answer?.count ?? 0);
    section.querySelector('.turn').textContent = turnText();
    section.querySelector('.totals').textContent = totalsText();
    const list = result.querySelector('.events');
    list.replaceChildren(...(answer?.events ?? []).map((event, index) => eventRow(event, index)));
    const last = answer?.events.at(-1);
    if (last) context.announce(`${describe(last, answer.events.length - 1)} ${turnText()}`);
  }

  function player(index) {
    return t('player', { n: index + 1 });
  }

  function turnText() {
    if (!answer) return t('play.turn', { player: player(0) });
    if (answer.next_player === null || answer.next_player === undefined) return t('play.over');
    return t('play.turn', { player: player(answer.next_player) });
  }

  function totalsText() {
    const totals = answer?.totals ?? [0, 0];
    const seats = totals.map((points, seat) => `${player(seat)}: ${points}`).join(' · ');
    const sides = answer?.partnership_totals;
    return sides ? `${seats} (${t('play.partners', { a: sides[0], b: sides[1] })})` : seats;
  }

  /** "Player 2 lays five of hearts, count 15. Fifteen: 2 points. Player 2 pegs one for the go." */
  function describe(event, index) {
    const laid = event.card
      ? t('play.laid', { player: player(event.player), card: cardName(event.card), count: event.count })
      : t('play.said.go', { player: player(event.player) });
    return [laid, ...scoring(event, index)].join(' ');
  }

  /** What an event scored and what it closed, sentence by sentence. */
  function scoring(event, index) {
    const parts = [];
    for (const item of event.items) parts.push(`${capitalized(t(`peg.${item.category}`))}: ${tn('points', item.points)}.`);
    if (event.go_point) {
      const lastCard = answer.over && index === answer.events.length - 1;
      parts.push(t(lastCard ? 'play.lastcard' : 'play.gopoint', { player: player(event.go_point.player) }));
    }
    if (event.renege) parts.push(t('play.renege'));
    for (const penalty of event.penalties ?? []) {
      parts.push(t('play.penalty', { player: player(penalty.player), points: penalty.points }));
    }
    if (event.series_closed) parts.push(t('play.reset'));
    return parts;
  }

  function eventRow(event, index) {
    const row = document.createElement('li');
    row.className = event.series_closed ? 'closes' : '';
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = player(event.player);
    const what = document.createElement('span');
    what.className = 'what';
    if (event.card) what.append(cardFace(event.card));
    else what.textContent = t('play.go');
    const count = document.createElement('span');
    count.className = 'count';
    count.textContent = String(event.count);
    row.append(who, what, count);
    const said = scoring(event, index);
    if (said.length) {
      const why = document.createElement('span');
      why.className = 'why';
      why.textContent = said.join(' ');
      row.append(why);
    }
    return row;
  }

  function publish() {
    const params = new URLSearchParams();
    if (form.elements.game.value !== 'six_card') params.set('game', form.elements.game.value);
    if (events.length) params.set('events', events.join(' '));
    for (const [name, value] of hint.params()) params.set(name, value);
    for (const [name, value] of checker.params()) params.set(name, value);
    context.publish(params);
  }

  function reset() {
    if (picking) pick(false, false);
    generation += 1; // plays still queued belong to the play being thrown away
    events = [];
    answer = null;
    clearProblems(form);
    hint.forget();
    render();
    context.withdraw();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = typed.value.trim();
    if (isGo(text)) enqueue(() => record([...events, 'go'], typed));
    else if (text && !sayUnclear(form, context, t('play.refused'))) enqueue(() => lay(text, typed));
  });
  goButton.addEventListener('click', () => enqueue(() => record([...events, 'go'], goButton)));
  form.querySelector('[data-action="undo"]').addEventListener('click', () => enqueue(() => {
    if (events.length > 1) return record(events.slice(0, -1), gridElement);
    reset();
    publish();
    return undefined;
  }));
  form.querySelector('[data-action="new"]').addEventListener('click', () => {
    reset();
    publish();
    gridElement.querySelector('[tabindex="0"]')?.focus();
  });
  form.elements.game.addEventListener('change', () => {
    hint.applyGame();
    enqueue(() => (events.length ? record(events, gridElement) : publish()));
  });

  render();
  return {
    restore(params) {
      form.elements.game.value = params.get('game') ?? 'six_card';
      if (!form.elements.game.value) form.elements.game.value = 'six_card';
      const list = tokens(params.get('events'));
      reset();
      hint.applyGame();
      const ask = hint.restore(params);
      if (list.length) enqueue(() => record(list, gridElement));
      if (ask) enqueue(() => hint.ask());
      checker.restore(params);
    },
    refresh() {
      if (picking) gridElement.setAttribute('aria-label', t('hint.grid'));
      grid.refresh();
      render();
      hint.refresh();
      checker.refresh();
    },
  };
}

/** "May I play this card?" against a count: POST /v1/pegging/validate. */
function mountCheck(form, context, publish) {
  const verdict = form.querySelector('.check-verdict');
  const requester = new Requester();
  let asked = null;

  async function check() {
    if (sayUnclear(form, context, t('check.refused'))) {
      asked = null;
      verdict.textContent = '';
      return;
    }
    const body = { card: wire(form.elements.checkcard.value) };
    const count = form.elements.count.value.trim();
    if (count) body.count = numberOrText(count);
    const hand = tokens(form.elements.checkhand.value).map(wire);
    if (hand.length) body.hand = hand;
    const reply = await requester.send('/v1/pegging/validate', body);
    if (reply.aborted) return;
    if (reply.problem) {
      asked = null;
      verdict.textContent = '';
      showProblem(form, reply.problem, { heading: t('check.refused') });
      return;
    }
    clearProblems(form);
    asked = formState(form);
    verdict.replaceChildren(...verdictParts(reply.data));
    publish();
  }

  /** The verdict in sentences; the service's reason in its own span. */
  function verdictParts(answer) {
    const sentences = [];
    if (answer.legal) {
      sentences.push([t('check.yes', { count: answer.count })]);
      if (answer.points) {
        const why = answer.items.map((item) => t(`peg.${item.category}`)).join(', ');
        sentences.push([t('check.scores', { points: tn('points', answer.points), why })]);
      }
    } else {
      const [before, after] = t('check.no').split('{reason}');
      sentences.push([before, serviceText(answer.reason), after]);
    }
    if (answer.playable) {
      sentences.push([answer.playable.length
        ? t('check.playable', { cards: answer.playable.map(cardName).join(', ') })
        : t('check.none')]);
    }
    return sentences.flatMap((nodes, i) => (i ? [' ', ...nodes] : nodes)).filter((node) => node !== '');
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    check();
  });

  return {
    params: () => asked ?? new URLSearchParams(),
    restore(params) {
      restoreForm(form, params);
      if (form.elements.checkcard.value.trim() || form.elements.count.value.trim()) check();
    },
    refresh() {
      if (asked) check();
    },
  };
}
