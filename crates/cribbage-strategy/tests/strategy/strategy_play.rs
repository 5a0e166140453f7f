//! The play advisor: exact values on hand-checked endgames, and on random positions the same
//! sums as a card-by-card enumeration that plays every holding through the domain's `Play`.

use cribbage_strategy::card::Card;
use cribbage_strategy::card_set::CardSet;
use cribbage_strategy::pegging::{Action, Event, MAX_COUNT, Play, peg};
use cribbage_strategy::strategy::policy::{base_choice, base_key, greedy_choice};
use cribbage_strategy::strategy::ranks::RankPlay;
use cribbage_strategy::strategy::{Opponent, Position, Ranking};
use cribbage_strategy::variant::Variant;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

pub(crate) fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().expect("test card"))
        .collect()
}

fn card(text: &str) -> Card {
    text.parse().expect("test card")
}

pub(crate) fn events(text: &str) -> Vec<Event> {
    text.split_whitespace()
        .map(|t| Event {
            player: None,
            action: if t == "go" {
                Action::Go
            } else {
                Action::Play(card(t))
            },
        })
        .collect()
}

fn rank(card: Card) -> u8 {
    card.rank().index() as u8
}

/// A play seen from the player to act: the play after the events, in cards and in ranks; that
/// player; every card the opponent may hold (its goes rule out low ones); and how many it holds.
pub(crate) struct Turn {
    pub(crate) play: Play,
    pub(crate) ranks: RankPlay,
    pub(crate) me: usize,
    pub(crate) pool: Vec<Card>,
    pub(crate) theirs: usize,
}

/// The play after `events` as the player holding `hand` sees it.
pub(crate) fn turn(
    variant: Variant,
    hand: &[Card],
    events: &[Event],
    (starter, discards): (Option<Card>, &[Card]),
) -> Turn {
    let mut play = Play::new(variant, 2, None).expect("two players");
    let mut ranks = RankPlay::new(variant.hand_size() as u8, variant == Variant::FiveCard);
    let mut seen: CardSet = hand
        .iter()
        .chain(discards)
        .chain(&starter)
        .copied()
        .collect();
    let mut goes = Vec::new();
    for &event in events {
        let (who, count) = (play.next_player().expect("not over"), play.count());
        play.apply(event).expect("a possible play");
        match event.action {
            Action::Play(card) => {
                seen.insert(card);
                ranks.lay(rank(card));
            }
            Action::Go => {
                goes.push((who, count));
                ranks.go();
            }
        }
    }
    let me = play.next_player().expect("not over");
    // A go at count c says every card the opponent held was worth more than 31 - c.
    let floor = goes
        .iter()
        .filter(|&&(who, _)| who != me)
        .map(|&(_, count)| MAX_COUNT + 1 - count)
        .max()
        .unwrap_or(1);
    let pool: Vec<Card> = seen.rest().iter().filter(|c| c.value() >= floor).collect();
    let theirs = play.cards_left(1 - me);
    Turn {
        play,
        ranks,
        me,
        pool,
        theirs,
    }
}

/// Per option of the player to act: its action and the points each side pegs from it to the
/// end of the play, summed over every card set the opponent may hold times its `weight`, and
/// the weights' sum (with weight 1, how many card sets there are). Every holding is played
/// card by card through the domain's `Play`; the choices follow the base policy on a rank play
/// kept beside it.
fn brute_force(
    variant: Variant,
    hand: &[Card],
    events: &[Event],
    known: (Option<Card>, &[Card]),
    weight: &dyn Fn(&[Card]) -> f64,
) -> Vec<(Action, f64, f64, f64)> {
    let Turn {
        play,
        ranks,
        me,
        pool,
        theirs,
    } = turn(variant, hand, events, known);
    options(&play, hand)
        .into_iter()
        .map(|action| {
            let (mut own, mut opponent, mut sets) = (0.0, 0.0, 0.0);
            for holding in combinations(&pool, theirs) {
                let w = weight(&holding);
                let totals = play_out(&play, ranks, me, hand, &holding, action);
                own += w * totals[me] as f64;
                opponent += w * totals[1 - me] as f64;
                sets += w;
            }
            (action, own, opponent, sets)
        })
        .collect()
}

/// Every card of `hand` that fits, or a go.
pub(crate) fn options(play: &Play, hand: &[Card]) -> Vec<Action> {
    let mut actions: Vec<Action> = hand
        .iter()
        .filter(|c| play.count() + c.value() <= MAX_COUNT)
        .map(|&c| Action::Play(c))
        .collect();
    if actions.is_empty() {
        actions.push(Action::Go);
    }
    actions
}

