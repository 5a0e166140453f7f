// Smoke test of the typed TypeScript client against a running server: every operation in
// openapi/openapi.json is called through the client (openapi-fetch over the generated types,
// never raw HTTP, never a cast), and its known answer checked; every operation that can refuse
// a request is also refused once, its problem+json body read through the spec's Problem type
// (status, `type`, and each input error's pointer and `code`). The last test reads the spec and
// fails if an operation was not called, or an operation that declares a 422 or 404 was not
// refused with it. Run by .ci/typescript-client (`npm test`: node --test dist/test/*.test.js) with
// CRIBBAGE_API_URL set. Known answers come from the README and .ci/client_smoke.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Schemas } from "../src/index.js";
import { answer, at, client, committedSpec, entries, field, near, present, refusal, seen, sorted } from "./harness.js";

const invalidInput = "/problems/invalid-input";

type ScoringItem = { category: string; cards: readonly string[]; points: number };
const items = (body: { items?: readonly ScoringItem[] }) => (body.items ?? []).map((i) => [i.category, i.cards, i.points]);

/** The README's round: the dealer (seat 1) holds the 29, the pone 4H 6H 9C QD. */
const hand29 = {
  dealer: 1,
  starter: "5C",
  hands: [
    ["4H", "6H", "9C", "QD"],
    ["5S", "5H", "5D", "JC"],
  ],
  crib: ["AH", "3S", "8D", "KH"],
} satisfies Partial<Schemas["ScoreRoundRequest"]>;
const hand29Dealt = [
  ["4H", "6H", "9C", "QD", "AH", "3S"],
  ["5S", "5H", "5D", "JC", "8D", "KH"],
];
const hand29Play = ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"];

test("GET /healthz (healthz)", async () => {
  const health = answer(await client.GET("/healthz"));
  assert.equal(health.status, "ok");
});

test("GET /readyz (readyz)", async () => {
  const ready = answer(await client.GET("/readyz"));
  assert.equal(ready.status, "ready");
});

test("GET /problems/{kind} (problem_kind)", async () => {
  const page = await client.GET("/problems/{kind}", { params: { path: { kind: "invalid-input" } }, parseAs: "text" });
  const html = answer(page);
  assert.match(page.response.headers.get("content-type") ?? "", /^text\/html/);
  assert.match(html, /<h1>Invalid input<\/h1>/);
  assert.match(html, /<code>\/problems\/invalid-input<\/code>, status 422/);
  const missing = refusal(
    await client.GET("/problems/{kind}", { params: { path: { kind: "no-such-kind" } }, parseAs: "text" }),
    { status: 404, type: "/problems/not-found" },
  );
  assert.equal(missing.detail, "no resource at /problems/no-such-kind");
});

