"""Smoke test of the Python client generated from openapi/openapi.json (openapi-python-client).

Run by .ci/generated-client against a running release server: `python client_smoke.py URL`.
It uses only the generated client's typed API (its models and api functions, never raw HTTP) and
checks known answers from the README and docs/tour.md, so a change to the spec that breaks generated clients, or a
server that no longer answers what the spec promises, fails CI.
"""

import sys
from http import HTTPStatus

from cribbage_api_client import Client
from cribbage_api_client.api.discards import recommend_discard
from cribbage_api_client.api.operations import healthz, readyz
from cribbage_api_client.api.play import recommend_play, score_play, validate_play
from cribbage_api_client.api.position import judge_position
from cribbage_api_client.api.referee import score_game, score_round
from cribbage_api_client.api.review import review_game, review_round
from cribbage_api_client.api.rulebooks import list_rulebooks, rulebook
from cribbage_api_client.api.show import score_hand
from cribbage_api_client.models import (
    CallOnName,
    CardEvent,
    CategoryName,
    ReviewChanceBody,
    ClaimBody,
    ClaimsBody,
    GoEvent,
    GoPointBody,
    Health,
    InfractionBody,
    LevelName,
    MatchBody,
    MatchScoringName,
    MugginsCallBody,
    ObjectiveName,
    OpponentName,
    PegCategoryName,
    PhaseName,
    PositionRequest,
    PositionResponse,
    PositionRulesBody,
    Problem,
    ProfileName,
    RecommendPlayRequest,
    RecommendPlayResponse,
    RoundRulesBody,
    RulebookResponse,
    RulebooksResponse,
    RulingKindName,
    ScoreGameRequest,
    ScoreGameResponse,
    RecommendRequest,
    RecommendResponse,
    RenegedName,
    ReviewResponse,
    ScoreHandRequest,
    ScoreHandResponse,
    ScorePlayRequest,
    ScorePlayResponse,
    ScoreRoundRequest,
    ScoreRoundResponse,
    ShowRulesBody,
    SkunkName,
    ValidatePlayRequest,
    ValidatePlayResponse,
    VariantName,
    VerdictName,
)
from cribbage_api_client.types import Unset

checks = 0


def check(condition, message):
    """Counts a check; stops the program with the message when it fails (unlike `assert`, not
    removed by `python -O`)."""
    global checks
    checks += 1
    if not condition:
        sys.exit(f"client smoke FAILED: {message}")


def expect(actual, expected, what):
    check(actual == expected, f"{what}: expected {expected!r}, got {actual!r}")


def parsed(response, model, status=HTTPStatus.OK):
    """The parsed body of a `sync_detailed` response, checked to be `model` with `status`."""
    expect(response.status_code, status, "status")
    check(
        isinstance(response.parsed, model),
        f"expected a {model.__name__}, got {type(response.parsed).__name__}: {response.content[:300]!r}",
    )
    return response.parsed


def problem(response, pointers):
    """A 422 read through the client's Problem model, with the JSON pointers of its errors."""
    body = parsed(response, Problem, HTTPStatus.UNPROCESSABLE_ENTITY)
    expect(response.headers.get("content-type"), "application/problem+json", "problem content type")
    expect(body.type_, "/problems/invalid-input", "problem type")
    expect(body.title, "Invalid input", "problem title")
    expect(body.status, 422, "problem status")
    check(isinstance(body.errors, list), "problem without errors")
    expect([e.pointer for e in body.errors], pointers, "problem pointers")
    check(all(e.detail for e in body.errors), "an input error without detail")
    return body


def items(body):
    return [(i.category, i.cards, i.points) for i in body.items]


def operations(client):
    health = parsed(healthz.sync_detailed(client=client), Health)
    expect(health.status, "ok", "healthz status")
    ready = parsed(readyz.sync_detailed(client=client), Health)
    expect(ready.status, "ready", "readyz status")


