// Score a hand: four cards and the starter (three in five-card), as hand or crib, with the
// itemized count, the spoken announcement and the verdict on a claimed score.

import { Requester } from '../api.js';
import { cardFace, cardNames, parseCard, suitOf, wire } from '../cards.js';
import { clearProblems, formState, numberOrText, restoreForm, sayUnclear, showProblem } from '../form.js';
import { CardGrid } from '../grid.js';
import { t, tn } from '../i18n.js';

export function mount(section, context) {
  const form = section.querySelector('form');
  const result = section.querySelector('.result');
  const slots = [...form.querySelectorAll('input[data-slot]')];
  const starter = form.elements.starter;
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
      if (slot) {
        slot.value = '';
      } else {
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

  /** Five-card hands hold three cards; a crib always has four. */
  function applyVariant() {
    const three = form.elements.five.checked && !form.elements.crib.checked;
    form.querySelector('[data-four-only]').hidden = three;
  }

  function complete() {
    return visibleSlots().every((slot) => parseCard(slot.value));
  }

  /** Inputs changed: the old answer is stale; a complete hand is scored at once. */
  function changed() {
    grid.refresh();
    if (complete()) score();
    else stale();
  }

  /** The answer on screen (and its sentence, pinned or not) no longer fits the inputs; a card the page cannot read one way is said at once. */
  function stale() {
    requester.cancel();
    result.hidden = true;
    answered = null;
    context.withdraw();
    sayUnclear(form, context, t('hand.refused'));
  }

  function request() {
    const cardSlots = visibleSlots().filter((slot) => slot !== starter);
    const body = { hand: cardSlots.map((slot) => wire(slot.value)), starter: wire(starter.value) };
    if (form.elements.crib.checked) body.crib = true;
    if (form.elements.five.checked) body.variant = 'five_card';
    if (form.elements.fourflush.checked) body.rules = { crib_four_flush: true };
    const claimed = form.elements.claimed.value.trim();
    if (claimed) body.claimed = numberOrText(claimed);
    return body;
  }

  async function score() {
    const params = formState(form);
    const reply = await requester.send('/v1/hands/score', request());
    if (reply.aborted) return;
    if (reply.problem) {
      result.hidden = true;
      answered = null;
      context.refuse(showProblem(form, reply.problem, { heading: t('hand.refused') }), form);
      return;
    }
    clearProblems(form);
    answered = reply.data;
    render(reply.data);
    context.publish(params);
  }

  function render(answer) {
    const shown = result.querySelector('.shown-cards');
    shown.replaceChildren(...answer.hand.map((card) => cardFace(card, 'li')));
    const starterFace = cardFace(answer.starter, 'li');
    starterFace.classList.add('is-starter');
    starterFace.title = t('hand.starter');
    shown.append(starterFace);
    const total = tn('points', answer.total);
    result.querySelector('.total').textContent = total;
    result.querySelector('.announcement').textContent = t('quoted', { text: answer.announcement });
    const verdict = result.querySelector('.claim-verdict');
    verdict.textContent = answer.claim ? claimText(answer.claim) : '';
    verdict.hidden = !answer.claim;
    verdict.className = `claim-verdict ${answer.claim?.verdict ?? ''}`;
    const items = result.querySelector('.items');
    items.replaceChildren(...answer.items.map((item) => itemRow(item)));
    if (!answer.items.length) items.append(emptyRow());
    // A crib of one suit with a starter of another: the crib rule, not the cards, says no flush.
    const suits = new Set([...answer.hand, answer.starter].map(suitOf));
    const flush = result.querySelector('.crib-flush');
    flush.hidden = !(answer.crib && answer.hand.length === 4 && suits.size === 2 && new Set(answer.hand.map(suitOf)).size === 1)
      || answer.items.some((item) => item.category === 'flush');
    result.hidden = false;
    const said = [total, answer.announcement, answer.claim ? claimText(answer.claim) : '', flush.hidden ? '' : flush.textContent];
    context.announce(said.filter(Boolean).join('. '));
  }

  function itemRow(item) {
    const row = document.createElement('li');
    row.tabIndex = 0;
    row.dataset.cards = item.cards.join(' ');
    const what = document.createElement('span');
    what.className = 'what';
    what.textContent = t(`category.${item.category}`);
    const cards = document.createElement('span');
    cards.className = 'cards';
    cards.append(...item.cards.map((card) => cardFace(card)));
    const points = document.createElement('span');
    points.className = 'points';
    points.textContent = tn('points', item.points);
    row.append(what, cards, points);
    row.setAttribute('aria-label', `${t(`category.${item.category}`)}: ${cardNames(item.cards)}, ${tn('points', item.points)}`);
    return row;
  }

  function emptyRow() {
    const row = document.createElement('li');
    row.textContent = t('hand.nineteen');
    return row;
  }

  function claimText(claim) {
    if (claim.verdict === 'correct') return t('claim.correct', { claimed: claim.claimed });
    if (claim.verdict === 'under') return tn('claim.under', claim.difference, { claimed: claim.claimed });
    return tn('claim.over', -claim.difference, { claimed: claim.claimed });
  }

  /** Hovering or focusing a combination lights up its cards and dims the others. */
  function highlight(row) {
    const cards = row?.dataset.cards?.split(' ') ?? [];
    for (const face of result.querySelectorAll('.shown-cards .face')) {
      face.classList.toggle('lit', cards.includes(face.dataset.card));
      face.classList.toggle('dim', cards.length > 0 && !cards.includes(face.dataset.card));
    }
  }
  const items = result.querySelector('.items');
  items.addEventListener('pointerover', (event) => highlight(event.target.closest('li[data-cards]')));
  items.addEventListener('pointerleave', () => highlight(items.contains(document.activeElement) ? document.activeElement : null));
  items.addEventListener('focusin', (event) => highlight(event.target.closest('li[data-cards]')));
  items.addEventListener('focusout', () => highlight(null));

  form.addEventListener('input', (event) => {
    const slot = event.target.closest('input[data-slot]');
    if (!slot) return;
    grid.refresh();
    if (parseCard(slot.value) && event.inputType?.startsWith('insert')) {
      const next = visibleSlots().find((s) => s !== slot && !s.value.trim());
      next?.focus();
    }
    if (complete()) score();
    else stale();
  });
  form.addEventListener('change', (event) => {
    if (event.target.type === 'checkbox') {
      applyVariant();
      changed();
    } else if (event.target.name === 'claimed' && complete()) {
      score();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    score();
  });
  // Clear empties the cards, not the game: five-card stays five-card.
  form.querySelector('[data-action="clear"]').addEventListener('click', () => {
    const kept = new URLSearchParams();
    if (form.elements.five.checked) kept.set('five', '1');
    restoreForm(form, kept);
    applyVariant();
    clearProblems(form);
    changed();
    context.publish(kept);
    slots[0].focus();
  });

  applyVariant();
  return {
    restore(params) {
      restoreForm(form, params);
      applyVariant();
      grid.refresh();
      score();
    },
    refresh() {
      grid.refresh();
      if (answered) score();
    },
  };
}
