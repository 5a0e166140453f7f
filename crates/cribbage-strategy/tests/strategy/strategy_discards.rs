//! Pegging in the discard advice: the committed tables against a direct computation (the
//! sampled one sampled again from its seed), the exact table's model against the play advisor,
//! and the options with the play added and ordered.

use cribbage_strategy::card::{Card, Rank, Suit};
use cribbage_strategy::discard::{CribModel, recommend};
use cribbage_strategy::expert_crib::{DEALER_KEEPS, PONE_KEEPS};
use cribbage_strategy::hand_and_crib;
use cribbage_strategy::pegging::Action;
use cribbage_strategy::strategy::inferred_pegging_table;
use cribbage_strategy::strategy::keep::{kept_hand_pegging, kept_hands, kept_index, uniform_keeps};
use cribbage_strategy::strategy::policy::base_choice;
use cribbage_strategy::strategy::ranks::RankPlay;
use cribbage_strategy::strategy::search::Ranks;
use cribbage_strategy::strategy::selfplay::{Chance, entry_seed, sampled_play_shift};
use cribbage_strategy::strategy::simple;
use cribbage_strategy::strategy::{Objective, Opponent, Position, Ranking, play_value, with_play};
use cribbage_strategy::variant::Variant;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

/// Cards with these ranks, each rank's cards in suit order.
fn cards_of(ranks: Ranks) -> Vec<Card> {
    let mut held: Vec<Card> = Vec::new();
    for r in ranks.iter() {
        let suit = held
            .iter()
            .filter(|c| c.rank().index() == usize::from(r))
            .count();
        held.push(Card::new(Rank::ALL[usize::from(r)], Suit::ALL[suit]));
    }
    held
}

#[test]
fn the_committed_table_matches_a_direct_computation_of_a_sample_of_entries() {
    // Every 61st kept hand of four and every 23rd of three, in both roles: a stale table (the
    // keep counts or the base policy changed since it was generated) cannot pass.
    let uniform = uniform_keeps(3);
    let cases = [
        (Variant::SixCard, 4, true, &PONE_KEEPS[..], 61),
        (Variant::SixCard, 4, false, &DEALER_KEEPS[..], 61),
        (Variant::FiveCard, 3, true, &uniform[..], 23),
        (Variant::FiveCard, 3, false, &uniform[..], 23),
    ];
    for (variant, size, dealer, keeps, step) in cases {
        let one_series = variant == Variant::FiveCard;
        for hand in kept_hands(size).iter().step_by(step) {
            let direct = kept_hand_pegging(*hand, dealer, one_series, keeps);
            let table = play_value(&cards_of(*hand), dealer, variant, Opponent::Uniform)
                .expect("a kept hand");
            assert!(
                (direct.own - table.own).abs() < 1e-6
                    && (direct.opponent - table.opponent).abs() < 1e-6,
                "{variant:?} dealer {dealer} {:?}: table {table:?}, direct {direct:?}",
                hand.iter().collect::<Vec<_>>()
            );
        }
    }
}

#[test]
fn the_sampled_table_is_what_its_seed_samples_again() {
    // One entry in each role sampled again from the table's own seed and deal count: a stale
    // table (the expert's play or discards, or the base table, changed since it was generated)
    // cannot pass. The printed table rounds to six places.
    let hands = kept_hands(4);
    for (index, dealer, keeps) in [
        (77, true, &PONE_KEEPS[..]),
        (1204, false, &DEALER_KEEPS[..]),
    ] {
        let hand = hands[index];
        let exact = kept_hand_pegging(hand, dealer, false, keeps);
        let seed = entry_seed(inferred_pegging_table::SEED, index, dealer);
        let shift = sampled_play_shift(hand, dealer, inferred_pegging_table::DEALS, seed)
            .expect("a deal to play");
        let table = play_value(
            &cards_of(hand),
            dealer,
            Variant::SixCard,
            Opponent::Inferred,
        )
        .expect("a kept hand");
        let sampled = [exact.own + shift.mean[0], exact.opponent + shift.mean[1]];
        assert!(
            (sampled[0] - table.own).abs() < 1e-6 && (sampled[1] - table.opponent).abs() < 1e-6,
            "dealer {dealer} {:?}: table {table:?}, sampled again {sampled:?}",
            hand.iter().collect::<Vec<_>>()
        );
        // A sample of that size: a standard error above nothing and under a fifth of a point.
        for side in 0..2 {
            assert!(shift.standard_error[side] > 0.0 && shift.standard_error[side] < 0.2);
        }
    }
}

