// Muggins calls, for the referee console under the ACC rulebook with muggins: the opponent of a
// player who announced too little calls it and names the points (ACC 10.4); the service rules
// each call. A call is on a hand or the crib whose announcement is entered above, or on a card of
// the play whose count is typed after it ("6h=2").

import { cardName } from '../cards.js';
import { numberOrText } from '../form.js';
import { t } from '../i18n.js';
import { EntryList } from './entries.js';

/** A call as kept in its field ("hand:0:1", "crib:2", "play:2:3") → `{ on, seat | event, points }`. */
export function parseCall(token) {
  const parts = token.split(':');
  if (parts[0] === 'crib') return { on: 'crib', points: numberOrText(parts[1]) };
  return { on: parts[0], [parts[0] === 'hand' ? 'seat' : 'event']: Number(parts[1]), points: numberOrText(parts[2]) };
}

/**
 * `fieldset` holds the controls; `seats()` is the seat count, `player(seat)` a seat's name and
 * `plays()` the play's announced cards (event index → card).
 */
export function mountCalls(fieldset, { seats, player, plays }) {
  const onSelect = fieldset.querySelector('select[data-role="on"]');
  const points = fieldset.querySelector('input[data-role="points"]');

  const counted = (entry) => {
    if (entry.on === 'hand') return t('referee.call.hand', { player: player(entry.seat) });
    const card = plays().get(entry.event);
    return entry.on === 'play' ? t('referee.call.play', { card: card ? cardName(card) : entry.event + 1 }) : t('referee.crib');
  };
  const list = new EntryList(fieldset.querySelector('.entry-list'), fieldset.querySelector('input[name="calls"]'), {
    parse: parseCall,
    format: (entry) => [entry.on, entry.seat ?? entry.event, entry.points].filter((part) => part !== undefined).join(':'),
    describe: (entry) => t('referee.call.entry', { on: counted(entry), points: entry.points }),
    focus: onSelect,
  });

  /** A call on each seat's hand, on the crib, or on a card of the play announced. */
  function offer() {
    const chosen = onSelect.value;
    const choices = [...Array(seats()).keys()].map((seat) => ({ on: 'hand', seat }));
    choices.push({ on: 'crib' }, ...[...plays().keys()].map((event) => ({ on: 'play', event })));
    onSelect.replaceChildren(
      ...choices.map((choice) => {
        const option = document.createElement('option');
        option.value = [choice.on, choice.seat ?? choice.event].filter((part) => part !== undefined).join(':');
        option.textContent = counted(choice);
        return option;
      }),
    );
    if ([...onSelect.options].some((option) => option.value === chosen)) onSelect.value = chosen;
  }

  fieldset.querySelector('[data-action="add-call"]').addEventListener('click', () => {
    const called = points.value.trim();
    if (!called) {
      points.focus();
      return;
    }
    list.add(list.parse(`${onSelect.value}:${called}`));
    points.value = '';
  });

  return {
    entries: () => list.entries(),
    render() {
      offer();
      list.render();
    },
  };
}

/** The fieldset of muggins calls, in a view's form; its controls' ids start with `prefix`. */
export const callsFieldset = (prefix) => `
  <fieldset class="calls" hidden>
    <legend data-i18n="referee.calls"></legend>
    <p class="hint" data-i18n="referee.calls.hint"></p>
    <div class="row">
      <div class="field wide"><label for="${prefix}-call-on" data-i18n="referee.call.on"></label><select id="${prefix}-call-on" data-role="on" data-pointer="/claims/muggins"></select></div>
      <div class="field"><label for="${prefix}-call-points" data-i18n="referee.call.points"></label><input id="${prefix}-call-points" data-role="points" inputmode="numeric"></div>
    </div>
    <div class="actions"><button type="button" data-action="add-call" data-i18n="referee.call.add"></button></div>
    <ul class="entry-list" aria-live="polite"></ul>
    <input type="hidden" name="calls">
  </fieldset>
`;
