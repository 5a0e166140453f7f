// The console's shell: language, the views and their permalinks.
//
// Each view is a module with `mount(section, context)` returning `{ restore(params), refresh() }`
// and a `<section data-view="name">` in index.html with a link in the nav. A new panel is those
// three things and its strings in i18n/*.json; the route, the permalink and the language switch
// come from here. The referee's views and the review are loaded on demand, the first time one is
// opened: a visit to score a hand never loads them.

import { currentLanguage, onLanguageChange, preferredLanguage, rememberLanguage, setLanguage, t } from './i18n.js';
import * as hand from './views/hand.js';
import * as play from './views/play.js';
import * as advice from './views/advice.js';

/** A view's module, or a function that loads it (on demand). */
const VIEWS = {
  hand,
  play,
  advice,
  referee: () => import('./views/referee.js'),
  game: () => import('./views/game.js'),
  review: () => import('./views/review.js'),
};
const DEFAULT_VIEW = 'hand';
const views = {};
const loading = {};
const published = {};
let active = null;

/** "#referee?dealer=1&..." → { name: "referee", params }. */
function readHash() {
  const raw = decodeURIComponent(location.hash.slice(1).split('?')[0]);
  const query = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  return { name: raw in VIEWS ? raw : DEFAULT_VIEW, params: new URLSearchParams(query) };
}

function hashOf(name, params) {
  const query = params?.toString() ?? '';
  return query ? `#${name}?${query}` : `#${name}`;
}

function sectionOf(name) {
  return document.querySelector(`section[data-view="${name}"]`);
}

