//! `POST /v1/pegging/score`: impossible events and setups refused at their place.

use super::*;

// ---------------------------------------------------------------------------------------------
// POST /v1/pegging/score: plays that cannot happen
// ---------------------------------------------------------------------------------------------

#[tokio::test]
async fn score_refuses_an_impossible_event_with_a_422_at_that_event() {
    // Arrange
    let app = spawn_app().await;
    let mut seed_and_a_go = seed_play();
    seed_and_a_go["events"]
        .as_array_mut()
        .expect("events")
        .push(json!("go"));
    // (case, request, pointer, words the detail says)
    let cases = [
        (
            "a card taking the count to 33",
            json!({ "events": ["KH", "QS", "5D", "8C"] }),
            "/events/3",
            vec!["8♣", "33"],
        ),
        (
            "a card played twice, spelled differently",
            json!({ "events": ["KH", "QS", "kh"] }),
            "/events/2",
            vec!["K♥", "already"],
        ),
        (
            "a card played again in a later series",
            json!({ "events": ["KH", "QS", "5D", "6C", "6c"] }),
            "/events/4",
            vec!["6♣", "already"],
        ),
        (
            "player 0 twice in a row",
            json!({ "events": ["KH", { "card": "QS", "player": 0 }] }),
            "/events/1",
            vec!["turn"],
        ),
        (
            "player 1 leading",
            json!({ "events": [{ "go": true, "player": 1 }] }),
            "/events/0",
            vec!["turn"],
        ),
        (
            "player 2 in a two-player game",
            json!({ "events": ["KH", { "card": "QS", "player": 2 }] }),
            "/events/1",
            vec!["player 3"],
        ),
        (
            "player 4 in a four-player game",
            json!({ "players": 4, "events": [{ "card": "KH", "player": 4 }] }),
            "/events/0",
            vec!["player 5"],
        ),
        (
            "a fifth card for player 0",
            json!({ "events": [
                { "card": "AS", "player": 0 }, { "go": true, "player": 1 },
                { "card": "AH", "player": 0 }, { "card": "AD", "player": 0 },
                { "card": "AC", "player": 0 }, { "card": "2S", "player": 0 }
            ] }),
            "/events/5",
            vec!["player 1"],
        ),
        (
            "a fifth card for player 0 named in a hand of player 0",
            json!({
                "events": [
                    { "card": "AS", "player": 0 }, { "go": true, "player": 1 },
                    { "card": "AH", "player": 0 }, { "card": "AD", "player": 0 },
                    { "card": "AC", "player": 0 }, { "card": "2S", "player": 0 }
                ],
                "hands": [["AS", "AH", "AD", "AC"], ["2S", "3S", "4S", "5S"]]
            }),
            "/events/5",
            vec!["player 1"],
        ),
        (
            "a go after the play is over",
            seed_and_a_go,
            "/events/9",
            vec!["over"],
        ),
        (
            "a card after a five-card play is over",
            json!({ "variant": "five_card", "events": ["KH", "KS", "QH", "go", "go", "5C"] }),
            "/events/5",
            vec!["over"],
        ),
        (
            "a card not in the player's hand",
            json!({
                "events": ["KH", "QS"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]]
            }),
            "/events/1",
            vec!["Q♠", "hand"],
        ),
        (
            "a card of the opponent's hand",
            json!({
                "events": ["KH", "KD"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]]
            }),
            "/events/1",
            vec!["K♦", "hand"],
        ),
        (
            "an unknown card string",
            json!({ "events": ["KH", "1X"] }),
            "/events/1",
            vec!["1X"],
        ),
        (
            "an unknown card in object form",
            json!({ "events": ["KH", { "card": "1X", "player": 1 }] }),
            "/events/1/card",
            vec!["1X"],
        ),
        (
            "an object with both card and go",
            json!({ "events": ["KH", { "card": "QS", "go": true }] }),
            "/events/1",
            vec!["card", "go"],
        ),
        (
            "an object with neither card nor go",
            json!({ "events": ["KH", { "player": 1 }] }),
            "/events/1",
            vec!["card", "go"],
        ),
        (
            "go: false",
            json!({ "events": ["KH", { "go": false }] }),
            "/events/1/go",
            vec!["go"],
        ),
    ];

    for (case, request, pointer, says) in cases {
        // Act
        let reply = app.score_play(&request).await;

        // Assert
        assert_refused(&reply, &[pointer], &says, case);
    }
}