test("POST /v1/hands/score (score_hand)", async () => {
  // README: fifteen eight and a pair is ten.
  const ten = await client.POST("/v1/hands/score", { body: { hand: ["5H", "5S", "JD", "KC"], starter: "8C" } });
  const hand = answer(ten);
  assert.equal(ten.response.headers.get("content-language"), "en");
  assert.equal(hand.total, 10);
  assert.equal(hand.variant, "six_card");
  assert.equal(hand.crib, false);
  assert.deepEqual([hand.fifteens, hand.pairs, hand.runs, hand.flush, hand.nobs], [8, 2, 0, 0, 0]);
  assert.deepEqual(items(hand), [
    ["fifteen", ["5H", "JD"], 2],
    ["fifteen", ["5H", "KC"], 2],
    ["fifteen", ["5S", "JD"], 2],
    ["fifteen", ["5S", "KC"], 2],
    ["pair", ["5S", "5H"], 2],
  ]);
  assert.equal(hand.announcement, "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten");
  assert.ok(hand.claim === undefined || hand.claim === null, "a claim verdict without `claimed`");

  // The same in German through the Accept-Language header parameter, lower-case cards.
  const de = await client.POST("/v1/hands/score", {
    params: { header: { "Accept-Language": "de-DE,de;q=0.9" } },
    body: { hand: ["5h", "5s", "jd", "kc"], starter: "8c" },
  });
  const german = answer(de);
  assert.equal(de.response.headers.get("content-language"), "de");
  assert.deepEqual(german.hand, ["5H", "5S", "JD", "KC"], "canonical cards");
  assert.equal(
    german.announcement,
    "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, und ein Paar macht zehn",
  );
  // And in Polish through the lang query parameter.
  const pl = await client.POST("/v1/hands/score", {
    params: { query: { lang: "pl" } },
    body: { hand: ["5H", "5S", "JD", "KC"], starter: "8C" },
  });
  assert.equal(answer(pl).total, 10);
  assert.equal(pl.response.headers.get("content-language"), "pl");

  // Twenty-nine: three fives and the jack of the starter's suit, the fourth five turned.
  const best = answer(
    await client.POST("/v1/hands/score", { body: { hand: ["5H", "5C", "5S", "JD"], starter: "5D" } }),
  );
  assert.equal(best.total, 29);
  assert.deepEqual([best.fifteens, best.pairs, best.runs, best.flush, best.nobs], [16, 12, 0, 0, 1]);
  assert.equal(best.items.filter((i) => i.category === "fifteen").length, 8);
  assert.equal(best.items.filter((i) => i.category === "pair").length, 6);
  assert.deepEqual(items({ items: best.items.filter((i) => i.category === "nobs") }), [["nobs", ["JD"], 1]]);
  assert.equal(
    best.items.reduce((sum, i) => sum + i.points, 0),
    29,
  );
  assert.match(best.announcement, /one for his nobs is twenty-nine$/);

  // README: a crib with the four-card-flush house rule and an under-claim.
  const crib = answer(
    await client.POST("/v1/hands/score", {
      body: {
        hand: ["2H", "4H", "6H", "8H"],
        starter: "KS",
        crib: true,
        rules: { crib_four_flush: true },
        claimed: 2,
      },
    }),
  );
  assert.equal(crib.total, 4);
  assert.deepEqual(items(crib), [["flush", ["2H", "4H", "6H", "8H"], 4]]);
  const claim = present(crib.claim, "claim verdict");
  assert.deepEqual([claim.claimed, claim.difference, claim.verdict], [2, 2, "under"]);

  // README: the 422 for a short hand with an unknown card and a repeated one.
  const bad = refusal(
    await client.POST("/v1/hands/score", { body: { hand: ["5H", "5S", "1X"], starter: "5H" } }),
    {
      status: 422,
      type: invalidInput,
      errors: [
        ["/hand", "hand.card_count"],
        ["/hand/2", "card.unknown_rank"],
        ["/starter", "card.repeated"],
      ],
    },
  );
  assert.deepEqual(at(bad.errors ?? [], 1).params, { rank: "1", text: "1X" });
  // An unsupported language is refused as well.
  refusal(
    await client.POST("/v1/hands/score", {
      params: { query: { lang: "xx" } },
      body: { hand: ["5H", "5S", "JD", "KC"], starter: "8C" },
    }),
    { status: 422, type: invalidInput, errors: [["/", "query.unsupported_language"]] },
  );
});

test("refusals before the body is read: 400, 413, 415 (on /v1/hands/score)", async () => {
  // The typed client sends what the spec allows; a serializer that cuts the JSON short, a body
  // over the 16 KiB limit, and another Content-Type are what a broken client would send.
  refusal(
    await client.POST("/v1/hands/score", {
      body: { hand: ["5H"], starter: "8C" },
      bodySerializer: () => '{"hand": [',
    }),
    { status: 400, type: "/problems/malformed-json" },
  );
  refusal(
    await client.POST("/v1/hands/score", { body: { hand: ["5H".repeat(9000)], starter: "8C" } }),
    { status: 413, type: "/problems/payload-too-large" },
  );
  refusal(
    await client.POST("/v1/hands/score", {
      body: { hand: ["5H", "5S", "JD", "KC"], starter: "8C" },
      headers: { "Content-Type": "text/plain" },
    }),
    { status: 415, type: "/problems/unsupported-media-type" },
  );
});

