//! A whole hand refereed under the ACC profiles: each ruling in the timeline at the moment the
//! rule applies, with its citation, who pays and who gains; and the problems a rulebook refuses.
//!
//! The deal is the one of `crates/cribbage-rules/tests/rules/round_rules.rs`: the pone (seat 0) holds 4H 6H 9C QD, the
//! dealer (seat 1) 5S 5H 5D JC, the crib AH 3S 8D KH; with the 5C starter the pone's hand is 9,
//! the dealer's 29 and the crib 2.

use cribbage_rules::card::Card;
use cribbage_rules::claim::Claim;
use cribbage_rules::input::{Invalid, Place};
use cribbage_rules::language::Language;
use cribbage_rules::pegging::{Action, Event, PeggingError, Reneged};
use cribbage_rules::round::RoundFault;
use cribbage_rules::round::{
    Adjudication, Call, CallInput, CallOn, Deal, DealInput, InfractionInput, Phase, Reason,
    RoundError, Skunk, adjudicate,
};
use cribbage_rules::rulebook::{
    InfractionKind, Judging, PeggedFor, Profile, RuleId, RulebookError, RulingKind, ScoreClaim,
    Table, TextKey,
};
use cribbage_rules::variant::Variant;
use cribbage_words::prelude::*;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

fn events(text: &str) -> Vec<Event> {
    text.split_whitespace()
        .map(|what| Event {
            player: None,
            action: if what == "go" {
                Action::Go
            } else {
                Action::Play(what.parse().expect("test card"))
            },
        })
        .collect()
}

const WHOLE_PLAY: &str = "4H 5S 6H 5H 9C go go 5D QD JC";

/// The hand under `profile` from `scores`, the play given, no claims.
fn deal(profile: Profile, scores: [u32; 2], starter: &str, play: &str) -> DealInput {
    let hands = [cards("4H 6H 9C QD"), cards("5S 5H 5D JC")];
    let starter = starter.parse().expect("test card");
    let crib = cards("AH 3S 8D KH");
    let mut deal =
        DealInput::from_cards(Variant::SixCard, 1, starter, &hands, &crib, &events(play));
    deal.scores = Some(scores.to_vec());
    deal.target = Some(121);
    deal.profile = profile;
    deal
}

/// The deal through its checks, which it should pass.
fn checked(deal: &DealInput, case: &str) -> Deal {
    deal.validate()
        .unwrap_or_else(|problems| panic!("{case}: {problems:?}"))
}

fn adjudicated(deal: &DealInput, case: &str) -> Adjudication {
    adjudicate(&checked(deal, case)).unwrap_or_else(|err| panic!("{case}: {err}"))
}

/// A muggins call as a request gives it.
fn call(on: CallOn, points: u32) -> CallInput {
    Call { on, points }.into()
}

/// An infraction as a request gives it.
fn infraction(seat: usize, kind: InfractionKind) -> InfractionInput {
    InfractionInput {
        seat,
        kind: kind.slug().to_owned(),
    }
}

/// A ruling as `(rule, kind, pays, gains, points, scores after)`.
type Ruled = (
    RuleId,
    RulingKind,
    Option<usize>,
    Option<usize>,
    u32,
    Vec<u32>,
);

/// The rulings in the timeline.
fn rulings(adjudication: &Adjudication) -> Vec<Ruled> {
    adjudication
        .timeline
        .iter()
        .filter_map(|entry| match &entry.reason {
            Reason::Ruling { ruling: r, .. } => Some((
                r.rule,
                r.kind,
                r.pays,
                r.gains,
                r.points,
                entry.scores.clone(),
            )),
            _ => None,
        })
        .collect()
}

/// The problems the deal's checks find, each at its place.
fn problem_places(checked: Result<Deal, Vec<Invalid<RoundFault>>>) -> Vec<(Place, String)> {
    match checked {
        Err(problems) => problems
            .into_iter()
            .map(|p| (p.place, p.fault.words(Language::English)))
            .collect(),
        Ok(deal) => panic!("expected problems, the checks accepted {deal:?}"),
    }
}

