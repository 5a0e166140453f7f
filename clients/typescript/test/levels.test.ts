// The ladder of players on the two advice operations, through the typed client: `level` on
// POST /v1/discards/recommend and POST /v1/pegging/recommend (newcomer, beginner, casual,
// expert, master: weakest first, master the default), `seed` for the level that draws at
// random (newcomer) and `level_seed` in its answer, and the discard answer's `recommended`
// ({discard, keep}). Compiled against the spec's LevelName: a level added to or dropped from
// the spec fails to compile here until this list follows it.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Schemas } from "../src/index.js";
import { answer, at, client, committedSpec, path, present, refusal, sorted } from "./harness.js";

type Level = Schemas["LevelName"];

/** Weakest first, as the spec lists them. */
const levels = ["newcomer", "beginner", "casual", "expert", "master"] as const satisfies readonly Level[];
/** Compiles only while `levels` names every level of the spec. */
const everyLevel: [Exclude<Level, (typeof levels)[number]>] extends [never] ? true : false = true;

/** A fresh seed a JavaScript client can send back: JSON.parse reads numbers as doubles, so a
 * seed past 2^53 - 1 comes back rounded and draws something else. */
function safeSeed(seed: number): number {
  assert.ok(Number.isSafeInteger(seed), `a fresh seed past Number.MAX_SAFE_INTEGER (2^53 - 1), read as ${seed}`);
  return seed;
}

const cards = ["4C", "5D", "6H", "10S", "10C", "JD"];
const hand = ["5H", "6C", "9S", "JD"];

test("the spec lists the levels weakest first", () => {
  assert.equal(everyLevel, true);
  assert.deepEqual(path(committedSpec(), "components", "schemas", "LevelName", "enum"), [...levels]);
});

test("POST /v1/discards/recommend: level, recommended and seed", async () => {
  const master = answer(await client.POST("/v1/discards/recommend", { body: { cards, dealer: true } }));
  assert.equal(master.level, "master", "the default level");
  assert.ok(master.level_seed === undefined || master.level_seed === null, "a seed for a level that does not draw");
  const options = master.options.map((o) => JSON.stringify([o.discard, o.keep]));
  for (const level of levels) {
    const body = answer(
      await client.POST("/v1/discards/recommend", { body: { cards, dealer: true, level, seed: 41 } }),
    );
    assert.equal(body.level, level, "the level echoed");
    const { discard, keep } = body.recommended;
    assert.equal(discard.length, 2, `${level}: two cards to the crib`);
    assert.deepEqual(sorted([...discard, ...keep]), sorted(cards), `${level}: discard and keep are the cards dealt`);
    assert.ok(options.includes(JSON.stringify([discard, keep])), `${level}: ${discard} is one of the options`);
    assert.deepEqual(
      body.options.map((o) => JSON.stringify([o.discard, o.keep])),
      options,
      `${level}: the level does not change the options or their order`,
    );
    if (level === "newcomer") assert.equal(body.level_seed, 41, "the seed asked for");
    else assert.ok(body.level_seed === undefined || body.level_seed === null, `${level}: no seed`);
  }

  // A newcomer without a seed names the fresh one, and that seed draws the same discard again.
  const fresh = answer(
    await client.POST("/v1/discards/recommend", { body: { cards, dealer: false, level: "newcomer" } }),
  );
  const seed = safeSeed(present(fresh.level_seed, "a fresh seed"));
  const again = answer(
    await client.POST("/v1/discards/recommend", { body: { cards, dealer: false, level: "newcomer", seed } }),
  );
  assert.deepEqual(again.recommended, fresh.recommended, "the same seed, the same discard");
  assert.equal(again.level_seed, seed);

  refusal(
    await client.POST("/v1/discards/recommend", { body: { cards, dealer: true, level: "newcomer", seed: -1 } }),
    { status: 422, type: "/problems/invalid-input", errors: [["/seed", "json.invalid_value"]] },
  );
});

test("POST /v1/pegging/recommend: level and seed", async () => {
  const master = answer(await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"] } }));
  assert.equal(master.level, "master", "the default level");
  assert.equal(master.recommended, "5H", "the five's fifteen");
  for (const level of levels) {
    const body = answer(
      await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], level, seed: 41 } }),
    );
    assert.equal(body.level, level, "the level echoed");
    assert.equal(body.recommended, present(at(body.options, 0).card, "card"), `${level}: its choice first`);
    assert.deepEqual(sorted(body.options.map((o) => present(o.card, "card"))), sorted(hand), `${level}: every card`);
    if (level === "newcomer") assert.equal(body.level_seed, 41, "the seed asked for");
    else assert.ok(body.level_seed === undefined || body.level_seed === null, `${level}: no seed`);
  }
  // The beginner lays the card that scores most at once.
  const beginner = answer(
    await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], level: "beginner" } }),
  );
  assert.deepEqual(
    [beginner.recommended, at(beginner.options, 0).points],
    ["5H", 2],
  );
  // Only the master reads the board: two short, the five wins the game.
  const board = { hand, events: ["10S"], scores: [119, 100] };
  const masterBoard = answer(await client.POST("/v1/pegging/recommend", { body: { ...board, level: "master" } }));
  assert.deepEqual([masterBoard.recommended, masterBoard.ordered_by], ["5H", "win_probability"]);
  const expertBoard = answer(await client.POST("/v1/pegging/recommend", { body: { ...board, level: "expert" } }));
  assert.equal(expertBoard.ordered_by, "expected", "the expert never reads the board");

  // A newcomer's fresh seed draws the same card again.
  const fresh = answer(
    await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], level: "newcomer" } }),
  );
  const seed = safeSeed(present(fresh.level_seed, "a fresh seed"));
  const again = answer(
    await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], level: "newcomer", seed } }),
  );
  assert.equal(again.recommended, fresh.recommended, "the same seed, the same card");

  refusal(
    await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], level: "newcomer", seed: -1 } }),
    { status: 422, type: "/problems/invalid-input", errors: [["/seed", "json.invalid_value"]] },
  );
});

test("POST /v1/pegging/recommend: the game's earlier hands read", async () => {
  // The opponent, the pone in an earlier hand, led its three while it held a four: not the
  // common advice's lead, so it is read as the strong player.
  const history: Schemas["ShownHandBody"][] = [
    {
      role: "pone",
      shown: ["3C", "4D", "9S", "KH"],
      discards: ["QC", "JD"],
      events: ["3C", "10H", "4D", "AS", "9S", "go", "go", "5H", "KH", "6S"],
    },
  ];
  const read = answer(await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], history } }));
  assert.equal(read.model, "inferred-two-kinds/game-read/look-ahead-v2");
  const kinds = present(read.opponent_kinds, "the kinds read");
  assert.equal(kinds.expert + kinds.common_advice, 1);
  assert.ok(kinds.expert > kinds.common_advice, "read as the strong player");
  refusal(
    await client.POST("/v1/pegging/recommend", {
      body: { hand, events: ["10S"], history: [{ ...history[0]!, events: ["3C", "10H", "QS"] }] },
    }),
    { status: 422, type: "/problems/invalid-input", errors: [["/history/0/events/2", "history.not_shown"]] },
  );
});
