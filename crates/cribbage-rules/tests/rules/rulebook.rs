//! The referee rulebooks, rule by rule, each from a situation a referee could be called to
//! (the rule's own example where it gives one). Sources and edition notes: docs/rulebooks.md.
//!
//! Seats: in every two-player table here seat 1 deals, so seat 0 is the pone, unless a test
//! says otherwise. Scores are the board before the moment in question.

use cribbage_rules::card::Card;
use cribbage_rules::language::Language;
use cribbage_rules::rulebook::{
    Infraction, InfractionKind, MugginsCall, PeggedFor, Profile, RuleId, RulebookError, Ruling,
    RulingKind, ScoreChange, ScoreClaim, Table, TextKey,
};
use cribbage_rules::variant::Variant;
use cribbage_words::prelude::*;
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const PONE: usize = 0;
const DEALER: usize = 1;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap_or_else(|e| panic!("test card {c:?}: {e}")))
        .collect()
}

/// A ruling function's answer is usable: every ruling's sentence filled in every language, or
/// the refusal's own sentence.
fn answered(result: Result<&[Ruling], &RulebookError>) -> Result<(), TestCaseError> {
    match result {
        Ok(rulings) => {
            for ruling in rulings {
                for language in Language::ALL {
                    let sentence = ruling.sentence(language);
                    prop_assert!(!unfilled(&sentence), "{}", sentence);
                }
            }
        }
        Err(error) => {
            for language in Language::ALL {
                let sentence = error.words(language);
                prop_assert!(
                    !sentence.is_empty() && !unfilled(&sentence),
                    "{:?}: {}",
                    error,
                    sentence
                );
            }
        }
    }
    Ok(())
}

fn table(profile: Profile) -> Table {
    Table::new(profile, Variant::SixCard, DEALER, 121).expect("a two-player table")
}

fn claim(seat: usize, what: PeggedFor, pegged: u32, actual: u32) -> ScoreClaim {
    ScoreClaim {
        seat,
        what,
        pegged,
        actual,
    }
}

/// The board after the scorer pegged `pegged` and the rulings were carried out in order.
fn board(scores: &[u32], scorer: usize, pegged: u32, rulings: &[Ruling]) -> Vec<i64> {
    let mut board: Vec<i64> = scores.iter().map(|&s| i64::from(s)).collect();
    board[scorer] += i64::from(pegged);
    for ruling in rulings {
        if let Some(ScoreChange { seat, points }) = ruling.change() {
            board[seat] += points;
        }
    }
    board
}

/// Whether a sentence still has a placeholder in it.
fn unfilled(sentence: &str) -> bool {
    sentence.contains('{') || sentence.contains('}')
}

fn english(ruling: &Ruling) -> String {
    ruling.sentence(Language::English)
}

// ---------------------------------------------------------------------------------------------
// ACC 7.3: renege
// ---------------------------------------------------------------------------------------------

#[test]
fn acc_7_3_the_rules_own_example_a_go_at_25_holding_ace_five_six_costs_six_points() {
    // The count is 25; the pone holds A, 5 and 6 and says go. Each alone fits (26, 30, 31).
    let rulings = table(Profile::Acc)
        .renege(PONE, 25, &cards("AH 5S 6D"))
        .unwrap();
    assert_eq!(rulings.len(), 1);
    let ruling = &rulings[0];
    assert_eq!(ruling.rule, RuleId::Renege);
    assert_eq!(ruling.kind, RulingKind::Penalty);
    assert_eq!(
        (ruling.pays, ruling.gains, ruling.points),
        (Some(PONE), Some(DEALER), 6)
    );
    assert_eq!(ruling.facts.cards, cards("AH 5S 6D"));
    assert_eq!(
        english(ruling),
        "The pone said go at 25 holding A♥, 5♠ and 6♦, each of which could have been played: \
         a renege, six points to the dealer (ACC 7.3); the dealer decides whether those cards \
         are dead or played."
    );
    assert!(
        ruling
            .sentence(Language::German)
            .starts_with("Der Nichtgeber hat bei 25 gepasst und dabei A♥, 5♠ und 6♦ gehalten")
    );
}

