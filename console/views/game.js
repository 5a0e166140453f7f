// The referee's whole game (POST /v1/games/score), loaded on demand with its own strings
// (i18n/game.*.json). What is the game's is given once: the game, its target, the rulebook and
// house rules, the match scoring, the players' names, the table and round. The hands are entered
// one at a time below the list of those entered, each as the referee view enters one (dealer,
// starter, each seat's kept cards and the count announced, the crib and its count, the play as
// typed there, what the referee saw, the muggins calls); the dealer of the next hand is filled in.
// The game is ruled each time a hand is added, saved or removed: each hand's points and the
// scores after it, the final scores, the winner and the hand that won it, the match points
// (skunk or lurch) and the spread. A hand refused while it is entered stays in its form, each
// problem next to its field; a game that does not chain (a link, an edit, a hand removed) is
// refused next to the hand the pointer names, in words ("Hand 4: Dealer: ..."). Each hand links
// to its full ruling in the referee view, with the scores it started from.
//
// The permalink holds the game's fields by name and each hand as one parameter `h`: its fields
// joined by "*" (a URL leaves it as it is), dealer*starter*crib*play, each seat's cards, each
// seat's count, the crib's count, what the referee saw, the calls; cards as the API's codes,
// empty fields at the end left out.

import { Requester } from '../api.js';
import { cardFace, parseCard, tokens, wire } from '../cards.js';
import { clearProblems, controlFor, describeListItem, formState, inCodes, labelOf, numberOrText, restoreForm, sayUnclear, seatGroup, showProblem } from '../form.js';
import { addStrings, currentLanguage, t, tn, translate, winnerFirst } from '../i18n.js';
import { callsFieldset, mountCalls, parseCall } from './calls.js';
import { describeRulebook, infractionsFieldset, loadRulebooks, mountInfractions, offerRulebooks, parseInfraction } from './infractions.js';
import { eventsOf, played } from './playtext.js';
import { signatures, titlePrint } from './ruling.js';

const SEATS = { six_card: 2, five_card: 2, three_player: 3, four_player: 4 };
const STRINGS = {
  en: new URL('../i18n/game.en.json', import.meta.url),
  de: new URL('../i18n/game.de.json', import.meta.url),
  pl: new URL('../i18n/game.pl.json', import.meta.url),
};
/** A hand's fields in its link parameter, before each seat's cards and counts and after them. */
const HEAD = ['dealer', 'starter', 'crib', 'events'];
const TAIL = ['cribclaim', 'infractions', 'calls'];

const OPTIONS = (name, keys) => keys.map((key) => `<option value="${key}" data-i18n="${name}.${key}"></option>`).join('');

