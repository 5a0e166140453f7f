// The browser for every test: Debian's Chromium (never a downloaded one), one per test file, a
// fresh context (its own storage, as a new profile has) per page, and the checks every test makes
// on the way out: no console error, no page error, no request to another origin.
//
// One browser per file, not one per page: starting Chromium took about 2 s of the 4 s an average
// test took on a two-core machine, and a new context is as empty as a new profile (no cookies,
// no local storage, no cache).

import { mkdir, readFile } from 'node:fs/promises';
import { after } from 'node:test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const BASE = process.env.CONSOLE_URL?.replace(/\/$/, '');
if (!BASE) {
  throw new Error('CONSOLE_URL is not set: run .ci/e2e, or start the server and set CONSOLE_URL=http://127.0.0.1:PORT');
}
export const ORIGIN = new URL(BASE).origin;

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let launched;

/** The file's one browser, started on first use and closed when the file's tests are done. */
function browser() {
  launched ??= chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
  return launched;
}

after(async () => {
  if (launched) await (await launched).close();
});

/**
 * Opens a fresh browser context on `path` and gives `use({ page, ... })` the page; afterwards
 * asserts that the page logged no error and asked nothing of another origin.
 * Options: `viewport` (PHONE by default), `locale`, `colorScheme`, `allowedErrors` (console
 * messages a test provokes on purpose, as regular expressions).
 */
export async function withPage(path, options, use) {
  const context = await (await browser()).newContext({
    viewport: options.viewport ?? PHONE,
    locale: options.locale ?? 'en-GB',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
  });
  const requests = [];
  const errors = [];
  context.on('request', (request) => requests.push(request));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  try {
    await page.goto(`${BASE}${path}`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await use({ page, context, requests, errors });
    const allowed = options.allowedErrors ?? [];
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    assert.deepEqual(unexpected, [], 'console errors');
    const elsewhere = requests.map((r) => r.url()).filter((url) => new URL(url).origin !== ORIGIN);
    assert.deepEqual(elsewhere, [], 'requests to another origin');
  } finally {
    await context.close();
  }
}

/** Chromium's own log line for an answer with an error status (the page expects those). */
export const STATUS_LOG = (status) => new RegExp(`status of ${status}\\b`);

/** Runs axe-core on the page; returns the serious and critical violations, described. */
export async function seriousViolations(page) {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const results = await page.evaluate(() =>
    // eslint-disable-next-line no-undef
    axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Where screenshots go: docs/screenshots with UPDATE_SCREENSHOTS=1, else target/. */
export async function screenshot(page, name) {
  const dir = process.env.UPDATE_SCREENSHOTS
    ? join(here, '..', '..', 'docs', 'screenshots')
    : join(here, '..', '..', 'target', 'e2e-screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** The accessible description of a control: the text of the elements its aria-describedby names. */
export function descriptionOf(locator) {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** The live region of the view on screen. */
export function statusOf(page) {
  return page.getByRole('main').getByRole('status').first();
}

/** Taps each named card of the card grid on screen. */
export async function tap(page, ...names) {
  for (const name of names) await page.getByRole('gridcell', { name, exact: true }).click();
}

/** Waits until `locator`'s text matches `pattern`; returns the text. */
export async function textOf(locator, pattern, timeout = 5000) {
  const deadline = Date.now() + timeout;
  let text = '';
  while (Date.now() < deadline) {
    text = ((await locator.count()) ? await locator.first().innerText() : '').replace(/\s+/g, ' ').trim();
    if (pattern.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  assert.fail(`expected ${pattern} in: ${text}`);
}

/**
 * Measures, inside the page, what a person waits for after tapping `cell`: from the pointer
 * going down to the view's live region saying the new answer (`dom`), and to the next frame
 * after it, when it is painted (`painted`). Milliseconds.
 */
export async function tapToAnswer(page, cell) {
  const status = statusOf(page);
  await status.evaluate((region) => {
    window.__answer = new Promise((resolve) => {
      let start = 0;
      document.addEventListener('pointerdown', () => { start = performance.now(); }, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const dom = performance.now() - start;
        requestAnimationFrame(() => setTimeout(() => resolve({ dom, painted: performance.now() - start }), 0));
      });
      observer.observe(region, { childList: true, characterData: true, subtree: true });
    });
  });
  await cell.click();
  return page.evaluate(() => window.__answer);
}