#[test]
fn a_hand_pegged_right_scores_the_same_under_every_profile() {
    let social = adjudicated(&deal(Profile::Social, [0, 0], "5C", WHOLE_PLAY), "social");
    for profile in [Profile::Acc, Profile::AccMuggins] {
        let acc = adjudicated(&deal(profile, [0, 0], "5C", WHOLE_PLAY), "acc");
        assert_eq!(acc, social, "{profile}");
    }
    assert_eq!(social.scores, vec![17, 32]);
}

#[test]
fn a_renege_costs_two_per_card_that_fits_to_the_opponent_under_acc_7_3() {
    // At 20 the pone says go holding 9C and QD, both of which fit: 4 points to the dealer.
    // Then 5D pairs the 5H (2), the dealer goes (1 for the go), and 9C JC QD: last card to 0.
    let play = "4H 5S 6H 5H go 5D go 9C JC QD";
    let acc = adjudicated(&deal(Profile::Acc, [0, 0], "5C", play), "renege");
    assert_eq!(
        rulings(&acc),
        vec![(
            RuleId::Renege,
            RulingKind::Penalty,
            Some(0),
            Some(1),
            4,
            vec![5, 4]
        )]
    );
    let entry = acc
        .timeline
        .iter()
        .find(|e| matches!(e.reason, Reason::Ruling { .. }))
        .unwrap();
    assert_eq!(
        (entry.phase, entry.player, entry.points),
        (Phase::Play, 1, 4)
    );
    assert!(
        entry.reason_text(Language::English).contains("(ACC 7.3)"),
        "{}",
        entry.reason_text(Language::English)
    );
    // Two players socially: the renege is flagged by the play, and costs nothing.
    let social = adjudicated(&deal(Profile::Social, [0, 0], "5C", play), "social renege");
    assert!(rulings(&social).is_empty());
    assert_eq!(acc.scores[1], social.scores[1] + 4);
}

#[test]
fn reneged_cards_declared_dead_are_not_played_and_still_count_in_the_show_under_acc_7_3() {
    // As above, but the dealer declares 9C and QD dead: the pone has nothing left to lay, the
    // dealer's JC takes the last card, and the pone's hand still counts 9 with them.
    let play = "4H 5S 6H 5H go 5D go JC";
    let mut dead = deal(Profile::Acc, [0, 0], "5C", play);
    dead.events[4].reneged = Some(Reneged::Dead);

    let ruled = adjudicated(&dead, "dead");

    assert_eq!(ruled.scores, vec![5 + 9, 2 + 1 + 1 + 4 + 29 + 2]);
    let entry = ruled
        .timeline
        .iter()
        .find(|e| matches!(e.reason, Reason::Ruling { .. }))
        .unwrap();
    assert_eq!((entry.player, entry.points), (1, 4));
    let english = entry.reason_text(Language::English);
    assert!(english.contains("declared those cards dead"), "{english}");
    for language in [Language::German, Language::Polish] {
        assert_ne!(entry.reason_text(language), english);
    }
}

#[test]
fn reneged_cards_played_are_said_so_and_the_play_goes_on_as_recorded() {
    let play = "4H 5S 6H 5H go 5D go 9C JC QD";
    let mut played = deal(Profile::Acc, [0, 0], "5C", play);
    played.events[4].reneged = Some(Reneged::Played);
    let undecided = adjudicated(&deal(Profile::Acc, [0, 0], "5C", play), "undecided");

    let ruled = adjudicated(&played, "played");

    assert_eq!(
        ruled.scores, undecided.scores,
        "the decision changes no point"
    );
    let said: Vec<String> = ruled
        .timeline
        .iter()
        .filter(|e| matches!(e.reason, Reason::Ruling { .. }))
        .map(|e| e.reason_text(Language::English))
        .collect();
    assert_eq!(said.len(), 1);
    assert!(said[0].contains("had those cards played"), "{}", said[0]);
}

