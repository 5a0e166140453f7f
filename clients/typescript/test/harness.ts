// What the smoke tests share: the typed client, pointed at the server in CRIBBAGE_API_URL, a
// record of every operation it called and what each answered, and the two ways to read an
// outcome: `answer` (a 2xx body, typed by the spec) and `refusal` (a problem+json body, typed
// as the spec's Problem). Nothing here touches raw HTTP or widens a type.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createCribbageClient, type Problem } from "../src/index.js";

const url = process.env["CRIBBAGE_API_URL"];
if (url === undefined || url === "") {
  throw new Error("CRIBBAGE_API_URL is not set: the base URL of a running cribbage-api, e.g. http://127.0.0.1:8080");
}
export const baseUrl = url.replace(/\/+$/, "");

/** The statuses each operation answered, by `METHOD /path/{template}` as the spec writes it. */
export const seen = new Map<string, Set<number>>();

export const client = createCribbageClient(baseUrl);
client.use({
  onResponse({ request, schemaPath, response }) {
    const key = `${request.method} ${schemaPath}`;
    const statuses = seen.get(key) ?? new Set<number>();
    statuses.add(response.status);
    seen.set(key, statuses);
    return undefined;
  },
});

/** What openapi-fetch resolves to: the answer, or the refusal, and the response either way. */
export type Outcome<D, E> =
  | { data: D; error?: never; response: Response }
  | { data?: never; error: E; response: Response };

/** The answer of a call that must succeed with `status`; any refusal fails with its body. */
export function answer<D, E>(outcome: Outcome<D, E>, status = 200): D {
  if (outcome.data === undefined) {
    assert.fail(
      `${outcome.response.url}: expected ${status}, got ${outcome.response.status}: ${JSON.stringify(outcome.error)}`,
    );
  }
  assert.equal(outcome.response.status, status, `status of ${outcome.response.url}`);
  return outcome.data;
}

export interface Expected {
  status: number;
  /** The problem's `type`, e.g. `/problems/invalid-input`. */
  type: string;
  /** Each input error as `[pointer, code]`, in the order answered; checked when given. */
  errors?: readonly (readonly [string, string])[];
}

/** The refusal of a call that must be refused as `expected`, read through the spec's Problem. */
export function refusal<D, E extends Problem>(outcome: Outcome<D, E>, expected: Expected): E {
  const { response } = outcome;
  if (outcome.error === undefined) {
    assert.fail(`${response.url}: expected a ${expected.status} refusal, got ${response.status}: ${JSON.stringify(outcome.data)}`);
  }
  const problem = outcome.error;
  assert.equal(response.status, expected.status, `status of ${response.url}`);
  assert.equal(response.headers.get("content-type"), "application/problem+json", "problem content type");
  assert.equal(problem.type, expected.type, "problem type");
  assert.equal(problem.status, expected.status, "the body repeats the status");
  assert.ok(problem.title.length > 0, "a problem without a title");
  assert.ok(problem.detail.length > 0, "a problem without a detail");
  if (expected.errors !== undefined) {
    const errors = problem.errors ?? [];
    assert.deepEqual(
      errors.map((e) => [e.pointer, e.code]),
      expected.errors.map(([pointer, code]) => [pointer, code]),
      "pointers and codes of the input errors",
    );
    for (const e of errors) assert.ok(e.detail.length > 0, `no detail for ${e.pointer}`);
  }
  return problem;
}

/** `a` and `b` agree within `tolerance`. */
export function near(a: number, b: number, what: string, tolerance = 1e-9): void {
  assert.ok(Math.abs(a - b) < tolerance, `${what}: ${a} is not ${b}`);
}

/** Sorted copies, for comparing sets of cards. */
export function sorted<T extends string>(items: readonly T[]): T[] {
  return [...items].sort();
}

/** `items[index]`, which must be there (the index access `noUncheckedIndexedAccess` checks). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  assert.ok(item !== undefined, `no item ${index} of ${items.length}`);
  return item;
}

/** A value the answer must carry (neither absent nor null). */
export function present<T>(value: T | null | undefined, what: string): T {
  assert.ok(value !== undefined && value !== null, `${what} is missing`);
  return value;
}

/** The committed spec, openapi/openapi.json, as plain JSON (read with `field` and `entries`). */
export function committedSpec(): unknown {
  return JSON.parse(readFileSync(new URL("../../../../openapi/openapi.json", import.meta.url), "utf8"));
}

/** `value` as an object, or the test fails. */
export function object(value: unknown): object {
  assert.ok(typeof value === "object" && value !== null, `not an object: ${JSON.stringify(value)}`);
  return value;
}

/** The members of a JSON object. */
export const entries = (value: unknown): [string, unknown][] => Object.entries(object(value));

/** One member of a JSON object (undefined when absent). */
export const field = (value: unknown, name: string): unknown =>
  Object.getOwnPropertyDescriptor(object(value), name)?.value;

/** A member's value along a path of names: `path(spec, "components", "schemas")`. */
export const path = (value: unknown, ...names: string[]): unknown => names.reduce(field, value);
