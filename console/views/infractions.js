// The rulebooks a table may be refereed under, and what a referee saw that the cards cannot show
// (a peek at the bottom card, a crib looked at too early...) under a tournament rulebook. Which
// rulebooks referee which game is the service's list (GET /v1/rulebooks): the page offers only
// those, each labelled by what it does at that table. The kinds, their descriptions
// and citations come from the rulebook's own reference card (GET /v1/rulebooks/{profile}) in the
// page's language, so the page never words a rule itself. The list lives in one hidden input
// ("1:bottom_card_seen 0:starter_mixed_in") so the permalink carries it like any other field.

import { get } from '../api.js';
import { t } from '../i18n.js';
import { EntryList } from './entries.js';

/** The rulebooks the service referees under, each with the games it referees; asked once ([] if it cannot be asked). */
let rulebooks = null;
export function loadRulebooks() {
  rulebooks ??= get('/v1/rulebooks').then((reply) => reply.data?.profiles ?? []);
  return rulebooks;
}

/**
 * Fills `select` with the rulebooks that referee `game` (ACC's are written for two players at
 * six-card cribbage: not offered for three or four players, nor five-card), each labelled in short
 * by what it does ("Social play: house rules", "ACC: tournament penalties"); a choice no longer
 * offered gives way to the first. `profiles` is `loadRulebooks()`'s.
 */
export function offerRulebooks(select, game, profiles) {
  const chosen = select.value;
  const known = profiles.length ? profiles : ['social', 'acc', 'acc_muggins'].map((profile) => ({ profile, variants: [game] }));
  const offered = known.filter((book) => book.variants.includes(game));
  select.replaceChildren(...offered.map((book) => {
    const key = `referee.profile.${book.profile}`;
    return new Option(t(key) === key ? book.name : t(key), book.profile);
  }));
  if (offered.some((book) => book.profile === chosen)) select.value = chosen;
}

/**
 * What the chosen rulebook does at the table, in a sentence under its choice (`note`, which
 * describes the choice for screen readers): the house rules, which penalties; social play costs a
 * renege 2 points to each opponent at three players only.
 */
export function describeRulebook(note, profile, game) {
  const key = `referee.does.${profile}${profile === 'social' && game === 'three_player' ? '.three' : ''}`;
  note.textContent = t(key) === key ? '' : t(key);
}

/** An infraction as kept in its field ("1:bottom_card_seen") → `{ seat, kind }`. */
export function parseInfraction(token) {
  const [seat, kind] = token.split(':');
  return { seat: Number(seat), kind: kind ?? '' };
}

/**
 * `fieldset` holds the controls; `seats()` is the seat count, `dealerSeat()` the dealer's seat
 * and `player(seat)` a seat's name. Returns `{ load(profile), entries(), render() }`.
 */