#[test]
fn the_table_model_is_the_advisors_model_at_the_lead_with_the_base_policys_card() {
    // Against a uniformly random opponent, the pone's kept-hand value is the advisor's expected
    // pegging at the lead for the card the base policy would lead: two separate computations
    // (hand against hand, and the walk over every holding at once) of one number.
    for (variant, size, step) in [(Variant::FiveCard, 3, 37), (Variant::SixCard, 4, 173)] {
        let one_series = variant == Variant::FiveCard;
        let uniform = uniform_keeps(size);
        for hand in kept_hands(size).iter().step_by(step) {
            let value = kept_hand_pegging(*hand, false, one_series, &uniform);
            let held = cards_of(*hand);
            let advice = Position::new(variant, &held, &[], None, &[])
                .expect("a lead")
                .with_opponent(Opponent::Uniform)
                .advise(Ranking::Expert);
            let lead = RankPlay::new(size as u8, one_series);
            let rank = base_choice(&lead, hand.mask()).expect("every card fits at the lead");
            let option = advice
                .options
                .iter()
                .find(|o| matches!(o.action, Action::Play(c) if c.rank().index() == usize::from(rank)))
                .expect("the base policy's lead is an option");
            assert!(
                (option.expected.own - value.own).abs() < 1e-9
                    && (option.expected.opponent - value.opponent).abs() < 1e-9,
                "{variant:?} {held:?}: advisor {:?}, table model {value:?}",
                option.expected
            );
        }
    }
}

#[test]
fn the_play_is_added_to_every_option_and_orders_them_on_request() {
    let dealt = cards("5H 5S JD KC 2D 9S");
    for (dealer, opponent) in [true, false].into_iter().flat_map(|dealer| {
        [Opponent::Inferred, Opponent::Uniform].map(|opponent| (dealer, opponent))
    }) {
        let options = recommend(&dealt, dealer, Variant::SixCard, CribModel::Expert).unwrap();
        let objective = Objective::Net;
        let by_net = with_play(
            options.clone(),
            dealer,
            Variant::SixCard,
            objective,
            opponent,
        );
        let ordered: Vec<_> = by_net.iter().map(|o| o.option.discard.clone()).collect();
        let given: Vec<_> = options.iter().map(|o| o.discard.clone()).collect();
        assert_eq!(ordered, given, "net keeps the order of the advice");
        let objective = Objective::NetWithPlay;
        let with = with_play(options, dealer, Variant::SixCard, objective, opponent);
        for pair in with.windows(2) {
            assert!(pair[0].net_with_play >= pair[1].net_with_play);
        }
        for option in &with {
            let keep = &option.option.keep;
            let play = play_value(keep, dealer, Variant::SixCard, opponent).unwrap();
            assert_eq!(option.play, play);
            assert!((option.net_with_play - option.option.net - play.net()).abs() < 1e-12);
            assert!(play.own > 0.0 && play.opponent > 0.0);
        }
    }
}

#[test]
fn the_dealer_pegs_more_than_the_pone_on_average() {
    // Published: the dealer about 3.5 a deal in the play, the pone about 2.1. Averaged over the
    // hands each role keeps in the expert model, both tables show the same order.
    for opponent in [Opponent::Inferred, Opponent::Uniform] {
        dealer_and_pone_means(opponent);
    }
}