test("POST /v1/pegging/score (score_play)", async () => {
  // README: the play with its go, both go points, and totals [3, 6]; events in every form.
  const body = answer(
    await client.POST("/v1/pegging/score", {
      body: {
        events: ["KH", { card: "6S", player: 1 }, "kd", { go: true, player: 1 }, "2H", "2C", { card: "8S" }, "7S", "9S"],
        hands: [
          ["2H", "2C", "KH", "KD"],
          ["6S", "7S", "8S", "9S"],
        ],
        complete: true,
      },
    }),
  );
  const events = body.events;
  assert.equal(events.length, 9);
  assert.deepEqual(
    events.map((e) => e.player),
    [0, 1, 0, 1, 0, 0, 1, 1, 1],
  );
  assert.deepEqual(
    events.map((e) => e.card ?? null),
    ["KH", "6S", "KD", null, "2H", "2C", "8S", "7S", "9S"],
  );
  assert.deepEqual(
    events.map((e) => e.count),
    [10, 16, 26, 26, 28, 30, 8, 15, 24],
  );
  assert.deepEqual(
    events.map((e) => e.points),
    [0, 0, 0, 0, 0, 2, 0, 2, 3],
  );
  assert.deepEqual(items(at(events, 5)), [["pair", ["2H", "2C"], 2]]);
  assert.deepEqual(items(at(events, 7)), [["fifteen", ["8S", "7S"], 2]]);
  assert.deepEqual(items(at(events, 8)), [["run", ["8S", "7S", "9S"], 3]]);
  const goPoints = events.flatMap((e, i) => (e.go_point ? [[i, e.go_point.player, e.go_point.points]] : []));
  assert.deepEqual(goPoints, [
    [5, 0, 1],
    [8, 1, 1],
  ]);
  assert.deepEqual(
    events.flatMap((e, i) => (e.series_closed ? [i] : [])),
    [5, 8],
  );
  assert.ok(!events.some((e) => e.renege), "a renege where there is none");
  assert.deepEqual(body.totals, [3, 6]);
  const pegged = [0, 0];
  for (const e of events) {
    pegged[e.player] = (pegged[e.player] ?? 0) + e.points;
    if (e.go_point) pegged[e.go_point.player] = (pegged[e.go_point.player] ?? 0) + e.go_point.points;
  }
  assert.deepEqual(pegged, body.totals, "points and go points add up to the totals");
  assert.deepEqual([body.count, body.series, body.over], [0, [], true]);
  assert.ok(body.next_player === undefined || body.next_player === null, "next_player after the play");

  // A card past 31: the pointer names the event.
  const bad = refusal(await client.POST("/v1/pegging/score", { body: { events: ["KH", "QS", "JD", "2C"] } }), {
    status: 422,
    type: invalidInput,
    errors: [["/events/3", "play.past_31"]],
  });
  assert.deepEqual(at(bad.errors ?? [], 0).params, { card: "2C", count: 32 });
});

test("POST /v1/pegging/validate (validate_play)", async () => {
  // README: a legal play that pairs.
  const legal = answer(
    await client.POST("/v1/pegging/validate", { body: { series: ["7H", "8S"], card: "8D", hand: ["8D", "KC"] } }),
  );
  assert.deepEqual([legal.legal, legal.count, legal.points], [true, 23, 2]);
  assert.deepEqual(items(legal), [["pair", ["8S", "8D"], 2]]);
  assert.deepEqual(legal.playable, ["8D", "KC"]);
  assert.ok(legal.reason === undefined || legal.reason === null, "a reason for a legal play");

  // An illegal play is an answer, not a refusal: the count would pass 31.
  const over = answer(
    await client.POST("/v1/pegging/validate", {
      body: { series: ["10H", "JS", "5D"], card: "8D", hand: ["8D", "AC"] },
    }),
  );
  assert.deepEqual([over.legal, over.points, over.items], [false, 0, []]);
  assert.equal(over.reason, "8♦ would make the count 33, past 31");
  assert.ok(over.count === undefined || over.count === null, "a count for an illegal play");
  assert.deepEqual(over.playable, ["AC"]);

  // A go while a card fits is illegal, and the reason names the card.
  const go = answer(
    await client.POST("/v1/pegging/validate", { body: { series: ["10H", "JS", "5D"], go: true, hand: ["8D", "AC"] } }),
  );
  assert.equal(go.legal, false);
  assert.match(present(go.reason, "reason"), /A♣/);

  // A count that contradicts the series cannot be judged.
  refusal(
    await client.POST("/v1/pegging/validate", { body: { series: ["10H", "JS", "5D"], count: 30, card: "AC" } }),
    { status: 422, type: invalidInput, errors: [["/count", "series.count_differs"]] },
  );
});