#[tokio::test]
async fn score_refuses_a_setup_that_cannot_be_played_with_a_422_at_the_field() {
    // Arrange
    let app = spawn_app().await;
    let two_hands = json!([["2H", "2C", "KH", "KD"], ["6S", "7S", "8S", "9S"]]);
    let too_many = vec!["go"; 201];
    // (case, request, pointer, words the detail says)
    let cases = [
        (
            "complete on an unfinished play",
            json!({ "events": ["KH", "QS"], "complete": true }),
            "/complete",
            vec!["complete"],
        ),
        (
            "complete on an empty play",
            json!({ "events": [], "complete": true }),
            "/complete",
            vec!["complete"],
        ),
        (
            "complete on a five-card series player 0 can still play on",
            json!({
                "variant": "five_card",
                "events": ["KH", "KS"],
                "hands": [["KH", "QH", "JH"], ["KS", "QS", "5S"]],
                "complete": true
            }),
            "/complete",
            vec!["player 1"],
        ),
        (
            "complete on a five-card play with no card",
            json!({ "variant": "five_card", "events": [], "complete": true }),
            "/complete",
            vec!["complete"],
        ),
        (
            "a hand of three in six-card",
            json!({
                "events": ["KH"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "8S"]]
            }),
            "/hands/1",
            vec!["4"],
        ),
        (
            "a hand of four in five-card",
            json!({
                "variant": "five_card",
                "events": ["KH"],
                "hands": [["KH", "QH", "JH"], ["KS", "QS", "5S", "4S"]]
            }),
            "/hands/1",
            vec!["3"],
        ),
        (
            "a card in two hands",
            json!({
                "events": ["KH"],
                "hands": [["2H", "2C", "KH", "KD"], ["6S", "7S", "2h", "9S"]]
            }),
            "/hands/1/2",
            vec!["2♥"],
        ),
        (
            "one hand for two players",
            json!({ "events": ["KH"], "hands": [["2H", "2C", "KH", "KD"]] }),
            "/hands",
            vec!["2 players"],
        ),
        (
            "two hands for three players",
            json!({ "players": 3, "events": ["KH"], "hands": two_hands }),
            "/hands",
            vec!["3 players"],
        ),
        (
            "five players",
            json!({ "players": 5, "events": ["KH"] }),
            "/players",
            vec!["5"],
        ),
        (
            "one player",
            json!({ "players": 1, "events": ["KH"] }),
            "/players",
            vec!["1"],
        ),
        (
            "three players of five-card",
            json!({ "players": 3, "variant": "five_card", "events": ["KH"] }),
            "/players",
            vec!["five-card cribbage", "3"],
        ),
        (
            "201 events",
            json!({ "events": too_many }),
            "/events",
            vec!["200"],
        ),
    ];

    for (case, request, pointer, says) in cases {
        // Act
        let reply = app.score_play(&request).await;

        // Assert
        assert_refused(&reply, &[pointer], &says, case);
    }
}

#[tokio::test]
async fn score_refuses_complete_on_a_five_card_series_player_1_can_still_play_on_without_hands() {
    // Arrange
    let app = spawn_app().await;
    // At 10 every card fits, and player 1 holds three: the series cannot have closed.
    let request = json!({ "variant": "five_card", "events": ["KH"], "complete": true });

    // Act
    let reply = app.score_play(&request).await;

    // Assert
    assert_refused(
        &reply,
        &["/complete"],
        &["complete"],
        "five-card complete at a count of 10",
    );
}