fn dealer_and_pone_means(model: Opponent) {
    let mean = |dealer: bool, keeps: &[u64]| {
        let total: u64 = keeps.iter().sum();
        let (mut own, mut opponent) = (0.0, 0.0);
        for (hand, &n) in kept_hands(4).iter().zip(keeps) {
            let value = play_value(&cards_of(*hand), dealer, Variant::SixCard, model).unwrap();
            own += value.own * n as f64;
            opponent += value.opponent * n as f64;
        }
        (own / total as f64, opponent / total as f64)
    };
    let (dealer, against_dealer) = mean(true, &DEALER_KEEPS);
    let (pone, against_pone) = mean(false, &PONE_KEEPS);
    assert!(
        dealer > pone + 0.8,
        "{model:?}: dealer {dealer}, pone {pone}"
    );
    assert!((3.0..4.2).contains(&dealer), "{model:?}: dealer {dealer}");
    assert!((1.7..2.7).contains(&pone), "{model:?}: pone {pone}");
    assert!((against_dealer - pone).abs() < 0.3 && (against_pone - dealer).abs() < 0.3);
}

#[test]
fn three_and_four_players_have_a_sampled_play() {
    let dealt = cards("5H 5S JD KC 2D");
    for variant in [Variant::ThreePlayer, Variant::FourPlayer] {
        for dealer in [true, false] {
            let options = recommend(&dealt, dealer, variant, CribModel::Uniform).unwrap();
            let objective = Objective::NetWithPlay;
            let with = with_play(
                options.clone(),
                dealer,
                variant,
                objective,
                Opponent::Inferred,
            );
            assert_eq!(with.len(), 5, "one card to the crib: five ways");
            assert_eq!(
                with,
                with_play(options, dealer, variant, objective, Opponent::Uniform),
                "the play of three and four is sampled whatever the two-player model"
            );
            for option in &with {
                let error = option.play_standard_error.expect("sampled");
                assert!(error > 0.0 && error < 0.25, "{variant:?}: {error}");
                assert!(
                    (option.net_with_play - option.option.net - option.play.net()).abs() < 1e-9
                );
                // Someone pegs the last card: the table pegs at least a point a play.
                let table = if variant == Variant::ThreePlayer {
                    option.play.own + 2.0 * option.play.opponent
                } else {
                    option.play.own + option.play.opponent
                };
                assert!(table > 1.0, "{variant:?}: {table}");
            }
            for pair in with.windows(2) {
                assert!(pair[0].net_with_play >= pair[1].net_with_play);
            }
        }
        // The committed two-player table has no rows for them.
        assert_eq!(
            play_value(&dealt[..4], true, variant, Opponent::Inferred),
            None
        );
    }
}

/// The hand-and-crib keep counts are how the simple player keeps: on a sample of deals, every
/// rank hand it keeps is one those counts hold, and its keeps are far likelier under them than
/// under the expert's (whose discards also weigh the play).
#[test]
fn the_hand_and_crib_keeps_are_the_simple_players_keeps() {
    for dealer in [true, false] {
        let (plain, expert) = if dealer {
            (&hand_and_crib::DEALER_KEEPS, &DEALER_KEEPS)
        } else {
            (&hand_and_crib::PONE_KEEPS, &PONE_KEEPS)
        };
        let log_share = |counts: &[u64; 1820], i: usize| {
            let total: u64 = counts.iter().sum();
            // One deal added to every hand, so that a hand never kept does not give -inf.
            ((counts[i] + 1) as f64 / (total + 1820) as f64).ln()
        };
        let mut chance = Chance::new(2_500 + u64::from(dealer));
        let (mut under_plain, mut under_expert) = (0.0, 0.0);
        for _ in 0..300 {
            let six = chance.shuffled()[..6].to_vec();
            let option = simple::discard(&six, dealer, Variant::SixCard).expect("an option");
            let kept = Ranks::of(option.keep.iter().map(|c| c.rank().index() as u8));
            let i = kept_index(kept).expect("four ranks");
            assert!(plain[i] > 0, "{six:?}: the simple player keeps {kept:?}");
            under_plain += log_share(plain, i);
            under_expert += log_share(expert, i);
        }
        // The two keep alike more often than not, but on these seeds the simple player's
        // keeps are 0.16 (dealer) and 0.26 (pone) nats a deal likelier under its own counts.
        assert!(
            under_plain > under_expert + 30.0,
            "dealer {dealer}: {under_plain} against {under_expert}"
        );
    }
}
