// CI, for .ci/integrate: docs/integrate.md's browser page, run for real. Serves the page and the
// module it imports (as extracted from the guide into INTEGRATE_DIR) from a tiny static server on
// 127.0.0.1:PAGE_PORT, a second origin, opens it in Debian's headless Chromium (playwright-core
// from tests/e2e/node_modules; no browser is downloaded) with ?api=CRIBBAGE_URL, and waits for
// the page to report the game in the DOM. Fails on a missing winner, any console or page error,
// a failed request, or a request to any origin but these two loopback ones.

import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(new URL('../tests/e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const dir = process.env.INTEGRATE_DIR;
const pagePort = Number(process.env.PAGE_PORT);
const api = process.env.CRIBBAGE_URL;
if (!dir || !pagePort || !api) throw new Error('set INTEGRATE_DIR, PAGE_PORT and CRIBBAGE_URL');
const pageOrigin = `http://127.0.0.1:${pagePort}`;
const allowed = new Set([pageOrigin, new URL(api).origin]);

const types = { '.html': 'text/html; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8' };
const files = ['browser.html', 'game.mjs'];
const server = createServer(async (request, response) => {
  const name = new URL(request.url, pageOrigin).pathname.slice(1);
  if (name === 'favicon.ico') {
    response.writeHead(204).end(); // the browser asks for one; the page has none
    return;
  }
  if (!files.includes(name)) {
    response.writeHead(404).end();
    return;
  }
  const body = await readFile(join(dir, name));
  response.writeHead(200, { 'content-type': types[name.slice(name.lastIndexOf('.'))] }).end(body);
});
await new Promise((listening) => server.listen(pagePort, '127.0.0.1', listening));

const problems = [];
const profile = await mkdtemp(join(tmpdir(), 'integrate-browser-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
let result = null;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  context.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (!allowed.has(origin)) problems.push(`request to another origin: ${request.url()}`);
  });
  context.on('requestfailed', (request) => problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`));
  let requests = 0;
  context.on('requestfinished', (request) => {
    if (new URL(request.url()).origin !== pageOrigin) requests += 1;
  });

  await page.goto(`${pageOrigin}/browser.html?api=${encodeURIComponent(api)}`);
  const output = page.locator('output[data-winner], output[data-error]');
  await output.waitFor({ timeout: 120_000 });
  result = await output.evaluate((node) => ({ ...node.dataset, text: node.textContent }));
  const scores = (result.scores ?? '').split(',').map(Number);
  const winner = Number(result.winner);
  if (result.error !== undefined || !(scores[winner] >= 121)) {
    problems.push(`no winner with 121 or more: ${JSON.stringify(result)}`);
  }
  if (requests === 0) problems.push('the page asked the service nothing');
  console.log(`${result.text} (${requests} requests from ${pageOrigin} to ${api})`);
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
  server.close();
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
