//! The play at a table of three or four: the rank play follows the domain's `Play`, the sampled
//! advice agrees with an exact card-by-card enumeration where one is small enough to run, and
//! the answer keeps its own books (sides, nets, the same answer twice).

use cribbage_strategy::card::Card;
use cribbage_strategy::card_set::CardSet;
use cribbage_strategy::pegging::{Action, Event, EventSlot, MAX_COUNT, Play};
use cribbage_strategy::strategy::policy::base_choice;
use cribbage_strategy::strategy::ranks::RankPlay;
use cribbage_strategy::strategy::selfplay::Chance;
use cribbage_strategy::strategy::{AdviceRequest, Ranking, Seated};
use cribbage_strategy::variant::Variant;
use proptest::prelude::*;

fn rank(card: Card) -> u8 {
    card.rank().index() as u8
}

fn variant_of(players: usize) -> Variant {
    if players == 3 {
        Variant::ThreePlayer
    } else {
        Variant::FourPlayer
    }
}

/// A random play of `players` from a shuffled pack, stopped after `prefix` events: the pack
/// (hands are dealt four each from the top), the play and its events.
fn random_play(seed: u64, players: usize, prefix: usize) -> (Vec<Card>, Play, Vec<Event>) {
    let mut chance = Chance::new(seed);
    let deck = chance.shuffled();
    let hands: Vec<Vec<Card>> = (0..players)
        .map(|p| deck[4 * p..4 * p + 4].to_vec())
        .collect();
    let mut play = Play::new(variant_of(players), players, Some(hands)).expect("hands");
    let mut events = Vec::new();
    while events.len() < prefix {
        let Some(actor) = play.next_player() else {
            break;
        };
        let fits: Vec<Card> = (play.held(actor).expect("hands known").into_iter())
            .filter(|c| play.count() + c.value() <= MAX_COUNT)
            .collect();
        let action = if fits.is_empty() {
            Action::Go
        } else {
            Action::Play(fits[chance.below(fits.len())])
        };
        let event = Event {
            player: None,
            action,
        };
        play.apply(event).expect("a legal action");
        events.push(event);
    }
    (deck, play, events)
}

fn request(variant: Variant, hand: &[Card], events: &[Event], starter: Card) -> AdviceRequest {
    AdviceRequest {
        variant: Some(variant),
        hand: hand.iter().map(|&c| Ok(c)).collect(),
        events: (events.iter()).map(|&e| EventSlot::from(e)).collect(),
        starter: Some(Ok(starter)),
        discards: Vec::new(),
        board: None,
        player: None,
        opponent: None,
        history: Vec::new(),
    }
}