test("POST /v1/discards/recommend (recommend_discard)", async () => {
  const cards = ["4C", "5D", "6H", "10S", "10C", "JD"];
  const body = answer(await client.POST("/v1/discards/recommend", { body: { cards, dealer: true } }));
  assert.deepEqual([body.variant, body.dealer, body.unseen, body.objective], ["six_card", true, 46, "net"]);
  assert.equal(body.options.length, 15, "one option per pair of cards (6 choose 2)");
  for (const o of body.options) {
    assert.deepEqual(sorted([...o.discard, ...o.keep]), sorted(cards));
    assert.equal(o.hand.outcomes, 46, "hand outcomes: every starter");
    assert.equal(o.crib.outcomes, 45540, "crib outcomes: every crib");
    near(o.hand.mean, o.hand.points / o.hand.outcomes, `hand mean of ${o.discard}`);
    near(o.crib.mean, o.crib.points / o.crib.outcomes, `crib mean of ${o.discard}`);
    near(o.net, o.hand.mean + o.crib.mean, `the dealer's net of ${o.discard}`);
    assert.ok(o.hand.min <= o.hand.mean && o.hand.mean <= o.hand.max, `hand min <= mean <= max of ${o.discard}`);
  }
  // Documented order: highest net first, ties: higher hand mean first.
  const keys = body.options.map((o) => ({ net: o.net, mean: o.hand.mean }));
  const ordered = [...keys].sort((a, b) => b.net - a.net || b.mean - a.mean);
  assert.deepEqual(keys, ordered, "options by net, then hand mean, best first");
  const best = at(body.options, 0);
  assert.deepEqual([best.discard, best.keep], [["4C", "6H"], ["5D", "10S", "10C", "JD"]], "README's best discard");
  assert.deepEqual([best.hand.points, best.hand.min, best.hand.max, best.crib.points], [491, 8, 17, 222373]);
  assert.equal(Math.round(best.net * 100) / 100, 15.56);

  // The pone with distributions: the fives and the jack, one starter (5C) making 29.
  const pone = answer(
    await client.POST("/v1/discards/recommend", {
      body: { cards: ["5H", "5S", "5D", "JC", "KS", "2D"], dealer: false, distribution: true },
    }),
  );
  const kept = at(pone.options, 0);
  assert.deepEqual([kept.discard, kept.keep], [["KS", "2D"], ["5H", "5S", "5D", "JC"]]);
  near(kept.net, kept.hand.mean - kept.crib.mean, "the pone's net is hand - crib");
  for (const stats of [kept.hand, kept.crib]) {
    const distribution = present(stats.distribution, "distribution");
    assert.equal(distribution.length, 30, "entries 0..29");
    assert.equal(
      distribution.reduce((a, n) => a + n, 0),
      stats.outcomes,
    );
    assert.equal(
      distribution.reduce((a, n, points) => a + points * n, 0),
      stats.points,
    );
  }
  assert.equal(at(present(kept.hand.distribution, "hand distribution"), 29), 1);

  // With the play, ordered by it; and at a table of three from its board.
  const withPlay = answer(
    await client.POST("/v1/discards/recommend", { body: { cards, dealer: true, objective: "net_with_play" } }),
  );
  assert.equal(withPlay.objective, "net_with_play");
  assert.equal(withPlay.play_model, "inferred-two-kinds/look-ahead-v2/sampled");
  const totals = withPlay.options.map((o) => present(o.net_with_play, "net_with_play"));
  assert.deepEqual(totals, [...totals].sort((a, b) => b - a), "options by net with the play");
  for (const o of withPlay.options) {
    near(present(o.net_with_play, "net_with_play"), o.net + present(o.play, "play").net, `net_with_play of ${o.discard}`);
  }
  const three = answer(
    await client.POST("/v1/discards/recommend", {
      body: {
        cards: ["5H", "5D", "9C", "KS", "2D"],
        dealer: false,
        variant: "three_player",
        seat: 0,
        scores: [119, 10, 20],
        objective: "win",
      },
    }),
  );
  assert.equal(three.position_model, "base-selfplay-race-v1");
  assert.ok(present(at(three.options, 0).win_probability, "win_probability") > 0.999, "the fives' pair wins");

  // Three players' scores are by seat: a pone must say its seat.
  refusal(
    await client.POST("/v1/discards/recommend", {
      body: { cards: ["5H", "5D", "9C", "KS", "2D"], dealer: false, variant: "three_player", scores: [119, 10, 20] },
    }),
    { status: 422, type: invalidInput, errors: [["/seat", "discards.seat_needed"]] },
  );
});

test("POST /v1/pegging/recommend (recommend_play)", async () => {
  // The dealer's reply to a ten: the five makes fifteen.
  const hand = ["5H", "6C", "9S", "JD"];
  const inferred = answer(await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"] } }));
  assert.equal(inferred.recommended, "5H");
  assert.equal(inferred.model, "inferred-two-kinds/look-ahead-v2");
  const body = answer(
    await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], opponent: "uniform" } }),
  );
  assert.deepEqual([body.variant, body.player, body.count, body.recommended], ["six_card", 1, 10, "5H"]);
  assert.equal(body.model, "uniform-holding/base-policy-v1");
  assert.deepEqual(sorted(body.options.map((o) => present(o.card, "card"))), sorted(hand), "every card fits at 10");
  const nets = body.options.map((o) => o.expected.net);
  assert.deepEqual(nets, [...nets].sort((a, b) => b - a), "options by expected net, best first");
  const holdings = present(body.holdings, "holdings");
  for (const o of body.options) {
    near(o.expected.net, o.expected.own - o.expected.opponent, `net of ${o.card}`);
    near(o.expected.own, present(o.expected.own_points, "own_points") / holdings, `own mean of ${o.card}`);
  }
  const five = at(body.options, 0);
  assert.deepEqual([five.points, five.expected.own_points], [2, 74932], "the five's fifteen");

  // Four players: sampled, each option with every player's expected pegging.
  const table = answer(
    await client.POST("/v1/pegging/recommend", {
      body: { hand, events: ["10S"], variant: "four_player", starter: "2D" },
    }),
  );
  assert.deepEqual([table.player, table.count, table.samples], [1, 10, 800]);
  assert.equal(table.model, "uniform-holdings-sampled/base-policy-v1");
  for (const o of table.options) {
    assert.equal(present(o.expected.players, "players").length, 4);
    const error = present(o.expected.net_standard_error, "net_standard_error");
    assert.ok(error > 0 && error < 0.5, `standard error of ${o.card}: ${error}`);
  }
  // From the board, the dealer two short: the five's fifteen wins at once.
  const judged = answer(
    await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], scores: [119, 100] } }),
  );
  assert.deepEqual([judged.recommended, judged.ordered_by], ["5H", "win_probability"]);
  assert.equal(at(judged.options, 0).win_probability, 1);

  // Asking out of turn is refused; three players' boards need three scores.
  refusal(await client.POST("/v1/pegging/recommend", { body: { hand, events: ["10S"], player: 0 } }), {
    status: 422,
    type: invalidInput,
    errors: [["/player", "advice.not_to_play"]],
  });
  refusal(
    await client.POST("/v1/pegging/recommend", { body: { hand, variant: "three_player", scores: [1, 2] } }),
    { status: 422, type: invalidInput, errors: [["/scores", "scores.count"]] },
  );
});

