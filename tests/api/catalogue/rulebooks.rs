//! Rulebook profiles on rounds and plays, whole games, and the rulebooks' reference cards.

use reqwest::Method;
use serde_json::json;

use super::*;

/// Rulebook profiles on rounds and plays, whole games, and the rulebooks' reference cards.
pub(super) fn rows() -> Vec<Row> {
    let acc = |patch: Value| {
        let mut round = round();
        round["rules"] = json!({ "profile": "acc" });
        patched(round, patch)
    };
    let acc_muggins = |patch: Value| {
        let mut round = round();
        round["rules"] = json!({ "profile": "acc_muggins" });
        patched(round, patch)
    };
    let infraction =
        |seat: usize, kind: &str| json!({ "infractions": [{ "seat": seat, "kind": kind }] });
    let call = |call: Value, claims: Value| {
        let mut claims = claims;
        claims["muggins"] = json!([call]);
        json!({ "claims": claims })
    };
    vec![
        // -------------------------------------------------------------- rounds under a rulebook
        post(
            "rounds: an unknown profile",
            ROUNDS,
            patched(round(), json!({ "rules": { "profile": "tournament" } })),
            422,
            &["/rules/profile"],
        ),
        post(
            "rounds: acc to 61",
            ROUNDS,
            acc(json!({ "target": 61 })),
            422,
            &["/target"],
        ),
        post(
            "rounds: acc in five_card",
            ROUNDS,
            patched(
                round(),
                json!({ "variant": "five_card", "hands": [["4H", "6H", "9C"], ["5S", "5H", "5D"]], "crib": ["AH", "3S", "8D", "KH"], "events": [], "rules": { "profile": "acc" } }),
            ),
            422,
            &["/rules/profile"],
        ),
        post(
            "rounds: house muggins under acc",
            ROUNDS,
            patched(
                round(),
                json!({ "rules": { "profile": "acc", "muggins": true } }),
            ),
            422,
            &["/rules/muggins"],
        ),
        post(
            "rounds: the four-card crib flush under acc",
            ROUNDS,
            patched(
                round(),
                json!({ "rules": { "profile": "acc", "crib_four_flush": true } }),
            ),
            422,
            &["/rules/crib_four_flush"],
        ),
        post(
            "rounds: a card declared dead at a renege, laid",
            ROUNDS,
            acc(
                json!({ "events": ["4H", "5S", "6H", "5H", { "go": true, "reneged": "dead" }, "5D", "go", "9C", "JC", "QD"] }),
            ),
            422,
            &["/events/7"],
        ),
        post(
            "games: a decision on a go that is no renege",
            GAMES,
            game_with_hand(
                0,
                json!({ "events": ["4H", "5S", "6H", "5H", "9C", { "go": true, "reneged": "played" }, "go", "5D", "QD", "JC"] }),
            ),
            422,
            &["/hands/0/events/5/reneged"],
        ),
        post(
            "rounds: an infraction acc does not know",
            ROUNDS,
            acc(infraction(0, "peeking")),
            422,
            &["/infractions/0/kind"],
        ),
        post(
            "rounds: an infraction under social",
            ROUNDS,
            patched(round(), infraction(0, "bottom_card_seen")),
            422,
            &["/infractions/0/kind"],
        ),
        post(
            "rounds: an infraction by a seat not at the table",
            ROUNDS,
            acc(infraction(2, "starter_mixed_in")),
            422,
            &["/infractions/0/seat"],
        ),
        post(
            "rounds: the dealer's infraction reported against the pone",
            ROUNDS,
            acc(infraction(0, "bottom_card_seen")),
            422,
            &["/infractions/0/seat"],
        ),
        post(
            "rounds: an infraction without a kind",
            ROUNDS,
            acc(json!({ "infractions": [{ "seat": 0 }] })),
            422,
            &["/infractions/0"],
        ),
        post(
            "rounds: a muggins call under acc",
            ROUNDS,
            acc(call(
                json!({ "on": "hand", "seat": 0, "points": 2 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: 65 muggins calls, one past the limit",
            ROUNDS,
            acc_muggins(
                json!({ "claims": { "hands": [7, 29], "muggins": vec![json!({ "on": "hand", "seat": 0, "points": 2 }); 65] } }),
            ),
            422,
            &["/claims/muggins"],
        ),
        post(
            "rounds: a muggins call under social",
            ROUNDS,
            patched(
                round(),
                call(json!({ "on": "crib", "points": 2 }), json!({ "crib": 0 })),
            ),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: a muggins call on a count not announced",
            ROUNDS,
            acc_muggins(call(json!({ "on": "crib", "points": 2 }), json!({}))),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: a muggins call on a hand without its seat",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "hand", "points": 2 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0"],
        ),
        post(
            "rounds: a muggins call on a seat not at the table",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "hand", "seat": 3, "points": 2 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0/seat"],
        ),
        post(
            "rounds: a muggins call on an event past the play",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "play", "event": 99, "points": 1 }),
                json!({}),
            )),
            422,
            &["/claims/muggins/0/event"],
        ),
        post(
            "rounds: a muggins call for no points",
            ROUNDS,
            acc_muggins(call(
                json!({ "on": "hand", "seat": 0, "points": 0 }),
                json!({ "hands": [7, 29] }),
            )),
            422,
            &["/claims/muggins/0/points"],
        ),
        post(
            "rounds: a muggins call on the starter",
            ROUNDS,
            acc_muggins(call(json!({ "on": "starter", "points": 2 }), json!({}))),
            422,
            &["/claims/muggins/0/on"],
        ),
        // ------------------------------------------------------------------ plays under a rulebook
        post(
            "play: an unknown profile",
            PLAY,
            patched(play(), json!({ "rules": { "profile": "bogus" } })),
            422,
            &["/rules/profile"],
        ),
        post(
            "play: acc for three players",
            PLAY,
            json!({ "players": 3, "events": ["5H"], "rules": { "profile": "acc" } }).to_string(),
            422,
            &["/rules/profile"],
        ),
        // ----------------------------------------------------------------------------- whole games
        post(
            "games: no hands",
            GAMES,
            json!({ "hands": [] }).to_string(),
            422,
            &["/hands"],
        ),
        post(
            "games: house muggins and the four-card crib flush under acc, at the game's rules",
            GAMES,
            patched(
                game(),
                json!({ "rules": { "profile": "acc", "muggins": true, "crib_four_flush": true } }),
            ),
            422,
            &["/rules/muggins", "/rules/crib_four_flush"],
        ),
        post(
            "games: the deal does not pass",
            GAMES,
            game_with_hand(1, json!({ "dealer": 1 })),
            422,
            &["/hands/1/dealer"],
        ),
        post(
            "games: scores that do not carry over",
            GAMES,
            game_with_hand(1, json!({ "scores": [17, 30] })),
            422,
            &["/hands/1/scores/1"],
        ),
        post(
            "games: a hand after the game is won",
            GAMES,
            game_with_hand(0, json!({ "scores": [119, 100] })),
            422,
            &["/hands/1"],
        ),
        post(
            "games: a card that is not a card in a later hand",
            GAMES,
            game_with_hand(1, json!({ "starter": "ZZ" })),
            422,
            &["/hands/1/starter"],
        ),
        post(
            "games: a variant given per hand",
            GAMES,
            game_with_hand(0, json!({ "variant": "six_card" })),
            422,
            &["/hands/0/variant"],
        ),
        post(
            "games: an infraction acc does not know",
            GAMES,
            game_with_hand(0, infraction(1, "peeking")),
            422,
            &["/hands/0/infractions/0/kind"],
        ),
        post(
            "games: an unknown profile",
            GAMES,
            patched(game(), json!({ "rules": { "profile": "tournament" } })),
            422,
            &["/rules/profile"],
        ),
        post(
            "games: a target of 0",
            GAMES,
            patched(game(), json!({ "target": 0 })),
            422,
            &["/target"],
        ),
        post(
            "games: hands is not an array",
            GAMES,
            patched(game(), json!({ "hands": {} })),
            422,
            &["/hands"],
        ),
        post("games: truncated JSON", GAMES, "{\"hands\": [", 400, &[]),
        post(
            "games: a 10,000-card hand is over the body limit",
            GAMES,
            json!({ "hands": [{ "hands": [vec!["5H"; 10_000]] }] }).to_string(),
            413,
            &[],
        ),
        post("games: text/plain", GAMES, game().to_string(), 415, &[]).content_type("text/plain"),
        bare("games: GET", Method::GET, GAMES, 405).allow("POST"),
        // ------------------------------------------------------------------------------ rulebooks
        bare(
            "rulebooks: an unknown profile",
            Method::GET,
            "/v1/rulebooks/tournament",
            404,
        ),
        bare("rulebooks: POST the list", Method::POST, RULEBOOKS, 405).allow("GET, HEAD"),
        bare("rulebooks: DELETE a card", Method::DELETE, RULEBOOK, 405).allow("GET, HEAD"),
        Row {
            pointers: vec!["/".to_owned()],
            ..bare(
                "rulebooks: an unsupported lang",
                Method::GET,
                "/v1/rulebooks/acc?lang=fr",
                422,
            )
        },
    ]
}