/// The points each player pegs from `action` to the end of the play, both hands known.
fn play_out(
    play: &Play,
    mut ranks: RankPlay,
    me: usize,
    mine: &[Card],
    theirs: &[Card],
    action: Action,
) -> [u64; 2] {
    let mut play = play.clone();
    let before: Vec<u32> = play.totals().to_vec();
    let mut hands = [Vec::new(), Vec::new()];
    hands[me] = mine.to_vec();
    hands[1 - me] = theirs.to_vec();
    let mut next = Some(action);
    while !play.is_over() {
        let actor = play.next_player().expect("not over");
        let action = next.take().unwrap_or_else(|| {
            let held = hands[actor].iter().fold(0u16, |m, &c| m | 1 << rank(c));
            match base_choice(&ranks, held) {
                Some(r) => {
                    let card = *hands[actor].iter().find(|&&c| rank(c) == r).expect("held");
                    Action::Play(card)
                }
                None => Action::Go,
            }
        });
        match action {
            Action::Play(card) => {
                hands[actor].retain(|&c| c != card);
                ranks.lay(rank(card));
            }
            Action::Go => {
                ranks.go();
            }
        }
        play.apply(Event {
            player: None,
            action,
        })
        .expect("a legal action");
    }
    [0, 1].map(|p| u64::from(play.totals()[p] - before[p]))
}

/// Every `k`-card subset of `pool`.
pub(crate) fn combinations(pool: &[Card], k: usize) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    let mut chosen: Vec<usize> = (0..k).collect();
    if k > pool.len() {
        return out;
    }
    loop {
        out.push(chosen.iter().map(|&i| pool[i]).collect());
        let Some(i) = (0..k).rev().find(|&i| chosen[i] != i + pool.len() - k) else {
            return out;
        };
        chosen[i] += 1;
        for j in i + 1..k {
            chosen[j] = chosen[j - 1] + 1;
        }
    }
}

/// Checks the advice against the card-by-card enumeration, option by option.
fn agrees_with_brute_force(
    variant: Variant,
    hand: &[Card],
    events: &[Event],
    starter: Option<Card>,
    discards: &[Card],
) {
    let position = Position::new(variant, hand, events, starter, discards)
        .expect("a possible position")
        .with_opponent(Opponent::Uniform);
    let advice = position.advise(Ranking::Expert);
    let expected = brute_force(variant, hand, events, (starter, discards), &|_| 1.0);
    assert_eq!(advice.options.len(), expected.len());
    for (action, own, opponent, sets) in expected {
        let option = advice
            .options
            .iter()
            .find(|o| o.action == action)
            .expect("every legal action is an option");
        let got = &option.expected;
        assert_eq!(
            (got.own_points, got.opponent_points, got.outcomes),
            (own, opponent, sets),
            "{action:?} after {events:?} holding {hand:?}"
        );
        assert!((got.own - own / sets).abs() < 1e-12);
    }
    let best = advice.options[0].expected.net_points();
    assert!(
        advice
            .options
            .iter()
            .all(|o| o.expected.net_points() <= best)
    );
    assert_eq!(advice.recommended, advice.options[0].action);
}

#[test]
fn one_card_each_the_dealer_pegs_last_card_and_any_fifteen_or_pair() {
    // After 5 5 5 5 K A (31), the pone leads its last card, a 9; the dealer's last card always
    // fits: one for last card, and 2 more if it is a 6 (fifteen) or a 9 (pair). Unseen: 52 less
    // the 6 played and the 9 = 45 cards, 4 sixes and 3 nines.
    let position = Position::new(
        Variant::SixCard,
        &cards("9S"),
        &events("5S 5H 5D 5C KS AH"),
        None,
        &[],
    )
    .expect("a possible position")
    .with_opponent(Opponent::Uniform);
    let advice = position.advise(Ranking::Expert);
    assert_eq!(advice.options.len(), 1);
    let expected = advice.options[0].expected;
    assert_eq!(expected.outcomes, 45.0);
    assert_eq!(expected.own_points, 0.0);
    assert_eq!(expected.opponent_points, f64::from(45 + 2 * 7));
    assert!((expected.opponent - 59.0 / 45.0).abs() < 1e-12);
}

#[test]
fn five_card_thirty_one_goes_to_whoever_holds_the_ace() {
    // Five-card: K Q laid (20), the pone holds A and 10. Laying the 10 makes 30: the dealer
    // pegs 31 with an ace if it holds one (3 aces among 48 unseen, two cards), else it says go
    // and the pone's ace makes 31. The play is one series: then it is over.
    let position = Position::new(
        Variant::FiveCard,
        &cards("AH 10H"),
        &events("KS QS"),
        None,
        &[],
    )
    .expect("a possible position")
    .with_opponent(Opponent::Uniform);
    let advice = position.advise(Ranking::Expert);
    let ten = advice
        .options
        .iter()
        .find(|o| o.action == Action::Play(card("10H")))
        .expect("the ten fits");
    let sets = 48 * 47 / 2;
    let without_ace = 45 * 44 / 2;
    assert_eq!(ten.expected.outcomes, sets as f64);
    assert_eq!(ten.expected.own_points, (2 * without_ace) as f64);
    assert_eq!(
        ten.expected.opponent_points,
        (2 * (sets - without_ace)) as f64
    );
}