#[test]
fn acc_7_3_counts_only_the_cards_that_fit_and_each_one_alone() {
    // At 25 with 3, 4, 7 and K: the 3 (28) and the 4 (29) each fit alone, though not both
    // together; the 7 and the king do not fit. Two cards: 4 points, to the pone this time.
    let rulings = table(Profile::Acc)
        .renege(DEALER, 25, &cards("3C 4D 7H KS"))
        .unwrap();
    assert_eq!(rulings[0].points, 4);
    assert_eq!(rulings[0].gains, Some(PONE));
    assert_eq!(rulings[0].facts.cards, cards("3C 4D"));
}

#[test]
fn acc_7_3_a_go_with_nothing_that_fits_is_no_renege() {
    let table = table(Profile::Acc);
    assert!(
        table
            .renege(PONE, 28, &cards("4H 5S KD"))
            .unwrap()
            .is_empty()
    );
    assert!(table.renege(PONE, 31, &cards("AH")).unwrap().is_empty());
    assert!(table.renege(PONE, 10, &[]).unwrap().is_empty());
}

#[test]
fn acc_7_3_refuses_what_cannot_be_held_or_counted() {
    let table = table(Profile::Acc);
    assert_eq!(
        table.renege(PONE, 32, &cards("AH")),
        Err(RulebookError::Count(32))
    );
    assert_eq!(
        table.renege(PONE, 20, &cards("AH AH")),
        Err(RulebookError::RepeatedCard(cards("AH")[0]))
    );
    assert!(matches!(
        table.renege(PONE, 20, &cards("AH 2H 3H 4H 5H")),
        Err(RulebookError::TooManyCards { max: 4, found: 5 })
    ));
    assert!(matches!(
        table.renege(2, 20, &cards("AH")),
        Err(RulebookError::NoSuchSeat { seat: 2, .. })
    ));
}

#[test]
fn social_s2_a_renege_costs_two_to_each_opponent_with_three_players_and_nothing_with_two() {
    let two = Table::new(Profile::Social, Variant::SixCard, DEALER, 121).unwrap();
    assert!(two.renege(PONE, 25, &cards("AH 5S 6D")).unwrap().is_empty());
    // Three players, seat 2 deals; seat 1 says go at 22 holding a 9 that fits (the king does not).
    let three = Table::new(Profile::Social, Variant::ThreePlayer, 2, 121).unwrap();
    let rulings = three.renege(1, 22, &cards("9C KD")).unwrap();
    let paid: Vec<(Option<usize>, Option<usize>, u32)> = rulings
        .iter()
        .map(|r| (r.pays, r.gains, r.points))
        .collect();
    assert_eq!(paid, [(Some(1), Some(2), 2), (Some(1), Some(0), 2)]);
    assert!(rulings.iter().all(|r| r.rule == RuleId::SocialRenege));
    assert_eq!(
        english(&rulings[0]),
        "The player in seat 2 said go at 22 while 9♣ could be played: two points to the \
         dealer (Social S2)."
    );
}

// ---------------------------------------------------------------------------------------------
// ACC 6.3: his heels
// ---------------------------------------------------------------------------------------------

#[test]
fn acc_6_3_his_heels_is_two_for_the_dealer() {
    let ruling = table(Profile::Acc)
        .his_heels(cards("JD")[0], &[40, 38], false)
        .unwrap()
        .expect("a jack");
    assert_eq!(
        (ruling.kind, ruling.gains, ruling.points),
        (RulingKind::Award, Some(DEALER), 2)
    );
    assert_eq!(
        ruling.change(),
        Some(ScoreChange {
            seat: DEALER,
            points: 2
        })
    );
    assert_eq!(
        english(&ruling),
        "A jack is the starter: two for his heels, two points to the dealer (ACC 6.3)."
    );
}

#[test]
fn acc_6_3_his_heels_may_peg_out() {
    // The dealer sits on 119: the jack wins the game before a card is played.
    let ruling = table(Profile::Acc)
        .his_heels(cards("JS")[0], &[100, 119], false)
        .unwrap()
        .expect("a jack");
    assert_eq!(ruling.key, TextKey::HisHeelsPegsOut);
    assert!(english(&ruling).ends_with("and that wins the game (ACC 6.3)."));
}

#[test]
fn acc_6_3_his_heels_is_forfeited_when_the_dealer_plays_a_card_first() {
    let ruling = table(Profile::AccMuggins)
        .his_heels(cards("JH")[0], &[10, 12], true)
        .unwrap()
        .expect("a jack");
    assert_eq!(
        (ruling.kind, ruling.pays, ruling.gains),
        (RulingKind::Forfeit, Some(DEALER), None)
    );
    assert_eq!(
        ruling.change(),
        None,
        "nobody pegs forfeited heels, muggins or not"
    );
    assert_eq!(
        english(&ruling),
        "The dealer played a card before pegging his heels: the two points are forfeited \
         (ACC 6.3)."
    );
}

