// The game's markup: the game's form (its settings, the players, the list of hands), a hand's form
// and the ruling, parsed from templates (no inline style: the CSP holds). Seats come from entry.js.

import { callsFieldset } from '../calls.js';
import { infractionsFieldset, rulesFieldset } from '../infractions.js';

const OPTIONS = (name, keys) => keys.map((key) => `<option value="${key}" data-i18n="${name}.${key}"></option>`).join('');

export const FORMS = `
<p class="hint" data-i18n="game.hint"></p>
<form id="game-form" novalidate aria-labelledby="game-title">
  <div class="row">
    <div class="field"><label for="game-variant" data-i18n="game.label"></label>
      <select id="game-variant" name="game" data-pointer="/variant">${OPTIONS('game', ['six_card', 'three_player', 'four_player', 'five_card'])}</select></div>
    <div class="field"><label for="game-target" data-i18n="referee.target"></label><input id="game-target" name="target" inputmode="numeric" data-pointer="/target"></div>
    <div class="field"><label for="game-table" data-i18n="referee.table"></label><input id="game-table" name="table"></div>
    <div class="field"><label for="game-round" data-i18n="referee.round"></label><input id="game-round" name="round"></div>
  </div>
${rulesFieldset('game')}
  <fieldset class="names">
    <legend data-i18n="referee.seats"></legend>
    <div class="row"></div>
  </fieldset>
  <h3 id="game-hands-title" data-i18n="game.hands"></h3>
  <ol class="game-hands" aria-labelledby="game-hands-title"></ol>
  <p class="hint" data-role="none" data-i18n="game.none"></p>
  <div class="actions">
    <button type="submit" data-i18n="game.submit"></button>
    <button type="button" data-action="new" data-i18n="game.new"></button>
    <span class="file-button"><input id="game-file" class="sr-only" type="file" accept=".json,application/json"><label for="game-file" data-i18n="game.open"></label></span>
  </div>
  <div class="form-problem" role="alert"></div>
</form>
<form id="game-hand-form" novalidate aria-labelledby="game-hand-title">
  <h3 id="game-hand-title"></h3>
  <div class="row">
    <div class="field"><label for="game-dealer" data-i18n="referee.dealer"></label><select id="game-dealer" name="dealer" data-pointer="/dealer"></select></div>
    <div class="field"><label for="game-starter" data-i18n="hand.starter"></label><input id="game-starter" name="starter" data-pointer="/starter" data-cards></div>
  </div>
  <div class="seat-list"></div>
  <p class="hint" data-i18n="cards.typing" data-i18n-vars="how:cards.how"></p>
  <p class="hint" id="game-dealt-hint"></p>
  <div class="row">
    <div class="field wide"><label for="game-crib" data-i18n="referee.crib"></label><input id="game-crib" name="crib" data-pointer="/crib" data-cards></div>
    <div class="field"><label for="game-cribclaim" data-i18n="referee.cribclaim"></label><input id="game-cribclaim" name="cribclaim" inputmode="numeric" data-pointer="/claims/crib"></div>
  </div>
  <div class="field wide"><label for="game-events" data-i18n="referee.events"></label><textarea id="game-events" name="events" rows="2" data-pointer="/events" data-cards></textarea></div>
${infractionsFieldset('game')}${callsFieldset('game')}
  <div class="actions">
    <button type="submit" class="primary"></button>
    <button type="button" data-action="cancel" data-i18n="game.cancel" hidden></button>
    <button type="button" data-action="clear" data-i18n="action.clear"></button>
  </div>
  <div class="form-problem" role="alert"></div>
</form>`;

export const RESULT = `
<h3 id="game-result-title" data-i18n="game.ruling"></h3>
<dl class="deal"></dl>
<div class="table-wrap" tabindex="0" role="region" aria-labelledby="game-caption">
  <table class="options-table game-table">
    <caption id="game-caption" data-i18n="game.caption"></caption>
    <thead><tr></tr></thead>
    <tbody></tbody>
  </table>
</div>
<dl class="deal outcome"></dl>
<p class="verdict"></p>
<p class="actions game-review"><button type="button" class="primary" data-action="review" data-i18n="game.review"></button> <button type="button" data-action="save" data-i18n="game.save.file"></button></p>
<p class="hint game-review-note"></p>
<div class="signatures"></div>
<p class="links"><a class="permalink" href="#game" data-i18n="result.permalink"></a> <button type="button" data-action="copy" data-i18n="result.copy"></button> <button type="button" data-action="print" data-i18n="referee.print"></button></p>`;

/** Markup as nodes. */
export function nodes(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** A labelled input: a seat's field, a player's name; cards fields take typed cards. */
export function field(name, pointer, label, { inputmode, wide } = {}) {
  const wrap = document.createElement('div');
  wrap.className = `field${wide ? ' wide' : ''}`;
  const text = document.createElement('label');
  text.htmlFor = `game-${name}`;
  text.textContent = label;
  const input = document.createElement('input');
  input.id = text.htmlFor;
  input.name = name;
  if (pointer) input.dataset.pointer = pointer;
  if (inputmode) input.inputMode = inputmode;
  if (/^(hand|dealt)\d/.test(name)) input.dataset.cards = '';
  wrap.append(text, input);
  return wrap;
}
