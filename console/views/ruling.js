// What a referee's ruling adds on paper, for the referee view's hand and the game's: the printout
// is titled as a ruling in the page's language (the page's heading is the form's instruction,
// "Rule a whole hand", and the browser's print header shows the document's title), and it ends
// with lines for the referee and each player to sign. Both are print only: on screen the ruling is
// read, not signed.

import { t } from '../i18n.js';

/**
 * While `section` is printed, the document is titled as its ruling (`key`: "Ruling of the hand ·
 * Cribbage console"), so the browser's header says what the paper is.
 */
export function titlePrint(section, key) {
  let before = null;
  addEventListener('beforeprint', () => {
    if (section.hidden) return;
    before = document.title;
    document.title = `${t(key)} · ${t('app.title')}`;
  });
  addEventListener('afterprint', () => {
    if (before !== null) document.title = before;
    before = null;
  });
}

/**
 * The lines to sign under the ruling in `result` (its `.signatures`, shown only on paper), side by
 * side so the ruling still fits one page: the referee's name and signature, then each player's
 * signature (`names`: the players as the ruling names them, "Player 1: Alice Smith").
 */
export function signatures(result, names) {
  const line = (key, who) => {
    const cell = document.createElement('p');
    cell.textContent = t('sign.line', { what: t(key), who });
    return cell;
  };
  const referee = t('sign.referee');
  result.querySelector('.signatures').replaceChildren(
    line('sign.name', referee),
    line('sign.signature', referee),
    ...names.map((who) => line('sign.signature', who)),
  );
}