#[test]
fn a_go_said_by_the_opponent_rules_out_the_cards_that_fitted() {
    // K Q 9 make 29 and the dealer says go: its three cards are all threes or higher. Unseen:
    // 52 less the 3 laid and the pone's 2H 3H is 47; less the 4 aces and the other 3 twos, 40.
    let (hand, play) = (cards("2H 3H"), events("KS QS 9D go"));
    let position = Position::new(Variant::SixCard, &hand, &play, None, &[])
        .expect("a possible position")
        .with_opponent(Opponent::Uniform);
    let sets: u64 = position.holdings().iter().map(|h| h.weight as u64).sum();
    assert_eq!(sets, 40 * 39 * 38 / 6);
    agrees_with_brute_force(Variant::SixCard, &hand, &play, None, &[]);
}

#[test]
fn two_cards_each_at_a_known_count_match_the_enumeration() {
    agrees_with_brute_force(
        Variant::SixCard,
        &cards("7C 8C"),
        &events("4H 4S 10D 3C"),
        Some(card("JH")),
        &cards("KD KS"),
    );
    agrees_with_brute_force(
        Variant::SixCard,
        &cards("2C AC"),
        &events("10H 10S 5D 4C"),
        None,
        &[],
    );
}

#[test]
fn the_lead_matches_the_enumeration_of_every_four_card_holding() {
    agrees_with_brute_force(
        Variant::SixCard,
        &cards("4H 5S 10D KC"),
        &[],
        Some(card("7S")),
        &cards("2C 9D"),
    );
}

#[test]
fn greedy_orders_by_points_now_then_the_lowest_card() {
    let position = Position::new(
        Variant::SixCard,
        &cards("KC 5S 3D 3H"),
        &events("10H"),
        None,
        &[],
    )
    .expect("a possible position")
    .with_opponent(Opponent::Uniform);
    let advice = position.advise(Ranking::Greedy);
    let order: Vec<Action> = advice.options.iter().map(|o| o.action).collect();
    assert_eq!(
        order,
        [
            Action::Play(card("5S")),
            Action::Play(card("3H")),
            Action::Play(card("3D")),
            Action::Play(card("KC")),
        ]
    );
    assert_eq!(advice.options[0].points, 2);
}

