//! Every `code` an entry of `errors` can carry, with what it means: the list on the page of
//! `/problems/invalid-input`. The codes themselves are written beside each error (the domain's
//! `code()` methods, [`RequestRefusal::code`](super::words::RequestRefusal::code)); the bad-input
//! catalogue checks that every code it meets is listed here.

/// `(code, when)`, grouped by area.
pub const CODES: &[(&str, &str)] = &[
    (
        "json.not_object",
        "the body, or a value that must be an object, is not a JSON object",
    ),
    (
        "json.unknown_field",
        "a field the request does not have (params: field, expected)",
    ),
    (
        "json.missing_field",
        "a required field is left out (params: field)",
    ),
    (
        "json.wrong_type",
        "a value of the wrong JSON type (params: found, expected)",
    ),
    (
        "json.invalid_value",
        "a value that is not one of those allowed (params: found, expected)",
    ),
    (
        "json.invalid_length",
        "an array of the wrong length (params: found, expected)",
    ),
    (
        "json.duplicate_field",
        "a field given twice in one object (params: field)",
    ),
    (
        "json.invalid",
        "a value the JSON reader cannot hold, such as a number past 1.8e308 or a string with a \
         lone surrogate escape (params: message, in English)",
    ),
    (
        "list.too_long",
        "a list longer than allowed (params: max, of)",
    ),
    (
        "number.out_of_range",
        "a number outside its range (params: min, max)",
    ),
    (
        "query.unsupported_language",
        "a lang the service does not speak (params: value, supported)",
    ),
    ("event.claim_on_go", "a go event that claims points"),
    (
        "event.reneged_on_card",
        "a card event that decides on reneged cards (reneged goes with a go)",
    ),
    (
        "event.card_or_go",
        "an event object with both a card and a go, or neither",
    ),
    ("card.empty", "an empty card"),
    (
        "card.unknown_rank",
        "a card whose rank is not a rank (params: text, rank)",
    ),
    (
        "card.unknown_suit",
        "a card whose suit is not a suit (params: text, suit)",
    ),
    ("card.missing_suit", "a rank without a suit (params: text)"),
    (
        "card.trailing",
        "characters after the suit (params: text, trailing)",
    ),
    (
        "card.repeated",
        "a card also given elsewhere (params: card, first: its first place)",
    ),
    (
        "card.already_in_series",
        "a proposed card already in the series (params: card, at)",
    ),
    (
        "card.already_played",
        "a card held that was already played (params: card, event)",
    ),
    (
        "hand.card_count",
        "a hand to score with the wrong number of cards",
    ),
    (
        "crib.card_count",
        "a crib to score with the wrong number of cards",
    ),
    (
        "seat.hand_card_count",
        "a seat's hand with the wrong number of cards",
    ),
    (
        "deal.crib_card_count",
        "a deal's crib with the wrong number of cards",
    ),
    (
        "dealt.card_count",
        "the wrong number of cards dealt to discard from (or to a seat, in a game log)",
    ),
    (
        "dealt.seat_count",
        "not one set of dealt cards per seat in a game log",
    ),
    (
        "dealt.kept_card_missing",
        "a seat's kept card that is not among the cards it was dealt (params: card)",
    ),
    (
        "dealt.card_unaccounted",
        "a card dealt to a seat that is neither in its hand nor in the crib (params: card)",
    ),
    ("hands.count", "not one hand per player or seat"),
    ("claims.count", "not one claim per seat"),
    ("scores.count", "not one score per seat"),
    ("scores.partners_differ", "partners with different scores"),
    ("seat.unknown", "a seat past the last seat"),
    (
        "players.count",
        "a number of players cribbage is not played by",
    ),
    (
        "players.for_variant",
        "a number of players that does not fit the variant",
    ),
    (
        "claim.above_29",
        "a claim above 29, more than anything scores",
    ),
    ("count.past_31", "a count past 31"),
    (
        "series.past_31",
        "a series whose cards count past 31 (params: sum)",
    ),
    (
        "series.count_differs",
        "a series whose cards do not make the count given",
    ),
    ("action.missing", "neither a card nor a go proposed"),
    ("action.go_false", "\"go\": false (a go is always true)"),
    ("action.card_and_go", "both a card and a go proposed"),
    (
        "rules.three_for_last_variant",
        "three for last outside five-card cribbage",
    ),
    (
        "crib_model.variant",
        "the expert crib model outside six-card cribbage",
    ),
    (
        "game.already_won",
        "a seat had reached the target before the hand",
    ),
    (
        "advice.variant",
        "play advice for a variant it does not model",
    ),
    (
        "advice.held_card_count",
        "the hand of the player to act does not fit the events",
    ),
    (
        "advice.play_over",
        "advice asked for after the play is over",
    ),
    (
        "advice.renege",
        "a go said while a card fitted: advice needs a play by the rules",
    ),
    (
        "history.not_shown",
        "an earlier hand's play has the opponent lay a card that is not in the hand it showed",
    ),
    ("discards.count", "more discards than a player lays away"),
    (
        "objective.win_needs_scores",
        "ordering by the chance of winning without the scores",
    ),
    (
        "advice.not_to_play",
        "advice asked for a player whose turn it is not",
    ),
    (
        "discards.seat_dealer",
        "a seat that does not fit whose crib it is",
    ),
    (
        "discards.seat_needed",
        "a three-handed board for a player who does not deal, without its seat",
    ),
    (
        "position.variant",
        "a position in a variant the board does not model",
    ),
    (
        "position.target",
        "a position to a target the board is not solved for",
    ),
    ("position.game_over", "a score at or past the target"),
    (
        "play.players",
        "a play set up for fewer than 2 or more than 4 players",
    ),
    (
        "play.players_for_variant",
        "a play whose players do not fit the variant",
    ),
    ("play.hand_count", "a play without one hand per player"),
    ("play.hand_size", "a hand of the wrong size in the play"),
    ("play.card_in_two_hands", "a card in two hands"),
    ("play.over", "an event after the play is over"),
    (
        "play.out_of_turn",
        "an event by a player whose turn it is not",
    ),
    (
        "play.no_such_player",
        "an event by a player the game does not have",
    ),
    (
        "play.past_31",
        "a card that would take the count past 31 (params: card, count)",
    ),
    (
        "play.card_played_twice",
        "a card played a second time (params: card, event)",
    ),
    ("play.hand_exhausted", "more cards played than a hand holds"),
    ("play.not_in_hand", "a card the player does not hold"),
    (
        "play.dead_card",
        "a card declared dead at a renege, laid later (params: card, event: the renege)",
    ),
    (
        "play.not_a_renege",
        "a decision on reneged cards for a go that is no renege (params: player or seat, count)",
    ),
    (
        "play.reneged_without_hands",
        "a decision on reneged cards in a play whose hands are not given",
    ),
    (
        "play.incomplete_cards_left",
        "a play said to be complete while cards are left",
    ),
    (
        "play.incomplete_can_play",
        "a five-card play said to be complete while a player can play",
    ),
    (
        "play.incomplete_nothing_played",
        "a five-card play said to be complete with no card played",
    ),
    (
        "rulebook.variant",
        "an ACC profile for a game other than two-player six-card",
    ),
    (
        "rulebook.target",
        "an ACC profile for a target other than 121",
    ),
    ("rulebook.no_such_seat", "a seat the table does not have"),
    (
        "rulebook.house_muggins",
        "muggins as a house rule under a profile that settles it",
    ),
    (
        "rulebook.house_crib_four_flush",
        "the four-card crib flush as a house rule under an ACC profile",
    ),
    (
        "rulebook.muggins_not_in_effect",
        "a muggins call where muggins is not in effect",
    ),
    (
        "rulebook.muggins_without_calls",
        "a muggins call under social play (taken without calls)",
    ),
    (
        "rulebook.call_on_own_count",
        "a muggins call on the caller's own count",
    ),
    ("rulebook.empty_call", "a muggins call for no points"),
    (
        "rulebook.unknown_infraction",
        "an infraction the profile does not list (params: known)",
    ),
    (
        "rulebook.wrong_role",
        "an infraction only the other role can commit",
    ),
    ("rulebook.count_past_31", "a count of the play past 31"),
    ("rulebook.card_held_twice", "a card held twice"),
    ("rulebook.too_many_cards", "more cards held than a hand has"),
    ("rulebook.score_count", "not one score per seat"),
    (
        "muggins.call_incomplete",
        "a muggins call that does not say which count it is on",
    ),
    (
        "muggins.no_such_event",
        "a muggins call on an event the play does not have",
    ),
    (
        "muggins.count_not_recorded",
        "a muggins call on a count whose announcement is missing",
    ),
    (
        "game.hand_count",
        "a game log without hands or with too many (params: min, max)",
    ),
    (
        "game.field_per_hand",
        "a hand of a game giving its own variant, target or rules",
    ),
    ("game.no_hands", "an empty game log"),
    (
        "game.seat_count",
        "not one value per seat in a hand of the game",
    ),
    ("game.no_such_dealer", "a dealer who is not at the table"),
    (
        "game.deal_does_not_pass",
        "the deal did not pass to the next seat",
    ),
    (
        "game.scores_do_not_carry_over",
        "scores that are not where the hand before left them",
    ),
    (
        "game.starts_won",
        "a game that starts at or past the target",
    ),
    (
        "game.partners_differ",
        "partners with different scores in the game",
    ),
    ("game.below_zero", "a score that would go below zero"),
    ("game.score_too_large", "a score past any cribbage game"),
    ("game.after_game_won", "a hand after the game was won"),
    (
        "game.win_without_result",
        "a seat reaches the target but the hand does not end the game",
    ),
    (
        "game.result_without_win",
        "a result naming a winner short of the target",
    ),
    (
        "game.no_such_winner",
        "a result naming a seat not at the table",
    ),
    ("game.two_winners", "two sides at or past the target"),
    (
        "game.loser_scores",
        "losers' scores in the result that are not the final scores",
    ),
];

/// The list as an HTML table (static text: nothing to escape).
pub fn table() -> String {
    let rows: String = CODES
        .iter()
        .map(|(code, when)| format!("<tr><td><code>{code}</code></td><td>{when}</td></tr>\n"))
        .collect();
    format!(
        "<h2>Codes</h2>\n<p>Each entry of <code>errors</code> has a stable <code>code</code> and \
         its <code>params</code>; <code>detail</code> is the sentence in the request's language \
         (<code>?lang=</code>, <code>Accept-Language</code>).</p>\n<table>\n<thead><tr>\
         <th>code</th><th>when</th></tr></thead>\n<tbody>\n{rows}</tbody>\n</table>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_listed_once_and_reads_area_dot_what() {
        let mut seen = std::collections::HashSet::new();
        for (code, when) in CODES {
            assert!(seen.insert(code), "{code} is listed twice");
            assert!(!when.is_empty(), "{code}");
            let (area, what) = code.split_once('.').unwrap_or_default();
            let snake = |s: &str| {
                !s.is_empty()
                    && s.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            };
            assert!(snake(area) && snake(what), "{code}");
        }
    }
}