test("POST /v1/position (judge_position)", async () => {
  // Love all: the first dealer is favoured (published: 55.5-56% of six-card games).
  const body = answer(await client.POST("/v1/position", { body: { scores: [0, 0], dealer: 0 } }));
  assert.deepEqual([body.variant, body.target, body.scores, body.dealer], ["six_card", 121, [0, 0], 0]);
  assert.deepEqual([body.match_scoring, body.model, body.favoured], ["acc", "expert-selfplay-deals-v1", 0]);
  assert.deepEqual(
    body.seats.map((s) => s.seat),
    [0, 1],
  );
  const dealer = at(body.seats, 0);
  assert.ok(dealer.win_probability >= 0.54 && dealer.win_probability <= 0.58, `0-0: ${dealer.win_probability}`);
  near(
    body.seats.reduce((a, s) => a + s.win_probability, 0),
    1,
    "the chances sum to one",
  );
  for (const s of body.seats) {
    const lines = s.skunk_probability;
    const double = present(lines.double, "double skunk");
    const triple = present(lines.triple, "triple skunk");
    assert.ok(lines.skunk >= double && double >= triple && triple >= 0, `skunk lines of seat ${s.seat}`);
    const other = at(body.seats, 1 - s.seat).skunk_probability.skunk;
    near(s.expected_match_points, 2 * s.win_probability + other, `ACC match points of seat ${s.seat}`, 1e-12);
  }
  // The mirror: seat 1 deals from the same scores.
  const mirror = answer(await client.POST("/v1/position", { body: { scores: [0, 0], dealer: 1 } }));
  assert.equal(at(mirror.seats, 1).win_probability, dealer.win_probability);
  // Five-card to 61, free play: only the lurch.
  const five = answer(
    await client.POST("/v1/position", {
      body: { scores: [55, 58], dealer: 1, variant: "five_card", rules: { match_scoring: "free_play" } },
    }),
  );
  assert.deepEqual([five.target, five.match_scoring], [61, "free_play"]);
  for (const s of five.seats) {
    assert.ok(s.skunk_probability.double === undefined || s.skunk_probability.double === null, "only the lurch");
  }
  // Three seats.
  const three = answer(
    await client.POST("/v1/position", { body: { scores: [0, 0, 0], dealer: 0, variant: "three_player" } }),
  );
  assert.deepEqual([three.model, three.seats.length, three.favoured], ["base-selfplay-race-v1", 3, 0]);

  refusal(await client.POST("/v1/position", { body: { scores: [121, 0, 5], dealer: 2, target: 300 } }), {
    status: 422,
    type: invalidInput,
    errors: [
      ["/target", "position.target"],
      ["/scores", "scores.count"],
      ["/dealer", "seat.unknown"],
      ["/scores/0", "position.game_over"],
    ],
  });
});

