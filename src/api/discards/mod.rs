//! `POST /v1/discards/recommend`: every way to discard, with exact expected values.

pub mod request;
pub mod response;

use actix_web::{HttpResponse, web};

use super::heavy;
use super::json::ApiJson;
use super::problem::{ApiError, Overloaded, Problem};
use super::wire::{invalid, no_events};
use crate::api::wire::cards::CardNames;
use crate::compute::{Compute, Work};
use crate::domain::strategy::board::model_of;
use crate::domain::strategy::{Chance, Level, ladder};
use request::RecommendRequest;
use response::{KeepBody, RecommendResponse, option_body, option_with_play};

/// OpenAPI tag of the discard endpoint.
pub const TAG: &str = "discards";

/// The path of the one operation.
pub const PATH: &str = "/v1/discards/recommend";

/// Recommend a discard.
///
/// For every way to lay cards away to the crib: the kept hand's expected score over every
/// possible starter (mean, min, max), the crib's expected score over every possible crib (the
/// opponents' discards uniformly from the unseen cards, then every starter from the rest:
/// 45,540 cribs per discard in six-card cribbage; or, with `crib_model: expert`, the
/// opponent's discards weighted like a strong player's), and the net — hand plus crib for the crib's
/// owner, hand minus crib for the others. Everything is counted exactly, nothing sampled; the
/// exact means are `points / outcomes`. With `distribution: true`, how many outcomes score each
/// total 0..29, for the hand and the crib.
///
/// With `play: true`, each option also has `play`: the kept cards' expected pegging in the
/// coming play for each side, in the player's role, and `net_with_play` = `net` + `play.net`.
/// Two players, from a committed table per kept rank hand and role: in six-card cribbage the
/// opponent keeps as the expert model does and both sides play as `POST /v1/pegging/recommend`
/// advises by default, sampled over 1,000 deals a hand and role (`play_model`
/// `inferred-two-kinds/look-ahead-v2/sampled`); with `opponent: uniform`, and in five-card
/// cribbage, both play the base policy, exact (`uniform-holding/base-policy-v1`). Three and four
/// players: sampled (`play.net_standard_error`), the others' hands random, everyone playing
/// the base policy; with four, `dealer` says the crib is the player's side's and `play`
/// counts its partner's pegging as its own. `objective: net_with_play` orders the options by
/// it (and implies `play`).
///
/// With `scores` (the board before this hand), each option also has `win_probability`: the
/// chance you (with four, your side) win the game keeping those cards, the rest of the game as
/// `position_model` has it (see `POST /v1/position`). Two players: your score, then your
/// opponent's. Three: each seat's in the order of the coming play, the dealer's last, and a
/// player who does not deal gives its `seat`. Four: the side of seats 0 and 2, then the
/// dealer's side. `objective: win` orders by it: near the end a hand that is sure to count
/// what you need beats a richer gamble, and whoever counts first needs only its hand to get
/// there.
///
/// `recommended` is the discard of one player of the ladder (`level`), for a game site's
/// opponent or a hint button, weakest first: `newcomer` (any two cards, at random; `seed`
/// makes it reproducible), `beginner` (the best hand, the crib ignored), `casual` (the best
/// hand plus or minus the crib), `expert` (hand, crib and the play together, opponents
/// discarding like strong players in six-card) and `master` (the default: the expert, and
/// with `scores` the best chance of winning once either side is within 30 points of the
/// target). The level does not change the options or their order.
#[utoipa::path(
    post,
    path = PATH,
    tag = TAG,
    request_body(
        content = RecommendRequest,
        examples(
            ("dealer" = (summary = "Six cards, your crib", value = json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true
            }))),
            ("pone_with_distribution" = (summary = "The opponent's crib, with the distributions", value = json!({
                "cards": ["2C", "3H", "4D", "5D", "5S", "JS"], "dealer": false, "distribution": true
            }))),
            ("expert" = (summary = "The opponent's crib, opponents discarding like strong players", value = json!({
                "cards": ["5H", "5S", "JD", "KC", "2D", "9S"], "dealer": false, "crib_model": "expert"
            }))),
            ("with_the_play" = (summary = "The opponent's crib, with the play's expected pegging, ordered by net with the play", value = json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": false, "objective": "net_with_play"
            }))),
            ("with_the_play_uniform" = (summary = "The play priced as before the sampled table: both sides by the base policy", value = json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": false, "objective": "net_with_play", "opponent": "uniform"
            }))),
            ("for_the_win" = (summary = "The pone on 118 needing 3: the chance of winning decides", value = json!({
                "cards": ["AC", "2D", "5S", "9H", "JC", "KD"], "dealer": false, "scores": [118, 100], "objective": "win"
            }))),
            ("three_player_board" = (summary = "Three players: the first to play, two short of the game", value = json!({
                "cards": ["5H", "5D", "9C", "KS", "2D"], "dealer": false, "variant": "three_player",
                "seat": 0, "scores": [119, 100, 110], "objective": "win"
            }))),
            ("beginner" = (summary = "A beginner's discard: the best hand, whatever it gives the crib", value = json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "level": "beginner"
            }))),
            ("newcomer" = (summary = "A newcomer's discard, drawn at random from seed 7", value = json!({
                "cards": ["4C", "5D", "6H", "10S", "10C", "JD"], "dealer": true, "level": "newcomer", "seed": 7
            }))),
            ("three_players" = (summary = "Three players: five cards, one to the crib", value = json!({
                "cards": ["JH", "5H", "5S", "10H", "QH"], "dealer": false, "variant": "three_player"
            })))
        )
    ),
    responses(
        (status = 200, description = "Every discard, best first", body = RecommendResponse,
            example = json!({
                "variant": "six_card", "crib_model": "uniform", "dealer": true, "unseen": 46, "objective": "net",
                "level": "master", "recommended": { "discard": ["10S", "10C"], "keep": ["4C", "5D", "6H", "JD"] },
                "options": [{
                    "discard": ["4C", "6H"], "keep": ["5D", "10S", "10C", "JD"],
                    "hand": { "mean": 10.673_913_043_478_262, "min": 8, "max": 17, "points": 491, "outcomes": 46 },
                    "crib": { "mean": 4.883_025_911_286_781, "min": 0, "max": 24, "points": 222_373, "outcomes": 45_540 },
                    "net": 15.556_938_954_765_043
                }]
            })),
        (status = 422, description = "Not a possible deal: wrong number of cards for the variant, an unknown or repeated card; `objective: win` without `scores`; the wrong number of scores for the variant (two; three with three players; two or four with four, partners equal), a score at or past the target, or a target the board is not solved for; a `seat` the table does not have or that does not fit `dealer`; a pone of three with `scores` and no `seat`", body = Problem,
            content_type = "application/problem+json", example = json!({
                "type": "/problems/invalid-input", "title": "Invalid input", "status": 422,
                "detail": "the request is well-formed JSON but cannot be scored: 1 problem",
                "errors": [{ "pointer": "/cards", "code": "dealt.card_count",
                    "params": { "expected": 6, "found": 5, "variant": "six_card" },
                    "detail": "six-card cribbage deals 6 cards, got 5" }]
            })),
        (status = 503, response = Overloaded)
    )
)]
pub async fn recommend_discard(
    compute: web::Data<Compute>,
    body: ApiJson<RecommendRequest>,
) -> Result<HttpResponse, ApiError> {
    let body = body.0;
    let checked = body
        .dealt()
        .map_err(|problems| invalid(problems, &no_events))?;
    let level = body.level.unwrap_or_default();
    let domain_level = Level::from(level);
    let seed = domain_level
        .draws()
        .then(|| body.seed.unwrap_or_else(ladder::fresh_seed));
    heavy::answer(&compute, Work::Discards, move || {
        let dealt = &checked.dealt;
        let mut chance = Chance::new(seed.unwrap_or_default());
        let chosen = ladder::discard_from(domain_level, &checked, &mut chance);
        let with_counts = body.distribution.unwrap_or(false);
        let plain;
        let with;
        let options = match checked.recommend_with_play() {
            Some(options) => {
                with = options;
                with.iter()
                    .map(|o| option_with_play(o, with_counts))
                    .collect()
            }
            None => {
                plain = dealt.recommend(body.dealer);
                plain.iter().map(|o| option_body(o, with_counts)).collect()
            }
        };
        heavy::json(&RecommendResponse {
            variant: body.variant.unwrap_or_default(),
            crib_model: body.crib_model.unwrap_or_default(),
            dealer: body.dealer,
            unseen: dealt.unseen(),
            objective: body.objective.unwrap_or_default(),
            play_model: checked.play.map(|_| checked.play_model()),
            position_model: checked.board().map(|_| model_of(checked.variant())),
            level,
            level_seed: seed,
            recommended: KeepBody {
                discard: CardNames(chosen.as_ref().map_or(&[][..], |k| &k.discard)),
                keep: CardNames(chosen.as_ref().map_or(&[][..], |k| &k.keep)),
            },
            options,
        })
    })
    .await
}
