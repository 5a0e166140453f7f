// The ruling of a game, on screen and on paper: its head, a row per hand, the outcome, the verdict
// in a sentence, the lines to sign. `game` gives the view's form and players and hands in words.

import { numberOrText } from '../../form.js';
import { currentLanguage, t, tn, winnerFirst } from '../../i18n.js';
import { signatures } from '../ruling.js';

export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The ruling: the game's head, a row per hand, the outcome. */
export function renderRuling(result, answer, game) {
  const { named, seatName } = game;
  renderHead(result, answer, game);
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
  renderOutcome(result, answer, game);
  result.querySelector('.verdict').textContent = verdictText(answer, game);
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
function renderHead(result, answer, game) {
  const { form, seatName } = game;
  const add = adder(result.querySelector('.deal:not(.outcome)'));
  const value = (name) => form.elements[name].value.trim();
  const chosen = (select) => select.selectedOptions[0]?.textContent ?? select.value;
  add(t('ruling.date'), new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date()));
  for (const name of ['table', 'round']) if (value(name)) add(t(`ruling.${name}`), value(name));
  add(t('game.label'), chosen(form.elements.game));
  add(t('game.to'), String(target(form)));
  add(t('referee.profile'), chosen(form.elements.profile));
  const house = form.elements.profile.value !== 'social' ? [] : [form.elements.muggins.checked && t('ruling.house.muggins'), form.elements.fourflush.checked && t('ruling.house.fourflush')];
  add(t('ruling.house'), house.filter(Boolean).join(', ') || t('ruling.house.none'));
  add(t('referee.match'), chosen(form.elements.match));
  add(t('referee.seats'), answer.scores.map((_, seat) => seatName(seat)).join(' · '));
}

function renderOutcome(result, answer, game) {
  const { named, handName, form } = game;
  const add = adder(result.querySelector('.outcome'));
  add(t(answer.game_over ? 'game.final' : 'game.now'), answer.scores.join(' – '));
  if (!answer.game_over) return;
  add(t('game.winner'), named(answer.winner));
  add(t('game.wonin'), handName(answer.won_in));
  if (answer.match) add(t('game.matchpoints'), `${tn('ruling.matchpoints', answer.match.match_points)}, ${skunk(answer.match, form)}`);
  if (answer.spread !== null && answer.spread !== undefined) {
    add(t('game.spread'), t('game.spread.value', { spread: answer.spread, target: target(form), loser: Math.max(...(answer.match?.loser_scores ?? [0])) }));
  }
}

/** The game's target: as typed, or the game's own. */
export function target(form) {
  const typed = numberOrText(form.elements.target.value);
  return Number.isInteger(typed) ? typed : form.elements.game.value === 'five_card' ? 61 : 121;
}

/** A game to 61 has one line, the lurch below 31. */
const skunk = (match, form) => (match.skunk === 'skunk' && target(form) === 61 ? t('game.lurch') : t(`skunk.${match.skunk}`));

export function verdictText(answer, { named, form }) {
  if (!answer.game_over) return tn('game.goes.on', answer.hands.length, { scores: answer.scores.join(' – ') });
  return t('game.won', {
    player: named(answer.winner),
    scores: winnerFirst(answer.scores, answer.winner),
    hand: answer.won_in + 1,
    points: tn('ruling.matchpoints', answer.match?.match_points ?? 0),
    skunk: skunk(answer.match ?? { skunk: 'none' }, form),
    spread: answer.spread,
  });
}