fn rank_play_follows<const N: usize>(seed: u64) -> Result<(), TestCaseError> {
    let (_, _, events) = random_play(seed, N, 99);
    let mut play = Play::new(variant_of(N), N, None).expect("players");
    let mut ranks = RankPlay::<N>::with_players(4, false);
    let mut totals = [0u32; N];
    for event in events {
        play.apply(event).expect("legal");
        let pegged = match event.action {
            Action::Play(card) => ranks.lay(rank(card)),
            Action::Go => ranks.go(),
        };
        for (total, now) in totals.iter_mut().zip(pegged) {
            *total += u32::from(now);
        }
        prop_assert_eq!(play.count(), ranks.count());
        prop_assert_eq!(play.is_over(), ranks.is_over());
        prop_assert_eq!(play.totals(), &totals[..]);
        if let Some(next) = play.next_player() {
            prop_assert_eq!(next, ranks.turn());
        }
        for p in 0..N {
            prop_assert_eq!(play.cards_left(p) as u8, ranks.left(p));
        }
    }
    prop_assert!(ranks.is_over());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_rank_play_of_three_and_four_follows_the_play_state_machine(seed in any::<u64>()) {
        rank_play_follows::<3>(seed)?;
        rank_play_follows::<4>(seed)?;
    }

    #[test]
    fn every_answer_keeps_its_books(seed in any::<u64>(), four in any::<bool>(), prefix in 0usize..12) {
        let players = if four { 4 } else { 3 };
        let (deck, play, events) = random_play(seed, players, prefix);
        let Some(me) = play.next_player() else {
            return Err(TestCaseError::reject("the play is over"));
        };
        let hand = play.held(me).expect("hands known");
        let starter = deck[51];
        let asked = request(variant_of(players), &hand, &events, starter);
        let advice = match asked.seat().expect("a position the play reached") {
            Seated::Three(table) => table.advise(Ranking::Expert),
            Seated::Four(table) => table.advise(Ranking::Expert),
            Seated::Two(_) => unreachable!("three or four players"),
        };
        prop_assert_eq!(advice.player, me);
        prop_assert_eq!(advice.recommended, advice.options[0].action);
        let fitting = hand.iter().filter(|c| play.count() + c.value() <= MAX_COUNT).count();
        prop_assert_eq!(advice.options.len(), fitting.max(1));
        for option in &advice.options {
            let e = &option.expected;
            let others: Vec<usize> = (0..players).filter(|&p| {
                !(p == me || (players == 4 && p == (me + 2) % 4))
            }).collect();
            let own: f64 = (0..players).filter(|p| !others.contains(p)).map(|p| e.players[p]).sum();
            let theirs: f64 = others.iter().map(|&p| e.players[p]).sum::<f64>()
                / if players == 3 { 2.0 } else { 1.0 };
            prop_assert!((e.own - own).abs() < 1e-9);
            prop_assert!((e.opponent - theirs).abs() < 1e-9);
            prop_assert!((e.net - (own - theirs)).abs() < 1e-9);
            prop_assert!(e.net_standard_error >= 0.0);
            // Every line ends the play: someone pegs at least the last card's point.
            prop_assert!(e.players.iter().sum::<f64>() >= 1.0 - 1e-9);
        }
        for pair in advice.options.windows(2) {
            prop_assert!(pair[0].expected.net >= pair[1].expected.net - 1e-9);
        }
        let again = match asked.seat().expect("the same position") {
            Seated::Three(table) => table.advise(Ranking::Expert),
            Seated::Four(table) => table.advise(Ranking::Expert),
            Seated::Two(_) => unreachable!("three or four players"),
        };
        prop_assert_eq!(advice, again);
    }
}