def hands(client):
    # docs/tour.md: fifteen eight and a pair is ten.
    response = score_hand.sync_detailed(
        client=client, body=ScoreHandRequest(hand=["5H", "5S", "JD", "KC"], starter="8C")
    )
    hand = parsed(response, ScoreHandResponse)
    expect(response.headers.get("content-language"), "en", "default Content-Language")
    expect(hand.total, 10, "5H 5S JD KC / 8C total")
    expect(hand.variant, VariantName.SIX_CARD, "variant")
    expect(hand.crib, False, "crib")
    expect((hand.fifteens, hand.pairs, hand.runs, hand.flush, hand.nobs), (8, 2, 0, 0, 0), "subtotals")
    expect(
        items(hand),
        [
            (CategoryName.FIFTEEN, ["5H", "JD"], 2),
            (CategoryName.FIFTEEN, ["5H", "KC"], 2),
            (CategoryName.FIFTEEN, ["5S", "JD"], 2),
            (CategoryName.FIFTEEN, ["5S", "KC"], 2),
            (CategoryName.PAIR, ["5S", "5H"], 2),
        ],
        "items of 5H 5S JD KC / 8C",
    )
    expect(sum(i.points for i in hand.items), hand.total, "items add up to the total")
    expect(hand.announcement, "Fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten", "announcement")
    check(isinstance(hand.claim, Unset) or hand.claim is None, f"a claim without claimed: {hand.claim!r}")

    # The same in German, chosen with the Accept-Language header parameter; lower-case input.
    response = score_hand.sync_detailed(
        client=client,
        body=ScoreHandRequest(hand=["5h", "5s", "jd", "kc"], starter="8c"),
        accept_language="de-DE,de;q=0.9",
    )
    german = parsed(response, ScoreHandResponse)
    expect(response.headers.get("content-language"), "de", "Content-Language with Accept-Language: de")
    expect(german.hand, ["5H", "5S", "JD", "KC"], "canonical cards")
    expect(german.total, 10, "German total")
    expect(
        german.announcement,
        "Fünfzehn zwei, fünfzehn vier, fünfzehn sechs, fünfzehn acht, und ein Paar macht zehn",
        "German announcement",
    )

    # Twenty-nine: four fives and the jack of the starter's suit.
    best = parsed(
        score_hand.sync_detailed(client=client, body=ScoreHandRequest(hand=["5H", "5C", "5S", "JD"], starter="5D")),
        ScoreHandResponse,
    )
    expect(best.total, 29, "5H 5C 5S JD / 5D total")
    expect((best.fifteens, best.pairs, best.runs, best.flush, best.nobs), (16, 12, 0, 0, 1), "29 subtotals")
    expect(sum(1 for i in best.items if i.category == CategoryName.FIFTEEN), 8, "eight fifteens")
    expect(sum(1 for i in best.items if i.category == CategoryName.PAIR), 6, "six pairs")
    expect([(i.cards, i.points) for i in best.items if i.category == CategoryName.NOBS], [(["JD"], 1)], "nobs")
    expect(sum(i.points for i in best.items), 29, "items of the 29 add up")
    check(best.announcement.endswith("one for his nobs is twenty-nine"), f"29 announcement: {best.announcement!r}")

    # docs/tour.md: a crib with the four-card-flush house rule and an under-claim.
    crib = parsed(
        score_hand.sync_detailed(
            client=client,
            body=ScoreHandRequest(
                hand=["2H", "4H", "6H", "8H"],
                starter="KS",
                crib=True,
                rules=ShowRulesBody(crib_four_flush=True),
                claimed=2,
            ),
        ),
        ScoreHandResponse,
    )
    expect(crib.total, 4, "crib with crib_four_flush total")
    expect(items(crib), [(CategoryName.FLUSH, ["2H", "4H", "6H", "8H"], 4)], "crib items")
    check(isinstance(crib.claim, ClaimBody), f"no claim verdict: {crib.claim!r}")
    expect((crib.claim.claimed, crib.claim.difference, crib.claim.verdict), (2, 2, VerdictName.UNDER), "claim")

    # docs/tour.md: the 422 for a short hand with an unknown card and a repeated one.
    problem(
        score_hand.sync_detailed(client=client, body=ScoreHandRequest(hand=["5H", "5S", "1X"], starter="5H")),
        ["/hand", "/hand/2", "/starter"],
    )