const FORMS = `
<p class="hint" data-i18n="game.hint"></p>
<form id="game-form" novalidate aria-labelledby="game-title">
  <div class="row">
    <div class="field"><label for="game-variant" data-i18n="game.label"></label>
      <select id="game-variant" name="game" data-pointer="/variant">${OPTIONS('game', ['six_card', 'three_player', 'four_player', 'five_card'])}</select></div>
    <div class="field"><label for="game-target" data-i18n="referee.target"></label><input id="game-target" name="target" inputmode="numeric" data-pointer="/target"></div>
    <div class="field"><label for="game-table" data-i18n="referee.table"></label><input id="game-table" name="table"></div>
    <div class="field"><label for="game-round" data-i18n="referee.round"></label><input id="game-round" name="round"></div>
  </div>
  <fieldset class="options">
    <legend data-i18n="hand.rules"></legend>
    <div class="field"><label for="game-profile" data-i18n="referee.profile"></label>
      <select id="game-profile" name="profile" data-pointer="/rules/profile" aria-describedby="game-profile-does"></select>
      <p class="hint" id="game-profile-does"></p></div>
    <div data-social-only>
      <label class="check"><input type="checkbox" name="muggins" value="1" data-pointer="/rules/muggins"> <span data-i18n="referee.muggins"></span></label>
      <label class="check"><input type="checkbox" name="fourflush" value="1" data-pointer="/rules/crib_four_flush"> <span data-i18n="hand.fourflush"></span></label>
    </div>
    <p class="hint" data-acc-only data-i18n="referee.house.acc"></p>
    <div class="field"><label for="game-match" data-i18n="referee.match"></label>
      <select id="game-match" name="match" data-pointer="/rules/match_scoring">${OPTIONS('referee.match', ['acc', 'free_play'])}</select></div>
  </fieldset>
  <fieldset class="names">
    <legend data-i18n="referee.seats"></legend>
    <div class="row"></div>
  </fieldset>
  <h3 id="game-hands-title" data-i18n="game.hands"></h3>
  <ol class="game-hands" aria-labelledby="game-hands-title"></ol>
  <p class="hint" data-role="none" data-i18n="game.none"></p>
  <div class="actions">
    <button type="submit" data-i18n="game.submit"></button>
    <button type="button" data-action="new" data-i18n="game.new"></button>
  </div>
  <div class="form-problem" role="alert"></div>
</form>
<form id="game-hand-form" novalidate aria-labelledby="game-hand-title">
  <h3 id="game-hand-title"></h3>
  <div class="row">
    <div class="field"><label for="game-dealer" data-i18n="referee.dealer"></label><select id="game-dealer" name="dealer" data-pointer="/dealer"></select></div>
    <div class="field"><label for="game-starter" data-i18n="hand.starter"></label><input id="game-starter" name="starter" data-pointer="/starter" data-cards></div>
  </div>
  <div class="seat-list"></div>
  <p class="hint" data-i18n="cards.typing" data-i18n-vars="how:cards.how"></p>
  <div class="row">
    <div class="field wide"><label for="game-crib" data-i18n="referee.crib"></label><input id="game-crib" name="crib" data-pointer="/crib" data-cards></div>
    <div class="field"><label for="game-cribclaim" data-i18n="referee.cribclaim"></label><input id="game-cribclaim" name="cribclaim" inputmode="numeric" data-pointer="/claims/crib"></div>
  </div>
  <div class="field wide"><label for="game-events" data-i18n="referee.events"></label><textarea id="game-events" name="events" rows="2" data-pointer="/events" data-cards></textarea></div>
${infractionsFieldset('game')}${callsFieldset('game')}
  <div class="actions">
    <button type="submit" class="primary"></button>
    <button type="button" data-action="cancel" data-i18n="game.cancel" hidden></button>
    <button type="button" data-action="clear" data-i18n="action.clear"></button>
  </div>
  <div class="form-problem" role="alert"></div>
</form>`;

const RESULT = `
<h3 id="game-result-title" data-i18n="game.ruling"></h3>
<dl class="deal"></dl>
<div class="table-wrap" tabindex="0" role="region" aria-labelledby="game-caption">
  <table class="options-table game-table">
    <caption id="game-caption" data-i18n="game.caption"></caption>
    <thead><tr></tr></thead>
    <tbody></tbody>
  </table>
</div>
<dl class="deal outcome"></dl>
<p class="verdict"></p>
<div class="signatures"></div>
<p class="links"><a class="permalink" href="#game" data-i18n="result.permalink"></a> <button type="button" data-action="copy" data-i18n="result.copy"></button> <button type="button" data-action="print" data-i18n="referee.print"></button></p>`;

