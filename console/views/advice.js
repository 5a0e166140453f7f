// Advice: the cards dealt in, every discard out, ranked by net expectation (POST
// /v1/discards/recommend), with the hand and crib parts side by side so the reason for the
// ranking shows.

import { Requester } from '../api.js';
import { cardFace, cardName, parseCard } from '../cards.js';
import { clearProblems, formState, restoreForm, showProblem } from '../form.js';
import { CardGrid } from '../grid.js';
import { formatNumber, t } from '../i18n.js';

export function mount(section, context) {
  const form = section.querySelector('form');
  const result = section.querySelector('.result');
  const slots = [...form.querySelectorAll('input[data-slot]')];
  const requester = new Requester();
  let answered = null;

  const visibleSlots = () => slots.filter((slot) => !slot.closest('[hidden]'));
  const slotOf = (card) => visibleSlots().find((slot) => parseCard(slot.value) === card);

  const grid = new CardGrid(section.querySelector('.card-grid'), {
    multiselect: true,
    stateOf(card) {
      const slot = slotOf(card);
      return { selected: Boolean(slot), badge: slot?.dataset.slot ?? '' };
    },
    onActivate(card) {
      const slot = slotOf(card);
      if (slot) slot.value = '';
      else {
        const empty = visibleSlots().find((s) => !s.value.trim());
        if (!empty) {
          context.announce(t('picker.full'));
          return;
        }
        empty.value = card;
      }
      changed();
    },
  });

  /** Six cards in two-player six-card cribbage, five in the others; the expert model is six-card. */
  function applyGame() {
    const sixCard = form.elements.game.value === 'six_card';
    form.querySelector('[data-six-only]').hidden = !sixCard;
    form.querySelector('[data-six-card-only]').hidden = !sixCard;
  }

  const complete = () => visibleSlots().every((slot) => parseCard(slot.value));

  function changed() {
    grid.refresh();
    if (complete()) advise();
    else {
      requester.cancel();
      result.hidden = true;
      answered = null;
    }
  }

  function request() {
    const body = { cards: visibleSlots().map((slot) => slot.value.trim()), dealer: form.elements.dealer.checked };
    const game = form.elements.game.value;
    if (game !== 'six_card') body.variant = game;
    else if (form.elements.expert.checked) body.crib_model = 'expert';
    return body;
  }

  async function advise() {
    const params = formState(form);
    const reply = await requester.send('/v1/discards/recommend', request());
    if (reply.aborted) return;
    if (reply.problem) {
      result.hidden = true;
      answered = null;
      showProblem(form, reply.problem);
      context.announce(t('problem.announce', { title: reply.problem.title }));
      return;
    }
    clearProblems(form);
    answered = reply.data;
    render(reply.data);
    context.publish(params);
  }

  const number = (value) => formatNumber(value, 2);
  const signed = (value, dealer) => `${dealer ? '+' : '−'}${number(value)}`;

  function render(answer) {
    const [best, next] = answer.options;
    const summary = t(answer.dealer ? 'advice.best.dealer' : 'advice.best.pone', {
      hand: number(best.hand.mean),
      crib: number(best.crib.mean),
      net: number(best.net),
    });
    const margin = next ? ` ${t('advice.margin', { diff: number(best.net - next.net) })}` : '';
    const bestLine = result.querySelector('.best');
    bestLine.replaceChildren(t('advice.lay'), ' ', ...best.discard.map((card) => cardFace(card)), ` ${summary}${margin}`);
    const spoken = `${t('advice.lay')} ${best.discard.map(cardName).join(', ')} ${summary}${margin}`;
    const scale = Math.max(...answer.options.map((o) => o.hand.mean + o.crib.mean), 1);
    const body = result.querySelector('tbody');
    body.replaceChildren(...answer.options.map((option, index) => row(option, index, answer.dealer, best, scale)));
    result.hidden = false;
    context.announce(spoken);
  }

  function row(option, index, dealer, best, scale) {
    const tr = document.createElement('tr');
    if (index === 0) tr.className = 'best-row';
    const discard = document.createElement('th');
    discard.scope = 'row';
    discard.append(...option.discard.map((card) => cardFace(card)));
    const keep = cell(...option.keep.map((card) => cardFace(card)));
    const hand = cell(number(option.hand.mean), range(option.hand));
    const crib = cell(signed(option.crib.mean, dealer), range(option.crib));
    const net = cell(bar(option, dealer, scale));
    const strong = document.createElement('strong');
    strong.textContent = number(option.net);
    net.prepend(strong);
    if (index > 0) {
      const behind = document.createElement('span');
      behind.className = 'behind';
      behind.textContent = t('advice.behind', { diff: number(best.net - option.net) });
      net.append(behind);
    }
    tr.append(discard, keep, hand, crib, net);
    return tr;
  }

  function cell(...content) {
    const td = document.createElement('td');
    td.append(...content);
    return td;
  }

  function range(stats) {
    const span = document.createElement('span');
    span.className = 'range';
    span.textContent = t('advice.range', { min: stats.min, max: stats.max });
    return span;
  }

  /** The hand's part and the crib's, drawn to one scale: why one discard beats another. */
  function bar(option, dealer, scale) {
    const bars = document.createElement('span');
    bars.className = 'bar';
    bars.setAttribute('aria-hidden', 'true');
    const hand = document.createElement('span');
    hand.className = 'part hand';
    hand.style.setProperty('--share', String((100 * option.hand.mean) / scale));
    const crib = document.createElement('span');
    crib.className = `part crib ${dealer ? 'plus' : 'minus'}`;
    crib.style.setProperty('--share', String((100 * option.crib.mean) / scale));
    bars.append(hand, crib);
    return bars;
  }

  form.addEventListener('input', (event) => {
    const slot = event.target.closest('input[data-slot]');
    if (!slot) return;
    grid.refresh();
    if (parseCard(slot.value) && event.inputType?.startsWith('insert')) {
      visibleSlots().find((s) => s !== slot && !s.value.trim())?.focus();
    }
    if (complete()) advise();
    else {
      result.hidden = true;
      answered = null;
    }
  });
  form.addEventListener('change', (event) => {
    if (event.target.closest('input[data-slot]')) return;
    applyGame();
    changed();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    advise();
  });
  form.querySelector('[data-action="clear"]').addEventListener('click', () => {
    restoreForm(form, new URLSearchParams());
    applyGame();
    clearProblems(form);
    changed();
    context.publish(new URLSearchParams());
    slots[0].focus();
  });

  applyGame();
  return {
    restore(params) {
      restoreForm(form, params);
      applyGame();
      grid.refresh();
      advise();
    },
    refresh() {
      grid.refresh();
      if (answered) render(answered);
    },
  };
}