#[test]
fn his_heels_needs_a_jack_and_social_play_always_pegs_it() {
    let acc = table(Profile::Acc);
    assert_eq!(acc.his_heels(cards("QD")[0], &[0, 0], false), Ok(None));
    let social = table(Profile::Social);
    let ruling = social
        .his_heels(cards("JC")[0], &[0, 0], true)
        .unwrap()
        .unwrap();
    assert_eq!(
        (ruling.rule, ruling.kind),
        (RuleId::SocialHisHeels, RulingKind::Award)
    );
    assert!(matches!(
        acc.his_heels(cards("JC")[0], &[0], false),
        Err(RulebookError::Scores {
            expected: 2,
            found: 1
        })
    ));
}

// ---------------------------------------------------------------------------------------------
// ACC 8.3, 8.10, 11.1.b: counts pegged wrong
// ---------------------------------------------------------------------------------------------

#[test]
fn acc_8_3_the_pone_pegs_eight_for_a_ten_point_hand_and_the_two_are_lost() {
    let rulings = table(Profile::Acc)
        .claim(claim(PONE, PeggedFor::Hand, 8, 10), &[50, 60])
        .unwrap();
    assert_eq!(rulings.len(), 1);
    assert_eq!(
        (rulings[0].rule, rulings[0].kind),
        (RuleId::UnderPegging, RulingKind::Forfeit)
    );
    assert_eq!(board(&[50, 60], PONE, 8, &rulings), [58, 60]);
    assert_eq!(
        english(&rulings[0]),
        "The pone pegged 8 where the count is 10: there is no correction once the peg is let \
         go, and the pone loses two points (ACC 8.3)."
    );
}

#[test]
fn acc_8_10_a_player_whose_count_reaches_the_game_hole_is_reminded_to_peg_out() {
    // The pone on 115 holds 10 but pegs 4, stopping on 119: reminded, the pone pegs out.
    let rulings = table(Profile::Acc)
        .claim(claim(PONE, PeggedFor::Hand, 4, 10), &[115, 90])
        .unwrap();
    assert_eq!(rulings[0].rule, RuleId::PegOutReminder);
    assert_eq!(board(&[115, 90], PONE, 4, &rulings), [125, 90]);
}

#[test]
fn acc_11_1_b_an_over_peg_is_taken_back_as_a_correction_not_a_penalty() {
    // The dealer counts 14 for a 12-point hand, on 50: back to 62, and nothing else.
    let rulings = table(Profile::Acc)
        .claim(claim(DEALER, PeggedFor::Hand, 14, 12), &[70, 50])
        .unwrap();
    assert_eq!(rulings.len(), 1);
    let ruling = &rulings[0];
    assert_eq!(
        (ruling.rule, ruling.kind),
        (RuleId::OverPegging, RulingKind::Retraction)
    );
    assert!(!ruling.is_penalty());
    assert_eq!(board(&[70, 50], DEALER, 14, &rulings), [70, 62]);
    assert!(english(ruling).contains("a correction and not a penalty (ACC 11.1.b)"));
}

