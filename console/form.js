// What every form of the console shares: the service's problem details shown next to the fields
// they concern, and the form's inputs as URL parameters for permalinks.
//
// A control says which part of the request it fills with `data-pointer` (a JSON pointer, RFC
// 6901). A problem's `errors[].pointer` lands on the control with the longest pointer that
// contains it, so "/hands/1/3" finds the field of "/hands/1"; what no control claims is listed
// in the form's summary.

import { t } from './i18n.js';

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

/** The words a person sees as the control's name. */
export function labelOf(control) {
  const label = control.id && control.ownerDocument.querySelector(`label[for="${control.id}"]`);
  return (label ?? control.closest('label'))?.textContent.trim() ?? control.name;
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
}

function noteId(control) {
  return `${control.id}-problem`;
}

function addNote(control, text) {
  let note = document.getElementById(noteId(control));
  if (!note) {
    note = document.createElement('p');
    note.className = 'field-error';
    note.id = noteId(control);
    const field = control.closest('.field');
    if (field) field.append(note);
    else (control.closest('label') ?? control).after(note);
    const described = control.getAttribute('aria-describedby');
    control.setAttribute('aria-describedby', described ? `${described} ${note.id}` : note.id);
  }
  note.textContent = note.textContent ? `${note.textContent} ${text}` : text;
  control.setAttribute('aria-invalid', 'true');
}

/**
 * Shows a problem on `form`: each error next to its control, and a summary (an alert) with the
 * title, the detail and every error, each linked to its control. `describe(error, control)` may
 * return a clearer text for an error (e.g. which card of a list it is about); `locate(pointer)` may
 * name the control for a pointer when the form's own `data-pointer`s cannot (e.g. the card grid).
 */
export function showProblem(form, problem, { describe, locate } = {}) {
  clearProblems(form);
  for (const control of form.querySelectorAll('[data-pointer]')) {
    control.id ||= `${form.id}-${control.name}`;
  }
  const summary = form.querySelector('.form-problem');
  const title = document.createElement('p');
  title.className = 'problem-title';
  title.textContent = problem.status ? `${problem.title} (${problem.status})` : problem.title;
  const detail = document.createElement('p');
  detail.textContent = problem.detail ?? '';
  summary.append(title, detail);
  const errors = problem.errors ?? [];
  if (!errors.length) return;
  const list = document.createElement('ul');
  for (const error of errors) {
    const control = locate?.(error.pointer ?? '') ?? controlFor(form, error.pointer ?? '');
    const text = (control && describe?.(error, control)) || error.detail;
    const item = document.createElement('li');
    if (control) {
      addNote(control, text);
      const link = document.createElement('a');
      link.href = `#${control.id}`;
      link.textContent = `${labelOf(control)}: ${text}`;
      link.addEventListener('click', (event) => {
        event.preventDefault(); // the fragment is the page's route: focus instead of jumping
        control.focus();
      });
      item.append(link);
    } else {
      item.textContent = error.pointer ? `${error.pointer}: ${text}` : text;
    }
    list.append(item);
  }
  summary.append(list);
}

/** Says which token of a list field an error is about: "3rd card (JX): unknown suit ...". */
export function describeListItem(error, control, tokens) {
  const own = control.dataset.pointer;
  const rest = (error.pointer ?? '').slice(own.length).split('/').filter(Boolean);
  if (!rest.length) return null;
  const index = Number(rest[0]);
  if (!Number.isInteger(index) || index >= tokens.length) return null;
  return t('problem.item', { n: index + 1, token: tokens[index], detail: error.detail });
}

/** The form's visible named controls as URL parameters (empty ones and unticked boxes left out). */
export function formState(form) {
  const params = new URLSearchParams();
  for (const control of form.elements) {
    if (!control.name || control.closest('[hidden]')) continue;
    if (control.type === 'checkbox') {
      if (control.checked) params.set(control.name, '1');
    } else if (control.value.trim()) {
      params.set(control.name, control.value.trim());
    }
  }
  return params;
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
