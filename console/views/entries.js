// A list a person builds one entry at a time (what the referee saw, the muggins calls). The
// entries live in one hidden input as space-separated tokens, so the permalink carries them like
// any other field; each is shown with a Remove button named after it.

import { t } from '../i18n.js';

export class EntryList {
  /**
   * `list` is the `<ul>` they are shown in, `stored` the hidden input; `parse(token)` and
   * `format(entry)` turn a token into an entry and back; `describe(entry)` words it; `focus` is
   * the control that takes the focus when an entry is removed.
   */
  constructor(list, stored, { parse, format, describe, focus }) {
    Object.assign(this, { list, stored, parse, format, describe, focus });
  }

  entries() {
    return this.stored.value.split(/\s+/).filter(Boolean).map(this.parse);
  }

  add(entry) {
    this.store([...this.entries(), entry]);
    this.render();
  }

  /** Keeps `entries` in the hidden input, and says the form changed (a ruling on screen is stale). */
  store(entries) {
    this.stored.value = entries.map(this.format).join(' ');
    this.stored.dispatchEvent(new Event('change', { bubbles: true }));
  }

  render() {
    const current = this.entries();
    this.list.replaceChildren(
      ...current.map((entry, index) => {
        const item = document.createElement('li');
        const text = document.createElement('span');
        text.textContent = this.describe(entry);
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = t('entry.remove');
        remove.setAttribute('aria-label', t('entry.remove.named', { what: this.describe(entry) }));
        remove.addEventListener('click', () => {
          this.store(current.filter((_, other) => other !== index));
          this.render();
          this.focus.focus();
        });
        item.append(text, ' ', remove);
        return item;
      }),
    );
  }
}
