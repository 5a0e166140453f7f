// A game reviewed (POST /v1/games/review), loaded on demand with its own strings
// (i18n/review.*.json). A game comes from the game view ("Review this game"), from a file saved
// there (or any game log), from a link, or as the example game; integrators may paste a log (the
// JSON /v1/games/score takes) in a fold. Nobody has to see JSON: the log is kept in that fold.
//
// The review opens with the verdict: how the game ended, each player's rating and what decided
// the game, what could not be judged (the discards of hands without the cards dealt); then the
// costliest decisions, each with why the better choice is better; then each player's account,
// why the game ended as it did, the chart of the chance of winning, and every decision hand by
// hand; how the review judges (its thresholds, its model) in a fold. A refused log is refused
// next to the text field, in words: the hand, the part of it and the card a pointer names.
//
// The permalink is the log itself, compressed, in one parameter `log` (`loglink.js`, shared with
// the game view's "Review this game"); `only` keeps the timeline's filter. The parts: the verdict
// (`review/verdict.js`), the costliest decisions (`review/mistakes.js`), a decision in words
// (`review/decision.js`), the accounts (`review/account.js`), the chart (`review/chart.js`), the
// timeline (`review/timeline.js`), a pointer in words (`review/place.js`), and the words all use
// (`review/words.js`).

import { Requester } from '../api.js';
import { clearProblems, showProblem } from '../form.js';
import { addStrings, t, tn, translate } from '../i18n.js';
import { pack, pretty, unpack } from './loglink.js';
import { luckNotes, renderMargin, renderSummary } from './review/account.js';
import { renderChart } from './review/chart.js';
import { renderMistakes } from './review/mistakes.js';
import { describe } from './review/place.js';
import { applyFilter, renderTimeline } from './review/timeline.js';
import { outcome, ratingWords, renderUnjudged, renderVerdicts } from './review/verdict.js';
import { nodes, player, pointsOf, pp } from './review/words.js';

const STRINGS = {
  en: new URL('../i18n/review.en.json', import.meta.url),
  de: new URL('../i18n/review.de.json', import.meta.url),
  pl: new URL('../i18n/review.pl.json', import.meta.url),
};
/** A real game, fetched only when asked for. */
const EXAMPLE = new URL('../examples/review-game.json', import.meta.url);

const FORM = `
<p class="hint" data-i18n="review.hint"></p>
<form id="review-form" novalidate aria-labelledby="review-title">
  <div class="actions">
    <span class="file-button"><input id="review-file" class="sr-only" type="file" accept=".json,application/json"><label for="review-file" data-i18n="review.file"></label></span>
    <button type="button" data-action="example" data-i18n="review.example"></button>
    <a href="#game" data-i18n="review.enter"></a>
  </div>
  <details class="review-paste">
    <summary data-i18n="review.paste"></summary>
    <div class="field"><label for="review-log" data-i18n="review.log"></label>
      <textarea id="review-log" name="log" rows="8" spellcheck="false" autocomplete="off" data-pointer=""></textarea></div>
    <div class="actions">
      <button type="submit" class="primary" data-i18n="review.submit"></button>
      <button type="button" data-action="clear" data-i18n="action.clear"></button>
    </div>
  </details>
  <div class="form-problem" role="alert"></div>
</form>`;