/// The exact expected net of each rank the player may lay, over every pair of cards the two
/// others may hold (one each), each played through the domain's `Play` with the base policy's
/// choices: (rank, net).
fn exact_nets(hand: &[Card], events: &[Event], starter: Card, me: usize) -> Vec<(u8, f64)> {
    let seen: CardSet = hand
        .iter()
        .copied()
        .chain([starter])
        .chain(events.iter().filter_map(|e| match e.action {
            Action::Play(card) => Some(card),
            Action::Go => None,
        }))
        .collect();
    // Replay once to learn each player's floor from its goes.
    let mut replay = Play::new(Variant::ThreePlayer, 3, None).expect("three");
    let mut floors = [1u8; 3];
    for event in events {
        let count = replay.count();
        let outcome = replay.apply(*event).expect("legal");
        if outcome.action == Action::Go {
            floors[outcome.player] = floors[outcome.player].max(32 - count);
        }
    }
    let others: Vec<usize> = (0..3).filter(|&p| p != me).collect();
    let mut fitting: Vec<Card> = (hand.iter().copied())
        .filter(|c| replay.count() + c.value() <= MAX_COUNT)
        .collect();
    fitting.sort();
    fitting.dedup_by_key(|c| c.rank());
    let mut nets = Vec::new();
    for mine in fitting {
        let (mut sum, mut lines) = (0i64, 0i64);
        for a in seen
            .rest()
            .iter()
            .filter(|c| c.value() >= floors[others[0]])
        {
            for b in seen
                .rest()
                .iter()
                .filter(|c| *c != a && c.value() >= floors[others[1]])
            {
                let mut hands = vec![Vec::new(); 3];
                hands[me] = hand.to_vec();
                hands[others[0]] = vec![a];
                hands[others[1]] = vec![b];
                let mut play = Play::new(Variant::ThreePlayer, 3, None).expect("three");
                let mut ranks = RankPlay::<3>::with_players(4, false);
                for event in events {
                    play.apply(*event).expect("legal");
                    match event.action {
                        Action::Play(card) => ranks.lay(rank(card)),
                        Action::Go => ranks.go(),
                    };
                }
                let before = play.totals().to_vec();
                let mut first = Some(mine);
                while let Some(actor) = play.next_player() {
                    let held: Vec<Card> = hands[actor].clone();
                    let choice = first.take().or_else(|| {
                        let mask = held.iter().fold(0u16, |m, &c| m | 1 << rank(c));
                        base_choice(&ranks, mask)
                            .map(|r| *held.iter().find(|c| rank(**c) == r).expect("held"))
                    });
                    let action = match choice {
                        Some(card) => {
                            hands[actor].retain(|&c| c != card);
                            ranks.lay(rank(card));
                            Action::Play(card)
                        }
                        None => {
                            ranks.go();
                            Action::Go
                        }
                    };
                    play.apply(Event {
                        player: Some(actor),
                        action,
                    })
                    .expect("legal");
                }
                let gained: Vec<i64> = (play.totals().iter().zip(&before))
                    .map(|(a, b)| i64::from(*a) - i64::from(*b))
                    .collect();
                sum += 2 * gained[me] - gained[others[0]] - gained[others[1]];
                lines += 1;
            }
        }
        nets.push((rank(mine), sum as f64 / (2 * lines) as f64));
    }
    nets
}

#[test]
fn the_sampled_advice_agrees_with_the_exact_expectation_late_in_the_play() {
    let mut checked = 0;
    for seed in 0..400u64 {
        let (deck, play, events) = random_play(seed, 3, 8);
        let Some(me) = play.next_player() else {
            continue;
        };
        // One card left for each of the others, and a choice to make.
        let others_left: Vec<usize> = (0..3)
            .filter(|&p| p != me)
            .map(|p| play.cards_left(p))
            .collect();
        let hand = play.held(me).expect("hands known");
        let fitting = hand
            .iter()
            .filter(|c| play.count() + c.value() <= MAX_COUNT)
            .count();
        if others_left != [1, 1] || fitting < 2 {
            continue;
        }
        let starter = deck[51];
        let Ok(Seated::Three(table)) =
            request(Variant::ThreePlayer, &hand, &events, starter).seat()
        else {
            panic!("seed {seed}: a position the play reached");
        };
        let advice = table.advise(Ranking::Expert);
        for (r, exact) in exact_nets(&hand, &events, starter, me) {
            let option = (advice.options.iter())
                .find(|o| matches!(o.action, Action::Play(c) if rank(c) == r))
                .expect("every fitting rank is an option");
            let error = option.expected.net_standard_error;
            assert!(
                (option.expected.net - exact).abs() <= 4.5 * error + 1e-9,
                "seed {seed}, rank {r}: sampled {} ± {error}, exact {exact}",
                option.expected.net
            );
        }
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} positions checked");
}

