// Advice: the cards dealt in, every discard out, ranked by net expectation (POST
// /v1/discards/recommend), with the hand and crib parts side by side so the reason for the
// ranking shows. The play may be counted in every game (three and four players: estimated, each
// figure give or take its standard error). The board (scores, win chances, POST /v1/position) is
// offered in every game, and its scores also rank the discards by the chance of winning
// (`objective: win`) in every game: the page types them in its own seat order (you first, then
// as the deal passes), the discards take them in the order of the coming play (`playOrder`).

import { Requester } from '../api.js';
import { cardFace, cardName, parseCard, wire } from '../cards.js';
import { clearProblems, formState, numberOrText, restoreForm, sayUnclear, showProblem, unclearCards } from '../form.js';
import { CardGrid } from '../grid.js';
import { amount, currentLanguage, formatNumber, t } from '../i18n.js';

export function mount(section, context) {
  const form = section.querySelector('form');
  const result = section.querySelector('.result');
  const slots = [...form.querySelectorAll('input[data-slot]')];
  const requester = new Requester();
  const board = section.querySelector('.board');
  const boardRequester = new Requester();
  let answered = null;
  let spokenAdvice = '';
  let spokenBoard = '';
  let position = null;

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

  /** A control's words by key, kept for a change of language. */
  const name = (element, key) => {
    element.dataset.i18n = key;
    element.textContent = t(key);
  };

  /**
   * Six cards in two-player six-card cribbage, five in the others; the expert model is six-card.
   * The scores are each seat's (three players: you, then the players on your left and right, as
   * the deal passes) or each side's (four), with who deals; the crib box and the dealer agree.
   */
  function applyGame() {
    const game = form.elements.game.value;
    const sixCard = game === 'six_card';
    const four = game === 'four_player';
    form.querySelector('[data-six-only]').hidden = !sixCard;
    form.querySelector('[data-six-card-only]').hidden = !sixCard;
    form.querySelector('[data-three-only]').hidden = game !== 'three_player';
    form.querySelector('[data-multi-only]').hidden = twoPlayer();
    form.querySelector('[data-four-only]').hidden = !four;
    name(form.querySelector('[for="advice-own"]'), four ? 'advice.own.side' : 'advice.own');
    name(form.querySelector('[for="advice-opponent"]'), four ? 'advice.other.side' : twoPlayer() ? 'advice.opponent' : 'advice.left');
    const [, left, across] = form.elements.deals.options;
    name(left, four ? 'advice.deals.left.four' : 'advice.deals.left');
    name(across, four ? 'advice.deals.partner' : 'advice.deals.right');
    const deals = form.elements.deals;
    if (form.elements.dealer.checked) deals.value = '0';
    else if (deals.value === '0' || deals.selectedOptions[0]?.hidden) deals.value = '1';
    form.elements.target.placeholder = game === 'five_card' ? '61' : '121';
  }

  /** Two-player games (six- and five-card cribbage): two scores, no one else to deal. */
  const twoPlayer = () => ['six_card', 'five_card'].includes(form.elements.game.value);

  /** Every seat's (or side's) score when all are typed, in seat order, else null. */
  function scores() {
    const typed = scoreFields()
      .filter((field) => !field.closest('[hidden]'))
      .map((field) => field.value.trim());
    return typed.every(Boolean) ? typed.map(numberOrText) : null;
  }

  /**
   * Who deals, by the page's seats: 0 you, then as the deal passes (to the left): three players
   * 1 the player on your left, 2 on your right; four 1 the opponent on your left, 2 your partner,
   * 3 the opponent on your right. Two players: 0 you, 1 the opponent.
   */
  const dealerSeat = () => (form.elements.dealer.checked ? 0 : Math.min(Number(form.elements.deals.value) || 1, twoPlayer() ? 1 : 3));

  /**
   * The board as the discards take it: the scores in the order of the coming play, which starts
   * on the dealer's left and ends with the dealer, so the page's seat s plays at (s − dealer − 1)
   * mod players. `order[k]` is the page's field of the service's `scores[k]`; `seat` is yours in
   * the play; `dealer` whether the crib is your side's. Three players: a seat's score each, from
   * the dealer's left (left deals: your right, you, your left; you play second, seat 1). Four: the
   * side of play seats 0 and 2 (the one without the crib), then the dealer's side (1 and 3).
   * Two players: the page's order (you, the opponent), no seat.
   */
  function playOrder() {
    const game = form.elements.game.value;
    const dealer = dealerSeat();
    if (game === 'three_player') return { order: [0, 1, 2].map((k) => (dealer + 1 + k) % 3), seat: (5 - dealer) % 3, dealer: dealer === 0 };
    if (game === 'four_player') {
      const ours = dealer % 2 === 0;
      return { order: ours ? [1, 0] : [0, 1], seat: (7 - dealer) % 4, dealer: ours };
    }
    return { order: [0, 1], dealer: form.elements.dealer.checked };
  }

  /** The score fields in the page's seat order. */
  const scoreFields = () => [form.elements.own, form.elements.opponent, form.elements.third];

  /** The target typed, if any (the variant's own when not). */
  const target = () => form.elements.target.value.trim();

  /** Says the advice and the board together: one status, neither hiding the other. */
  function speak() {
    context.announce([spokenAdvice, spokenBoard].filter(Boolean).join(' '));
  }

  const complete = () => visibleSlots().every((slot) => parseCard(slot.value));

  function changed() {
    grid.refresh();
    if (complete()) advise();
    else {
      stale();
      weigh();
    }
  }

  /**
   * The advice on screen (and its sentence, pinned or not) no longer fits the cards; a card the
   * page cannot read one way is said at once (true).
   */
  function stale() {
    requester.cancel();
    result.hidden = true;
    answered = null;
    spokenAdvice = '';
    context.withdraw();
    return sayUnclear(form, context, t('advice.refused'));
  }

  function request() {
    const seats = playOrder();
    // Four players: the crib is the side's, so a partner's deal is yours too.
    const body = { cards: visibleSlots().map((slot) => wire(slot.value)), dealer: seats.dealer };
    const game = form.elements.game.value;
    if (game !== 'six_card') body.variant = game;
    else if (form.elements.expert.checked) body.crib_model = 'expert';
    const board = scores();
    if (board) {
      body.scores = seats.order.map((field) => board[field]);
      if (seats.seat != null) body.seat = seats.seat;
      body.objective = 'win';
      if (target()) body.target = numberOrText(target());
    } else if (form.elements.play.checked) {
      body.play = true;
      body.objective = 'net_with_play';
    }
    return body;
  }

  async function advise() {
    weigh();
    const params = formState(form);
    const reply = await requester.send('/v1/discards/recommend', request());
    if (reply.aborted) return;
    if (reply.problem) {
      result.hidden = true;
      answered = null;
      // The service's /scores/k is the play's order: said next to the page's field for it.
      const { order } = playOrder();
      const locate = (pointer) => scoreFields()[order[/^\/scores\/(\d+)(?:\/|$)/.exec(pointer)?.[1]]] ?? null;
      context.refuse(showProblem(form, reply.problem, { heading: t('advice.refused'), locate }), form);
      return;
    }
    clearProblems(form);
    answered = reply.data;
    render(reply.data);
    context.publish(params);
  }

  const number = (value) => formatNumber(value, 2);
  /** Points with their unit: "15.23 points"; `text` the figure as written (signed, with a margin). */
  const points = (value, text = number(value)) => amount('points', value, 2, text);
  /** How far one chance of winning is behind another: "2.1 percentage points". */
  const pp = (difference) => amount('pp', 100 * difference, 1);
  const signed = (value, dealer) => `${dealer ? '+' : '−'}${number(value)}`;
  /** The play's net for the player: either side may come out ahead in it. */
  const signedNumber = (value) => `${value < 0 ? '−' : '+'}${number(Math.abs(value))}`;
  /** Three and four players: the play is sampled; its standard error as people read a margin, "±0.13". */
  const plusMinus = (play) => (play.net_standard_error == null ? '' : `±${number(play.net_standard_error)}`);

  function render(answer) {
    const [best, next] = answer.options;
    const summary = t(answer.dealer ? 'advice.best.dealer' : 'advice.best.pone', {
      hand: points(best.hand.mean),
      crib: points(best.crib.mean),
      net: points(best.net),
    });
    const win = 'win_probability' in best;
    const play = 'play' in best;
    const key = play ? (option) => option.net_with_play : (option) => option.net;
    const sampled = play && best.play.net_standard_error != null;
    const withPlay = play
      ? ` ${t('advice.best.play', {
        play: points(best.play.net, [signedNumber(best.play.net), plusMinus(best.play)].filter(Boolean).join(' ')),
        total: points(best.net_with_play),
      })}`
      : '';
    const margin = win
      ? ` ${t('advice.best.win', { win: percent(best.win_probability, 1) })}`
      : next
        ? ` ${t(play ? 'advice.margin.play' : 'advice.margin', { diff: points(key(best) - key(next)) })}`
        : '';
    const bestLine = result.querySelector('.best');
    bestLine.replaceChildren(t('advice.lay'), ' ', ...best.discard.map((card) => cardFace(card)), ` ${summary}${withPlay}${margin}`);
    const spoken = `${t('advice.lay')} ${best.discard.map(cardName).join(', ')} ${summary}${withPlay}${margin}`;
    const scale = Math.max(...answer.options.map((o) => o.hand.mean + o.crib.mean), 1);
    result.querySelector('th[data-win]').hidden = !win;
    for (const head of result.querySelectorAll('th[data-play]')) head.hidden = !play;
    // Three players net the play against the opponents' mean, and weigh every seat's score;
    // four count the partner for the side.
    const kind = { three_player: '.three', four_player: '.four' }[answer.variant] ?? '';
    const orderWin = result.querySelector('.order-win');
    orderWin.hidden = !win;
    name(orderWin, `advice.order.win${kind}`);
    const order = result.querySelector('.order-play');
    order.hidden = win || !play;
    name(order, `advice.order.play${kind}`);
    result.querySelector('.play-sampled').hidden = !sampled;
    const body = result.querySelector('tbody');
    body.replaceChildren(...answer.options.map((option, index) => row(option, index, answer.dealer, best, scale, key)));
    result.hidden = false;
    spokenAdvice = spoken;
    speak();
  }

  function row(option, index, dealer, best, scale, key) {
    const tr = document.createElement('tr');
    if (index === 0) tr.className = 'best-row';
    const discard = document.createElement('th');
    discard.scope = 'row';
    discard.dataset.label = t('advice.col.discard');
    discard.append(...option.discard.map((card) => cardFace(card)));
    const keep = cell('keep', ...option.keep.map((card) => cardFace(card)));
    const hand = cell('hand', number(option.hand.mean), range(option.hand));
    const crib = cell('crib', signed(option.crib.mean, dealer), range(option.crib));
    const net = cell('net', bar(option, dealer, scale));
    const strong = document.createElement('strong');
    strong.textContent = number(option.net);
    net.prepend(strong);
    tr.append(discard, keep, hand, crib, net);
    let last = net;
    if ('play' in option) {
      const total = document.createElement('strong');
      total.textContent = number(option.net_with_play);
      last = cell('withplay', total);
      const play = cell('play', signedNumber(option.play.net));
      if (option.play.net_standard_error != null) {
        const error = document.createElement('span');
        error.className = 'range';
        error.textContent = plusMinus(option.play);
        play.append(' ', error);
      }
      tr.append(play, last);
    }
    // On a phone each option is a card, led by what ranks it; how far it is behind the first is
    // said in what ranks it (points, or the chance of winning).
    const byWin = 'win_probability' in option;
    if (byWin) tr.append((last = cell('win', percent(option.win_probability, 1))));
    if (index > 0) {
      const behind = document.createElement('span');
      behind.className = 'behind';
      const diff = byWin ? pp(best.win_probability - option.win_probability) : points(key(best) - key(option));
      behind.textContent = t('advice.behind', { diff });
      last.append(behind);
    }
    last.classList.add('ranks');
    return tr;
  }

  function cell(column, ...content) {
    const td = document.createElement('td');
    td.dataset.label = t(`advice.col.${column}`);
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

  /** A chance as the language writes a percentage; near-certainties keep a decimal, so 99.6 % is not 100 %. */
  const percent = (p, digits = p > 0 && p < 1 && (p < 0.1 || p > 0.9) ? 1 : 0) =>
    new Intl.NumberFormat(currentLanguage(), {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(p);

  /** Who is winning before this hand (POST /v1/position), drawn as one bar for both sides. */
  async function weigh() {
    const board = scores();
    if (!board) {
      boardRequester.cancel();
      hideBoard();
      return;
    }
    const game = form.elements.game.value;
    const body = { scores: board, dealer: dealerSeat() };
    if (game !== 'six_card') body.variant = game;
    if (target()) body.target = numberOrText(target());
    const reply = await boardRequester.send('/v1/position', body);
    if (reply.aborted) return;
    if (reply.problem) {
      hideBoard();
      context.refuse(showProblem(form, reply.problem, { heading: t('board.refused') }), form);
      return;
    }
    position = reply.data;
    drawBoard(position);
    if (complete() || unclearCards(form)) return;
    clearProblems(form); // a refusal of the board alone, now answered
    context.publish(formState(form));
  }

  function hideBoard() {
    board.hidden = true;
    position = null;
    spokenBoard = '';
  }

  /** Each seat's (or side's) chance, in seat order: you, then the others (two, three) or your side, the other (four). */
  function drawBoard(answer) {
    const [own, opponent, third] = answer.seats;
    const each = (chance) => ({ own: percent(chance(own)), opponent: percent(chance(opponent)), third: third && percent(chance(third)) });
    const shares = each((seat) => seat.win_probability);
    const kind = { three_player: '.three', four_player: '.four' }[answer.variant] ?? '';
    board.querySelector('.board-text').textContent = t(`board.text${kind}`, shares);
    board.querySelectorAll('.board-bar .side').forEach((side, index) => {
      side.style.setProperty('--share', String(100 * (answer.seats[index]?.win_probability ?? 0)));
    });
    // The skunk line is 30 short of the target (91 of 121); in a game to 61 it is called a lurch.
    const lurch = !kind && answer.target <= 61;
    const skunk = { ...each((seat) => seat.skunk_probability.skunk), line: answer.target - 30 };
    board.querySelector('.board-skunk').textContent = t(lurch ? 'board.lurch' : `board.skunk${kind}`, skunk);
    board.hidden = false;
    spokenBoard = t(`board.announce${kind}`, shares);
    speak();
  }

  form.addEventListener('input', (event) => {
    if (['own', 'opponent', 'third', 'target'].includes(event.target.name)) {
      if (complete()) advise();
      else weigh();
      return;
    }
    const slot = event.target.closest('input[data-slot]');
    if (!slot) return;
    grid.refresh();
    if (parseCard(slot.value) && event.inputType?.startsWith('insert')) {
      visibleSlots().find((s) => s !== slot && !s.value.trim())?.focus();
    }
    if (complete()) advise();
    else if (!stale()) speak();
  });
  form.addEventListener('change', (event) => {
    if (event.target.closest('input[data-slot]')) return;
    if (event.target.name === 'deals') form.elements.dealer.checked = event.target.value === '0';
    applyGame();
    changed();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    advise();
  });
  // Clear empties what was entered, not the table: the game chosen stays (a table of four
  // cleared back to six cards would then refuse its own fifth card as missing a sixth).
  form.querySelector('[data-action="clear"]').addEventListener('click', () => {
    const kept = new URLSearchParams();
    if (form.elements.game.value !== 'six_card') kept.set('game', form.elements.game.value);
    restoreForm(form, kept);
    applyGame();
    clearProblems(form);
    changed();
    context.publish(kept);
    slots[0].focus();
  });

  applyGame();
  return {
    restore(params) {
      restoreForm(form, params);
      applyGame();
      grid.refresh();
      // A link with the scores and no cards yet (or only some) opens on the board alone.
      if (complete() || !scores()) advise();
      else weigh();
    },
    refresh() {
      applyGame();
      grid.refresh();
      if (answered) render(answered);
      if (position) drawBoard(position);
    },
  };
}
