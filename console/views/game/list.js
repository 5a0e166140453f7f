// The list of the hands entered, a list item each, above the form of the hand being entered.

import { cardFace, parseCard } from '../../cards.js';
import { formState, numberOrText } from '../../form.js';
import { t, tn } from '../../i18n.js';
import { HEAD, TAIL } from './log.js';
import { signed } from './ruling.js';

const face = (text) => (parseCard(text) ? cardFace(parseCard(text)) : text);

/**
 * A hand of the list: what it was, and once ruled what each player made and the scores after it;
 * Edit, Remove and its full ruling in the referee view. `game` gives the players' and hands'
 * names, the hand being edited, the game's form and what Edit and Remove do.
 */
export function handItem(hand, index, ruling, answer, game) {
  const { named, handName, editing } = game;
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
  if (hand.seats.every((seat) => seat.dealt)) deal.append(` · ${t('game.dealt.recorded')}`);
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
    element.addEventListener('click', () => (action === 'edit' ? game.edit(index) : game.remove(index)));
    return element;
  };
  const full = document.createElement('a');
  full.href = `#referee?${alone(hand, ruling, game.form)}`;
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
function alone(hand, ruling, form) {
  const params = formState(form);
  params.set('dealer', hand.dealer);
  for (const name of [...HEAD, ...TAIL]) if (name !== 'dealer' && hand[name]) params.set(name, hand[name]);
  hand.seats.forEach((seat, i) => {
    if (seat.hand) params.set(`hand${i}`, seat.hand);
    if (seat.claim) params.set(`claim${i}`, seat.claim);
    if (ruling) params.set(`score${i}`, ruling.before[i]);
  });
  return params;
}
