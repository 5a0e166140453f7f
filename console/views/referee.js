// The referee console: a whole hand in (dealer, scores, starter, hands, crib, the play, the
// claims, the rulebook and what the referee saw), the ruling out (POST /v1/rounds/score) as a
// timeline to read aloud or print, every penalty citing its rule. Cards go to the service as
// their codes, a go typed in the page's language as "go"; the card codes in the service's
// reasons are shown as faces and read aloud as names. An edit withdraws the ruling on screen.
// A renege's decision (ACC 7.3) is a word after its go in the play ("go dead", in any of the
// three languages), sent as `reneged`; the renege's ruling offers it as a choice too. A count
// announced in the play follows its card ("6h=2"), for muggins calls on it.

import { Requester } from '../api.js';
import { cardFace, cardName, parseCard, spoken, tokens, wire, withFaces } from '../cards.js';
import { clearProblems, describeListItem, formState, numberOrText, restoreForm, sayUnclear, seatGroup, serviceText, showProblem } from '../form.js';
import { addStrings, currentLanguage, t, tn, translate, winnerFirst } from '../i18n.js';
import { callsFieldset, mountCalls } from './calls.js';
import { describeRulebook, infractionsFieldset, loadRulebooks, mountInfractions, offerRulebooks, rulesFieldset } from './infractions.js';
import { WORDS, decisionOf, eventsOf, played } from './playtext.js';
import { signatures, titlePrint } from './ruling.js';

const SEATS = { six_card: 2, five_card: 2, three_player: 3, four_player: 4 };
/** The referee's views' own strings (this view's and the game's), loaded with the first of them. */
const STRINGS = {
  en: new URL('../i18n/game.en.json', import.meta.url),
  de: new URL('../i18n/game.de.json', import.meta.url),
  pl: new URL('../i18n/game.pl.json', import.meta.url),
};

const FORM = `
<p class="hint" data-i18n="referee.hint"></p>
<form id="referee-form" novalidate aria-labelledby="referee-title">
  <div class="row">
    <div class="field"><label for="referee-game" data-i18n="game.label"></label>
      <select id="referee-game" name="game" data-pointer="/variant">
        <option value="six_card" data-i18n="game.six_card"></option>
        <option value="three_player" data-i18n="game.three_player"></option>
        <option value="four_player" data-i18n="game.four_player"></option>
        <option value="five_card" data-i18n="game.five_card"></option>
      </select></div>
    <div class="field"><label for="referee-dealer" data-i18n="referee.dealer"></label>
      <select id="referee-dealer" name="dealer" data-pointer="/dealer"></select></div>
    <div class="field"><label for="referee-target" data-i18n="referee.target"></label><input id="referee-target" name="target" inputmode="numeric" data-pointer="/target"></div>
    <div class="field"><label for="referee-table" data-i18n="referee.table"></label><input id="referee-table" name="table"></div>
    <div class="field"><label for="referee-round" data-i18n="referee.round"></label><input id="referee-round" name="round"></div>
  </div>
  <fieldset class="seats">
    <legend data-i18n="referee.seats"></legend>
    <div class="seat-list"></div>
  </fieldset>
  <p class="hint" data-i18n="cards.typing" data-i18n-vars="how:cards.how"></p>
  <div class="row">
    <div class="field"><label for="referee-starter" data-i18n="hand.starter"></label><input id="referee-starter" name="starter" data-pointer="/starter" data-cards></div>
    <div class="field wide"><label for="referee-crib" data-i18n="referee.crib"></label><input id="referee-crib" name="crib" data-pointer="/crib" data-cards></div>
    <div class="field"><label for="referee-crib-claim" data-i18n="referee.cribclaim"></label><input id="referee-crib-claim" name="cribclaim" inputmode="numeric" data-pointer="/claims/crib"></div>
  </div>
  <div class="field wide"><label for="referee-events" data-i18n="referee.events"></label><textarea id="referee-events" name="events" rows="2" data-pointer="/events" data-cards></textarea></div>
${rulesFieldset('referee')}
${infractionsFieldset('referee')}${callsFieldset('referee')}
  <div class="actions">
    <button type="submit" class="primary" data-i18n="referee.submit"></button>
    <button type="button" data-action="clear" data-i18n="action.clear"></button>
  </div>
  <div class="form-problem" role="alert"></div>
</form>`;

