//! The OpenAPI document, built from the handlers' annotations.

use utoipa::openapi::path::Operation;
use utoipa::openapi::{Ref, RefOr};
use utoipa::{Modify, OpenApi};

use super::limits::Bounds;
use super::problem::pages as problems;
use super::problem::{
    MalformedJson, MethodNotAllowed, Overloaded, PayloadTooLarge, Problem, ProblemEntry,
    UnsupportedMediaType,
};
use super::{discards, games, hands, health, pegging, position, review, rounds, rulebooks};

/// The service's OpenAPI 3.1 document; `ApiDoc::openapi()` builds it without starting the app.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "cribbage-api",
        description = "Settles every cribbage scoring question: scores a hand or crib with an \
            itemized breakdown, scores a play (pegging) move by move, checks a proposed play \
            against the running count, recommends discards with exact expected values (optionally \
            with the play), advises the play (every legal card with its exact expected pegging), \
            judges any board (the chance of each seat to win, to be skunked, its expected match \
            points), and adjudicates whole hands and whole games under a rulebook (social, or the American \
            Cribbage Congress's tournament rules), each ruling citing its rule.\n\nCards are strings: rank `A 2 3 4 5 6 7 8 9 10 J Q K` (or `T`) \
            then suit `S H D C` (or `♠ ♥ ♦ ♣`), case-insensitive in requests, canonical upper \
            case in responses (`10H`).\n\nEvery error is `application/problem+json` (RFC 9457) \
            with a stable `type`; input errors list each problem with a JSON pointer \
            (`/hand/2`). Malformed JSON is 400, a body over the limit 413, a body not declared \
            as JSON 415, well-formed but impossible input 422, an unknown path 404, a wrong \
            method 405, and advice the service is too busy to start in time 503 with \
            `Retry-After` (refused at once, never left to time out).\n\nNo request needs \
            credentials: the service takes no authentication of any kind.",
        license(name = "MIT", identifier = "MIT")
    ),
    // Self-hosted: each deployment answers at its own address, so the one server is the
    // relative URL "/", the host that serves this document.
    servers((url = "/", description = "The instance that serves this document: the service is self-hosted, so each deployment answers at its own address")),
    // The empty requirement: every operation is open, with no security scheme.
    security(()),
    paths(
        hands::score_hand,
        pegging::score_play,
        pegging::validate_play,
        pegging::recommend_play,
        discards::recommend_discard,
        position::judge_position,
        rounds::score_round,
        games::score_game,
        review::review_game,
        review::review_round,
        rulebooks::list_rulebooks,
        rulebooks::rulebook,
        health::healthz,
        health::readyz,
        health::metrics,
        problems::problem_kind
    ),
    modifiers(&SharedResponses, &Bounds),
    components(
        schemas(Problem, ProblemEntry),
        responses(MalformedJson, MethodNotAllowed, Overloaded, PayloadTooLarge, UnsupportedMediaType)
    ),
    tags(
        (name = hands::TAG, description = "Scoring a hand or crib with the starter"),
        (name = pegging::TAG, description = "The play: scoring a sequence of cards and goes, checking a proposed play, and advising what to play"),
        (name = discards::TAG, description = "Choosing what to lay away to the crib, with exact expected values"),
        (name = position::TAG, description = "Who is winning: the chance of each seat to win, to be skunked, and its expected match points from any board, under a stated model of play"),
        (name = rounds::TAG, description = "Adjudicating a whole hand or a whole game: the order of scoring, the target, claims and muggins, match points, rulebook profiles with their penalties"),
        (name = review::TAG, description = "Reviewing a game or a hand: every decision judged by the advisors, and each seat's luck told apart from its skill"),
        (name = rulebooks::TAG, description = "The rulebooks a hand is refereed under: each profile's rules with their citations, points and texts (the referee's reference card)"),
        (name = health::TAG, description = "Liveness, readiness, metrics, and the documentation of every problem `type`")
    )
)]
pub struct ApiDoc;

/// The answers every operation of a kind shares, declared here once instead of on every handler:
/// every path answers 405 to a method it does not take, and every POST also reads a JSON body
/// (400 malformed, 413 too large, 415 not declared as JSON). The handlers declare only what is
/// their own (200, 422, 503).
struct SharedResponses;

/// The shared answers of every POST, by status, with their component names.
const POST_RESPONSES: [(&str, &str); 4] = [
    ("400", "MalformedJson"),
    ("405", "MethodNotAllowed"),
    ("413", "PayloadTooLarge"),
    ("415", "UnsupportedMediaType"),
];

/// The shared answer of every GET.
const GET_RESPONSES: [(&str, &str); 1] = [("405", "MethodNotAllowed")];

impl Modify for SharedResponses {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for item in openapi.paths.paths.values_mut() {
            share(item.post.as_mut(), &POST_RESPONSES);
            share(item.get.as_mut(), &GET_RESPONSES);
        }
    }
}

fn share(operation: Option<&mut Operation>, shared: &[(&str, &str)]) {
    let Some(operation) = operation else {
        return;
    };
    for (status, name) in shared {
        operation
            .responses
            .responses
            .entry((*status).to_owned())
            .or_insert_with(|| RefOr::Ref(Ref::from_response_name(*name)));
    }
}