#[test]
fn a_count_pegged_right_needs_no_ruling() {
    for profile in Profile::ALL {
        let rulings = table(profile)
            .claim(claim(PONE, PeggedFor::Crib, 6, 6), &[10, 10])
            .unwrap();
        assert!(rulings.is_empty(), "{profile:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// ACC 8.4.b: false claim of game
// ---------------------------------------------------------------------------------------------

#[test]
fn acc_8_4_b_a_false_claim_of_game_goes_back_pays_the_over_claim_and_fifteen_more() {
    // The pone on 110 holds 8 (to 118) but counts 14 and pegs into the game hole. The peg goes
    // back to 118, the dealer scores the 3 over-claimed up to the hole, the pone goes back 15.
    let rulings = table(Profile::Acc)
        .claim(claim(PONE, PeggedFor::Hand, 14, 8), &[110, 80])
        .unwrap();
    let steps: Vec<(RulingKind, Option<ScoreChange>)> =
        rulings.iter().map(|r| (r.kind, r.change())).collect();
    assert_eq!(
        steps,
        [
            (
                RulingKind::Retraction,
                Some(ScoreChange {
                    seat: PONE,
                    points: -6
                })
            ),
            (
                RulingKind::Penalty,
                Some(ScoreChange {
                    seat: DEALER,
                    points: 3
                })
            ),
            (
                RulingKind::BackwardPenalty,
                Some(ScoreChange {
                    seat: PONE,
                    points: -15
                })
            ),
        ]
    );
    assert!(rulings.iter().all(|r| r.rule == RuleId::FalseClaimOfGame));
    assert_eq!(board(&[110, 80], PONE, 14, &rulings), [103, 83]);
    let spoken: Vec<String> = rulings.iter().map(english).collect();
    assert_eq!(
        spoken,
        [
            "The pone pegged out with 14 where the count is 8: a false claim of game, and the \
             peg goes back six points to the true score (ACC 8.4.b).",
            "For the false claim of game, three points to the dealer: the points over-claimed \
             up to the game hole (ACC 8.4.b).",
            "For the false claim of game, the pone also goes back fifteen points (ACC 8.4.b).",
        ]
    );
}

#[test]
fn acc_8_4_b_the_fifteen_back_stands_even_when_the_award_wins_the_game_for_the_opponent() {
    // The dealer on 119 scores the pone's 3 over-claimed and wins; the pone still goes back.
    let rulings = table(Profile::Acc)
        .claim(claim(PONE, PeggedFor::Play, 5, 2), &[116, 119])
        .unwrap();
    assert_eq!(board(&[116, 119], PONE, 5, &rulings), [103, 122]);
}

#[test]
fn an_over_peg_when_the_count_truly_reaches_the_game_hole_changes_nothing() {
    let rulings = table(Profile::Acc)
        .claim(claim(PONE, PeggedFor::Hand, 20, 12), &[112, 80])
        .unwrap();
    assert!(rulings.is_empty());
}

// ---------------------------------------------------------------------------------------------
// ACC 11.2, 11.3: no penalty on a penalty
// ---------------------------------------------------------------------------------------------

#[test]
fn acc_11_3_a_penalty_pegged_into_the_game_hole_is_corrected_and_never_penalised() {
    // The dealer on 119 is owed a 2-point penalty and pegs 4 for it: no false claim of game.
    let rulings = table(Profile::Acc)
        .claim(claim(DEALER, PeggedFor::Penalty, 4, 2), &[90, 117])
        .unwrap();
    assert_eq!(rulings.len(), 1);
    assert_eq!(
        (rulings[0].rule, rulings[0].kind),
        (RuleId::NoPenaltyOnPenalty, RulingKind::Retraction)
    );
    assert_eq!(board(&[90, 117], DEALER, 4, &rulings), [90, 119]);
}

#[test]
fn acc_11_2_a_backward_penalty_pegged_wrong_is_lost_or_corrected_like_any_score() {
    let table = table(Profile::Acc);
    // Fifteen back for a false claim, pegged as 17: the extra 2 are the offender's loss (8.3).
    let too_far = table
        .claim(claim(PONE, PeggedFor::BackwardPenalty, 17, 15), &[100, 80])
        .unwrap();
    assert_eq!(
        (too_far[0].kind, too_far[0].change()),
        (RulingKind::Forfeit, None)
    );
    // Pegged as 10: the peg goes back the other 5.
    let short = table
        .claim(claim(PONE, PeggedFor::BackwardPenalty, 10, 15), &[100, 80])
        .unwrap();
    assert_eq!(
        short[0].change(),
        Some(ScoreChange {
            seat: PONE,
            points: -5
        })
    );
    assert!(!short[0].is_penalty() && !too_far[0].is_penalty());
}

// ---------------------------------------------------------------------------------------------
// ACC 10.x: muggins, only under acc_muggins
// ---------------------------------------------------------------------------------------------

#[test]
fn acc_10_under_muggins_points_left_out_lie_open_to_a_call() {
    let rulings = table(Profile::AccMuggins)
        .claim(claim(PONE, PeggedFor::Hand, 8, 12), &[40, 50])
        .unwrap();
    assert_eq!(
        (rulings[0].key, rulings[0].kind),
        (TextKey::MugginsOpen, RulingKind::Forfeit)
    );
    assert!(english(&rulings[0]).contains("the dealer may call muggins"));
}

#[test]
fn acc_10_4_a_the_caller_pegs_the_lesser_of_the_points_called_and_the_points_left_out() {
    let table = table(Profile::AccMuggins);
    let short = claim(PONE, PeggedFor::Hand, 8, 12);
    let over_called = table
        .muggins_call(
            short,
            MugginsCall {
                caller: DEALER,
                called: 6,
            },
            &[40, 50],
        )
        .unwrap();
    assert_eq!(
        (over_called.rule, over_called.kind),
        (RuleId::MugginsAward, RulingKind::Muggins)
    );
    assert_eq!(
        over_called.change(),
        Some(ScoreChange {
            seat: DEALER,
            points: 4
        })
    );
    assert_eq!(
        english(&over_called),
        "The dealer called muggins for 6, and the count left out 4: four points to the dealer \
         (ACC 10.4.a)."
    );
    let under_called = table
        .muggins_call(
            short,
            MugginsCall {
                caller: DEALER,
                called: 2,
            },
            &[40, 50],
        )
        .unwrap();
    assert_eq!(under_called.points, 2);
}

#[test]
fn acc_10_4_a_muggins_never_pays_more_than_the_holes_the_scorer_could_have_pegged() {
    // The pone on 115 holds 10, pegs 4 (119): with muggins there is no reminder (10.1.c), and
    // a call for 6 takes only the 2 holes left to the game hole.
    let table = table(Profile::AccMuggins);
    let short = claim(PONE, PeggedFor::Hand, 4, 10);
    let open = table.claim(short, &[115, 90]).unwrap();
    assert_eq!(
        (open[0].rule, open[0].key),
        (RuleId::PegOutMandatory, TextKey::MugginsOpenAtGameHole)
    );
    let call = table
        .muggins_call(
            short,
            MugginsCall {
                caller: DEALER,
                called: 6,
            },
            &[115, 90],
        )
        .unwrap();
    assert_eq!(call.points, 2);
}

#[test]
fn acc_10_4_a_a_call_where_nothing_was_left_out_pays_the_other_side() {
    let ruling = table(Profile::AccMuggins)
        .muggins_call(
            claim(PONE, PeggedFor::Crib, 6, 6),
            MugginsCall {
                caller: DEALER,
                called: 4,
            },
            &[40, 50],
        )
        .unwrap();
    assert_eq!(
        (ruling.rule, ruling.kind),
        (RuleId::WrongMugginsCall, RulingKind::Penalty)
    );
    assert_eq!(
        (ruling.pays, ruling.gains, ruling.points),
        (Some(DEALER), Some(PONE), 4)
    );
}

#[test]
fn acc_10_3_muggins_does_not_apply_to_his_heels_penalties_muggins_scores_or_pegging_back() {
    let table = table(Profile::AccMuggins);
    for what in [
        PeggedFor::HisHeels,
        PeggedFor::Penalty,
        PeggedFor::Muggins,
        PeggedFor::BackwardPenalty,
    ] {
        // The dealer forgot 2 of it; the pone calls muggins for 2.
        let short = claim(DEALER, what, 0, 2);
        let call = table
            .muggins_call(
                short,
                MugginsCall {
                    caller: PONE,
                    called: 2,
                },
                &[30, 30],
            )
            .unwrap();
        assert_eq!(
            (call.rule, call.kind),
            (RuleId::MugginsExcluded, RulingKind::Penalty),
            "{what:?}"
        );
        assert_eq!(
            (call.pays, call.gains),
            (Some(PONE), Some(DEALER)),
            "{what:?}"
        );
        if what != PeggedFor::BackwardPenalty {
            let lost = table.claim(short, &[30, 30]).unwrap();
            assert_eq!(lost[0].key, TextKey::LostNotMuggable(what), "{what:?}");
            assert_eq!(lost[0].change(), None);
        }
    }
}

#[test]
fn muggins_calls_are_refused_where_there_are_none() {
    let short = claim(PONE, PeggedFor::Hand, 8, 12);
    let call = MugginsCall {
        caller: DEALER,
        called: 4,
    };
    assert_eq!(
        table(Profile::Acc).muggins_call(short, call, &[0, 0]),
        Err(RulebookError::MugginsNotInEffect {
            profile: Profile::Acc
        })
    );
    assert_eq!(
        table(Profile::Social).muggins_call(short, call, &[0, 0]),
        Err(RulebookError::MugginsNotInEffect {
            profile: Profile::Social
        })
    );
    let house = table(Profile::Social).with_house_muggins(true).unwrap();
    assert_eq!(
        house.muggins_call(short, call, &[0, 0]),
        Err(RulebookError::MugginsWithoutCalls {
            profile: Profile::Social
        })
    );
    let acc_muggins = table(Profile::AccMuggins);
    assert_eq!(
        acc_muggins.muggins_call(
            short,
            MugginsCall {
                caller: PONE,
                called: 4
            },
            &[0, 0]
        ),
        Err(RulebookError::CallOnOwnCount { seat: PONE })
    );
    assert_eq!(
        acc_muggins.muggins_call(
            short,
            MugginsCall {
                caller: DEALER,
                called: 0
            },
            &[0, 0]
        ),
        Err(RulebookError::EmptyCall)
    );
}

// ---------------------------------------------------------------------------------------------
// Social S3, S4: today's behaviour
// ---------------------------------------------------------------------------------------------

#[test]
fn social_counts_are_pegged_at_their_true_value_or_mugged_by_house_rule() {
    let social = table(Profile::Social);
    let under = claim(PONE, PeggedFor::Hand, 8, 12);
    let restored = social.claim(under, &[0, 0]).unwrap();
    assert_eq!(
        (restored[0].rule, restored[0].kind),
        (RuleId::SocialClaims, RulingKind::Restoration)
    );
    assert_eq!(board(&[0, 0], PONE, 8, &restored), [12, 0]);
    let over = social
        .claim(claim(PONE, PeggedFor::Hand, 14, 12), &[0, 0])
        .unwrap();
    assert_eq!(board(&[0, 0], PONE, 14, &over), [12, 0]);
    let house = social.with_house_muggins(true).unwrap();
    let mugged = house.claim(under, &[0, 0]).unwrap();
    assert_eq!(
        (mugged[0].rule, mugged[0].kind),
        (RuleId::SocialMuggins, RulingKind::Muggins)
    );
    assert_eq!(board(&[0, 0], PONE, 8, &mugged), [8, 4]);
}

#[test]
fn social_muggins_with_partners_goes_to_the_next_seat_of_the_other_side() {
    let four = Table::new(Profile::Social, Variant::FourPlayer, 3, 121)
        .unwrap()
        .with_house_muggins(true)
        .unwrap();
    let mugged = four
        .claim(claim(0, PeggedFor::Hand, 4, 6), &[20, 30, 20, 30])
        .unwrap();
    assert_eq!(mugged[0].gains, Some(1));
}

// ---------------------------------------------------------------------------------------------
// Infractions a referee saw
// ---------------------------------------------------------------------------------------------

/// Each fixed-penalty infraction, from the story a referee would be told.
#[test]
fn each_infraction_is_two_points_to_the_other_side_with_its_citation() {
    let table = table(Profile::Acc);
    let cases = [
        // The dealer squared the pack after the last shuffle and glanced at the bottom card.
        (DEALER, InfractionKind::BottomCardSeen, "ACC 2.1", PONE),
        // The pone laid away, let go, then picked the two cards up again to look.
        (
            PONE,
            InfractionKind::CribDiscardRetrieved,
            "ACC 5.1.b",
            DEALER,
        ),
        // The dealer turned the crib over during the play.
        (DEALER, InfractionKind::CribExaminedEarly, "ACC 5.2.a", PONE),
        // The pone peeked at the dealer's two crib cards before laying away.
        (
            PONE,
            InfractionKind::CribExaminedBeforeDiscarding,
            "ACC 5.2.b",
            DEALER,
        ),
        // The dealer picked up the crib instead of the hand and played from it.
        (
            DEALER,
            InfractionKind::HandAndCribExchanged,
            "ACC 5.2.c",
            PONE,
        ),
        // The pone tilted the cut and saw its bottom card.
        (PONE, InfractionKind::PonePeekedAtCut, "ACC 6.1.b", DEALER),
        // The dealer turned the starter into the hand; the pone never saw it.
        (
            DEALER,
            InfractionKind::StarterInDealersHand,
            "ACC 6.1.c",
            PONE,
        ),
        // The pone moved the dealer's peg for the pone's own fifteen-two.
        (
            PONE,
            InfractionKind::PeggedWithOpponentsPegs,
            "ACC 8.7",
            DEALER,
        ),
        // The dealer swept the starter into the hand while counting.
        (DEALER, InfractionKind::StarterMixedIn, "ACC 9.3.a", PONE),
    ];
    for (seat, kind, citation, gains) in cases {
        let ruling = table.infraction(Infraction { seat, kind }).unwrap();
        assert_eq!(ruling.rule.citation().to_string(), citation, "{kind:?}");
        assert_eq!(
            ruling.change(),
            Some(ScoreChange {
                seat: gains,
                points: 2
            }),
            "{kind:?}"
        );
        assert!(ruling.is_penalty());
        for language in Language::ALL {
            assert!(ruling.sentence(language).contains(&format!("({citation})")));
        }
    }
}

#[test]
fn an_infraction_the_profile_does_not_know_lists_the_ones_it_does() {
    let acc = table(Profile::Acc);
    let error = acc.infraction_kind("shuffled_badly").unwrap_err();
    let RulebookError::UnknownInfraction { known, .. } = &error else {
        panic!("{error:?}");
    };
    assert_eq!(known.len(), 9);
    assert!(
        error
            .words(Language::English)
            .contains("the bottom card after the last shuffle; a player took back cards")
    );
    let social = table(Profile::Social);
    assert!(
        social
            .infraction_kind("bottom_card_seen")
            .unwrap_err()
            .words(Language::English)
            .contains("no penalty schedule")
    );
}

// ---------------------------------------------------------------------------------------------
// The reference card
// ---------------------------------------------------------------------------------------------

#[test]
fn the_acc_reference_cards_cite_every_rule_they_apply() {
    let citations = |profile: Profile| -> Vec<String> {
        profile
            .rules()
            .iter()
            .map(|rule| rule.citation().to_string())
            .collect()
    };
    assert_eq!(
        citations(Profile::Acc),
        [
            "ACC 2.1",
            "ACC 5.1.b",
            "ACC 5.2.a",
            "ACC 5.2.b",
            "ACC 5.2.c",
            "ACC 6.1.b",
            "ACC 6.1.c",
            "ACC 6.3",
            "ACC 7.3",
            "ACC 8.3",
            "ACC 8.4.b",
            "ACC 8.7",
            "ACC 8.10",
            "ACC 9.2",
            "ACC 9.3.a",
            "ACC 11.1.b",
            "ACC 11.3",
        ]
    );
    assert!(citations(Profile::AccMuggins).contains(&"ACC 10.4.a".to_owned()));
    assert!(!citations(Profile::AccMuggins).contains(&"ACC 8.10".to_owned()));
    assert_eq!(
        citations(Profile::Social),
        [
            "Social S1",
            "Social S2",
            "Social S3",
            "Social S4",
            "Social S5"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

fn held_cards() -> impl Strategy<Value = Vec<Card>> {
    let pack: Vec<Card> = Card::deck().collect();
    proptest::sample::subsequence(pack, 0..=4).prop_shuffle()
}

fn claimed() -> impl Strategy<Value = PeggedFor> {
    prop_oneof![
        Just(PeggedFor::Play),
        Just(PeggedFor::Hand),
        Just(PeggedFor::Crib),
        Just(PeggedFor::HisHeels),
        Just(PeggedFor::Penalty),
        Just(PeggedFor::Muggins),
        Just(PeggedFor::BackwardPenalty),
    ]
}

fn acc_profile() -> impl Strategy<Value = Profile> {
    prop_oneof![Just(Profile::Acc), Just(Profile::AccMuggins)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    /// ACC 7.3: two points per held card that alone fits under 31, to the other seat.
    #[test]
    fn a_renege_costs_two_per_card_that_singly_could_have_been_played(
        count in 0u8..=31,
        held in held_cards(),
        offender in 0usize..2,
    ) {
        let rulings = table(Profile::Acc).renege(offender, count, &held).unwrap();
        let playable = held.iter().filter(|c| count + c.value() <= 31).count() as u32;
        let points: u32 = rulings.iter().map(|r| r.points).sum();
        prop_assert_eq!(points, 2 * playable);
        prop_assert_eq!(rulings.len(), usize::from(playable > 0));
        for ruling in &rulings {
            prop_assert_eq!(ruling.gains, Some(1 - offender));
        }
    }

    /// ACC 11.3: an error in pegging a penalty never brings a penalty, whatever the board.
    #[test]
    fn no_penalty_ever_applies_to_a_penalty(
        profile in acc_profile(),
        what in prop_oneof![Just(PeggedFor::Penalty), Just(PeggedFor::BackwardPenalty)],
        pegged in 0u32..40,
        actual in 0u32..40,
        scores in proptest::array::uniform2(0u32..121),
    ) {
        let rulings = table(profile).claim(claim(PONE, what, pegged, actual), &scores).unwrap();
        prop_assert!(rulings.iter().all(|r| !r.is_penalty()), "{:?}", rulings);
    }

    /// A count pegged wrong never leaves the scorer above its true score, and only a false
    /// claim of game (8.4.b) ever gives the opponent anything.
    #[test]
    fn a_correction_never_leaves_the_scorer_above_the_true_score(
        profile in prop_oneof![Just(Profile::Social), Just(Profile::Acc), Just(Profile::AccMuggins)],
        what in claimed().prop_filter("forward scores", |w| *w != PeggedFor::BackwardPenalty),
        pegged in 0u32..30,
        actual in 0u32..30,
        scores in proptest::array::uniform2(0u32..121),
    ) {
        let rulings = table(profile).claim(claim(PONE, what, pegged, actual), &scores).unwrap();
        let after = board(&scores, PONE, pegged, &rulings);
        let truly = i64::from(scores[PONE] + actual);
        let won = truly >= 121;
        prop_assert!(won || after[PONE] <= truly, "{:?}", rulings);
        let opponent_gain = after[DEALER] - i64::from(scores[DEALER]);
        let false_claim = rulings.iter().any(|r| r.rule == RuleId::FalseClaimOfGame);
        let social_muggins = rulings.iter().any(|r| r.rule == RuleId::SocialMuggins);
        prop_assert!(opponent_gain == 0 || false_claim || social_muggins, "{:?}", rulings);
    }

    /// ACC 10.4.a: a muggins award is the lesser of the call and what was left out, and a call
    /// on nothing (or on what muggins does not apply to) pays the called points away instead.
    #[test]
    fn a_muggins_award_never_exceeds_the_call_or_the_points_left_out(
        what in claimed(),
        pegged in 0u32..30,
        actual in 0u32..30,
        called in 1u32..30,
        before in 0u32..121,
    ) {
        let short = claim(PONE, what, pegged, actual);
        let scores = [before, 60];
        let call = MugginsCall { caller: DEALER, called };
        let ruling = table(Profile::AccMuggins).muggins_call(short, call, &scores).unwrap();
        let missed = actual.saturating_sub(pegged);
        if what.muggable() && missed > 0 {
            prop_assert_eq!(ruling.kind, RulingKind::Muggins);
            prop_assert!(ruling.points <= called.min(missed));
            prop_assert!(before + pegged + ruling.points <= 121 || ruling.points == 0);
        } else {
            prop_assert_eq!(ruling.kind, RulingKind::Penalty);
            prop_assert_eq!((ruling.gains, ruling.points), (Some(PONE), called));
        }
    }

    /// Whatever numbers arrive (the HTTP layer passes them on as given), every ruling function
    /// answers: a ruling whose every sentence is filled in, or a typed error with its sentence,
    /// never a panic; and the seats and the board it cannot rule on are refused.
    #[test]
    fn any_numbers_get_an_answer(
        profile in prop_oneof![Just(Profile::Social), Just(Profile::Acc), Just(Profile::AccMuggins)],
        what in claimed(),
        seat in 0usize..3,
        pegged in any::<u32>(),
        actual in any::<u32>(),
        called in any::<u32>(),
        scores in proptest::collection::vec(any::<u32>(), 0..4),
        count in any::<u8>(),
        held in held_cards(),
    ) {
        let table = table(profile);
        let short = claim(seat, what, pegged, actual);
        // Two seats and two scores on this table: anything else is refused, with a sentence.
        let no_seat = seat >= 2;
        let bad_scores = scores.len() != 2;
        let claimed = table.claim(short, &scores);
        prop_assert_eq!(claimed.is_err(), no_seat || bad_scores, "{:?}", claimed);
        answered(claimed.as_deref())?;
        let call = table.muggins_call(short, MugginsCall { caller: 1 - seat.min(1), called }, &scores);
        if no_seat || bad_scores {
            prop_assert!(call.is_err(), "{:?}", call);
        }
        answered(call.as_ref().map(std::slice::from_ref))?;
        let heels = table.his_heels(cards("JD")[0], &scores, seat == 0);
        // A jack turned always rules (2 to the dealer, or forfeited), given the board.
        prop_assert_eq!(heels.as_ref().is_ok_and(Option::is_some), !bad_scores, "{:?}", heels);
        answered(heels.as_ref().map(|h| h.as_slice()))?;
        let renege = table.renege(seat, count, &held);
        if no_seat || count > 31 {
            prop_assert!(renege.is_err(), "{:?}", renege);
        }
        answered(renege.as_deref())?;
    }
}