test("POST /v1/rounds/score (score_round)", async () => {
  // README: the pone's 6H reaches 124 and wins before the dealer's 29 is counted.
  const body = answer(
    await client.POST("/v1/rounds/score", { body: { ...hand29, scores: [119, 100], events: ["4H", "5S", "6H"] } }),
  );
  assert.equal(body.timeline.length, 1, "the timeline stops at the winning entry");
  const entry = at(body.timeline, 0);
  assert.deepEqual([entry.phase, entry.player, entry.points, entry.event], ["play", 0, 5, 2]);
  assert.deepEqual(entry.scores, [124, 100]);
  assert.deepEqual(items(entry), [
    ["fifteen", ["4H", "5S", "6H"], 2],
    ["run", ["4H", "5S", "6H"], 3],
  ]);
  assert.deepEqual([body.scores, body.game_over, body.winner, body.won_at], [[124, 100], true, 0, 0]);
  const match = present(body.match, "match");
  assert.deepEqual([match.winner, match.loser_scores, match.skunk, match.match_points], [0, [100], "none", 2]);

  // Under acc, a go at 20 holding 9C and QD: ACC 7.3, 4 points to the dealer; and an infraction.
  const acc = answer(
    await client.POST("/v1/rounds/score", {
      body: {
        ...hand29,
        events: ["4H", "5S", "6H", "5H", "go", "5D", "go", "9C", "JC", "QD"],
        rules: { profile: "acc" },
        infractions: [{ seat: 1, kind: "bottom_card_seen" }],
      },
    }),
  );
  const rulings = acc.timeline.flatMap((e) => (e.ruling ? [{ ruling: e.ruling, points: e.points }] : []));
  assert.deepEqual(
    rulings.map(({ ruling, points }) => [ruling.rule, ruling.kind, ruling.pays, ruling.gains, points]),
    [
      ["ACC 2.1", "penalty", 1, 0, 2],
      ["ACC 7.3", "penalty", 0, 1, 4],
    ],
  );
  // The sentence in every language, keyed by language code: German is one key of them.
  assert.match(at(rulings, 1).ruling.sentence["de"] ?? "", /ACC 7\.3/);
  // The reneged cards declared dead: the pone lays nothing more.
  const dead = answer(
    await client.POST("/v1/rounds/score", {
      body: {
        ...hand29,
        events: ["4H", "5S", "6H", "5H", { go: true, reneged: "dead" }, "5D", "go", "JC"],
        rules: { profile: "acc" },
      },
    }),
  );
  assert.deepEqual(
    dead.timeline.flatMap((e) => (e.ruling ? [[e.ruling.rule, e.ruling.text_key, e.ruling.points]] : [])),
    [["ACC 7.3", "renege-dead", 4]],
  );

  // An infraction the profile does not know; 65 muggins calls, one past the limit.
  refusal(
    await client.POST("/v1/rounds/score", {
      body: { ...hand29, events: hand29Play, rules: { profile: "acc" }, infractions: [{ seat: 0, kind: "peeking" }] },
    }),
    { status: 422, type: invalidInput, errors: [["/infractions/0/kind", "rulebook.unknown_infraction"]] },
  );
  const call: Schemas["MugginsCallBody"] = { on: "hand", seat: 0, points: 2 };
  const tooMany = refusal(
    await client.POST("/v1/rounds/score", {
      body: {
        ...hand29,
        events: hand29Play,
        rules: { profile: "acc_muggins" },
        claims: { hands: [7, 29], muggins: Array.from({ length: 65 }, () => call) },
      },
    }),
    { status: 422, type: invalidInput, errors: [["/claims/muggins", "list.too_long"]] },
  );
  assert.equal(at(tooMany.errors ?? [], 0).detail, "at most 64 muggins calls");
});

test("POST /v1/games/score (score_game)", async () => {
  // A game of one hand from 119-100: the pone pegs out in the play.
  const game = answer(
    await client.POST("/v1/games/score", {
      body: {
        hands: [{ ...hand29, scores: [119, 100], events: ["4H", "5S", "6H"] }],
        rules: { profile: "acc" },
      },
    }),
  );
  assert.deepEqual([game.winner, game.won_in, game.spread, game.scores], [0, 0, 21, [124, 100]]);
  assert.equal(game.game_over, true);
  // Two hands with the same dealer: the deal passes, so the second is refused at its dealer.
  refusal(
    await client.POST("/v1/games/score", {
      body: {
        hands: [
          { ...hand29, events: hand29Play },
          { ...hand29, events: hand29Play },
        ],
      },
    }),
    { status: 422, type: invalidInput, errors: [["/hands/1/dealer", "game.deal_does_not_pass"]] },
  );
});

const verdicts = ["none", "inaccuracy", "mistake", "blunder"];

/** What an option chooses, as a decision's `chosen` and `best` write it. */
function choice(option: Schemas["ReviewOptionBody"]): Schemas["ReviewChoiceBody"] {
  if (option.discard) return option.discard;
  return option.go ? "go" : present(option.card, "card");
}

/** A review, every decision checked against its options and the thresholds, and each seat's
 * accounts checked to add up. */