const RESULT = `
  <h3 id="referee-result-title" data-i18n="referee.ruling"></h3>
  <dl class="deal"></dl>
  <ol class="timeline"></ol>
  <p class="verdict"></p>
  <div class="signatures"></div>
  <p class="links"><a class="permalink" href="#referee" data-i18n="result.permalink"></a> <button type="button" data-action="copy" data-i18n="result.copy"></button> <button type="button" data-action="print" data-i18n="referee.print"></button> <button type="button" data-action="speak" data-i18n="referee.speak" hidden></button></p>
`;

/** Markup as nodes. */
function nodes(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** A card's code or "go" (a go with a decision is an object). */
const eventText = (event) => (typeof event === 'string' ? event : event?.card ?? 'go');

export async function mount(section, context) {
  const [rulebooks] = await Promise.all([loadRulebooks(), addStrings(STRINGS)]);
  const result = section.querySelector(':scope > .result');
  result.before(nodes(FORM));
  result.append(nodes(RESULT));
  translate(section);
  const form = section.querySelector('form');
  const seatList = form.querySelector('.seat-list');
  const dealer = form.elements.dealer;
  const requester = new Requester();
  let ruled = null;

  const seatCount = () => SEATS[form.elements.game.value] ?? 2;
  const player = (seat) => t('player', { n: seat + 1 });
  const named = (seat) => form.elements[`name${seat}`]?.value.trim() || player(seat);
  /** A seat as the ruling's head names it: "Player 1: Alice Smith", or "Player 1". */
  const seatName = (seat) => (named(seat) === player(seat) ? player(seat) : `${player(seat)}: ${named(seat)}`);
  let refocus = null;
  const profile = form.elements.profile;
  const tournament = () => profile.value !== 'social';
  const infractions = mountInfractions(form.querySelector('fieldset.infractions'), {
    seats: seatCount,
    dealerSeat: () => Number(dealer.value),
    player,
  });
  const calls = mountCalls(form.querySelector('fieldset.calls'), {
    seats: seatCount,
    player,
    plays: () => new Map(request().events.flatMap((event, index) => (event.claimed === undefined ? [] : [[index, event.card]]))),
  });

  /** A tournament rulebook settles muggins itself and hears what the referee saw. */
  function applyProfile() {
    describeRulebook(form.querySelector('#referee-profile-does'), profile.value, form.elements.game.value);
    form.querySelector('[data-social-only]').hidden = tournament();
    form.querySelector('[data-acc-only]').hidden = !tournament();
    form.querySelector('fieldset.infractions').hidden = !tournament();
    form.querySelector('fieldset.calls').hidden = profile.value !== 'acc_muggins';
    if (tournament()) infractions.load(profile.value);
    calls.render();
  }

  /** One group of fields per seat and the rulebooks of the game; values typed so far survive a change of game. */
  function buildSeats() {
    offerRulebooks(profile, form.elements.game.value, rulebooks);
    const kept = new Map([...seatList.querySelectorAll('input')].map((input) => [input.name, input.value]));
    const chosen = dealer.value;
    seatList.replaceChildren();
    dealer.replaceChildren();
    for (let seat = 0; seat < seatCount(); seat += 1) {
      seatList.append(seatGroup(
        `referee-seat${seat}`,
        player(seat),
        field(`name${seat}`, null, t('referee.name', { player: player(seat) }), null, 'wide'),
        field(`score${seat}`, `/scores/${seat}`, t('referee.score', { player: player(seat) }), 'numeric'),
        field(`hand${seat}`, `/hands/${seat}`, t('referee.hand', { player: player(seat) }), null, 'wide'),
        field(`claim${seat}`, `/claims/hands/${seat}`, t('referee.claim', { player: player(seat) }), 'numeric'),
      ));
      const option = document.createElement('option');
      option.value = String(seat);
      option.textContent = player(seat);
      dealer.append(option);
    }
    for (const [name, value] of kept) if (form.elements[name]) form.elements[name].value = value;
    dealer.value = Number(chosen) < seatCount() ? chosen : String(seatCount() - 1);
    dealer.querySelector(`option[value="${seatCount() - 1}"]`).defaultSelected = true;
  }

  function field(name, pointer, label, inputmode, wide) {
    const wrap = document.createElement('div');
    wrap.className = `field ${wide ?? ''}`;
    const id = `referee-${name}`;
    const text = document.createElement('label');
    text.htmlFor = id;
    text.textContent = label;
    const input = document.createElement('input');
    input.id = id;
    input.name = name;
    if (pointer) input.dataset.pointer = pointer;
    if (inputmode) input.inputMode = inputmode;
    if (/^hand\d/.test(name)) input.dataset.cards = '';
    wrap.append(text, input);
    return wrap;
  }

  function request() {
    const value = (name) => form.elements[name]?.value.trim() ?? '';
    const cards = (name) => tokens(value(name)).map(wire);
    const seats = [...Array(seatCount()).keys()];
    const body = {
      dealer: Number(dealer.value),
      starter: wire(value('starter')),
      hands: seats.map((seat) => cards(`hand${seat}`)),
      crib: cards('crib'),
      events: eventsOf(value('events')),
    };
    const game = form.elements.game.value;
    if (game !== 'six_card') body.variant = game;
    if (seats.some((seat) => value(`score${seat}`))) {
      body.scores = seats.map((seat) => (value(`score${seat}`) ? numberOrText(value(`score${seat}`)) : 0));
    }
    if (value('target')) body.target = numberOrText(value('target'));
    const rules = { match_scoring: form.elements.match.value };
    if (tournament()) rules.profile = profile.value;
    else {
      if (form.elements.muggins.checked) rules.muggins = true;
      if (form.elements.fourflush.checked) rules.crib_four_flush = true;
    }
    body.rules = rules;
    if (tournament() && infractions.entries().length) body.infractions = infractions.entries();
    const claimed = seats.map((seat) => value(`claim${seat}`));
    if (claimed.some(Boolean) || value('cribclaim')) {
      body.claims = { hands: claimed.map((claim) => (claim ? numberOrText(claim) : null)) };
      if (value('cribclaim')) body.claims.crib = numberOrText(value('cribclaim'));
    }
    if (profile.value === 'acc_muggins' && calls.entries().length) {
      body.claims = { ...body.claims, muggins: calls.entries() };
    }
    return body;
  }

  async function rule() {
    if (sayUnclear(form, context, t('referee.refused'))) {
      result.hidden = true;
      ruled = null;
      return;
    }
    const params = formState(form);
    const body = request();
    const reply = await requester.send('/v1/rounds/score', body);
    if (reply.aborted) return;
    if (reply.problem) {
      result.hidden = true;
      ruled = null;
      const said = showProblem(form, reply.problem, {
        heading: t('referee.refused'),
        describe: (error, control) => describeListItem(error, control, played(control.value)),
      });
      context.refuse(said, form);
      return;
    }
    clearProblems(form);
    ruled = { body, answer: reply.data };
    render(body, reply.data);
    context.publish(params);
  }

  function render(body, answer, quiet) {
    renderDeal(body);
    const timeline = result.querySelector('.timeline');
    timeline.replaceChildren(...answer.timeline.map((entry, index) => entryRow(entry, index, body, answer)));
    if (!answer.timeline.length) {
      const none = document.createElement('li');
      none.textContent = t('ruling.nothing');
      timeline.append(none);
    }
    result.querySelector('.verdict').textContent = verdictText(answer);
    signatures(result, body.hands.map((_, seat) => seatName(seat)));
    result.hidden = false;
    if (quiet) return;
    context.announce(verdictText(answer));
    if (refocus) document.getElementById(refocus)?.focus();
    refocus = null;
  }

  /** The hand as entered, so a printed ruling stands on its own. */
  function renderDeal(body) {
    const deal = result.querySelector('.deal');
    deal.replaceChildren();
    const value = (name) => form.elements[name].value.trim();
    const add = (term, ...content) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.append(...content);
      deal.append(dt, dd);
    };
    const word = (text) => {
      const span = document.createElement('span');
      span.textContent = text;
      return span;
    };
    const faces = (list) => list.map((text) => (parseCard(text) ? cardFace(parseCard(text)) : word(text)));
    const chosen = (select, value) => select.querySelector(`option[value="${value}"]`)?.textContent ?? value;
    const rules = body.rules;
    add(t('ruling.date'), new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date()));
    for (const name of ['table', 'round']) if (value(name)) add(t(`ruling.${name}`), value(name));
    add(t('referee.profile'), chosen(profile, rules.profile ?? 'social'));
    const house = [rules.muggins && t('ruling.house.muggins'), rules.crib_four_flush && t('ruling.house.fourflush')];
    add(t('ruling.house'), house.filter(Boolean).join(', ') || t('ruling.house.none'));
    add(t('referee.match'), chosen(form.elements.match, rules.match_scoring));
    add(t('referee.seats'), body.hands.map((_, seat) => seatName(seat)).join(' · '));
    add(t('referee.dealer'), named(body.dealer));
    const before = body.scores ?? body.hands.map(() => 0);
    add(t('ruling.before'), before.join(' – '));
    add(t('hand.starter'), ...faces([body.starter]));
    body.hands.forEach((hand, seat) => add(named(seat), ...faces(hand)));
    add(t('referee.crib'), ...faces(body.crib));
    add(t('referee.events'), ...faces(body.events.map((e) => (eventText(e) === 'go' ? t('play.go') : eventText(e)))));
    if (body.claims?.hands) {
      const said = body.claims.hands.map((n, seat) => `${named(seat)}: ${n ?? '–'}`);
      if (body.claims.crib !== undefined) said.push(`${t('referee.crib')}: ${body.claims.crib}`);
      add(t('ruling.claims'), said.join(' · '));
    }
  }

  function entryRow(entry, index, body, answer) {
    const row = document.createElement('li');
    if (index === answer.won_at) row.classList.add('won');
    if (entry.ruling) row.classList.add('ruling');
    const phase = document.createElement('span');
    phase.className = 'phase';
    phase.textContent = t(`phase.${entry.phase}`);
    const said = document.createElement('span');
    said.className = 'said';
    said.append(...entrySentence(entry, body));
    const scores = document.createElement('span');
    scores.className = 'scores';
    scores.textContent = entry.scores.join(' – ');
    row.append(phase, said, scores);
    if (entry.claim) {
      const claim = document.createElement('span');
      claim.className = `claim ${entry.claim.verdict}`;
      claim.textContent = claimText(entry.claim);
      row.append(claim);
    }
    if (index === answer.won_at) {
      const won = document.createElement('strong');
      won.className = 'game';
      won.textContent = t('ruling.game', { player: named(entry.player) });
      row.append(won);
    }
    if (entry.combinations?.length) {
      // Which cards make each combination of a show: "Fifteen 4♥ 5♣ 6♥ (2) · Run …".
      const combos = document.createElement('span');
      combos.className = 'combos';
      entry.combinations.forEach((c, i) => combos.append(i ? ' · ' : '', `${t(`category.${c.category}`)} `, ...c.cards.flatMap((card) => [cardFace(parseCard(card)), ' ']), `(${c.points})`));
      row.append(combos);
    }
    if (/^renege/.test(entry.ruling?.text_key ?? '') && entry.event !== undefined && entry.event !== null) {
      row.append(decision(entry.event, entry.ruling.gains ?? entry.player, body.events[entry.event].reneged));
    }
    return row;
  }

  /** ACC 7.3: the non-offender decides whether the reneged cards are dead or played. */
  function decision(event, seat, reneged) {
    const wrap = document.createElement('div');
    wrap.className = 'decision field';
    const select = document.createElement('select');
    select.id = `referee-reneged-${event}`;
    const label = document.createElement('label');
    label.htmlFor = select.id;
    label.textContent = t('referee.reneged', { player: named(seat) });
    for (const choice of ['played', 'dead']) select.append(new Option(t(`referee.reneged.${choice}`), choice));
    select.value = reneged ?? 'played';
    select.addEventListener('change', () => {
      // The word after the go in the play, in the page's language.
      const list = tokens(form.elements.events.value);
      let at = -1;
      for (let seen = -1; seen < event; ) if (!decisionOf(list[(at += 1)])) seen += 1;
      list.splice(at + 1, decisionOf(list[at + 1] ?? '') ? 1 : 0, (WORDS[currentLanguage()] ?? WORDS.en)[select.value === 'dead' ? 1 : 0]);
      form.elements.events.value = list.join(' ');
      refocus = select.id;
      rule();
    });
    wrap.append(label, select);
    return wrap;
  }

  /**
   * "Player 1, six of hearts: 5 points, fifteen two and a run of three for three.", as nodes:
   * the service's reason in its own span, its card codes as faces.
   */
  function entrySentence(entry, body) {
    const reason = serviceText('');
    reason.append(...withFaces(entry.reason));
    // A ruling's reason is the rulebook's whole sentence, its rule cited: read as it stands.
    if (entry.ruling) return [reason];
    const card = entry.event !== undefined && entry.event !== null ? eventText(body.events[entry.event]) : null;
    const known = card && parseCard(card);
    const key = known ? 'ruling.entry.card' : 'ruling.entry';
    const [before, after] = t(key, {
      player: named(entry.player),
      points: tn('points', entry.points),
      card: known ? cardName(known) : '',
    }).split('{reason}');
    return [before, reason, after].filter((part) => part !== '');
  }

  function claimText(claim) {
    if (claim.verdict === 'correct') return t('claim.correct', { claimed: claim.claimed });
    if (claim.verdict === 'under') return tn('claim.under', claim.difference, { claimed: claim.claimed });
    return tn('claim.over', -claim.difference, { claimed: claim.claimed });
  }

  function verdictText(answer) {
    if (!answer.game_over) return t('ruling.goes.on', { scores: answer.scores.join(' – ') });
    const match = answer.match;
    return t('ruling.won', {
      player: named(answer.winner),
      scores: winnerFirst(answer.scores, answer.winner),
      points: tn('ruling.matchpoints', match?.match_points ?? 0),
      skunk: t(`skunk.${match?.skunk ?? 'none'}`),
    });
  }

  function readAloud() {
    const lines = [...result.querySelectorAll('.timeline .said, .timeline .claim, .timeline .game, .verdict')];
    // Card faces are read by their names (their hidden text), codes left in a text as names too.
    const said = (line) => {
      const copy = line.cloneNode(true);
      for (const face of copy.querySelectorAll('.face')) face.textContent = face.querySelector('.sr-only').textContent;
      return spoken(copy.textContent);
    };
    const utterance = new SpeechSynthesisUtterance(lines.map(said).join('. '));
    utterance.lang = currentLanguage();
    speechSynthesis.cancel();
    speechSynthesis.speak(utterance);
  }

  const speak = result.querySelector('[data-action="speak"]');
  speak.hidden = !('speechSynthesis' in window);
  speak.addEventListener('click', readAloud);
  result.querySelector('[data-action="print"]').addEventListener('click', () => window.print());
  titlePrint(section, 'referee.ruling');
  form.elements.game.addEventListener('change', () => {
    buildSeats();
    applyProfile();
    infractions.render();
    calls.render();
  });
  dealer.addEventListener('change', () => infractions.render());
  profile.addEventListener('change', applyProfile);
  form.elements.events.addEventListener('change', () => calls.render());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    rule();
  });
  // An edit makes the ruling on screen stale: it goes until the hand is ruled again; names,
  // table and round only rename it.
  const withdraw = (event) => {
    if (ruled && /^(name\d|table|round)$/.test(event?.target?.name)) {
      render(ruled.body, ruled.answer, true);
      context.publish(formState(form));
      return;
    }
    if (result.hidden) return;
    requester.cancel();
    result.hidden = true;
    ruled = null;
    context.withdraw();
  };
  form.addEventListener('input', withdraw);
  form.addEventListener('change', withdraw);
  // Clear empties the hand entered, not the table: the game chosen (its seats) stays.
  form.querySelector('[data-action="clear"]').addEventListener('click', () => {
    const kept = new URLSearchParams();
    if (form.elements.game.value !== 'six_card') kept.set('game', form.elements.game.value);
    for (const input of seatList.querySelectorAll('input')) input.value = '';
    restoreForm(form, kept);
    buildSeats();
    applyProfile();
    infractions.render();
    clearProblems(form);
    withdraw();
    context.publish(kept);
  });

  buildSeats();
  applyProfile();
  return {
    restore(params) {
      form.elements.game.value = SEATS[params.get('game')] ? params.get('game') : 'six_card';
      buildSeats();
      restoreForm(form, params);
      if (!params.has('dealer')) dealer.value = String(seatCount() - 1);
      applyProfile();
      infractions.render();
      // A link that only sets the table up (a rulebook, a game) waits for the hand.
      const dealt = [...params.keys()].some((name) => /^(starter|hand\d|crib|events)$/.test(name));
      if (dealt) rule();
    },
    refresh() {
      const values = formState(form);
      buildSeats();
      restoreForm(form, values);
      applyProfile();
      infractions.render();
      if (ruled) rule();
    },
  };
}