#[test]
fn a_dead_card_laid_later_and_a_decision_on_an_honest_go_are_refused_at_their_places() {
    // 9C was declared dead at event 4 and is laid at event 7.
    let mut laid = deal(Profile::Acc, [0, 0], "5C", "4H 5S 6H 5H go 5D go 9C JC QD");
    laid.events[4].reneged = Some(Reneged::Dead);
    let error = adjudicate(&checked(&laid, "laid")).expect_err("a dead card is not played");
    assert_eq!(
        error,
        RoundError::Play {
            event: 7,
            error: PeggingError::DeadCard {
                card: "9C".parse().expect("test card"),
                renege: 4
            }
        }
    );
    assert_eq!(error.into_invalid()[0].place, Place::field("events").at(7));

    // The dealer's go at 25 holds only JC: no renege, so nothing to decide.
    let mut honest = deal(Profile::Acc, [0, 0], "5C", WHOLE_PLAY);
    honest.events[5].reneged = Some(Reneged::Dead);
    let places: Vec<Place> = adjudicate(&checked(&honest, "honest"))
        .expect_err("an honest go has no reneged cards")
        .into_invalid()
        .into_iter()
        .map(|p| p.place)
        .collect();
    assert_eq!(places, vec![Place::field("events").at(5).then("reneged")]);
}

#[test]
fn his_heels_is_an_acc_6_3_award_that_can_peg_out() {
    let acc = adjudicated(&deal(Profile::Acc, [0, 119], "JD", WHOLE_PLAY), "heels");
    assert_eq!(
        rulings(&acc),
        vec![(
            RuleId::HisHeels,
            RulingKind::Award,
            None,
            Some(1),
            2,
            vec![0, 121]
        )]
    );
    assert_eq!(
        (acc.won_at, acc.result.map(|r| r.winner)),
        (Some(0), Some(1))
    );
}

#[test]
fn an_under_pegged_hand_is_lost_under_acc_8_3_and_open_to_muggins_under_acc_muggins() {
    let mut acc = deal(Profile::Acc, [0, 0], "5C", WHOLE_PLAY);
    acc.claims.hands = Some(vec![Some(7), None]);
    let ruled = adjudicated(&acc, "under acc");
    // The pone pegs 8 in the play, then 7 of its 9: 15, and 2 are lost.
    assert_eq!(
        rulings(&ruled),
        vec![(
            RuleId::UnderPegging,
            RulingKind::Forfeit,
            Some(0),
            None,
            2,
            vec![15, 1]
        )]
    );
    assert_eq!(ruled.scores, vec![15, 32]);

    let mut muggins = acc.clone();
    muggins.profile = Profile::AccMuggins;
    muggins.claims.calls = vec![call(CallOn::Hand(0), 3)];
    let called = adjudicated(&muggins, "muggins call");
    // 10.4.a: the lesser of 3 called and 2 missed goes to the caller, the dealer.
    assert_eq!(
        rulings(&called)[1],
        (
            RuleId::MugginsAward,
            RulingKind::Muggins,
            Some(0),
            Some(1),
            2,
            vec![15, 3]
        )
    );
    assert_eq!(called.scores, vec![15, 34]);
}

#[test]
fn a_muggins_call_where_nothing_was_missed_pays_the_other_side() {
    let mut deal = deal(Profile::AccMuggins, [0, 0], "5C", WHOLE_PLAY);
    deal.claims.crib = Some(2);
    deal.claims.calls = vec![call(CallOn::Crib, 2)];
    let ruled = adjudicated(&deal, "wrong call");
    // The pone called muggins on the dealer's right crib: 2 to the dealer.
    assert_eq!(
        rulings(&ruled),
        vec![(
            RuleId::WrongMugginsCall,
            RulingKind::Penalty,
            Some(0),
            Some(1),
            2,
            vec![17, 34]
        )]
    );
}