function reviewed(body: Schemas["ReviewResponse"]): Schemas["ReviewResponse"] {
  assert.match(body.model, /^review-v1/);
  const { points, win_probability: chance } = body.thresholds;
  assert.deepEqual([points.inaccuracy, points.mistake, points.blunder], [0.2, 0.6, 1.5]);
  assert.deepEqual([chance.inaccuracy, chance.mistake, chance.blunder], [0.01, 0.03, 0.08]);
  for (const d of body.decisions) {
    const where = `hand ${d.hand} seat ${d.seat} ${d.kind} ${d.event ?? ""}`;
    const choices = d.options.map((o) => JSON.stringify(choice(o)));
    assert.ok(choices.includes(JSON.stringify(d.chosen)), `${where}: chosen ${JSON.stringify(d.chosen)} not an option`);
    assert.equal(JSON.stringify(d.best), choices[0], `${where}: best is the first option`);
    assert.equal(d.forced, choices.length === 1, `${where}: forced exactly with one option`);
    assert.ok(d.loss.points >= -1e-9, `${where}: a negative loss`);
    const scale = d.scale === "points" ? points : chance;
    const loss = d.scale === "points" ? d.loss.points : present(d.loss.win_probability, "loss in chance");
    const passed = [scale.inaccuracy, scale.mistake, scale.blunder].filter((t) => loss >= t - 1e-12).length;
    assert.equal(d.verdict, verdicts[passed], `${where}: verdict of a loss of ${loss}`);
    assert.equal(d.reason !== undefined, d.verdict !== "none", `${where}: a reason exactly when flagged`);
  }
  for (const u of body.unjudged) assert.ok(u.reason.length > 0, `hand ${u.hand} seat ${u.seat}: a reason`);
  for (const s of body.seats) {
    const m = s.margin;
    near(m.final, m.start + m.baseline + m.luck - m.own_losses + m.opponent_losses + m.rules + m.game_end, "margin", 1e-6);
    assert.equal(s.decisions, body.decisions.filter((d) => d.seat === s.seat).length);
    assert.ok(s.summary.length > 0, `seat ${s.seat}: a summary`);
    const rating = present(s.rating, "rating");
    assert.ok(rating.value >= 0 && rating.value <= 100, `seat ${s.seat}: a rating from 0 to 100`);
    assert.ok(rating.band.length > 0 && rating.label.length > 0, `seat ${s.seat}: a band and its label`);
    if (s.chance) {
      const c = s.chance;
      near(c.result, c.start + c.luck - c.own_losses + c.opponent_losses, `seat ${s.seat}'s chance`, 1e-6);
    }
  }
  return body;
}

test("POST /v1/rounds/review (review_round)", async () => {
  // One hand at 40-52: both discards (the pone's first), then the ten cards and goes.
  const body = reviewed(
    answer(
      await client.POST("/v1/rounds/review", {
        body: { ...hand29, scores: [40, 52], dealt: hand29Dealt, events: hand29Play },
      }),
    ),
  );
  assert.equal(body.decisions.length, 12, "two discards and ten plays");
  assert.deepEqual(
    body.decisions.slice(0, 2).map((d) => [d.seat, d.kind, d.chosen]),
    [
      [0, "discard", ["AH", "3S"]],
      [1, "discard", ["8D", "KH"]],
    ],
  );
  assert.deepEqual(
    body.decisions.slice(2).map((d) => [d.kind, d.event, d.chosen, d.seat]),
    hand29Play.map((e, i) => ["play", i, e, i % 2]),
  );
  assert.deepEqual([body.game.scores, body.game.game_over], [[57, 84], false]);
  assert.deepEqual(
    body.seats.map((s) => [s.margin.start, s.margin.final]),
    [
      [-12, -27],
      [12, 27],
    ],
  );
  const end = present(body.end, "end");
  assert.deepEqual(
    body.seats.map((s) => present(s.chance, "chance").result),
    end,
  );
  near(
    end.reduce((a, p) => a + p, 0),
    1,
    "the chances at the end sum to one",
  );

  // Without what each seat was dealt, the play is judged and both discards are unjudged.
  const partial = reviewed(answer(await client.POST("/v1/rounds/review", { body: { ...hand29, events: hand29Play } })));
  assert.deepEqual(
    partial.unjudged.map((u) => [u.hand, u.seat]),
    [
      [0, 0],
      [0, 1],
    ],
  );
  assert.equal(partial.decisions.filter((d) => d.kind === "discard").length, 0);

  // Three players are not modelled: refused before anything is scored.
  refusal(
    await client.POST("/v1/rounds/review", {
      body: { ...hand29, variant: "three_player", events: hand29Play },
    }),
    { status: 422, type: invalidInput, errors: [["/variant", "advice.variant"]] },
  );
});