const RESULT = `
<h3 id="review-result-title" data-i18n="review.result"></h3>
<p class="verdict"></p>
<ul class="review-players" aria-label=""></ul>
<p class="review-unjudged"></p>
<details class="review-why"><summary id="review-why-title" data-i18n="review.unjudged.why"></summary><ul aria-labelledby="review-why-title"></ul></details>
<h4 id="review-mistakes-title" data-i18n="review.mistakes"></h4>
<ol class="review-mistakes" aria-labelledby="review-mistakes-title"></ol>
<p class="hint review-clean" data-i18n="review.mistakes.none"></p>
<h4 id="review-summary-title" data-i18n="review.summary"></h4>
<p class="hint" data-i18n="review.luck.sign"></p>
<div class="table-wrap" tabindex="0" role="region" aria-labelledby="review-summary-title">
  <table class="options-table review-table review-summary"><thead></thead><tbody></tbody></table>
</div>
<ul class="review-sentences review-luck"></ul>
<h4 id="review-margin-title" data-i18n="review.margin"></h4>
<p class="hint" data-i18n="review.margin.hint"></p>
<div class="table-wrap" tabindex="0" role="region" aria-labelledby="review-margin-title">
  <table class="options-table review-table review-margin"><thead></thead><tbody></tbody></table>
</div>
<ul class="review-sentences review-margins"></ul>
<h4 id="review-chart-title" data-i18n="review.chart"></h4>
<figure class="review-chart" aria-labelledby="review-chart-title"></figure>
<h4 id="review-timeline-title" data-i18n="review.timeline"></h4>
<label class="check"><input type="checkbox" name="only"> <span data-i18n="review.only"></span></label>
<p class="review-shown hint" aria-live="polite"></p>
<ol class="review-hands" aria-labelledby="review-timeline-title"></ol>
<details class="review-method"><summary data-i18n="review.method"></summary><p class="hint review-model"></p></details>
<p class="links"><a class="permalink" href="#review" data-i18n="result.permalink"></a> <button type="button" data-action="copy" data-i18n="result.copy"></button></p>`;