def play(client):
    # docs/tour.md: the play with its go, both go points, and totals [3, 6]; events in every form.
    response = score_play.sync_detailed(
        client=client,
        body=ScorePlayRequest(
            events=[
                "KH",
                CardEvent(card="6S", player=1),
                "kd",
                GoEvent(go=True, player=1),
                "2H",
                "2C",
                CardEvent(card="8S"),
                "7S",
                "9S",
            ],
            hands=[["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]],
            complete=True,
        ),
    )
    body = parsed(response, ScorePlayResponse)
    events = body.events
    expect(len(events), 9, "one answer per event")
    expect([e.player for e in events], [0, 1, 0, 1, 0, 0, 1, 1, 1], "players")
    expect([e.card for e in events], ["KH", "6S", "KD", None, "2H", "2C", "8S", "7S", "9S"], "cards (null for the go)")
    expect([e.count for e in events], [10, 16, 26, 26, 28, 30, 8, 15, 24], "running counts")
    expect([e.points for e in events], [0, 0, 0, 0, 0, 2, 0, 2, 3], "points per event")
    expect(items(events[5]), [(PegCategoryName.PAIR, ["2H", "2C"], 2)], "2C pairs")
    expect(items(events[7]), [(PegCategoryName.FIFTEEN, ["8S", "7S"], 2)], "7S makes fifteen")
    expect(items(events[8]), [(PegCategoryName.RUN, ["8S", "7S", "9S"], 3)], "9S makes a run of three")
    go_points = {i: (e.go_point.player, e.go_point.points) for i, e in enumerate(events) if isinstance(e.go_point, GoPointBody)}
    expect(go_points, {5: (0, 1), 8: (1, 1)}, "go points: one for last (2C), last card (9S)")
    expect([i for i, e in enumerate(events) if e.series_closed], [5, 8], "series closed")
    check(not any(e.renege for e in events), "a renege where there is none")
    expect(body.totals, [3, 6], "totals")
    pegged = [0, 0]
    for e in events:
        pegged[e.player] += e.points
        if isinstance(e.go_point, GoPointBody):
            pegged[e.go_point.player] += e.go_point.points
    expect(pegged, body.totals, "points and go points add up to the totals")
    expect((body.count, body.series, body.over), (0, [], True), "play over")
    check(body.next_player is None or isinstance(body.next_player, Unset), f"next_player after the play: {body.next_player!r}")

    # A card past 31 is a 422 whose pointer names the event.
    bad = problem(
        score_play.sync_detailed(client=client, body=ScorePlayRequest(events=["KH", "QS", "JD", "2C"])),
        ["/events/3"],
    )
    check("past 31" in bad.errors[0].detail, f"detail of a card past 31: {bad.errors[0].detail!r}")


def validate(client):
    # docs/tour.md: a legal play that pairs.
    legal = parsed(
        validate_play.sync_detailed(
            client=client, body=ValidatePlayRequest(series=["7H", "8S"], card="8D", hand=["8D", "KC"])
        ),
        ValidatePlayResponse,
    )
    expect((legal.legal, legal.count, legal.points), (True, 23, 2), "7H 8S + 8D")
    expect(items(legal), [(PegCategoryName.PAIR, ["8S", "8D"], 2)], "8D pairs the 8S")
    expect(legal.playable, ["8D", "KC"], "playable")
    check(legal.reason is None or isinstance(legal.reason, Unset), f"a reason for a legal play: {legal.reason!r}")

    # An illegal play is a normal answer: the count would go over 31.
    over = parsed(
        validate_play.sync_detailed(
            client=client, body=ValidatePlayRequest(series=["10H", "JS", "5D"], card="8D", hand=["8D", "AC"])
        ),
        ValidatePlayResponse,
    )
    expect((over.legal, over.points, over.items), (False, 0, []), "8D on 25")
    expect(over.reason, "8♦ would make the count 33, past 31", "reason")
    check(over.count is None or isinstance(over.count, Unset), f"a count for an illegal play: {over.count!r}")
    expect(over.playable, ["AC"], "playable on 25")

    # A go while a card fits is illegal.
    go = parsed(
        validate_play.sync_detailed(
            client=client, body=ValidatePlayRequest(series=["10H", "JS", "5D"], go=True, hand=["8D", "AC"])
        ),
        ValidatePlayResponse,
    )
    expect(go.legal, False, "go while AC fits")
    check("A♣" in go.reason, f"go reason names the card that fits: {go.reason!r}")

    # A count that contradicts the series is impossible input: a 422 through the Problem model.
    problem(
        validate_play.sync_detailed(
            client=client, body=ValidatePlayRequest(series=["10H", "JS", "5D"], count=30, card="AC")
        ),
        ["/count"],
    )


def discards(client):
    cards = ["4C", "5D", "6H", "10S", "10C", "JD"]
    body = parsed(
        recommend_discard.sync_detailed(client=client, body=RecommendRequest(cards=cards, dealer=True)),
        RecommendResponse,
    )
    expect((body.variant, body.dealer, body.unseen), (VariantName.SIX_CARD, True, 46), "recommendation header")
    options = body.options
    expect(len(options), 15, "one option per pair of cards (6 choose 2)")
    for o in options:
        expect(sorted(o.discard + o.keep), sorted(cards), f"discard {o.discard} + keep {o.keep}")
        expect(o.hand.outcomes, 46, "hand outcomes: every starter")
        expect(o.crib.outcomes, 45540, "crib outcomes: every crib")
        check(abs(o.hand.mean - o.hand.points / o.hand.outcomes) < 1e-9, f"hand mean of {o.discard}")
        check(abs(o.crib.mean - o.crib.points / o.crib.outcomes) < 1e-9, f"crib mean of {o.discard}")
        check(abs(o.net - (o.hand.mean + o.crib.mean)) < 1e-9, f"dealer's net of {o.discard} is hand + crib")
        check(o.hand.min_ <= o.hand.mean <= o.hand.max_, f"hand min <= mean <= max of {o.discard}")
    # Documented order: highest net first, ties: higher hand mean first.
    keys = [(o.net, o.hand.mean) for o in options]
    expect(keys, sorted(keys, reverse=True), "options sorted by net, then hand mean, descending")
    best = options[0]
    expect((best.discard, best.keep), (["4C", "6H"], ["5D", "10S", "10C", "JD"]), "best discard (README)")
    expect((best.hand.points, best.hand.min_, best.hand.max_), (491, 8, 17), "best hand: 491 / 46")
    expect(best.crib.points, 222373, "best crib points over 45,540 cribs")
    expect(round(best.net, 2), 15.56, "best net")
    # The level's discard: the master (the default) keeps for the play too; the beginner the
    # best hand alone. Neither changes the options.
    expect((body.level, body.recommended.keep), (LevelName.MASTER, ["4C", "5D", "6H", "JD"]), "master's keep")
    beginner = parsed(
        recommend_discard.sync_detailed(
            client=client, body=RecommendRequest(cards=cards, dealer=True, level=LevelName.BEGINNER)
        ),
        RecommendResponse,
    )
    expect(beginner.recommended.keep, ["5D", "10S", "10C", "JD"], "beginner's keep: the best hand")
    expect([o.discard for o in beginner.options], [o.discard for o in options], "the level keeps the options' order")

    # The pone with distributions: keeping four fives' worth of 29 chances.
    body = parsed(
        recommend_discard.sync_detailed(
            client=client,
            body=RecommendRequest(cards=["5H", "5S", "5D", "JC", "KS", "2D"], dealer=False, distribution=True),
        ),
        RecommendResponse,
    )
    best = body.options[0]
    expect((best.discard, best.keep), (["KS", "2D"], ["5H", "5S", "5D", "JC"]), "pone's best discard")
    check(abs(best.net - (best.hand.mean - best.crib.mean)) < 1e-9, "pone's net is hand - crib")
    for stats in (best.hand, best.crib):
        expect(len(stats.distribution), 30, "distribution entries 0..29")
        expect(sum(stats.distribution), stats.outcomes, "distribution adds up to the outcomes")
        expect(sum(i * n for i, n in enumerate(stats.distribution)), stats.points, "distribution adds up to the points")
    expect(best.hand.distribution[29], 1, "one starter (5C) makes 29")


def advice(client):
    # The dealer's reply to a ten: the five makes fifteen and is the advice at both levels.
    hand = ["5H", "6C", "9S", "JD"]
    inferred = parsed(
        recommend_play.sync_detailed(client=client, body=RecommendPlayRequest(hand=hand, events=["10S"])),
        RecommendPlayResponse,
    )
    expect((inferred.model, inferred.recommended), ("inferred-two-kinds/look-ahead-v2", "5H"), "the default model")
    check(isinstance(inferred.options[0].expected.own_points, Unset), "no card-set sums under the inferred model")
    body = parsed(
        recommend_play.sync_detailed(
            client=client, body=RecommendPlayRequest(hand=hand, events=["10S"], opponent=OpponentName.UNIFORM)
        ),
        RecommendPlayResponse,
    )
    expect((body.player, body.count, body.level, body.recommended), (1, 10, LevelName.MASTER, "5H"), "advice header")
    expect(body.model, "uniform-holding/base-policy-v1", "the model named")
    expect(sorted(o.card for o in body.options), sorted(hand), "every card fits at 10")
    nets = [o.expected.net for o in body.options]
    expect(nets, sorted(nets, reverse=True), "options by expected net, best first")
    for o in body.options:
        check(abs(o.expected.net - (o.expected.own - o.expected.opponent)) < 1e-9, f"net of {o.card}")
        check(abs(o.expected.own - o.expected.own_points / body.holdings) < 1e-9, f"own mean of {o.card}")
    expect((body.options[0].points, body.options[0].expected.own_points), (2, 74932), "the five's fifteen")
    greedy = parsed(
        recommend_play.sync_detailed(
            client=client, body=RecommendPlayRequest(hand=hand, events=["10S"], level=LevelName.BEGINNER)
        ),
        RecommendPlayResponse,
    )
    expect(greedy.level, LevelName.BEGINNER, "beginner level")
    expect([o.points for o in greedy.options], [2, 0, 0, 0], "beginner: points now first")
    # The ladder's five levels (the generator lists them by name, not weakest first); the
    # newcomer draws from its seed and names it.
    expect(sorted(level.value for level in LevelName), ["beginner", "casual", "expert", "master", "newcomer"], "the ladder")
    drawn = [
        parsed(
            recommend_play.sync_detailed(
                client=client,
                body=RecommendPlayRequest(hand=hand, events=["10S"], level=LevelName.NEWCOMER, seed=7),
            ),
            RecommendPlayResponse,
        )
        for _ in range(2)
    ]
    expect((drawn[0].level_seed, drawn[0].recommended), (7, drawn[1].recommended), "newcomer: the same card from seed 7")
    # Three and four players: sampled, each option with every player's expected pegging.
    for variant, players in ((VariantName.THREE_PLAYER, 3), (VariantName.FOUR_PLAYER, 4)):
        table = parsed(
            recommend_play.sync_detailed(
                client=client,
                body=RecommendPlayRequest(hand=hand, events=["10S"], variant=variant, starter="2D"),
            ),
            RecommendPlayResponse,
        )
        expect((table.player, table.count, table.samples), (1, 10, 800), f"{variant} header")
        expect(table.model, "uniform-holdings-sampled/base-policy-v1", f"{variant} model named")
        expect(sorted(o.card for o in table.options), sorted(hand), f"{variant}: every card fits at 10")
        for o in table.options:
            expect(len(o.expected.players), players, f"{variant}: every player's pegging")
            check(0 < o.expected.net_standard_error < 0.5, f"{variant}: standard error of {o.card}")
            check(abs(o.expected.net - (o.expected.own - o.expected.opponent)) < 1e-9, f"{variant}: net of {o.card}")
    # Their boards: three seats in the play's order, or two sides; a wrong count at /scores.
    for variant, scores in ((VariantName.THREE_PLAYER, [100, 119, 90]), (VariantName.FOUR_PLAYER, [100, 119])):
        judged = parsed(
            recommend_play.sync_detailed(
                client=client,
                body=RecommendPlayRequest(hand=hand, events=["10S"], variant=variant, scores=scores),
            ),
            RecommendPlayResponse,
        )
        # Player 1 (the dealer's side with four) two short: the five's fifteen wins at once.
        expect((judged.recommended, judged.ordered_by), ("5H", "win_probability"), f"{variant}: for the win")
        expect(judged.options[0].win_probability, 1.0, f"{variant}: fifteen for the game")
        for o in judged.options:
            check(0 <= o.win_probability <= 1 and o.win_standard_error >= 0, f"{variant}: chance of {o.card}")
    problem(
        recommend_play.sync_detailed(
            client=client,
            body=RecommendPlayRequest(hand=hand, variant=VariantName.THREE_PLAYER, scores=[1, 2]),
        ),
        ["/scores"],
    )
    # A bot that says who it is: asking out of turn is refused, in turn answered.
    problem(
        recommend_play.sync_detailed(client=client, body=RecommendPlayRequest(hand=hand, events=["10S"], player=0)),
        ["/player"],
    )
    asked = parsed(
        recommend_play.sync_detailed(client=client, body=RecommendPlayRequest(hand=hand, events=["10S"], player=1)),
        RecommendPlayResponse,
    )
    expect(asked.recommended, "5H", "asked by the player to act")
    # Discards at a table of three from its board: a pone says its seat.
    three = parsed(
        recommend_discard.sync_detailed(
            client=client,
            body=RecommendRequest(
                cards=["5H", "5D", "9C", "KS", "2D"], dealer=False, variant=VariantName.THREE_PLAYER,
                seat=0, scores=[119, 10, 20], objective=ObjectiveName.WIN,
            ),
        ),
        RecommendResponse,
    )
    expect(three.position_model, "base-selfplay-race-v1", "three players' position model")
    check(three.options[0].win_probability > 0.999, "the pair of fives counts the two the first to show needs")
    problem(
        recommend_discard.sync_detailed(
            client=client,
            body=RecommendRequest(
                cards=["5H", "5D", "9C", "KS", "2D"], dealer=False, variant=VariantName.THREE_PLAYER,
                scores=[119, 10, 20],
            ),
        ),
        ["/seat"],
    )
    four = parsed(
        recommend_discard.sync_detailed(
            client=client,
            body=RecommendRequest(
                cards=["4C", "5D", "6H", "10S", "JD"], dealer=False, variant=VariantName.FOUR_PLAYER, play=True
            ),
        ),
        RecommendResponse,
    )
    expect(four.play_model, "uniform-holdings-sampled/base-policy-v1", "four players' play model")
    expect(len(four.options), 5, "four players: one card to the crib, five ways")
    for o in four.options:
        check(abs(o.net_with_play - (o.net + o.play.net)) < 1e-9, "four players: net_with_play")
        check(0 < o.play.net_standard_error < 0.5, "four players: the play's standard error")
    # Discards with the play, ordered by it.
    body = parsed(
        recommend_discard.sync_detailed(
            client=client,
            body=RecommendRequest(
                cards=["4C", "5D", "6H", "10S", "10C", "JD"], dealer=True, objective=ObjectiveName.NET_WITH_PLAY
            ),
        ),
        RecommendResponse,
    )
    expect(body.objective, ObjectiveName.NET_WITH_PLAY, "objective echoed")
    totals = [o.net_with_play for o in body.options]
    expect(totals, sorted(totals, reverse=True), "options by net with the play")
    for o in body.options:
        check(abs(o.net_with_play - (o.net + o.play.net)) < 1e-9, f"net_with_play of {o.discard}")
    expect(body.play_model, "inferred-two-kinds/look-ahead-v2/sampled", "the sampled play model named")
    # The old table on request: the same discards, each play priced by the base policy.
    old = parsed(
        recommend_discard.sync_detailed(
            client=client,
            body=RecommendRequest(
                cards=["4C", "5D", "6H", "10S", "10C", "JD"],
                dealer=True,
                objective=ObjectiveName.NET_WITH_PLAY,
                opponent=OpponentName.UNIFORM,
            ),
        ),
        RecommendResponse,
    )
    expect(old.play_model, "uniform-holding/base-policy-v1", "the base policy's play model named")
    expect(len(old.options), len(body.options), "as many options either way")


def rounds(client):
    # docs/tour.md: the pone's 6H reaches 124 and wins before the dealer's 29 is counted.
    body = parsed(
        score_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(
                dealer=1,
                scores=[119, 100],
                starter="5C",
                hands=[["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
                crib=["AH", "3S", "8D", "KH"],
                events=["4H", "5S", "6H"],
            ),
        ),
        ScoreRoundResponse,
    )
    expect(len(body.timeline), 1, "timeline up to the winning entry")
    entry = body.timeline[0]
    expect((entry.phase, entry.player, entry.points, entry.event), (PhaseName.PLAY, 0, 5, 2), "winning entry")
    expect(entry.scores, [124, 100], "scores after the 6H")
    expect(
        items(entry),
        [(PegCategoryName.FIFTEEN, ["4H", "5S", "6H"], 2), (PegCategoryName.RUN, ["4H", "5S", "6H"], 3)],
        "6H items",
    )
    expect((body.scores, body.game_over, body.winner, body.won_at), ([124, 100], True, 0, 0), "round result")
    check(isinstance(body.match, MatchBody), f"no match result: {body.match!r}")
    expect(
        (body.match.winner, body.match.loser_scores, body.match.skunk, body.match.match_points),
        (0, [100], SkunkName.NONE, 2),
        "match",
    )


def position(client):
    # Love all: the first dealer is favoured (published: 55.5-56% of six-card games).
    body = parsed(judge_position.sync_detailed(client=client, body=PositionRequest(scores=[0, 0], dealer=0)), PositionResponse)
    expect((body.variant, body.target, body.scores, body.dealer), (VariantName.SIX_CARD, 121, [0, 0], 0), "board echoed")
    expect((body.match_scoring, body.model), (MatchScoringName.ACC, "expert-selfplay-deals-v1"), "scoring and model")
    expect([s.seat for s in body.seats], [0, 1], "seats in order")
    check(0.54 <= body.seats[0].win_probability <= 0.58, f"first dealer at 0-0: {body.seats[0].win_probability}")
    expect(body.favoured, 0, "the dealer is favoured at 0-0")
    check(abs(sum(s.win_probability for s in body.seats) - 1) < 1e-9, "the chances sum to one")
    for s in body.seats:
        lines = s.skunk_probability
        check(lines.skunk >= lines.double >= lines.triple >= 0, f"six-card skunk lines of seat {s.seat}: {lines}")
        other = body.seats[1 - s.seat].skunk_probability.skunk
        check(abs(s.expected_match_points - (2 * s.win_probability + other)) < 1e-12, f"ACC match points of seat {s.seat}")
    # The mirror: seat 1 deals from the same scores; free play at the end of a five-card game.
    mirror = parsed(judge_position.sync_detailed(client=client, body=PositionRequest(scores=[0, 0], dealer=1)), PositionResponse)
    expect(mirror.seats[1].win_probability, body.seats[0].win_probability, "the mirrored board")
    five = parsed(
        judge_position.sync_detailed(
            client=client,
            body=PositionRequest(
                scores=[55, 58], dealer=1, variant=VariantName.FIVE_CARD,
                rules=PositionRulesBody(match_scoring=MatchScoringName.FREE_PLAY),
            ),
        ),
        PositionResponse,
    )
    expect((five.target, five.match_scoring), (61, MatchScoringName.FREE_PLAY), "five-card free play")
    for s in five.seats:
        check(isinstance(s.skunk_probability.double, Unset), f"five-card has only the lurch: {s.skunk_probability}")
        check(s.win_probability <= s.expected_match_points < 2 * s.win_probability + 1e-12, f"free play points of seat {s.seat}")
    # The Polish rule text's six-card game to 61: the 121 table at the same needs, one line (the lurch).
    short = parsed(judge_position.sync_detailed(client=client, body=PositionRequest(scores=[31, 45], dealer=1, target=61)), PositionResponse)
    long_ = parsed(judge_position.sync_detailed(client=client, body=PositionRequest(scores=[91, 105], dealer=1)), PositionResponse)
    expect(short.target, 61, "six-card to 61 is judged")
    for s, l in zip(short.seats, long_.seats):
        check(abs(s.win_probability - l.win_probability) < 1e-12, f"61 reads 121 at the same needs: seat {s.seat}")
        check(isinstance(s.skunk_probability.double, Unset), f"a game to 61 has only the lurch: {s.skunk_probability}")
    problem(
        judge_position.sync_detailed(client=client, body=PositionRequest(scores=[121, 0, 5], dealer=2, target=300)),
        ["/target", "/scores", "/dealer", "/scores/0"],
    )
    # Three seats and two sides.
    three = parsed(
        judge_position.sync_detailed(
            client=client, body=PositionRequest(scores=[0, 0, 0], dealer=0, variant=VariantName.THREE_PLAYER)
        ),
        PositionResponse,
    )
    expect((three.model, [s.seat for s in three.seats], three.favoured), ("base-selfplay-race-v1", [0, 1, 2], 0), "three seats")
    check(abs(sum(s.win_probability for s in three.seats) - 1) < 1e-9, "three seats' chances sum to one")
    four = parsed(
        judge_position.sync_detailed(
            client=client, body=PositionRequest(scores=[0, 0], dealer=0, variant=VariantName.FOUR_PLAYER)
        ),
        PositionResponse,
    )
    expect((four.model, len(four.seats), four.favoured), ("base-selfplay-deals-v1", 2, 0), "two sides")
    problem(
        judge_position.sync_detailed(
            client=client, body=PositionRequest(scores=[0, 0], dealer=0, variant=VariantName.THREE_PLAYER)
        ),
        ["/scores"],
    )
    problem(
        judge_position.sync_detailed(
            client=client, body=PositionRequest(scores=[5, 6, 5, 7], dealer=0, variant=VariantName.FOUR_PLAYER)
        ),
        ["/scores/3"],
    )


HAND_29 = dict(
    dealer=1,
    starter="5C",
    hands=[["4H", "6H", "9C", "QD"], ["5S", "5H", "5D", "JC"]],
    crib=["AH", "3S", "8D", "KH"],
)


def refereed(client):
    # The rulebooks and the ACC's reference card.
    listed = parsed(list_rulebooks.sync_detailed(client=client), RulebooksResponse)
    expect([p.profile for p in listed.profiles], [ProfileName.SOCIAL, ProfileName.ACC, ProfileName.ACC_MUGGINS], "profiles")
    card = parsed(rulebook.sync_detailed("acc", client=client), RulebookResponse)
    renege = [r for r in card.rules if r.rule == "ACC 7.3"]
    expect(len(renege), 1, "ACC 7.3 on the card")
    expect((renege[0].points.kind, renege[0].points.value), ("per_card", 2), "7.3 points")
    # Under acc, a go at 20 holding 9C and QD: ACC 7.3, 4 points to the dealer; an infraction.
    body = parsed(
        score_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(
                **HAND_29,
                events=["4H", "5S", "6H", "5H", "go", "5D", "go", "9C", "JC", "QD"],
                rules=RoundRulesBody(profile=ProfileName.ACC),
                infractions=[InfractionBody(seat=1, kind="bottom_card_seen")],
            ),
        ),
        ScoreRoundResponse,
    )
    rulings = [e for e in body.timeline if not isinstance(e.ruling, Unset) and e.ruling is not None]
    expect([(e.ruling.rule, e.ruling.kind, e.ruling.pays, e.ruling.gains, e.points) for e in rulings],
           [("ACC 2.1", RulingKindName.PENALTY, 1, 0, 2), ("ACC 7.3", RulingKindName.PENALTY, 0, 1, 4)], "rulings")
    check("ACC 7.3" in rulings[1].ruling.sentence["de"], "the German sentence, keyed by language, cites 7.3")
    # The dealer declares the reneged 9C and QD dead: the pone lays nothing more, the JC is the
    # last card, and the ruling says so.
    dead = parsed(
        score_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(
                **HAND_29,
                events=["4H", "5S", "6H", "5H", GoEvent(go=True, reneged=RenegedName.DEAD), "5D", "go", "JC"],
                rules=RoundRulesBody(profile=ProfileName.ACC),
            ),
        ),
        ScoreRoundResponse,
    )
    ruled = [e.ruling for e in dead.timeline if not isinstance(e.ruling, Unset) and e.ruling is not None]
    expect([(r.rule, r.text_key, r.points) for r in ruled], [("ACC 7.3", "renege-dead", 4)], "renege, cards dead")
    # A decision on a go that is no renege: the dealer's go at 29 holds only 5D and JC.
    problem(
        score_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(
                **HAND_29,
                events=["4H", "5S", "6H", "5H", "9C", GoEvent(go=True, reneged=RenegedName.PLAYED), "go", "5D", "QD", "JC"],
                rules=RoundRulesBody(profile=ProfileName.ACC),
            ),
        ),
        ["/events/5/reneged"],
    )
    # An infraction the profile does not know.
    problem(
        score_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(
                **HAND_29,
                events=["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"],
                rules=RoundRulesBody(profile=ProfileName.ACC),
                infractions=[InfractionBody(seat=0, kind="peeking")],
            ),
        ),
        ["/infractions/0/kind"],
    )
    # 65 muggins calls, one past the list's limit: refused at the list, with its code.
    too_many = problem(
        score_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(
                **HAND_29,
                events=["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"],
                rules=RoundRulesBody(profile=ProfileName.ACC_MUGGINS),
                claims=ClaimsBody(
                    hands=[7, 29],
                    muggins=[MugginsCallBody(on=CallOnName.HAND, seat=0, points=2)] * 65,
                ),
            ),
        ),
        ["/claims/muggins"],
    )
    expect((too_many.errors[0].code, too_many.errors[0].detail), ("list.too_long", "at most 64 muggins calls"), "muggins limit")
    # A whole game of one hand from 119-100: the pone pegs out in the play.
    game = parsed(
        score_game.sync_detailed(
            client=client,
            body=ScoreGameRequest(
                hands=[ScoreRoundRequest(**HAND_29, scores=[119, 100], events=["4H", "5S", "6H"])],
                rules=RoundRulesBody(profile=ProfileName.ACC),
            ),
        ),
        ScoreGameResponse,
    )
    expect((game.winner, game.won_in, game.spread, game.scores), (0, 0, 21, [124, 100]), "game")
    problem(
        score_game.sync_detailed(
            client=client,
            body=ScoreGameRequest(
                hands=[
                    ScoreRoundRequest(**HAND_29, events=["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]),
                    ScoreRoundRequest(**HAND_29, events=["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]),
                ],
            ),
        ),
        ["/hands/1/dealer"],
    )


HAND_29_DEALT = [["4H", "6H", "9C", "QD", "AH", "3S"], ["5S", "5H", "5D", "JC", "8D", "KH"]]
HAND_29_PLAY = ["4H", "5S", "6H", "5H", "9C", "go", "go", "5D", "QD", "JC"]
VERDICTS = ["none", "inaccuracy", "mistake", "blunder"]


def option_choice(option):
    """What an option chooses, as a decision's `chosen` and `best` write it."""
    if isinstance(option.discard, list):
        return option.discard
    return "go" if option.go else option.card


def known(value):
    return value is not None and not isinstance(value, Unset)


def reviewed(response):
    """A review, every decision checked against its options and the thresholds, and each seat's
    two accounts checked to add up."""
    body = parsed(response, ReviewResponse)
    check(body.model.startswith("review-v1"), f"review model: {body.model!r}")
    thresholds = body.thresholds
    expect(
        (thresholds.points.inaccuracy, thresholds.points.mistake, thresholds.points.blunder),
        (0.2, 0.6, 1.5),
        "thresholds in points",
    )
    expect(
        (thresholds.win_probability.inaccuracy, thresholds.win_probability.mistake, thresholds.win_probability.blunder),
        (0.01, 0.03, 0.08),
        "thresholds in chance",
    )
    for d in body.decisions:
        where = f"hand {d.hand} seat {d.seat} {d.kind} {d.event if known(d.event) else ''}"
        choices = [option_choice(o) for o in d.options]
        check(d.chosen in choices, f"{where}: chosen {d.chosen!r} not among {choices!r}")
        expect(d.best, choices[0], f"{where}: best is the first option")
        expect(d.forced, len(choices) == 1, f"{where}: forced exactly with one option")
        check(d.loss.points >= -1e-9, f"{where}: a negative loss {d.loss.points}")
        for o in d.options:
            check(not known(o.win_probability) or 0 <= o.win_probability <= 1, f"{where}: a chance {o.win_probability}")
        scale = thresholds.points if d.scale == "points" else thresholds.win_probability
        loss = d.loss.points if d.scale == "points" else d.loss.win_probability
        passed = sum(1 for t in (scale.inaccuracy, scale.mistake, scale.blunder) if loss >= t - 1e-12)
        expect(d.verdict, VERDICTS[passed], f"{where}: verdict of a loss of {loss} on {d.scale}")
        expect(known(d.reason), d.verdict != "none", f"{where}: a reason exactly when flagged")
    for u in body.unjudged:
        check(len(u.reason) > 0, f"hand {u.hand} seat {u.seat}: a reason")
    for s in body.seats:
        check(len(s.summary) > 0, f"seat {s.seat}: a summary")
        check(known(s.rating) and 0 <= s.rating.value <= 100, f"seat {s.seat}: a rating from 0 to 100")
        check(len(s.rating.band) > 0 and len(s.rating.label) > 0, f"seat {s.seat}: a band and its label")
        m = s.margin
        total = m.start + m.baseline + m.luck - m.own_losses + m.opponent_losses + m.rules + m.game_end
        check(abs(m.final - total) < 1e-6, f"seat {s.seat}'s margin {m.final} is not its parts' {total}")
        expect(s.decisions, sum(1 for d in body.decisions if d.seat == s.seat), f"seat {s.seat}'s decisions")
        if isinstance(s.chance, ReviewChanceBody):
            c = s.chance
            total = c.start + c.luck - c.own_losses + c.opponent_losses
            check(abs(c.result - total) < 1e-6, f"seat {s.seat}'s chance {c.result} is not its parts' {total}")
    return body


def review(client):
    # One hand at 40-52: both discards (the pone's first, seat 0), then the ten cards and goes.
    body = reviewed(
        review_round.sync_detailed(
            client=client,
            body=ScoreRoundRequest(**HAND_29, scores=[40, 52], dealt=HAND_29_DEALT, events=HAND_29_PLAY),
        )
    )
    decisions = body.decisions
    expect(len(decisions), 12, "two discards and ten plays")
    expect(
        [(d.seat, d.kind, d.chosen) for d in decisions[:2]],
        [(0, "discard", ["AH", "3S"]), (1, "discard", ["8D", "KH"])],
        "the discards, the pone's first",
    )
    expect([(d.kind, d.event, d.chosen) for d in decisions[2:]],
           [("play", i, e) for i, e in enumerate(HAND_29_PLAY)], "the play, event by event")
    expect([d.seat for d in decisions[2:]], [0, 1] * 5, "the pone leads, the seats alternate")
    expect((body.game.scores, body.game.game_over), ([57, 84], False), "the hand as scored")
    expect([s.margin.final for s in body.seats], [-27, 27], "final margins")
    expect([s.margin.start for s in body.seats], [-12, 12], "margins at the start")
    check(all(isinstance(s.chance, ReviewChanceBody) for s in body.seats), "a chance account on a board to 121")
    expect([s.chance.result for s in body.seats], body.end, "each seat's chance at the end")
    check(abs(sum(body.end) - 1) < 1e-9, f"the chances at the end sum to one: {body.end}")
    expect(len(body.hands), 1, "one hand on the chart")

    # Two hands from 70-80, the second the first with the seats swapped: seat 1 wins in it.
    mirrored = dict(HAND_29, dealer=0, hands=HAND_29["hands"][::-1])
    body = reviewed(
        review_game.sync_detailed(
            client=client,
            body=ScoreGameRequest(
                hands=[
                    ScoreRoundRequest(**HAND_29, scores=[70, 80], dealt=HAND_29_DEALT, events=HAND_29_PLAY),
                    ScoreRoundRequest(**mirrored, dealt=HAND_29_DEALT[::-1], events=HAND_29_PLAY),
                ],
            ),
        )
    )
    game = body.game
    expect((game.game_over, game.winner, game.won_in, game.scores), (True, 1, 1, [88, 129]), "the game")
    expect(len(body.decisions), 24, "twelve decisions a hand")
    expect([(d.hand, d.seat, d.kind) for d in body.decisions if d.kind == "discard"],
           [(0, 0, "discard"), (0, 1, "discard"), (1, 1, "discard"), (1, 0, "discard")], "each hand's discards, the pone's first")
    expect(body.end, [0.0, 1.0], "the chances once the game is won")
    expect([s.chance.result for s in body.seats], [0.0, 1.0], "chance results: the loser 0, the winner 1")
    expect([s.margin.final for s in body.seats], [-41, 41], "final margins")
    expect([h.dealer for h in body.hands], [1, 0], "the dealers on the chart")

    # Without what each seat was dealt, the play is judged and the discards are listed unjudged.
    partial = reviewed(
        review_round.sync_detailed(client=client, body=ScoreRoundRequest(**HAND_29, events=HAND_29_PLAY))
    )
    expect([(u.hand, u.seat) for u in partial.unjudged], [(0, 0), (0, 1)], "a round's unjudged discards")
    expect([d.kind for d in partial.decisions if d.kind == "discard"], [], "no discard judged without dealt")
    partial = reviewed(
        review_game.sync_detailed(
            client=client, body=ScoreGameRequest(hands=[ScoreRoundRequest(**HAND_29, events=HAND_29_PLAY)])
        )
    )
    expect([(u.hand, u.seat) for u in partial.unjudged], [(0, 0), (0, 1)], "a game's unjudged discards")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: client_smoke.py BASE_URL")
    with Client(base_url=sys.argv[1], raise_on_unexpected_status=True) as client:
        operations(client)
        hands(client)
        play(client)
        validate(client)
        discards(client)
        advice(client)
        position(client)
        rounds(client)
        refereed(client)
        review(client)
    print(f"client smoke: {checks} checks passed")


if __name__ == "__main__":
    main()