#[test]
fn an_over_pegged_hand_is_corrected_under_acc_11_1_b() {
    let mut deal = deal(Profile::Acc, [0, 0], "5C", WHOLE_PLAY);
    deal.claims.hands = Some(vec![Some(12), None]);
    let ruled = adjudicated(&deal, "over");
    assert_eq!(
        rulings(&ruled),
        vec![(
            RuleId::OverPegging,
            RulingKind::Retraction,
            Some(0),
            None,
            3,
            vec![17, 1]
        )]
    );
    let correction = &ruled.timeline[ruled.timeline.len() - 3];
    assert_eq!((correction.player, correction.points), (0, 3));
    assert_eq!(ruled.scores, vec![17, 32]);
}

#[test]
fn a_false_claim_of_game_goes_back_pays_the_over_claim_and_fifteen_more_under_acc_8_4_b() {
    // From 102 the pone pegs 8 in the play (110) and claims 12 for its 9: 122 is a false claim
    // of game. Back to 119; the dealer scores 121 - 119 = 2; the pone goes back 15 to 104.
    let mut deal = deal(Profile::Acc, [102, 0], "5C", WHOLE_PLAY);
    deal.claims.hands = Some(vec![Some(12), None]);
    let ruled = adjudicated(&deal, "false claim");
    assert_eq!(
        rulings(&ruled),
        vec![
            (
                RuleId::FalseClaimOfGame,
                RulingKind::Retraction,
                Some(0),
                None,
                3,
                vec![119, 1]
            ),
            (
                RuleId::FalseClaimOfGame,
                RulingKind::Penalty,
                Some(0),
                Some(1),
                2,
                vec![119, 3]
            ),
            (
                RuleId::FalseClaimOfGame,
                RulingKind::BackwardPenalty,
                Some(0),
                None,
                15,
                vec![104, 3]
            ),
        ]
    );
    assert_eq!(ruled.won_at, None);
    assert_eq!(ruled.scores, vec![104, 34]);
}

#[test]
fn a_true_count_that_reaches_the_game_hole_wins_even_pegged_high() {
    let mut deal = deal(Profile::Acc, [104, 0], "5C", WHOLE_PLAY);
    deal.claims.hands = Some(vec![Some(12), None]);
    let ruled = adjudicated(&deal, "true win");
    assert!(rulings(&ruled).is_empty());
    assert_eq!(ruled.scores, vec![121, 1]);
    assert_eq!(ruled.result.map(|r| r.winner), Some(0));
}

#[test]
fn infractions_are_ruled_at_their_moment_with_their_citation() {
    let mut deal = deal(Profile::Acc, [0, 0], "5C", WHOLE_PLAY);
    deal.infractions = vec![
        infraction(0, InfractionKind::StarterMixedIn),
        infraction(1, InfractionKind::BottomCardSeen),
    ];
    let ruled = adjudicated(&deal, "infractions");
    // The dealer's bottom card comes first, at the cut; the starter mixed in before the shows.
    let first = &ruled.timeline[0];
    assert_eq!(
        (first.phase, first.player, first.points),
        (Phase::Cut, 0, 2)
    );
    assert_eq!(
        rulings(&ruled),
        vec![
            (
                RuleId::BottomCardSeen,
                RulingKind::Penalty,
                Some(1),
                Some(0),
                2,
                vec![2, 0]
            ),
            (
                RuleId::StarterMixedIn,
                RulingKind::Penalty,
                Some(0),
                Some(1),
                2,
                vec![10, 3]
            ),
        ]
    );
    assert_eq!(ruled.scores, vec![19, 34]);
}