test("POST /v1/games/review (review_game)", async () => {
  // Two hands from 70-80, the second the first with the seats swapped: seat 1 wins in it.
  const [pone, dealer] = hand29.hands;
  const [poneDealt, dealerDealt] = hand29Dealt;
  const body = reviewed(
    answer(
      await client.POST("/v1/games/review", {
        body: {
          hands: [
            { ...hand29, scores: [70, 80], dealt: hand29Dealt, events: hand29Play },
            {
              ...hand29,
              dealer: 0,
              hands: [present(dealer, "dealer's hand"), present(pone, "pone's hand")],
              dealt: [present(dealerDealt, "dealer's deal"), present(poneDealt, "pone's deal")],
              events: hand29Play,
            },
          ],
        },
      }),
    ),
  );
  const game = body.game;
  assert.deepEqual([game.game_over, game.winner, game.won_in, game.scores], [true, 1, 1, [88, 129]]);
  assert.equal(body.decisions.length, 24, "twelve decisions a hand");
  assert.deepEqual(
    body.decisions.filter((d) => d.kind === "discard").map((d) => [d.hand, d.seat]),
    [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ],
  );
  assert.deepEqual(body.end, [0, 1], "the chances once the game is won");
  assert.deepEqual(
    body.seats.map((s) => s.margin.final),
    [-41, 41],
  );
  assert.deepEqual(
    body.hands.map((h) => h.dealer),
    [1, 0],
  );

  const partial = reviewed(
    answer(await client.POST("/v1/games/review", { body: { hands: [{ ...hand29, events: hand29Play }] } })),
  );
  assert.deepEqual(
    partial.unjudged.map((u) => [u.hand, u.seat]),
    [
      [0, 0],
      [0, 1],
    ],
  );
  refusal(
    await client.POST("/v1/games/review", {
      body: { variant: "three_player", hands: [{ ...hand29, events: hand29Play }] },
    }),
    { status: 422, type: invalidInput, errors: [["/variant", "advice.variant"]] },
  );
});

test("GET /v1/rulebooks (list_rulebooks)", async () => {
  const listed = answer(await client.GET("/v1/rulebooks"));
  assert.deepEqual(
    listed.profiles.map((p) => p.profile),
    ["social", "acc", "acc_muggins"],
  );
  for (const p of listed.profiles) {
    assert.equal(p.href, `/v1/rulebooks/${p.profile}`);
    assert.ok(p.rule_count > 0, `${p.profile} has rules`);
  }
  refusal(await client.GET("/v1/rulebooks", { params: { query: { lang: "xx" } } }), {
    status: 422,
    type: invalidInput,
    errors: [["/", "query.unsupported_language"]],
  });
});

test("GET /v1/rulebooks/{profile} (rulebook)", async () => {
  const card = answer(await client.GET("/v1/rulebooks/{profile}", { params: { path: { profile: "acc" } } }));
  assert.equal(card.profile, "acc");
  assert.equal(card.rules.length, card.rule_count);
  const renege = card.rules.filter((r) => r.rule === "ACC 7.3");
  assert.equal(renege.length, 1, "ACC 7.3 on the card");
  assert.deepEqual([at(renege, 0).points.kind, at(renege, 0).points.value], ["per_card", 2]);
  assert.ok(card.infractions.some((i) => i.kind === "bottom_card_seen"), "the infraction scored above");
  const missing = refusal(
    await client.GET("/v1/rulebooks/{profile}", { params: { path: { profile: "nope" } } }),
    { status: 404, type: "/problems/not-found" },
  );
  assert.match(missing.detail, /no rulebook "nope"/);
  refusal(
    await client.GET("/v1/rulebooks/{profile}", { params: { path: { profile: "acc" }, query: { lang: "xx" } } }),
    { status: 422, type: invalidInput, errors: [["/", "query.unsupported_language"]] },
  );
});

test("GET /metrics (metrics)", async () => {
  // Last but one: the counters include this run's requests.
  const scraped = await client.GET("/metrics", { parseAs: "text" });
  const text = answer(scraped);
  assert.match(scraped.response.headers.get("content-type") ?? "", /^text\/plain/);
  const line = text
    .split("\n")
    .find((l) => l.startsWith('http_requests_total{method="POST",route="/v1/hands/score",status="200"}'));
  const count = Number(present(line, "the counter of answered hand scores").split(" ").pop());
  assert.ok(count >= 5, `answered hand scores counted: ${count}`);
});

test("every operation in openapi/openapi.json was called, and refused where it can be", () => {
  const spec = committedSpec();
  const missing: string[] = [];
  let operations = 0;
  for (const [path, methods] of entries(field(spec, "paths"))) {
    for (const [method, operation] of entries(methods)) {
      operations += 1;
      const key = `${method.toUpperCase()} ${path}`;
      const name = `${key} (${String(field(operation, "operationId"))})`;
      const declared = entries(field(operation, "responses")).map(([status]) => status);
      const statuses = seen.get(key) ?? new Set<number>();
      for (const status of [200, ...[404, 422].filter((s) => declared.includes(String(s)))]) {
        if (!statuses.has(status)) missing.push(`${name}: no ${status}`);
      }
    }
  }
  assert.deepEqual(missing, [], "operations not covered");
  assert.equal(seen.size, operations, "calls to an operation the spec does not have");
});
