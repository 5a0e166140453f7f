// What every form of the console shares: the service's problem details shown next to the fields
// they concern, and the form's inputs as URL parameters for permalinks.
//
// A control says which part of the request it fills with `data-pointer` (a JSON pointer, RFC
// 6901). A problem's `errors[].pointer` lands on the control with the longest pointer that
// contains it, so "/hands/1/3" finds the field of "/hands/1"; what no control claims is listed
// in the form's summary. People see words only: a control's label, never a pointer (one left
// in a service text is replaced by the label of the control it names), and the service's text
// in an element marked `data-service` (the end-to-end tests tell the page's words from the
// service's by it).

import { faceText, parseCard, tokens, unclear, wire } from './cards.js';
import { isGo, t } from './i18n.js';

/** The visible control that `pointer` concerns, or null. */
export function controlFor(form, pointer) {
  let best = null;
  for (const control of form.querySelectorAll('[data-pointer]')) {
    if (control.closest('[hidden]')) continue;
    const own = control.dataset.pointer;
    const contains = pointer === own || pointer.startsWith(`${own}/`);
    if (contains && (!best || own.length > best.dataset.pointer.length)) best = control;
  }
  return best;
}

/** The words a person sees as the control's name (a card grid's is its aria-label). */
export function labelOf(control) {
  const label = control.id && control.ownerDocument.querySelector(`label[for="${control.id}"]`);
  return (label ?? control.closest('label'))?.textContent.trim() || control.getAttribute('aria-label') || '';
}

/** A span holding a service text. */
export function serviceText(text) {
  const span = document.createElement('span');
  span.dataset.service = '';
  span.textContent = text;
  return span;
}

/** The service's refusals of a card it cannot read: the page reads more (faces, suit letters of the page's language). */
const UNREAD = ['card.unknown_rank', 'card.unknown_suit', 'card.missing_suit', 'card.trailing'];

/**
 * A card refusal in the page's words, saying what the page reads ("“5x” is not a card: type the
 * rank ..., then the suit ..."), since the service names only the API's letters; else null.
 */
function cardWords(error) {
  const text = error.params?.text;
  if (error.code === 'card.empty') return t('cards.none');
  if (!UNREAD.includes(error.code) || !text) return null;
  return unclear(text) ?? t('cards.not', { text, how: t('cards.how') });
}

/**
 * The cards typed in `form` that the page cannot read one way ("5k" on a German page: Kreuz or
 * Karo?), as a refusal to show before anything is sent, or null. The controls that take typed
 * cards are marked `data-cards`.
 */
export function unclearCards(form) {
  const errors = [];
  for (const control of form.querySelectorAll('[data-cards]')) {
    if (control.closest('[hidden]')) continue;
    for (const token of tokens(control.value)) {
      const detail = unclear(token.replace(/=.*$/, ''));
      if (detail) errors.push({ pointer: control.dataset.pointer, detail, own: true });
    }
  }
  return errors.length ? { errors } : null;
}

/**
 * Says at once, under `heading`, the cards typed in `form` that the page cannot read one way, and
 * returns true (nothing is sent); once they are fixed, takes that refusal away and returns false.
 */
export function sayUnclear(form, context, heading) {
  const problem = unclearCards(form);
  if (problem) {
    context.refuse(showProblem(form, problem, { heading }), form);
    form.dataset.unclear = '';
  } else if ('unclear' in form.dataset) {
    clearProblems(form);
  }
  return Boolean(problem);
}

/** Removes every problem shown on `form`. */
export function clearProblems(form) {
  for (const control of form.querySelectorAll('[aria-invalid="true"]')) {
    control.removeAttribute('aria-invalid');
    const rest = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== noteId(control));
    if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
    else control.removeAttribute('aria-describedby');
  }
  for (const note of form.querySelectorAll('.field-error')) note.remove();
  form.querySelector('.form-problem')?.replaceChildren();
  delete form.dataset.unclear;
}

function noteId(control) {
  return `${control.id}-problem`;
}

/**
 * The note under a control. A card slot is a card wide: its note goes under the row of slots,
 * the whole row wide, and names the slot ("Card 3: ...").
 */
function addNote(control, text, own) {
  let note = document.getElementById(noteId(control));
  if (!note) {
    note = document.createElement('p');
    note.className = 'field-error';
    note.id = noteId(control);
    const field = control.closest('.field');
    const row = control.closest('.card-field') && control.closest('fieldset');
    if (row) note.append(`${labelOf(control)}: `);
    if (row) row.append(note);
    else if (field) field.append(note);
    else (control.closest('label') ?? control).after(note);
    const described = control.getAttribute('aria-describedby');
    control.setAttribute('aria-describedby', described ? `${described} ${note.id}` : note.id);
  }
  if ('said' in note.dataset) note.append(' ');
  note.append(own ? text : serviceText(text));
  note.dataset.said = '';
  control.setAttribute('aria-invalid', 'true');
}

/** A service text with any JSON pointer in it ("at /hand/0") said as the label of its control. */
function inWords(form, text) {
  return String(text ?? '').replace(/\/[a-z_]+(?:\/[\w-]+)*/g, (pointer) => {
    const control = controlFor(form, pointer);
    return control ? t('quoted', { text: labelOf(control) }) : pointer;
  });
}