#[test]
fn a_rulebook_refuses_what_it_does_not_know_each_at_its_place() {
    let mut deal = deal(Profile::Acc, [0, 0], "5C", WHOLE_PLAY);
    deal.infractions = vec![
        infraction(5, InfractionKind::StarterMixedIn),
        infraction(0, InfractionKind::BottomCardSeen),
    ];
    deal.claims.calls = vec![call(CallOn::Hand(0), 2)];
    let problems = problem_places(deal.validate());
    let places: Vec<Place> = problems.iter().map(|(place, _)| *place).collect();
    assert_eq!(
        places,
        vec![
            Place::field("infractions").at(0).then("seat"),
            Place::field("infractions").at(1).then("seat"),
            Place::field("claims").then("muggins").at(0),
        ],
        "{problems:?}"
    );
    assert_eq!(problems[0].1, "there is no seat 6 at a table of 2");
    assert!(
        problems[1].1.contains("only the dealer can"),
        "{problems:?}"
    );
    assert_eq!(
        problems[2].1,
        "muggins is not in effect under the ACC tournament rules"
    );

    // Muggins is no house rule under the ACC: it is the profile `acc_muggins`.
    deal.infractions.clear();
    deal.claims.calls.clear();
    deal.muggins = true;
    let problems = problem_places(deal.validate());
    assert_eq!(
        problems[0].0,
        Place::field("rules").then("muggins"),
        "{problems:?}"
    );
}

#[test]
fn social_play_knows_no_infractions_and_acc_only_six_card_to_121() {
    let mut deal = deal(Profile::Social, [0, 0], "5C", WHOLE_PLAY);
    deal.infractions = vec![infraction(0, InfractionKind::BottomCardSeen)];
    let problems = problem_places(deal.validate());
    assert_eq!(
        problems[0].0,
        Place::field("infractions").at(0).then("kind")
    );
    assert!(
        problems[0].1.contains("no penalty schedule"),
        "{problems:?}"
    );

    deal.infractions.clear();
    deal.profile = Profile::Acc;
    deal.target = Some(61);
    let problems = problem_places(deal.validate());
    assert_eq!(problems[0].0, Place::field("target"));
    assert!(matches!(
        RoundFault::Rulebook(RulebookError::Target { profile: Profile::Acc, target: 61, expected: 121 }).words(Language::English),
        text if text.contains("121")
    ));
}

/// A hand at a table of `(variant, dealer, profile)`: `cards_held` holds each seat's hand, then the
/// crib; no claims.
fn seated(
    (variant, dealer, profile): (Variant, usize, Profile),
    scores: &[u32],
    starter: &str,
    cards_held: &[&str],
    play: &str,
) -> DealInput {
    let (crib, hands) = cards_held.split_last().expect("hands and a crib");
    let hands: Vec<Vec<Card>> = hands.iter().map(|hand| cards(hand)).collect();
    let starter = starter.parse().expect("test card");
    let mut deal = DealInput::from_cards(
        variant,
        dealer,
        starter,
        &hands,
        &cards(crib),
        &events(play),
    );
    deal.scores = Some(scores.to_vec());
    deal.profile = profile;
    deal
}

// ---------------------------------------------------------------------------------------------
// Social play: the social table's rulings through the same referee
// ---------------------------------------------------------------------------------------------
//
// Social play cites no rulebook on the wire, so its timeline says what players at a table say
// (`Reason::Muggins`, `Reason::Renege`, `Reason::HisHeels`) where the ACC's carries a ruling;
// the points, seats and order are the social table's, judged at each entry.

/// A timeline entry as `(seat, points, reason, scores after)`.
fn entry(adjudication: &Adjudication, at: usize) -> (usize, u32, Reason, Vec<u32>) {
    let entry = &adjudication.timeline[at];
    (
        entry.player,
        entry.points,
        entry.reason.clone(),
        entry.scores.clone(),
    )
}

/// Where the shows begin in the timeline.
fn first_show(adjudication: &Adjudication) -> usize {
    let shows = adjudication.timeline.iter();
    shows.take_while(|e| e.phase != Phase::ShowHand).count()
}