export function mountInfractions(fieldset, { seats, dealerSeat, player }) {
  const kindSelect = fieldset.querySelector('select[data-role="kind"]');
  const seatSelect = fieldset.querySelector('select[data-role="seat"]');
  let kinds = new Map();
  let loaded = null;

  const describe = (entry) => {
    const kind = kinds.get(entry.kind);
    const what = kind ? `${capitalized(kind.description)} (${kind.rule})` : entry.kind;
    return t('referee.infraction.entry', { player: player(entry.seat), what });
  };
  const list = new EntryList(fieldset.querySelector('.entry-list'), fieldset.querySelector('input[name="infractions"]'), {
    parse: parseInfraction,
    format: (entry) => `${entry.seat}:${entry.kind}`,
    describe,
    focus: kindSelect,
  });

  /** Loads the kinds of `profile`'s rulebook (again after a change of language). */
  async function load(profile) {
    const key = `${profile}:${document.documentElement.lang}`;
    if (loaded === key) return;
    const reply = await get(`/v1/rulebooks/${encodeURIComponent(profile)}`);
    if (!reply.data) return; // the ruling itself will say what is wrong with the profile
    loaded = key;
    kinds = new Map(reply.data.infractions.map((kind) => [kind.kind, kind]));
    const chosen = kindSelect.value;
    kindSelect.replaceChildren(
      ...[...kinds.values()].map((kind) => {
        const option = document.createElement('option');
        option.value = kind.kind;
        option.dataset.service = ''; // the rulebook's words
        option.textContent = `${capitalized(kind.description)} (${kind.rule})`;
        return option;
      }),
    );
    if (kinds.has(chosen)) kindSelect.value = chosen;
    render();
  }

  /** The seats that can commit the chosen kind: the dealer's, the pone's, or anyone's. */
  function offerSeats() {
    const committedBy = kinds.get(kindSelect.value)?.committed_by;
    const dealer = dealerSeat();
    const chosen = seatSelect.value;
    const allowed = [...Array(seats()).keys()].filter((seat) =>
      committedBy === 'dealer' ? seat === dealer : committedBy === 'pone' ? seat !== dealer : true,
    );
    seatSelect.replaceChildren(
      ...allowed.map((seat) => {
        const option = document.createElement('option');
        option.value = String(seat);
        option.textContent = player(seat);
        return option;
      }),
    );
    if (allowed.includes(Number(chosen))) seatSelect.value = chosen;
  }

  function render() {
    offerSeats();
    list.render();
  }

  kindSelect.addEventListener('change', offerSeats);
  fieldset.querySelector('[data-action="add-infraction"]').addEventListener('click', () => {
    if (!kindSelect.value || seatSelect.value === '') return;
    list.add({ seat: Number(seatSelect.value), kind: kindSelect.value });
  });

  return { load, entries: () => list.entries(), render };
}

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The fieldset of what a referee saw, in a view's form; its controls' ids start with `prefix`. */
// The rules a table plays by, the same fields on the referee's form and the game's: the rulebook
// (offered by offerRulebooks, described by describeRulebook), the house rules a social game may
// take, and how a game is scored in match points.
export const rulesFieldset = (prefix) => `
  <fieldset class="options">
    <legend data-i18n="hand.rules"></legend>
    <div class="field"><label for="${prefix}-profile" data-i18n="referee.profile"></label>
      <select id="${prefix}-profile" name="profile" data-pointer="/rules/profile" aria-describedby="${prefix}-profile-does"></select>
      <p class="hint" id="${prefix}-profile-does"></p></div>
    <div data-social-only>
      <label class="check"><input type="checkbox" name="muggins" value="1" data-pointer="/rules/muggins"> <span data-i18n="referee.muggins"></span></label>
      <label class="check"><input type="checkbox" name="fourflush" value="1" data-pointer="/rules/crib_four_flush"> <span data-i18n="hand.fourflush"></span></label>
    </div>
    <p class="hint" data-acc-only data-i18n="referee.house.acc"></p>
    <div class="field"><label for="${prefix}-match" data-i18n="referee.match"></label>
      <select id="${prefix}-match" name="match" data-pointer="/rules/match_scoring">
        <option value="acc" data-i18n="referee.match.acc"></option>
        <option value="free_play" data-i18n="referee.match.free_play"></option>
      </select></div>
  </fieldset>`;

export const infractionsFieldset = (prefix) => `
  <fieldset class="infractions" hidden>
    <legend data-i18n="referee.infractions"></legend>
    <p class="hint" data-i18n="referee.infractions.hint"></p>
    <div class="row">
      <div class="field wide"><label for="${prefix}-infraction-kind" data-i18n="referee.infraction.kind"></label><select id="${prefix}-infraction-kind" data-role="kind" data-pointer="/infractions"></select></div>
      <div class="field"><label for="${prefix}-infraction-seat" data-i18n="referee.infraction.seat"></label><select id="${prefix}-infraction-seat" data-role="seat"></select></div>
    </div>
    <div class="actions"><button type="button" data-action="add-infraction" data-i18n="referee.infraction.add"></button></div>
    <ul class="entry-list" aria-live="polite"></ul>
    <input type="hidden" name="infractions">
  </fieldset>
`;
