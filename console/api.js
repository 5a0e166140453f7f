// The one way the page talks to the service: JSON to and from this origin, in the page's language.

import { currentLanguage, t } from './i18n.js';

/**
 * Sends `body` to `path` and reads the answer: `{ data }` on success, `{ problem }` (RFC 9457
 * problem details, the service's own; `{ own: true, detail }` in the page's words when the network
 * fails; `{ status }` for an answer that is no problem details) otherwise, and
 * `{ aborted: true }` when a newer request of the same caller replaced it.
 */
export function post(path, body, signal) {
  return call('POST', path, body, signal);
}

/** Reads `path` (a reference such as a rulebook), answered as `post` answers. */
export function get(path, signal) {
  return call('GET', path, undefined, signal);
}

async function call(method, path, body, signal) {
  const language = currentLanguage();
  const headers = { Accept: 'application/json, application/problem+json', 'Accept-Language': language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  let json = null;
  try {
    response = await fetch(`${path}?lang=${language}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    json = await response.json().catch(() => null);
  } catch (error) {
    if (signal?.aborted) return { aborted: true };
    return { problem: { own: true, detail: t('problem.network') } };
  }
  if (signal?.aborted) return { aborted: true };
  if (response.ok && json) return { data: json };
  if (json && typeof json === 'object' && 'status' in json) return { problem: json };
  return { problem: { status: response.status } };
}

/** A caller whose newest request wins: sending again aborts the one still in flight. */
export class Requester {
  #controller = null;

  send(path, body) {
    this.#controller?.abort();
    this.#controller = new AbortController();
    return post(path, body, this.#controller.signal);
  }

  cancel() {
    this.#controller?.abort();
    this.#controller = null;
  }
}