#[test]
fn a_social_table_judges_the_win_at_each_entry_and_the_acc_at_each_step() {
    assert_eq!(Profile::Social.judging(), Judging::EachEntry);
    assert_eq!(Profile::Acc.judging(), Judging::EachStep);
    assert_eq!(Profile::AccMuggins.judging(), Judging::EachStep);
}

#[test]
fn a_social_muggins_award_is_the_tables_ruling_pegged_as_muggins() {
    // The pone claims 7 of its 9 with house muggins: the social table gives the 2 to the dealer.
    let under = ScoreClaim {
        seat: 0,
        what: PeggedFor::Hand,
        pegged: 7,
        actual: 9,
    };
    let mut deal = deal(Profile::Social, [0, 0], "5C", WHOLE_PLAY);
    deal.muggins = true;
    deal.claims.hands = Some(vec![Some(under.pegged), None]);
    let table = Table::new(Profile::Social, Variant::SixCard, 1, 121)
        .and_then(|table| table.with_house_muggins(true))
        .unwrap();
    let ruled = table.claim(under, &[8, 1]).unwrap();
    assert_eq!(
        (ruled[0].rule, ruled[0].gains, ruled[0].points),
        (RuleId::SocialMuggins, Some(1), 2)
    );

    let adjudication = adjudicated(&deal, "social muggins");

    // After the play [8, 1]: the pone pegs its 7, then the dealer the 2 it left out.
    let show = first_show(&adjudication);
    assert_eq!(adjudication.timeline[show].points, 7);
    assert_eq!(
        adjudication.timeline[show].claim,
        Some(Claim {
            claimed: 7,
            actual: 9
        })
    );
    assert_eq!(
        entry(&adjudication, show + 1),
        (1, 2, Reason::Muggins { from: 0 }, vec![15, 3])
    );
    assert_eq!(adjudication.scores, vec![15, 34]);
    assert_eq!(adjudication.rulings().count(), 0, "social cites no rule");
}

#[test]
fn a_social_over_claim_into_the_game_hole_is_pegged_true_and_wins_nothing() {
    // The pone at 100 pegs 8 in the play (108) and claims 14 for its 9: 122 announced, 117 true.
    let mut deal = deal(Profile::Social, [100, 0], "5C", WHOLE_PLAY);
    deal.claims.hands = Some(vec![Some(14), None]);

    let social = adjudicated(&deal, "social over-claim");

    // Social S4: one entry at the true value, the verdict on it, no correction after it.
    let show = first_show(&social);
    assert_eq!(entry(&social, show).1, 9);
    assert_eq!(entry(&social, show).3, vec![117, 1]);
    assert_eq!(social.rulings().count(), 0);
    assert_eq!(
        (social.won_at, social.scores.clone()),
        (None, vec![117, 32])
    );

    // The same announcement under the ACC is a false claim of game (8.4.b), ruled in the step.
    deal.profile = Profile::Acc;
    let acc = adjudicated(&deal, "acc over-claim");
    assert!(acc.rulings().any(|r| r.rule == RuleId::FalseClaimOfGame));
}

/// Three players, seat 0 deals: seat 1 leads 10H, and seat 2 says go at 10 holding
/// KS 4D 6D 8S, every one of which fits: a renege (seed 001).
fn three_player_renege(scores: [u32; 3]) -> DealInput {
    let held = ["5H AH QD 3S", "10H 9H 8C 7C", "KS 4D 6D 8S", "KH KC 7D 9S"];
    let table = (Variant::ThreePlayer, 0, Profile::Social);
    seated(table, &scores, "2C", &held, "10H go")
}

