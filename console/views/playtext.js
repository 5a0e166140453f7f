// The play as a referee types it, shared by the referee's views: cards and go in order (a go in
// the page's language: "Passe", "Dalej"), a count announced for a card after it ("6h=2"), and
// the non-offender's decision on a renege after its go ("go dead"; in German "tot"/"gespielt",
// in Polish "martwe"/"zagrane"), read in any of the three languages.

import { tokens, wire } from '../cards.js';
import { numberOrText } from '../form.js';
import { isGo } from '../i18n.js';

/** The decision words of each language: played, dead. */
export const WORDS = { en: ['played', 'dead'], de: ['gespielt', 'tot'], pl: ['zagrane', 'martwe'] };

/** "dead", "tot", "martwe" → "dead"; "played", "gespielt", "zagrane" → "played"; else undefined. */
export const decisionOf = (token) => {
  const word = token.toLowerCase();
  const index = Object.values(WORDS).find((words) => words.includes(word))?.indexOf(word);
  return index === undefined ? undefined : WORDS.en[index];
};

/** The play's tokens without the decision words: one per event. */
export const played = (text) => tokens(text).filter((token) => !decisionOf(token));

/** The play as typed → the API's events: "6h=2" is `{ card: "6H", claimed: 2 }`, "go dead" `{ go: true, reneged: "dead" }`. */
export function eventsOf(text) {
  const events = [];
  for (const token of tokens(text)) {
    const reneged = decisionOf(token);
    if (reneged && events.at(-1) === 'go') events[events.length - 1] = { go: true, reneged };
    else if (isGo(token)) events.push('go');
    else {
      const [card, said] = token.split('=');
      events.push(said === undefined ? wire(card) : { card: wire(card), claimed: numberOrText(said) });
    }
  }
  return events;
}