/** What a refusal without entries says, in the page's words: the service busy, out of reach, or the rest. */
function general(problem) {
  if (problem.own) return problem.detail;
  if (problem.status === 503) return t('problem.busy');
  if (problem.status === 413) return t('problem.large');
  return t('problem.unexpected');
}

/**
 * Shows a refusal on `form`: a heading in people's words of what cannot be done (`heading`: "This
 * hand cannot be scored"), then each error next to its control and in a summary (an alert), each
 * linked to its control. The service's title, status and detail are for programs and never shown
 * ("Invalid input (422)", "well-formed JSON"): the entries say what is wrong, in the page's
 * language. `describe(error, control)` may return a clearer text for an error (e.g. which card of
 * a list it is about); `locate(pointer)` may name the control for a pointer when the form's own
 * `data-pointer`s cannot (e.g. the card grid). A card the service cannot read is said in the
 * page's words, what the page reads, unless `typed` is false (cards the page did not read: a game
 * log). Returns the refusal in one sentence of words, for the view's live region: the heading and
 * the first error (with its control's label).
 */
export function showProblem(form, problem, { heading, describe, locate, typed = true } = {}) {
  clearProblems(form);
  for (const control of form.querySelectorAll('[data-pointer]')) {
    control.id ||= `${form.id}-${control.name}`;
  }
  const summary = form.querySelector('.form-problem');
  const title = document.createElement('p');
  title.className = 'problem-title';
  title.textContent = heading;
  summary.append(title);
  const sentences = [];
  const list = document.createElement('ul');
  for (const given of problem.errors ?? []) {
    const worded = typed && cardWords(given);
    const error = worded ? { ...given, detail: worded, own: true } : given;
    const control = locate?.(error.pointer ?? '') ?? controlFor(form, error.pointer ?? '');
    const text = inWords(form, (control && describe?.(error, control)) || error.detail || '');
    const said = (words) => (error.own ? words : serviceText(words));
    const item = document.createElement('li');
    const label = control && labelOf(control);
    if (control) {
      addNote(control, text, error.own);
      const link = document.createElement('a');
      link.href = `#${control.id}`;
      link.append(label ? `${label}: ` : '', said(text));
      link.addEventListener('click', (event) => {
        event.preventDefault(); // the fragment is the page's route: focus instead of jumping
        control.focus();
      });
      item.append(link);
    } else {
      item.append(said(text));
    }
    sentences.push(label ? `${label}: ${text}` : text);
    list.append(item);
  }
  if (list.childElementCount) summary.append(list);
  else {
    const detail = document.createElement('p');
    detail.textContent = general(problem);
    summary.append(detail);
    sentences.push(detail.textContent);
  }
  return t('problem.announce', { heading, detail: `${sentences[0]}.`.replace(/\.\.$/, '.') });
}

/** Says which token of a list field an error is about: "3rd card (JX): unknown suit ...". */
export function describeListItem(error, control, tokens) {
  const own = control.dataset.pointer;
  const rest = (error.pointer ?? '').slice(own.length).split('/').filter(Boolean);
  if (!rest.length) return null;
  const index = Number(rest[0]);
  if (!Number.isInteger(index) || index >= tokens.length) return null;
  const card = parseCard(tokens[index]);
  return t('problem.item', { n: index + 1, token: card ? faceText(card) : tokens[index], detail: error.detail });
}

/**
 * The form's visible named controls as URL parameters (empty ones and unticked boxes left out).
 * Cards are written as the API's codes and a go as "go", so a link made on a German or Polish
 * page ("bh", "Dalej") opens in any language.
 */
export function formState(form) {
  const params = new URLSearchParams();
  for (const control of form.elements) {
    if (!control.name || control.closest('[hidden]')) continue;
    if (control.type === 'checkbox') {
      if (control.checked) params.set(control.name, '1');
    } else if (control.tagName === 'SELECT' || control.type === 'hidden') {
      if (control.value) params.set(control.name, control.value);
    } else if (control.value.trim()) {
      params.set(control.name, inCodes(control.value));
    }
  }
  return params;
}

/** "bh, Dalej 5s=2" → "JH go 5S=2" on a German or Polish page; what is not a card stays as typed. */
export function inCodes(text) {
  return tokens(text).map((token) => (isGo(token) ? 'go' : token.replace(/^[^=]+/, wire))).join(' ');
}

/** Fills the form from URL parameters; controls not named there return to their defaults. */
export function restoreForm(form, params) {
  for (const control of form.elements) {
    if (!control.name) continue;
    const value = params.get(control.name);
    if (control.type === 'checkbox') {
      control.checked = value === '1';
    } else if (control.tagName === 'SELECT') {
      const fallback = [...control.options].find((o) => o.defaultSelected) ?? control.options[0];
      const chosen = [...control.options].find((o) => o.value === value) ?? fallback;
      control.value = chosen?.value ?? '';
    } else if (control.type !== 'submit' && control.type !== 'button') {
      control.value = value ?? '';
    }
  }
}

/** A whole number typed in a field, or the text itself when it is not one (the service says why). */
export function numberOrText(text) {
  const trimmed = String(text ?? '').trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A seat's group of fields, named for screen readers by its heading (the player's name). */
export function seatGroup(id, title, ...fields) {
  const group = document.createElement('div');
  group.className = 'seat';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', id);
  const heading = document.createElement('p');
  heading.className = 'seat-name';
  heading.id = id;
  heading.textContent = title;
  group.append(heading, ...fields);
  return group;
}
