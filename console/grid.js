// The card picker: all 52 cards as a WAI-ARIA grid, one row per suit, one column per rank.
//
// One cell is in the tab order at a time (roving tabindex); the arrow keys move between cells,
// Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the first and last card; Enter or
// Space takes the card. Typing a card takes it too: "5h", "10d" or "td", "js" (or the face of
// the page's language: "bh" in German, "wh" in Polish); a rank alone moves to that rank in the
// current row. A card marked disabled (one already played) cannot be taken: a tap on it does
// nothing, and asks nothing of the service.

import { DECK, RANKS, SUITS, SYMBOLS, cardName, faceOf, isRed, parseCard, rankFrom, rankOf, suitOf, unclear } from './cards.js';

const TYPING_PAUSE_MS = 1200;

export class CardGrid {
  /**
   * `onActivate(card)` is called when a card is tapped, clicked or typed; `stateOf(card)` says
   * how to show it: `{ selected, disabled, badge }` (badge: a short mark such as the slot).
   */
  constructor(element, { multiselect = false, onActivate, stateOf }) {
    this.element = element;
    this.multiselect = multiselect;
    this.onActivate = onActivate;
    this.stateOf = stateOf;
    this.cells = new Map();
    this.active = DECK[0];
    this.typed = '';
    this.typedAt = 0;
    this.#build();
  }

  #build() {
    this.element.setAttribute('role', 'grid');
    for (const suit of SUITS) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (const rank of RANKS) {
        const card = rank + suit;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.className = `cell${isRed(card) ? ' red' : ''}`;
        cell.dataset.card = card;
        cell.tabIndex = card === this.active ? 0 : -1;
        // The name is the spoken one ("five of hearts"). The rank and suit marks ("5♥") are an
        // abbreviation drawn by the stylesheet from these attributes (the rank as the page's
        // language writes it, set by refresh), so they stay out of the text that speech-input
        // and label-in-name checks compare with the name.
        cell.dataset.suit = SYMBOLS[suit];
        const badge = document.createElement('span');
        badge.className = 'badge';
        badge.setAttribute('aria-hidden', 'true');
        cell.append(badge);
        row.append(cell);
        this.cells.set(card, cell);
      }
      this.element.append(row);
    }
    this.element.addEventListener('click', (event) => {
      const cell = event.target.closest('[role="gridcell"]');
      if (!cell) return;
      this.#moveTo(cell.dataset.card, true);
      this.#activate(cell.dataset.card);
    });
    this.element.addEventListener('keydown', (event) => this.#onKey(event));
    this.refresh();
  }

  /** Re-reads every card's state and name (after a change of cards or of language). */
  refresh() {
    if (this.multiselect) this.element.setAttribute('aria-multiselectable', 'true');
    else this.element.removeAttribute('aria-multiselectable');
    for (const [card, cell] of this.cells) {
      const state = this.stateOf(card) ?? {};
      cell.setAttribute('aria-label', cardName(card));
      cell.dataset.rank = faceOf(rankOf(card));
      if (this.multiselect) cell.setAttribute('aria-selected', state.selected ? 'true' : 'false');
      else if (state.selected) cell.setAttribute('aria-selected', 'true');
      else cell.removeAttribute('aria-selected');
      if (state.disabled) cell.setAttribute('aria-disabled', 'true');
      else cell.removeAttribute('aria-disabled');
      cell.querySelector('.badge').dataset.mark = state.badge ?? '';
    }
  }

  /** Takes `card`, unless it is disabled. */
  #activate(card) {
    if (this.cells.get(card).getAttribute('aria-disabled') !== 'true') this.onActivate(card);
  }

  #moveTo(card, focus) {
    this.cells.get(this.active).tabIndex = -1;
    this.active = card;
    const cell = this.cells.get(card);
    cell.tabIndex = 0;
    if (focus) cell.focus();
  }

  #onKey(event) {
    if (event.altKey || event.metaKey) return;
    const rank = RANKS.indexOf(rankOf(this.active));
    const suit = SUITS.indexOf(suitOf(this.active));
    const at = (r, s) => RANKS[Math.max(0, Math.min(12, r))] + SUITS[Math.max(0, Math.min(3, s))];
    const moves = {
      ArrowRight: at(rank + 1, suit),
      ArrowLeft: at(rank - 1, suit),
      ArrowDown: at(rank, suit + 1),
      ArrowUp: at(rank, suit - 1),
      Home: event.ctrlKey ? at(0, 0) : at(0, suit),
      End: event.ctrlKey ? at(12, 3) : at(12, suit),
    };
    if (event.key in moves) {
      event.preventDefault();
      this.#moveTo(moves[event.key], true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#activate(this.active);
    } else if (event.key.length === 1 && !event.ctrlKey) {
      if (this.#onTyped(event.key)) event.preventDefault();
    }
  }

  /** Typing: a rank moves along the row, a rank and a suit (as the page reads it) takes the card. */
  #onTyped(key) {
    const now = Date.now();
    if (now - this.typedAt > TYPING_PAUSE_MS) this.typed = '';
    this.typedAt = now;
    const handled = this.#take(this.typed + key) || (this.typed !== '' && this.#take(key));
    if (!handled) this.typed = '';
    return handled;
  }

  #take(typed) {
    const text = typed.toUpperCase();
    const card = parseCard(text);
    if (card) {
      this.typed = '';
      this.#moveTo(card, true);
      this.#activate(card);
      return true;
    }
    // A letter of two suits ("5k" in German: Kreuz or Karo) waits for the next ("5kr", "5ka").
    if (unclear(text)) {
      this.typed = text;
      return true;
    }
    const rank = rankFrom(text);
    if (!rank && text !== '1') return false;
    this.typed = text;
    if (rank) this.#moveTo(rank + suitOf(this.active), true);
    return true;
  }
}