function show(name) {
  active = name;
  for (const section of document.querySelectorAll('section[data-view]')) {
    section.hidden = section.dataset.view !== name;
  }
  for (const link of document.querySelectorAll('[data-view-link]')) {
    if (link.dataset.viewLink === name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `${t(`${name}.title`)} · ${t('app.title')}`;
}

/** Shows the view the fragment names (mounted first if loaded on demand); parameters in it are inputs to restore and answer. */
async function route(moveFocus) {
  const { name, params } = readHash();
  show(name);
  if (!views[name]) {
    loading[name] ??= VIEWS[name]().then(async (view) => {
      const mounted = await view.mount(sectionOf(name), contextFor(name));
      wireCopyButtons(sectionOf(name));
      return mounted;
    });
    views[name] = await loading[name];
    if (active !== name) return; // another view was chosen meanwhile
  }
  if ([...params.keys()].length) {
    if (params.toString() !== published[name]?.toString()) views[name].restore(params);
  } else if (published[name]?.toString()) {
    history.replaceState(null, '', hashOf(name, published[name]));
  }
  if (moveFocus) sectionOf(name).querySelector('h2').focus();
}

/**
 * On a phone the result is below the card grid: while it is out of sight, the view's live region
 * (which says the result in a sentence) is shown pinned to the bottom of the screen, so the
 * answer is on screen the moment it arrives. A hidden result (inputs changed, a problem) never
 * pins: its sentence would be stale. Nor does a refusal: it is shown next to what it concerns,
 * brought into view, with nothing pinned over it.
 */
function pinner(section, status) {
  const result = section.querySelector(':scope > .result');
  if (!result) return () => {};
  const update = () => {
    const box = result.getBoundingClientRect();
    const outOfSight = box.top > window.innerHeight || box.bottom < 0;
    status.classList.toggle('pinned', !result.hidden && outOfSight && !status.classList.contains('alarm'));
    const bar = barTop();
    document.documentElement.style.setProperty('--pinned', `${bar === null ? 0 : window.innerHeight - bar}px`);
  };
  if ('IntersectionObserver' in window) new IntersectionObserver(update).observe(result);
  new MutationObserver(update).observe(result, { attributes: true, attributeFilter: ['hidden'] });
  return update;
}

/** The top of the bar pinned to the bottom of the screen, or null when there is none. */
function barTop() {
  const bar = active && sectionOf(active).querySelector(':scope > [role="status"].pinned');
  if (!bar || !bar.textContent || getComputedStyle(bar).position !== 'fixed') return null;
  return bar.getBoundingClientRect().top;
}

/** Scrolls `element` into view above the pinned bar, unless it is there already. */
function reveal(element) {
  if (!element) return;
  const floor = barTop() ?? window.innerHeight;
  const box = element.getBoundingClientRect();
  if (box.bottom > floor - 4) window.scrollBy(0, Math.min(box.bottom - floor + 8, box.top - 8));
  else if (box.top < 0) window.scrollBy(0, box.top - 8);
}

/** What a view gets: a way to publish its permalink, to announce a result or a refusal, and to withdraw a stale one. */
function contextFor(name) {
  const section = sectionOf(name);
  const status = section.querySelector(':scope > [role="status"]');
  const pin = pinner(section, status);
  return {
    publish(params) {
      published[name] = params;
      const hash = hashOf(name, params);
      // Absolute, so a printed ruling can show where it lives.
      const url = new URL(hash, location.href).href;
      for (const link of section.querySelectorAll('a.permalink')) link.href = url;
      if (active === name && location.hash !== hash) history.replaceState(null, '', hash);
    },
    announce(text) {
      status.classList.remove('alarm');
      status.textContent = text;
      pin();
    },
    /** A refusal: said in the live region (never pinned), and brought into view where it is shown. */
    refuse(text, form) {
      status.classList.add('alarm');
      status.textContent = text;
      pin();
      reveal(form.querySelector('.field-error') ?? form.querySelector('.form-problem'));
    },
    /** The inputs changed: the sentence said for the old ones goes, pinned or not. */
    withdraw() {
      status.classList.remove('alarm');
      status.textContent = '';
      pin();
    },
  };
}

function wireCopyButtons(section) {
  for (const button of section.querySelectorAll('button[data-action="copy"]')) {
    if (!navigator.clipboard) {
      button.hidden = true; // not a secure context: the link itself can still be copied
      continue;
    }
    button.addEventListener('click', async () => {
      const section = button.closest('section[data-view]');
      const link = button.closest('.links').querySelector('a.permalink');
      const status = section.querySelector(':scope > [role="status"]');
      try {
        await navigator.clipboard.writeText(link.href);
        status.textContent = t('result.copied');
      } catch {
        status.textContent = t('result.copy.failed');
      }
    });
  }
}

function wireLanguageButtons() {
  const buttons = document.querySelectorAll('button[data-lang]');
  const mark = (lang) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.lang === lang));
  };
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      rememberLanguage(button.dataset.lang);
      await setLanguage(button.dataset.lang);
    });
  }
  mark(currentLanguage());
  onLanguageChange((lang) => {
    mark(lang);
    if (active) show(active);
    for (const view of Object.values(views)) view.refresh();
  });
}

function fail(error) {
  const main = document.getElementById('main');
  const note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'fatal';
  note.textContent = `The console could not start: ${error.message ?? error}. Reload the page to try again.`;
  main.replaceChildren(note);
}

async function boot() {
  await setLanguage(preferredLanguage());
  for (const [name, view] of Object.entries(VIEWS)) {
    if (!view.mount) continue;
    views[name] = view.mount(sectionOf(name), contextFor(name));
    wireCopyButtons(sectionOf(name));
  }
  wireLanguageButtons();
  for (const heading of document.querySelectorAll('section[data-view] > h2')) heading.tabIndex = -1;
  // The fragment is the route: the skip link focuses the main area instead of navigating.
  document.querySelector('a.skip').addEventListener('click', (event) => {
    event.preventDefault();
    document.getElementById('main').focus();
  });
  window.addEventListener('hashchange', () => route(true).catch(fail));
  // Tabbing on a narrow window: a control the pinned bar would cover is scrolled above it.
  document.addEventListener('focusin', (event) => {
    if (!event.target.closest('[role="status"]')) reveal(event.target);
  });
  await route(false);
}

boot().catch(fail);
