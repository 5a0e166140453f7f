// The whole game (POST /v1/games/score), loaded on demand with its own strings: the hands entered
// one at a time, the game ruled after each, "Review this game" (console/README.md). Its parts:
// game/markup.js, entry.js (a hand's form), log.js (the game as data, its link), files.js,
// list.js (the hands entered), refusals.js and ruling.js.

import { Requester } from '../api.js';
import { tokens } from '../cards.js';
import { clearProblems, describeListItem, formState, restoreForm, sayUnclear, showProblem } from '../form.js';
import { addStrings, t, translate } from '../i18n.js';
import { loadRulebooks } from './infractions.js';
import { played } from './playtext.js';
import { titlePrint } from './ruling.js';
import { mountEntry } from './game/entry.js';
import { handItem } from './game/list.js';
import { handWords, placeOf, worded } from './game/refusals.js';
import { SEATS, allDealt, decode, encode, gameLog } from './game/log.js';
import { FORMS, RESULT, nodes } from './game/markup.js';
import { renderRuling, verdictText } from './game/ruling.js';

const STRINGS = {
  en: new URL('../i18n/game.en.json', import.meta.url),
  de: new URL('../i18n/game.de.json', import.meta.url),
  pl: new URL('../i18n/game.pl.json', import.meta.url),
};

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
  const handName = (index) => t('game.hand', { n: index + 1 });
  const entry = mountEntry(section, { rulebooks, hands: () => hands, editing: () => editing });
  const { buildSeats, applyProfile, readHand, loadHand, renderHandForm } = entry;

  /** What is the game's, as `game/log.js` takes it. */
  function settings() {
    const value = (name) => gameForm.elements[name].value;
    return {
      game: value('game'),
      target: value('target').trim(),
      profile: profile.value,
      muggins: gameForm.elements.muggins.checked,
      fourflush: gameForm.elements.fourflush.checked,
      match: value('match'),
    };
  }

  const request = (entered) => gameLog(entered, settings());

  /** The game as a link: its fields by name (a choice left at its default left out), each hand as `h`. */
  function state() {
    const params = formState(gameForm);
    for (const select of gameForm.querySelectorAll('select')) if (select.selectedIndex === 0) params.delete(select.name);
    for (const hand of hands) params.append('h', encode(hand));
    return params;
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
      const errors = own.map((error) => ({ ...error, pointer: placeOf(error.pointer).inner, detail: worded(error, named) }));
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
      const said = showProblem(gameForm, { ...problem, errors: problem.errors?.map((error) => ({ ...error, detail: worded(error, named) })) }, {
        heading: t('game.refused.game'),
        describe: (error) => {
          const place = placeOf(error.pointer);
          return place && handWords(handForm, hands[place.index], error, place.inner, named);
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
    context.announce([done, verdictText(reply.data, gameWords())].filter(Boolean).join(' '));
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
    const game = { named, handName, editing, form: gameForm, edit, remove };
    list.replaceChildren(...hands.map((hand, index) => handItem(hand, index, answer?.hands[index], answer, game)));
    gameForm.querySelector('[data-role="none"]').hidden = hands.length > 0;
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

  /** What the ruling's parts need of the view: its form, players and hands in words. */
  const gameWords = () => ({ form: gameForm, named, seatName, handName });

  /** The ruling, and the way on to the review: a two-player game; said when the cards dealt are missing. */
  function render(answer) {
    renderRuling(result, answer, gameWords());
    const two = seatCount() === 2;
    result.querySelector('[data-action="review"]').hidden = !two;
    result.querySelector('.game-review-note').textContent = !two ? t('game.review.players') : allDealt(hands) ? '' : t('game.review.undealt');
  }

  /** A game saved to a file, opened again: its settings and hands in the view, ruled; a file that holds none is refused. */
  async function openFile(text) {
    const { gameFile } = await import('./game/files.js');
    const params = gameFile(text);
    if (params) restore(params);
    else context.refuse(showProblem(gameForm, { own: true, detail: t('game.file.not') }, { heading: t('game.file.refused') }), gameForm);
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
  dealer.addEventListener('change', () => entry.infractions.render());
  handForm.elements.events.addEventListener('change', () => entry.calls.render());
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
  result.querySelector('[data-action="save"]').addEventListener('click', async () => {
    const { saveFile } = await import('./game/files.js');
    saveFile(request(hands), t('game.file.name'));
    context.announce(t('game.saved'));
  });
  // The review of the game as entered: its log in the review's link, opened in the review view.
  result.querySelector('[data-action="review"]').addEventListener('click', async () => {
    const { pack } = await import('./loglink.js');
    location.hash = `#review?log=${await pack(JSON.stringify(request(hands)))}`;
  });
  gameForm.querySelector('#game-file').addEventListener('change', async (event) => {
    const [file] = event.target.files;
    if (!file) return;
    await openFile(await file.text().catch(() => ''));
    event.target.value = '';
  });
  titlePrint(section, 'game.ruling');

  buildSeats();
  applyProfile();
  loadHand(null);
  renderHandForm();
  renderList();
  /** The game from its link (or a file): its settings and hands, ruled. */
  function restore(params) {
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
  }

  return {
    restore,
    refresh() {
      buildSeats();
      applyProfile();
      renderHandForm();
      renderList();
      if (hands.length && (ruled || gameForm.querySelector('.field-error, .form-problem:not(:empty)'))) rule(hands);
    },
  };
}