/** Markup as nodes. */
function nodes(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** A hand as its link parameter: its fields joined by "*", empty ones at the end left out. */
function encode(hand) {
  const fields = [...HEAD.map((name) => hand[name]), ...hand.seats.map((seat) => seat.hand), ...hand.seats.map((seat) => seat.claim), ...TAIL.map((name) => hand[name])];
  while (fields.length && !fields.at(-1)) fields.pop();
  return fields.map((field) => String(field ?? '').replaceAll('*', '')).join('*');
}

/** A hand from its link parameter, for a game of `seats` seats. */
function decode(text, seats) {
  const fields = text.split('*');
  const hand = { seats: [] };
  HEAD.forEach((name, i) => { hand[name] = fields[i] ?? ''; });
  for (let seat = 0; seat < seats; seat += 1) {
    hand.seats.push({ hand: fields[HEAD.length + seat] ?? '', claim: fields[HEAD.length + seats + seat] ?? '' });
  }
  TAIL.forEach((name, i) => { hand[name] = fields[HEAD.length + 2 * seats + i] ?? ''; });
  return hand;
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export async function mount(section, context) {
  const [rulebooks] = await Promise.all([loadRulebooks(), addStrings(STRINGS)]);
  section.querySelector(':scope > .result').before(nodes(FORMS));
  const result = section.querySelector(':scope > .result');
  result.append(nodes(RESULT));
  translate(section);

  const gameForm = section.querySelector('#game-form');
  const handForm = section.querySelector('#game-hand-form');
  const list = gameForm.querySelector('.game-hands');
  const dealer = handForm.elements.dealer;
  const profile = gameForm.elements.profile;
  const requester = new Requester();
  /** The hands entered, in order: each field as typed (cards as codes). */
  let hands = [];
  /** The index of the hand in the form when it is one of them; null for a new hand. */
  let editing = null;
  /** The last answer for the hands entered, or null (none yet, refused, or stale). */
  let ruled = null;
  /** Where the focus goes once the game is ruled again (an element's id). */
  let refocus = null;

  const seatCount = () => SEATS[gameForm.elements.game.value] ?? 2;
  const player = (seat) => t('player', { n: seat + 1 });
  const named = (seat) => (Number.isInteger(seat) && seat >= 0 ? gameForm.elements[`name${seat}`]?.value.trim() || player(seat) : String(seat));
  /** A seat as the ruling's head names it: "Player 1: Alice Smith", or "Player 1". */
  const seatName = (seat) => (named(seat) === player(seat) ? player(seat) : `${player(seat)}: ${named(seat)}`);
  const tournament = () => profile.value !== 'social';
  const handName = (index) => t('game.hand', { n: index + 1 });
  const face = (text) => (parseCard(text) ? cardFace(parseCard(text)) : text);
  const infractions = mountInfractions(handForm.querySelector('fieldset.infractions'), {
    seats: seatCount,
    dealerSeat: () => Number(dealer.value),
    player,
  });
  const calls = mountCalls(handForm.querySelector('fieldset.calls'), {
    seats: seatCount,
    player,
    plays: () => new Map(eventsOf(handForm.elements.events.value).flatMap((event, index) => (event.claimed === undefined ? [] : [[index, event.card]]))),
  });

  function field(name, pointer, label, { inputmode, wide } = {}) {
    const wrap = document.createElement('div');
    wrap.className = `field${wide ? ' wide' : ''}`;
    const text = document.createElement('label');
    text.htmlFor = `game-${name}`;
    text.textContent = label;
    const input = document.createElement('input');
    input.id = text.htmlFor;
    input.name = name;
    if (pointer) input.dataset.pointer = pointer;
    if (inputmode) input.inputMode = inputmode;
    if (/^hand\d/.test(name)) input.dataset.cards = '';
    wrap.append(text, input);
    return wrap;
  }

  /** The names (the game's), the rulebooks of the game and the seats of the hand form, one group per seat; values typed survive. */
  function buildSeats() {
    offerRulebooks(profile, gameForm.elements.game.value, rulebooks);
    const kept = new Map([...section.querySelectorAll('.names input, .seat-list input')].map((input) => [input.name, input.value]));
    const chosen = dealer.value;
    const names = gameForm.querySelector('.names .row');
    const seatList = handForm.querySelector('.seat-list');
    names.replaceChildren();
    seatList.replaceChildren();
    dealer.replaceChildren();
    for (let seat = 0; seat < seatCount(); seat += 1) {
      names.append(field(`name${seat}`, null, t('referee.name', { player: player(seat) })));
      seatList.append(seatGroup(
        `game-seat${seat}`,
        player(seat),
        field(`hand${seat}`, `/hands/${seat}`, t('referee.hand', { player: player(seat) }), { wide: true }),
        field(`claim${seat}`, `/claims/hands/${seat}`, t('referee.claim', { player: player(seat) }), { inputmode: 'numeric' }),
      ));
      dealer.append(new Option(player(seat), String(seat)));
    }
    for (const [name, value] of kept) {
      const input = gameForm.elements[name] ?? handForm.elements[name];
      if (input) input.value = value;
    }
    dealer.value = chosen !== '' && Number(chosen) < seatCount() ? chosen : String(nextDealer());
  }

  /** The deal passes to the next seat: the dealer of the hand after the last one entered. */
  function nextDealer() {
    const last = Number(hands.at(-1)?.dealer);
    return Number.isInteger(last) ? (last + 1) % seatCount() : seatCount() - 1;
  }

  /** A tournament rulebook settles muggins itself and hears what the referee saw. */
  function applyProfile() {
    describeRulebook(gameForm.querySelector('#game-profile-does'), profile.value, gameForm.elements.game.value);
    gameForm.querySelector('[data-social-only]').hidden = tournament();
    gameForm.querySelector('[data-acc-only]').hidden = !tournament();
    handForm.querySelector('fieldset.infractions').hidden = !tournament();
    handForm.querySelector('fieldset.calls').hidden = profile.value !== 'acc_muggins';
    if (tournament()) infractions.load(profile.value);
    infractions.render();
    calls.render();
  }

  /** The hand in the form, as the list keeps it: cards as the API's codes, a go as "go". */
  function readHand() {
    const cards = (name) => inCodes(handForm.elements[name].value);
    const typed = (name) => handForm.elements[name].value.trim();
    return {
      dealer: dealer.value,
      starter: cards('starter'),
      crib: cards('crib'),
      events: cards('events'),
      seats: [...Array(seatCount()).keys()].map((seat) => ({ hand: cards(`hand${seat}`), claim: typed(`claim${seat}`) })),
      cribclaim: typed('cribclaim'),
      infractions: typed('infractions'),
      calls: typed('calls'),
    };
  }

  /** Puts `hand` in the form (an empty form with the next dealer when there is none). */
  function loadHand(hand) {
    for (const control of handForm.elements) if (control.name && control.name !== 'dealer') control.value = '';
    clearProblems(handForm);
    if (hand) {
      for (const name of [...HEAD, ...TAIL]) if (handForm.elements[name]) handForm.elements[name].value = hand[name];
      hand.seats.forEach((seat, i) => {
        if (handForm.elements[`hand${i}`]) handForm.elements[`hand${i}`].value = seat.hand;
        if (handForm.elements[`claim${i}`]) handForm.elements[`claim${i}`].value = seat.claim;
      });
    } else {
      dealer.value = String(nextDealer());
    }
    infractions.render();
    calls.render();
  }

  /** The form's heading and button say which hand it holds. */
  function renderHandForm() {
    const n = (editing ?? hands.length) + 1;
    handForm.querySelector('h3').textContent = t(editing === null ? 'game.enter' : 'game.editing', { n });
    handForm.querySelector('button[type="submit"]').textContent = t(editing === null ? 'game.add' : 'game.save', { n });
    handForm.querySelector('[data-action="cancel"]').hidden = editing === null;
  }

  /** One hand as the service takes it, under the game's rules. */
  function handBody(hand) {
    const cards = (text) => tokens(text).map(wire);
    const body = {
      dealer: numberOrText(hand.dealer),
      starter: wire(hand.starter),
      hands: hand.seats.map((seat) => cards(seat.hand)),
      crib: cards(hand.crib),
      events: eventsOf(hand.events),
    };
    if (hand.seats.some((seat) => seat.claim) || hand.cribclaim) {
      body.claims = { hands: hand.seats.map((seat) => (seat.claim ? numberOrText(seat.claim) : null)) };
      if (hand.cribclaim) body.claims.crib = numberOrText(hand.cribclaim);
    }
    if (profile.value === 'acc_muggins' && hand.calls) body.claims = { ...body.claims, muggins: tokens(hand.calls).map(parseCall) };
    if (tournament() && hand.infractions) body.infractions = tokens(hand.infractions).map(parseInfraction);
    return body;
  }

  function request(entered) {
    const body = {};
    const game = gameForm.elements.game.value;
    if (game !== 'six_card') body.variant = game;
    const target = gameForm.elements.target.value.trim();
    if (target) body.target = numberOrText(target);
    body.rules = { match_scoring: gameForm.elements.match.value };
    if (tournament()) body.rules.profile = profile.value;
    else {
      if (gameForm.elements.muggins.checked) body.rules.muggins = true;
      if (gameForm.elements.fourflush.checked) body.rules.crib_four_flush = true;
    }
    body.hands = entered.map(handBody);
    return body;
  }

  /** The game as a link: its fields by name (a choice left at its default left out), each hand as `h`. */
  function state() {
    const params = formState(gameForm);
    for (const select of gameForm.querySelectorAll('select')) if (select.selectedIndex === 0) params.delete(select.name);
    for (const hand of hands) params.append('h', encode(hand));
    return params;
  }

  /** The hand and place in it a pointer names: "/hands/3/dealer" → { index: 3, inner: "/dealer" }. */
  function placeOf(pointer) {
    const [, index, inner = ''] = /^\/hands\/(\d+)(\/.*)?$/.exec(pointer ?? '') ?? [];
    return index === undefined ? null : { index: Number(index), inner };
  }

  /** The service's refusal in the page's words where the page can say it better: seats and hands counted from 1. */
  function worded(error) {
    const params = error.params ?? {};
    if (error.code === 'game.deal_does_not_pass') return t('game.chain.deal', { expected: named(params.expected), found: named(params.found) });
    if (error.code === 'game.after_game_won') return t('game.chain.won', { n: params.won_in + 1 });
    return error.detail;
  }

  /** What is wrong with a hand, in words: "Dealer: the deal passes to Player 1 ...", "The play: item 6 (5D): ...". */
  function handWords(hand, error, inner) {
    const control = inner ? controlFor(handForm, inner) : null;
    const detail = worded(error);
    if (!control) return detail;
    const typed = control.name === 'events' ? played(hand?.events) : tokens(control.name === 'crib' ? hand?.crib : hand?.seats?.[Number(control.name.slice(4))]?.hand);
    const item = /^(events|crib|hand\d)$/.test(control.name) ? describeListItem({ ...error, pointer: inner, detail }, control, typed) : null;
    return `${labelOf(control)}: ${item ?? detail}`;
  }

  /**
   * Rules `entered` (the hands with the one in the form added or saved: `change`). Accepted, or
   * refused for anything but the hand in the form, the list becomes `entered`; a hand in the form
   * that is refused stays there, its problems next to its fields.
   */
  async function rule(entered, change = null) {
    if (!change?.form) commit(entered);
    const reply = await requester.send('/v1/games/score', request(entered));
    if (reply.aborted) return;
    const problem = reply.problem;
    const own = change?.form ? (problem?.errors ?? []).filter((error) => placeOf(error.pointer)?.index === change.index) : [];
    if (own.length) {
      const errors = own.map((error) => ({ ...error, pointer: placeOf(error.pointer).inner, detail: worded(error) }));
      const said = showProblem(handForm, { ...problem, errors }, {
        heading: t('game.refused', { n: change.index + 1 }),
        describe: (error, control) => describeListItem(error, control, control.name === 'events' ? played(control.value) : tokens(control.value)),
      });
      refocus = null;
      context.refuse(said, handForm);
      return;
    }
    clearProblems(gameForm);
    if (change?.form) {
      commit(entered);
      editing = null;
      loadHand(null);
      renderHandForm();
    }
    if (problem) {
      ruled = null;
      result.hidden = true;
      renderList();
      const said = showProblem(gameForm, { ...problem, errors: problem.errors?.map((error) => ({ ...error, detail: worded(error) })) }, {
        heading: t('game.refused.game'),
        describe: (error) => {
          const place = placeOf(error.pointer);
          return place && handWords(hands[place.index], error, place.inner);
        },
      });
      context.publish(state());
      focusAgain();
      context.refuse(said, gameForm);
      return;
    }
    ruled = { answer: reply.data };
    render(reply.data);
    renderList();
    context.publish(state());
    const done = change && t(`game.done.${change.kind}`, { n: change.index + 1 });
    context.announce([done, verdictText(reply.data)].filter(Boolean).join(' '));
    focusAgain();
  }

  /** The focus goes where the change leads: the next hand's dealer, the hand edited, the one after the hand removed. */
  function focusAgain() {
    if (refocus) document.getElementById(refocus)?.focus();
    refocus = null;
  }

  function commit(entered) {
    hands = entered;
    renderList();
  }

  /** The hands entered: what each was, and once ruled what each seat made and the scores after it. */
  function renderList() {
    const answer = ruled?.answer;
    list.replaceChildren(...hands.map((hand, index) => handItem(hand, index, answer?.hands[index], answer)));
    gameForm.querySelector('[data-role="none"]').hidden = hands.length > 0;
  }

  function handItem(hand, index, ruling, answer) {
    const item = document.createElement('li');
    item.className = 'field game-hand';
    item.classList.toggle('editing', index === editing);
    const heading = document.createElement('h4');
    heading.id = `game-hand-${index}`;
    heading.tabIndex = -1;
    heading.dataset.pointer = `/hands/${index}`;
    heading.textContent = handName(index);
    heading.setAttribute('aria-label', handName(index));
    const deal = document.createElement('p');
    deal.append(t('game.deals', { player: named(numberOrText(hand.dealer)) }), ` · ${t('hand.starter')} `, face(hand.starter));
    item.append(heading, deal);
    if (ruling) {
      const made = document.createElement('p');
      made.className = 'made';
      const points = ruling.points.map((n, seat) => `${named(seat)} ${signed(n)}`).join(' · ');
      // The scores kept on one line: "17 – 32" is never broken at the dash.
      const scores = document.createElement('span');
      scores.className = 'scores';
      scores.textContent = ruling.scores.join(' – ');
      const [before, after] = t('game.made', { points }).split('{scores}');
      const more = [];
      if (ruling.rulings) more.push(tn('game.rulings', ruling.rulings));
      if (answer.won_in === index) more.push(t('game.won.here', { player: named(answer.winner) }));
      made.append(before, scores, after ?? '', ...more.map((text) => ` · ${text}`));
      item.classList.toggle('won', answer.won_in === index);
      item.append(made);
    }
    if (index === editing) {
      const note = document.createElement('p');
      note.className = 'hint';
      note.textContent = t('game.editing.note');
      item.append(note);
    }
    const actions = document.createElement('p');
    actions.className = 'actions';
    const button = (action, text, label) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.id = `game-${action}-${index}`;
      element.textContent = text;
      element.setAttribute('aria-label', label);
      element.addEventListener('click', () => (action === 'edit' ? edit(index) : remove(index)));
      return element;
    };
    const full = document.createElement('a');
    full.href = `#referee?${alone(hand, ruling)}`;
    full.textContent = t('game.full');
    full.setAttribute('aria-label', t('game.full.named', { what: handName(index) }));
    actions.append(
      button('edit', t('game.edit'), t('game.edit.named', { what: handName(index) })),
      button('remove', t('entry.remove'), t('entry.remove.named', { what: handName(index) })),
      full,
    );
    item.append(actions);
    return item;
  }

  /** The hand on its own, for the referee view: the game's rules and names, the scores it started from. */
  function alone(hand, ruling) {
    const params = formState(gameForm);
    params.set('dealer', hand.dealer);
    for (const name of [...HEAD, ...TAIL]) if (name !== 'dealer' && hand[name]) params.set(name, hand[name]);
    hand.seats.forEach((seat, i) => {
      if (seat.hand) params.set(`hand${i}`, seat.hand);
      if (seat.claim) params.set(`claim${i}`, seat.claim);
      if (ruling) params.set(`score${i}`, ruling.before[i]);
    });
    return params;
  }

  function edit(index) {
    editing = index;
    loadHand(hands[index]);
    renderHandForm();
    renderList();
    dealer.focus();
  }

  function remove(index) {
    if (editing === index) {
      editing = null;
      loadHand(null);
    } else if (editing !== null && editing > index) {
      editing -= 1;
    }
    renderHandForm();
    const rest = hands.filter((_, other) => other !== index);
    refocus = rest.length ? `game-edit-${Math.min(index, rest.length - 1)}` : 'game-dealer';
    if (!rest.length) {
      commit(rest);
      ruled = null;
      result.hidden = true;
      clearProblems(gameForm);
      context.publish(state());
      context.announce(t('game.done.remove', { n: index + 1 }));
      focusAgain();
      return;
    }
    rule(rest, { kind: 'remove', index });
  }

  /** The ruling: the game's head, a row per hand, the outcome. */
  function render(answer) {
    renderHead(answer);
    const head = result.querySelector('thead tr');
    const th = (text, scope = 'col') => {
      const cell = document.createElement('th');
      cell.scope = scope;
      cell.textContent = text;
      return cell;
    };
    const td = (text) => {
      const cell = document.createElement('td');
      cell.textContent = text;
      return cell;
    };
    const mark = (text) => {
      const span = document.createElement('span');
      span.className = 'mark';
      span.textContent = text;
      return span;
    };
    const seats = answer.scores.map((_, seat) => seat);
    head.replaceChildren(th(t('game.col.hand')), th(t('referee.dealer')), ...seats.map((seat) => th(named(seat))), th(t('game.col.after')));
    result.querySelector('tbody').replaceChildren(
      ...answer.hands.map((hand, index) => {
        const row = document.createElement('tr');
        const after = td(hand.scores.join(' – '));
        if (index === answer.won_in) {
          row.className = 'won';
          after.append(mark(t('game.won.mark')));
        }
        const who = td(named(hand.dealer));
        if (hand.rulings) who.append(mark(tn('game.rulings', hand.rulings)));
        row.append(th(String(index + 1), 'row'), who, ...hand.points.map((n) => td(signed(n))), after);
        return row;
      }),
    );
    renderOutcome(answer);
    result.querySelector('.verdict').textContent = verdictText(answer);
    signatures(result, answer.scores.map((_, seat) => seatName(seat)));
    result.hidden = false;
  }

  function adder(dl) {
    dl.replaceChildren();
    return (term, ...content) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.append(...content);
      dl.append(dt, dd);
    };
  }

  /** The game as entered, so a printed ruling stands on its own. */
  function renderHead(answer) {
    const add = adder(result.querySelector('.deal:not(.outcome)'));
    const value = (name) => gameForm.elements[name].value.trim();
    const chosen = (select) => select.selectedOptions[0]?.textContent ?? select.value;
    add(t('ruling.date'), new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date()));
    for (const name of ['table', 'round']) if (value(name)) add(t(`ruling.${name}`), value(name));
    add(t('game.label'), chosen(gameForm.elements.game));
    add(t('game.to'), String(target()));
    add(t('referee.profile'), chosen(profile));
    const house = tournament() ? [] : [gameForm.elements.muggins.checked && t('ruling.house.muggins'), gameForm.elements.fourflush.checked && t('ruling.house.fourflush')];
    add(t('ruling.house'), house.filter(Boolean).join(', ') || t('ruling.house.none'));
    add(t('referee.match'), chosen(gameForm.elements.match));
    add(t('referee.seats'), answer.scores.map((_, seat) => seatName(seat)).join(' · '));
  }

  function renderOutcome(answer) {
    const add = adder(result.querySelector('.outcome'));
    add(t(answer.game_over ? 'game.final' : 'game.now'), answer.scores.join(' – '));
    if (!answer.game_over) return;
    add(t('game.winner'), named(answer.winner));
    add(t('game.wonin'), handName(answer.won_in));
    if (answer.match) add(t('game.matchpoints'), `${tn('ruling.matchpoints', answer.match.match_points)}, ${skunk(answer.match)}`);
    if (answer.spread !== null && answer.spread !== undefined) {
      add(t('game.spread'), t('game.spread.value', { spread: answer.spread, target: target(), loser: Math.max(...(answer.match?.loser_scores ?? [0])) }));
    }
  }

  /** The game's target: as typed, or the game's own. */
  function target() {
    const typed = numberOrText(gameForm.elements.target.value);
    return Number.isInteger(typed) ? typed : gameForm.elements.game.value === 'five_card' ? 61 : 121;
  }

  /** A game to 61 has one line, the lurch below 31. */
  const skunk = (match) => (match.skunk === 'skunk' && target() === 61 ? t('game.lurch') : t(`skunk.${match.skunk}`));

  function verdictText(answer) {
    if (!answer.game_over) return tn('game.goes.on', answer.hands.length, { scores: answer.scores.join(' – ') });
    return t('game.won', {
      player: named(answer.winner),
      scores: winnerFirst(answer.scores, answer.winner),
      hand: answer.won_in + 1,
      points: tn('ruling.matchpoints', answer.match?.match_points ?? 0),
      skunk: skunk(answer.match ?? { skunk: 'none' }),
      spread: answer.spread,
    });
  }

  /** The game's fields changed: the ruling on screen is stale until the game is ruled again; names, table and round only rename it. */
  function withdraw(event) {
    if (ruled && /^(name\d|table|round)$/.test(event?.target?.name ?? '')) {
      render(ruled.answer);
      renderList();
      context.publish(state());
      return;
    }
    if (!ruled) return;
    requester.cancel();
    ruled = null;
    result.hidden = true;
    renderList();
    context.withdraw();
  }

  gameForm.addEventListener('submit', (event) => {
    event.preventDefault();
    rule(hands);
  });
  gameForm.addEventListener('input', withdraw);
  gameForm.addEventListener('change', withdraw);
  gameForm.elements.game.addEventListener('change', () => {
    buildSeats();
    applyProfile();
  });
  profile.addEventListener('change', applyProfile);
  dealer.addEventListener('change', () => infractions.render());
  handForm.elements.events.addEventListener('change', () => calls.render());
  handForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const index = editing ?? hands.length;
    if (sayUnclear(handForm, context, t('game.refused', { n: index + 1 }))) return;
    const hand = readHand();
    const entered = editing === null ? [...hands, hand] : hands.map((other, i) => (i === editing ? hand : other));
    refocus = editing === null ? 'game-dealer' : `game-edit-${editing}`;
    rule(entered, { kind: editing === null ? 'add' : 'save', index, form: true });
  });
  handForm.querySelector('[data-action="cancel"]').addEventListener('click', () => {
    const index = editing;
    editing = null;
    loadHand(null);
    renderHandForm();
    renderList();
    document.getElementById(`game-edit-${index}`)?.focus();
  });
  handForm.querySelector('[data-action="clear"]').addEventListener('click', () => {
    const keep = dealer.value;
    loadHand(null);
    if (editing !== null) dealer.value = keep;
    handForm.elements.starter.focus();
  });
  gameForm.querySelector('[data-action="new"]').addEventListener('click', () => {
    requester.cancel();
    restoreForm(gameForm, new URLSearchParams());
    for (const input of gameForm.querySelectorAll('.names input')) input.value = '';
    editing = null;
    ruled = null;
    result.hidden = true;
    commit([]);
    buildSeats();
    applyProfile();
    loadHand(null);
    renderHandForm();
    clearProblems(gameForm);
    context.withdraw();
    context.publish(new URLSearchParams());
  });
  result.querySelector('[data-action="print"]').addEventListener('click', () => window.print());
  titlePrint(section, 'game.ruling');

  buildSeats();
  applyProfile();
  loadHand(null);
  renderHandForm();
  renderList();
  return {
    restore(params) {
      gameForm.elements.game.value = SEATS[params.get('game')] ? params.get('game') : 'six_card';
      buildSeats();
      restoreForm(gameForm, params);
      hands = params.getAll('h').map((text) => decode(text, seatCount()));
      editing = null;
      ruled = null;
      result.hidden = true;
      applyProfile();
      loadHand(null);
      renderHandForm();
      renderList();
      if (hands.length) rule(hands);
    },
    refresh() {
      buildSeats();
      applyProfile();
      renderHandForm();
      renderList();
      if (hands.length && (ruled || gameForm.querySelector('.field-error, .form-problem:not(:empty)'))) rule(hands);
    },
  };
}