#[test]
fn a_three_player_renege_pays_each_opponent_in_playing_order_from_the_pone() {
    // The social table's ruling: 2 from seat 2 to each of the others (Social S2, seed 001).
    let table = Table::new(Profile::Social, Variant::ThreePlayer, 0, 121).unwrap();
    let mut paid: Vec<(Option<usize>, Option<usize>, u32)> = table
        .renege(2, 10, &cards("KS 4D 6D 8S"))
        .unwrap()
        .iter()
        .map(|r| (r.pays, r.gains, r.points))
        .collect();
    paid.sort_unstable();
    assert_eq!(paid, [(Some(2), Some(0), 2), (Some(2), Some(1), 2)]);

    // Pegged in playing order from the seat after the dealer (docs/rules.md, "Order of scoring
    // and pegging out"): seat 1 first, then the dealer, who reaches 121 with it.
    let adjudication = adjudicated(&three_player_renege([119, 100, 50]), "renege");
    let renege = Reason::Renege {
        event: 1,
        offender: 2,
    };
    assert_eq!(
        (entry(&adjudication, 0), entry(&adjudication, 1)),
        (
            (1, 2, renege.clone(), vec![119, 102, 50]),
            (0, 2, renege.clone(), vec![121, 102, 50])
        )
    );
    assert_eq!(adjudication.won_at, Some(1));

    // Both opponents one renege from the game: the first in playing order wins, and the second
    // two points are never pegged.
    let race = adjudicated(&three_player_renege([119, 119, 50]), "renege race");
    assert_eq!(race.timeline.len(), 1);
    assert_eq!(entry(&race, 0), (1, 2, renege, vec![119, 121, 50]));
    assert_eq!(race.result.map(|r| r.winner), Some(1));
}

#[test]
fn social_his_heels_pegs_out_before_a_card_is_played() {
    let table = Table::new(Profile::Social, Variant::SixCard, 1, 121).unwrap();
    let heels = table
        .his_heels("JD".parse().unwrap(), &[0, 119], false)
        .unwrap()
        .expect("a jack");
    assert_eq!(
        (heels.rule, heels.key, heels.gains, heels.points),
        (RuleId::SocialHisHeels, TextKey::HisHeels, Some(1), 2)
    );

    let social = adjudicated(&deal(Profile::Social, [0, 119], "JD", WHOLE_PLAY), "heels");

    assert_eq!(social.timeline.len(), 1);
    assert_eq!(entry(&social, 0), (1, 2, Reason::HisHeels, vec![0, 121]));
    let winner = social.result.map(|r| r.winner);
    assert_eq!((social.won_at, winner), (Some(0), Some(1)));
}

#[test]
fn muggins_after_a_peg_out_is_never_pegged_so_the_loser_stays_skunked() {
    // The pone at 110 pegs 8 in the play (118), the dealer at 85 the last card (86). The pone
    // claims 3 of its 9: 121, the game. The 6 it left out would lift the dealer to 92, out of
    // the skunk, but the game ended at the pone's count (seed 002: "endet das Spiel sofort";
    // seeds 000 and 001 call muggins after the count is pegged).
    let mut social = deal(Profile::Social, [110, 85], "5C", WHOLE_PLAY);
    social.muggins = true;
    social.claims.hands = Some(vec![Some(3), None]);

    let mugged = adjudicated(&social, "muggins after a peg-out");

    let last = mugged.timeline.len() - 1;
    assert_eq!(mugged.won_at, Some(last));
    assert_eq!(entry(&mugged, last).1, 3);
    assert!(matches!(entry(&mugged, last).2, Reason::Show(_)));
    assert_eq!(mugged.scores, vec![121, 86]);
    let result = mugged.result.expect("the game is over");
    assert_eq!((result.winner, result.skunk), (0, Skunk::Skunk));

    // The ACC records the whole step and awards the dealer's call no more than the holes the
    // pone could still have pegged, none (10.4.a): the same board.
    let mut acc = social.clone();
    acc.muggins = false;
    acc.profile = Profile::AccMuggins;
    acc.claims.calls = vec![call(CallOn::Hand(0), 6)];
    let called = adjudicated(&acc, "acc muggins after a peg-out");
    let award = called.rulings().last().expect("the call is ruled");
    assert_eq!((award.rule, award.points), (RuleId::MugginsAward, 0));
    assert_eq!(called.scores, vec![121, 86]);
}
