// The form of one hand: a group per seat (cards dealt, kept, counted), the dealer, the rulebooks
// offered and what a tournament rulebook adds; a hand read from the form and put back in it.

import { inCodes, clearProblems, seatGroup } from '../../form.js';
import { t } from '../../i18n.js';
import { mountCalls } from '../calls.js';
import { describeRulebook, mountInfractions, offerRulebooks } from '../infractions.js';
import { eventsOf } from '../playtext.js';
import { HEAD, SEATS, TAIL } from './log.js';
import { field } from './markup.js';

/**
 * The hand form of `section`; `view` gives the game's `rulebooks`, the `hands()` entered and the
 * index of the hand `editing()` (null for a new one). Returns what the view does with it.
 */
export function mountEntry(section, view) {
  const gameForm = section.querySelector('#game-form');
  const handForm = section.querySelector('#game-hand-form');
  const dealer = handForm.elements.dealer;
  const profile = gameForm.elements.profile;
  const rulebooks = view.rulebooks;
  const seatCount = () => SEATS[gameForm.elements.game.value] ?? 2;
  const player = (seat) => t('player', { n: seat + 1 });
  const tournament = () => profile.value !== 'social';
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
        field(`dealt${seat}`, `/dealt/${seat}`, t('game.dealt', { player: player(seat) }), { wide: true }),
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
    handForm.querySelector('#game-dealt-hint').textContent = t('game.dealt.hint', { n: gameForm.elements.game.value === 'six_card' ? 6 : 5 });
  }

  /** The deal passes to the next seat: the dealer of the hand after the last one entered. */
  function nextDealer() {
    const last = Number(view.hands().at(-1)?.dealer);
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
      seats: [...Array(seatCount()).keys()].map((seat) => ({ hand: cards(`hand${seat}`), claim: typed(`claim${seat}`), dealt: cards(`dealt${seat}`) })),
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
        if (handForm.elements[`dealt${i}`]) handForm.elements[`dealt${i}`].value = seat.dealt ?? '';
      });
    } else {
      dealer.value = String(nextDealer());
    }
    infractions.render();
    calls.render();
  }

  /** The form's heading and button say which hand it holds. */
  function renderHandForm() {
    const editing = view.editing();
    const n = (editing ?? view.hands().length) + 1;
    handForm.querySelector('h3').textContent = t(editing === null ? 'game.enter' : 'game.editing', { n });
    handForm.querySelector('button[type="submit"]').textContent = t(editing === null ? 'game.add' : 'game.save', { n });
    handForm.querySelector('[data-action="cancel"]').hidden = editing === null;
  }

  return { infractions, calls, buildSeats, nextDealer, applyProfile, readHand, loadHand, renderHandForm };
}