/// The race of three solved from counted deals agrees with games drawn from the same deals,
/// each seat's deal drawn independently for its role, as the model says: the solver's
/// bookkeeping (roles moving on every deal, the play before the show, the show's order) is
/// what this checks.
#[test]
fn the_race_of_three_agrees_with_games_drawn_from_its_own_deals() {
    use cribbage_strategy::strategy::table::deal::{TablePolicy, play_table_deal};
    use cribbage_strategy::strategy::table::race::{Race, RaceCounts, RaceSeat};
    let mut chance = Chance::new(21);
    let mut counts = RaceCounts::default();
    // Per deal, each role's (play, show), the dealer's with his heels and the crib.
    let mut pool: Vec<[(u32, u32); 3]> = Vec::new();
    for i in 0..3_000 {
        let deal = play_table_deal(
            Variant::ThreePlayer,
            &[TablePolicy::Base; 3],
            i % 3,
            &mut chance,
        )
        .expect("three players");
        counts.add(&deal);
        let mut roles = [(0, 0); 3];
        for (seat, role) in (0..3).map(|s| (s, (s + 2 - deal.dealer) % 3)) {
            let play: u32 = deal.pegs.iter().filter(|p| p.0 == seat).map(|p| p.1).sum();
            roles[role] = (play, deal.shows[seat]);
        }
        roles[2].0 += deal.his_heels;
        roles[2].1 += deal.crib_total;
        pool.push(roles);
    }
    let race = Race::solve(121, &counts.deals(), &[30, 60, 90]);
    for (scores, dealer) in [([0u32, 0, 0], 0usize), ([90, 100, 95], 1)] {
        let seats = std::array::from_fn(|s| RaceSeat {
            need: (121 - scores[s]) as usize,
            role: (s + 2 - dealer) % 3,
        });
        let table = race.outlook(seats, 121);
        let games = 20_000;
        let mut wins = [0.0f64; 3];
        for _ in 0..games {
            let (mut score, mut dealing) = (scores, dealer);
            'game: loop {
                let got: [(u32, u32); 3] =
                    std::array::from_fn(|s| pool[chance.below(pool.len())][(s + 2 - dealing) % 3]);
                let reached: Vec<usize> = (0..3).filter(|&s| score[s] + got[s].0 >= 121).collect();
                if !reached.is_empty() {
                    for &s in &reached {
                        wins[s] += 1.0 / reached.len() as f64;
                    }
                    break 'game;
                }
                for s in 0..3 {
                    score[s] += got[s].0;
                }
                for s in (1..=3).map(|k| (dealing + k) % 3) {
                    score[s] += got[s].1;
                    if score[s] >= 121 {
                        wins[s] += 1.0;
                        break 'game;
                    }
                }
                dealing = (dealing + 1) % 3;
            }
        }
        for s in 0..3 {
            let share = wins[s] / f64::from(games);
            let error = (share * (1.0 - share) / f64::from(games)).sqrt().max(1e-3);
            assert!(
                (share - table[s].win).abs() < 4.5 * error,
                "{scores:?}, dealer {dealer}, seat {s}: table {}, games {share}",
                table[s].win
            );
        }
        let total: f64 = table.iter().map(|o| o.win).sum();
        assert!((total - 1.0).abs() < 1e-9);
    }
}

/// A deal of four as the position table counts it: the sides' totals are the seats' totals.
#[test]
fn a_deal_of_four_counts_each_side_s_points() {
    use cribbage_strategy::strategy::board::DealPath;
    use cribbage_strategy::strategy::table::deal::{TablePolicy, play_table_deal};
    let mut chance = Chance::new(4);
    for i in 0..200 {
        let deal = play_table_deal(
            Variant::FourPlayer,
            &[TablePolicy::Base; 4],
            i % 4,
            &mut chance,
        )
        .expect("four players");
        let (path, shows) = DealPath::of_sides(&deal);
        let seats = deal.totals();
        let dealer_side = seats[deal.dealer] + seats[(deal.dealer + 2) % 4];
        let other_side = seats[(deal.dealer + 1) % 4] + seats[(deal.dealer + 3) % 4];
        assert_eq!(path.totals(), [dealer_side, other_side], "deal {i}");
        assert_eq!(shows[2], deal.crib_total);
        // Every point of the play was pegged by somebody: at least the last card's.
        assert!(deal.pegs.iter().map(|p| p.1).sum::<u32>() >= 1);
    }
}