/// A small seeded generator for random positions.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A deal and a random legal play of at most `prefix` events: at each turn a random card that
/// fits, or a go when none does.
fn random_play(seed: u64, variant: Variant, prefix: usize) -> (Vec<Card>, Play, Vec<Event>) {
    let mut rng = SplitMix(seed);
    let mut deck: Vec<Card> = Card::deck().collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let size = variant.hand_size();
    let hands = vec![deck[..size].to_vec(), deck[size..2 * size].to_vec()];
    let mut play = Play::new(variant, 2, Some(hands)).expect("two hands");
    let mut events = Vec::new();
    while events.len() < prefix {
        let Some(actor) = play.next_player() else {
            break;
        };
        let held = play.held(actor).expect("hands known");
        let fits: Vec<Card> = held
            .into_iter()
            .filter(|c| play.count() + c.value() <= MAX_COUNT)
            .collect();
        let action = if fits.is_empty() {
            Action::Go
        } else {
            Action::Play(fits[rng.below(fits.len())])
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

/// What the player to act sees: its cards, the play, maybe the starter and its discards.
struct Seen {
    hand: Vec<Card>,
    events: Vec<Event>,
    starter: Option<Card>,
    discards: Vec<Card>,
}

/// A random position: a random play of `prefix` events that has not ended, the player to
/// act's cards, and maybe the starter and some of the player's discards.
fn random_position(seed: u64, variant: Variant, prefix: usize) -> Option<Seen> {
    let (deck, play, events) = random_play(seed, variant, prefix);
    let me = play.next_player()?;
    let hand = play.held(me)?;
    let size = variant.hand_size();
    let extra = (seed >> 60) as usize;
    let starter = (extra & 1 == 0).then(|| deck[2 * size]);
    let discards = deck[2 * size + 1..2 * size + 1 + (extra >> 1) % 3].to_vec();
    Some(Seen {
        hand,
        events,
        starter,
        discards,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_advice_sums_equal_a_card_by_card_enumeration(
        seed in any::<u64>(),
        five_card in any::<bool>(),
        prefix in 2usize..8,
    ) {
        let variant = if five_card { Variant::FiveCard } else { Variant::SixCard };
        let Some(seen) = random_position(seed, variant, prefix) else {
            // Counted by proptest as a rejected case, not passed: too many and it fails.
            return Err(TestCaseError::reject("no usable position from this seed"));
        };
        agrees_with_brute_force(variant, &seen.hand, &seen.events, seen.starter, &seen.discards);
    }

    #[test]
    fn the_rank_play_follows_the_play_state_machine_event_by_event(
        seed in any::<u64>(),
        five_card in any::<bool>(),
    ) {
        let variant = if five_card { Variant::FiveCard } else { Variant::SixCard };
        let (_, _, events) = random_play(seed, variant, 99);
        let mut play = Play::new(variant, 2, None).expect("two players");
        let mut ranks = RankPlay::new(variant.hand_size() as u8, five_card);
        let mut totals = [0u32; 2];
        for event in events {
            play.apply(event).expect("legal");
            let pegged = match event.action {
                Action::Play(card) => ranks.lay(rank(card)),
                Action::Go => ranks.go(),
            };
            totals[0] += u32::from(pegged[0]);
            totals[1] += u32::from(pegged[1]);
            prop_assert_eq!(play.count(), ranks.count());
            prop_assert_eq!(play.is_over(), ranks.is_over());
            prop_assert_eq!(play.totals(), &totals[..]);
            if let Some(next) = play.next_player() {
                prop_assert_eq!(next, ranks.turn());
            }
            let series: Vec<u8> = play.series().iter().map(|&c| rank(c)).collect();
            prop_assert_eq!(&series[..], ranks.series());
            prop_assert_eq!([play.cards_left(0), play.cards_left(1)].map(|n| n as u8),
                [ranks.left(0), ranks.left(1)]);
        }
    }

    #[test]
    fn the_base_policy_weighs_points_now_against_the_reply_as_documented(
        seed in any::<u64>(),
        prefix in 0usize..7,
    ) {
        let Some(Seen { hand, events, .. }) = random_position(seed, Variant::SixCard, prefix) else {
            // Counted by proptest as a rejected case, not passed: too many and it fails.
            return Err(TestCaseError::reject("no usable position from this seed"));
        };
        let mut play = Play::new(Variant::SixCard, 2, None).expect("two players");
        let mut ranks = RankPlay::new(4, false);
        let mut laid = Vec::new();
        for event in &events {
            play.apply(*event).expect("legal");
            match event.action {
                Action::Play(card) => { ranks.lay(rank(card)); laid.push(card); }
                Action::Go => { ranks.go(); }
            }
        }
        let me = play.next_player().expect("not over");
        let replies = play.cards_left(1 - me) > 0 && !events_say_go_this_series(&play, &events, 1 - me);
        for &card in hand.iter().filter(|c| play.count() + c.value() <= MAX_COUNT) {
            // Straight from the documentation, with the domain's scorer: points now times the
            // cards not yet laid, less each unlaid rank's count times what it scores on top.
            let now: i32 = peg(play.series(), card).iter().map(|i| i32::from(i.points)).sum();
            let after = play.count() + card.value();
            let unlaid = 52 - laid.len() as i32 - 1;
            let mut danger = 0;
            if replies && after < MAX_COUNT {
                let mut series = play.series().to_vec();
                series.push(card);
                for r in 0..13u8 {
                    // Any card of rank r stands for the rank; pick one not yet laid.
                    let laid_of_r = laid.iter().chain([&card]).filter(|c| rank(**c) == r).count() as i32;
                    let stand_in = Card::deck().find(|c| rank(*c) == r && !series.contains(c));
                    let Some(reply) = stand_in else { continue };
                    if after + reply.value() > MAX_COUNT { continue; }
                    let points: i32 = peg(&series, reply).iter().map(|i| i32::from(i.points)).sum();
                    danger += (4 - laid_of_r) * points;
                }
            }
            let key = base_key(&ranks, rank(card));
            prop_assert_eq!(key >> 8, now * unlaid - danger, "{:?} on {:?}", card, play.series());
        }
        let held = hand.iter().fold(0u16, |m, &c| m | 1 << rank(c));
        let choice = base_choice(&ranks, held);
        let greedy = greedy_choice(&ranks, held);
        prop_assert_eq!(choice.is_none(), greedy.is_none());
    }
}

/// Whether `player` has said go in the current series (the play only says whose turn it is).
fn events_say_go_this_series(play: &Play, events: &[Event], player: usize) -> bool {
    let mut replay = Play::new(Variant::SixCard, 2, None).expect("two players");
    let mut said = false;
    for event in events {
        let who = replay.next_player().expect("not over");
        let outcome = replay.apply(*event).expect("legal");
        if outcome.series_closed {
            said = false;
        } else if event.action == Action::Go && who == player {
            said = true;
        }
    }
    debug_assert_eq!(replay.count(), play.count());
    said
}