export async function mount(section, context) {
  await addStrings(STRINGS);
  const result = section.querySelector(':scope > .result');
  result.before(nodes(FORM));
  result.append(nodes(RESULT));
  translate(section);

  const form = section.querySelector('#review-form');
  const textarea = form.elements.log;
  const only = result.querySelector('input[name="only"]');
  const hands = result.querySelector('.review-hands');
  const requester = new Requester();
  /** The last answer on screen, or null (none yet, refused, or withdrawn). */
  let answered = null;
  /** The log sent last, compressed for the permalink (the filter's change reuses it at once). */
  let packed = null;

  function refuse(problem) {
    answered = null;
    result.hidden = true;
    const said = showProblem(form, problem, { heading: t('review.refused'), describe, typed: false });
    context.refuse(said, form);
  }

  /** Reads the text field: the log, or null after saying why it is not one. */
  function readLog() {
    const text = textarea.value.trim();
    let log = null;
    try {
      log = JSON.parse(text);
    } catch {
      // not JSON: said below
    }
    if (!log || typeof log !== 'object' || Array.isArray(log)) {
      refuse({ errors: [{ pointer: '', detail: t(text ? 'review.notjson' : 'review.empty') }] });
      return null;
    }
    return log;
  }

  /** The permalink: the log compressed, and the filter when it is on. */
  function publish() {
    const params = new URLSearchParams();
    if (packed) params.set('log', packed);
    if (only.checked) params.set('only', '1');
    context.publish(params);
  }

  async function review(log) {
    clearProblems(form);
    const [reply, compressed] = await Promise.all([requester.send('/v1/games/review', log), pack(JSON.stringify(log))]);
    if (reply.aborted) return;
    packed = compressed;
    publish();
    if (reply.problem) {
      refuse(reply.problem);
      return;
    }
    answered = reply.data;
    render(answered);
    context.announce(announcement(answered));
  }

  /** What the live region says: the outcome, the errors counted, each player's rating, and what went unjudged. */
  function announcement(answer) {
    const ratings = answer.seats.map((seat) => ratingWords(seat) && t('review.rating.said', { player: player(seat.seat), rating: ratingWords(seat) }));
    const unjudged = answer.unjudged?.length ? result.querySelector('.review-unjudged').textContent : '';
    return [outcome(answer), counts(answer), ...ratings, unjudged].filter(Boolean).join(' ');
  }

  /** Each seat's errors counted: "Player 1: 1 blunder, 3 mistakes, 2 inaccuracies; Player 2: ...". */
  function counts(answer) {
    const each = answer.seats.map((seat) => t('review.counts', {
      player: player(seat.seat),
      blunders: tn('review.n.blunder', seat.verdicts.blunder),
      mistakes: tn('review.n.mistake', seat.verdicts.mistake),
      inaccuracies: tn('review.n.inaccuracy', seat.verdicts.inaccuracy),
    }));
    return `${each.join('; ')}.`;
  }

  function render(answer) {
    result.querySelector('.verdict').textContent = outcome(answer);
    const players = result.querySelector('.review-players');
    players.setAttribute('aria-label', t('review.players'));
    renderVerdicts(players, answer);
    renderUnjudged(result.querySelector('.review-unjudged'), result.querySelector('.review-why'), answer);
    renderMistakes(result.querySelector('.review-mistakes'), result.querySelector('.review-clean'), answer);
    renderSummary(result, answer);
    luckNotes(result.querySelector('.review-luck'), answer);
    renderMargin(result, answer);
    renderChart(result.querySelector('.review-chart'), answer);
    renderTimeline(hands, answer);
    result.querySelector('.review-shown').textContent = applyFilter(hands, only.checked);
    renderMethod(answer);
    result.hidden = false;
  }

  /** How the review judges, in the fold: its thresholds, its model in words, and the model's name for those who ask the service. */
  function renderMethod(answer) {
    const { points: p, win_probability: w } = answer.thresholds;
    const name = typeof answer.model === 'string' ? answer.model.split(':')[0].trim() : answer.model?.name;
    const code = document.createElement('code');
    code.dataset.service = '';
    code.translate = false;
    code.textContent = name ?? '';
    result.querySelector('.review-model').replaceChildren(
      t('review.thresholds', {
        inaccuracy: pointsOf(p.inaccuracy), mistake: pointsOf(p.mistake), blunder: pointsOf(p.blunder),
        winaccuracy: pp(w.inaccuracy, false, 0), wmistake: pp(w.mistake, false, 0), wblunder: pp(w.blunder, false, 0),
      }),
      ' ',
      t('review.model'),
      ...(name ? [' ', t('review.model.name'), ' ', code, '.'] : []),
    );
  }

  function withdraw() {
    clearProblems(form);
    if (!answered) return;
    requester.cancel();
    answered = null;
    result.hidden = true;
    context.withdraw();
  }

  async function loadText(text) {
    let log = null;
    try {
      log = JSON.parse(text);
    } catch {
      // shown as typed: the review says what is wrong
    }
    textarea.value = log ? pretty(log) : text;
    withdraw();
    const read = readLog();
    if (read) await review(read);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const log = readLog();
    if (log) review(log);
  });
  textarea.addEventListener('input', withdraw);
  form.querySelector('#review-file').addEventListener('change', async (event) => {
    const [file] = event.target.files;
    if (!file) return;
    try {
      await loadText(await file.text());
    } catch {
      refuse({ own: true, detail: t('review.file.failed') });
    }
    event.target.value = '';
  });
  form.querySelector('[data-action="example"]').addEventListener('click', async () => {
    const response = await fetch(EXAMPLE).catch(() => null);
    if (!response?.ok) {
      refuse({ own: true, detail: t('review.file.failed') });
      return;
    }
    await loadText(await response.text());
  });
  // Clear: the log, the review or the refusal, what the live region said, and the link all go.
  form.querySelector('[data-action="clear"]').addEventListener('click', () => {
    requester.cancel();
    textarea.value = '';
    packed = null;
    answered = null;
    result.hidden = true;
    clearProblems(form);
    context.withdraw();
    context.publish(new URLSearchParams());
    textarea.focus();
  });
  only.addEventListener('change', () => {
    result.querySelector('.review-shown').textContent = applyFilter(hands, only.checked);
    publish();
  });

  return {
    async restore(params) {
      only.checked = params.get('only') === '1';
      const packed = params.get('log');
      if (!packed) return;
      let text;
      try {
        text = await unpack(packed);
      } catch {
        textarea.value = '';
        refuse({ own: true, detail: t('review.link.broken') });
        return;
      }
      await loadText(text);
    },
    refresh() {
      // The page's words change: the review is drawn again in them; a refusal is asked again.
      if (answered) {
        render(answered);
        context.announce(announcement(answered));
      } else if (form.querySelector('.form-problem:not(:empty)')) form.requestSubmit();
    },
  };
}
