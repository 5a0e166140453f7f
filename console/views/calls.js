// Muggins calls, for the referee console under the ACC rulebook with muggins: the opponent of a
// player who announced too little calls it and names the points (ACC 10.4); the service rules
// each call. A call is on a hand or the crib whose announcement is entered above; the console
// records the play as bare cards, so it cannot carry a call on a count announced in the play.

import { numberOrText } from '../form.js';
import { t } from '../i18n.js';
import { EntryList } from './entries.js';

/** `fieldset` holds the controls; `seats()` is the seat count and `player(seat)` a seat's name. */
export function mountCalls(fieldset, { seats, player }) {
  const onSelect = fieldset.querySelector('select[data-role="on"]');
  const points = fieldset.querySelector('input[data-role="points"]');

  const counted = (entry) => (entry.on === 'hand' ? t('referee.call.hand', { player: player(entry.seat) }) : t('referee.crib'));
  const list = new EntryList(fieldset.querySelector('.entry-list'), fieldset.querySelector('input[name="calls"]'), {
    parse: (token) => {
      const parts = token.split(':');
      return parts[0] === 'hand'
        ? { on: 'hand', seat: Number(parts[1]), points: numberOrText(parts[2]) }
        : { on: parts[0], points: numberOrText(parts[1]) };
    },
    format: (entry) => (entry.on === 'hand' ? `hand:${entry.seat}:${entry.points}` : `${entry.on}:${entry.points}`),
    describe: (entry) => t('referee.call.entry', { on: counted(entry), points: entry.points }),
    focus: onSelect,
  });

  /** A call on each seat's hand, or on the crib. */
  function offer() {
    const chosen = onSelect.value;
    const choices = [...Array(seats()).keys()].map((seat) => ({ on: 'hand', seat }));
    choices.push({ on: 'crib' });
    onSelect.replaceChildren(
      ...choices.map((choice) => {
        const option = document.createElement('option');
        option.value = choice.on === 'hand' ? `hand:${choice.seat}` : 'crib';
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
    const [on, seat] = onSelect.value.split(':');
    list.add(on === 'hand' ? { on, seat: Number(seat), points: numberOrText(called) } : { on, points: numberOrText(called) });
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
