//! Game reviews (`POST /v1/games/review`, `domain::review::review`) of self-play games, as logged
//! and then mangled: one self-play game an input (six-card or five-card, any two policies, a seed,
//! maybe a deliberate poor discard), turned into its log (`GameRecord::hands`), then changed by up
//! to eight mutations (a dealt card replaced by any card or by a text that may not be a card, a
//! seat's `dealt` or a hand's `dealt` dropped, the seats' `dealt` swapped, a hand's events cut
//! short, a hand's dealer changed, the log cut after a hand) and reviewed to a target of the
//! variant's or 1..=300, either whole or a window of at most three hands taken up mid-game (the
//! first with the scores it started from: a review under ASan takes about 0.15 s a hand). Half
//! the inputs go through the JSON edge: the body is written, parsed as `ScoreGameRequest`,
//! validated and turned into deals with `.deals()`, which must be the deals the domain was given
//! (each with the game's target), and those are reviewed.
//!
//! Invariants: nothing panics; self-play never fails; the log of a game as played (no mutation, its
//! own target) is reviewed, with the self-play scores, over with the self-play winner exactly when
//! it holds the last hand; a refusal lists at least one problem; a review's decisions are each
//! hand's discards (the pone's first) and play in order, each `chosen` is among its `options` (a
//! discard is what the seat was dealt less what it kept, a card or go is the logged one), `best` is
//! the first option, `forced` exactly when there is one option, every loss is at least −1e-9 and is
//! the best option's value less the chosen one's on both scales, the verdict is the one
//! `THRESHOLDS` give the loss on the decision's scale (a chance scale always with a chance loss),
//! every chance (options, hands, end) is in [0, 1]; no decision comes after the game was won; each
//! seat's totals are its decisions', and both accounts add up within 1e-6: margin.final = start +
//! baseline + luck − own_losses + opponent_losses + rules + game_end, chance.result = start + luck
//! − own_losses + opponent_losses, each seat's own losses are the opponent's `opponent_losses`,
//! luck.total is deal + starter + play, and the hands' parts add up to the game's luck.
#![no_main]

use std::cell::RefCell;
use std::collections::HashMap;

use arbitrary::Arbitrary;
use cribbage_api::api::json::parse;
use cribbage_api::api::wire::game::ScoreGameRequest;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::game::GameProblems;
use cribbage_api::domain::pegging::EventAction;
use cribbage_api::domain::review::{Choice, Review, Scale, THRESHOLDS, Verdict, review};
use cribbage_api::domain::round::{DealInput, Phase, Reason};
use cribbage_api::domain::strategy::selfplay::{GameRecord, Policy, Slip, play_game_with};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use validator::Validate;

/// Texts put in place of a dealt card: not cards, or cards in an unusual spelling.
const TEXTS: [&str; 12] = [
    "",
    "ZZ",
    "11H",
    "5HH",
    "1",
    "10",
    "AX",
    "joker",
    " 5H",
    "10d",
    "q\u{2667}",
    "T\u{2665}",
];

#[derive(Debug, Arbitrary)]
enum Mutation {
    /// Seat `seat`'s `index`-th dealt card of hand `hand` becomes card `card % 52`.
    Card {
        hand: u8,
        seat: u8,
        index: u8,
        card: u8,
    },
    /// The same card becomes `TEXTS[text]`.
    Text {
        hand: u8,
        seat: u8,
        index: u8,
        text: u8,
    },
    /// A seat's `dealt` left out of the list.
    DropSeat { hand: u8, seat: u8 },
    /// A hand without `dealt`.
    DropDealt { hand: u8 },
    /// The seats' `dealt` the other way round.
    Swap { hand: u8 },
    /// The hand's play cut to its first `keep` events.
    Truncate { hand: u8, keep: u8 },
    /// Another dealer (0..=3: seats 2 and 3 do not exist).
    Dealer { hand: u8, dealer: u8 },
    /// The log cut after its first `1 + keep` hands (an unfinished game).
    Hands { keep: u8 },
}

#[derive(Debug, Arbitrary)]
struct Input {
    five_card: bool,
    /// Each seat's policy, `Policy::ALL[p % Policy::ALL.len()]`.
    policies: [u8; 2],
    first_dealer: bool,
    seed: u32,
    /// A deliberate poor discard: (deal % 8, seat).
    slip: Option<(u8, bool)>,
    /// `None`: the variant's target; `Some(t)`: `1 + t % 300`.
    target: Option<u16>,
    /// `None`: the whole game; `Some(w)`: at most `WINDOW` hands from hand `w % hands`, the
    /// first with the scores it started from (a log taken up mid-game; much faster to review).
    window: Option<u8>,
    /// Through the JSON edge.
    json: bool,
    /// Last, so that its length is the input's (`fuzz/make_seeds.py` spells the layout).
    mutations: Vec<Mutation>,
}

/// Hands a window of the game holds at most.
const WINDOW: usize = 3;

type GameKey = (bool, [u8; 2], bool, u32, Option<(u8, bool)>);

thread_local! {
    /// Self-play games already played: libFuzzer mostly changes the mutations, and a game is a
    /// function of its key.
    static GAMES: RefCell<HashMap<GameKey, GameRecord>> = RefCell::new(HashMap::new());
}

fn game(input: &Input, variant: Variant) -> GameRecord {
    let policies = input
        .policies
        .map(|p| Policy::ALL[usize::from(p) % Policy::ALL.len()]);
    let slip = input.slip.map(|(deal, seat)| Slip {
        deal: usize::from(deal % 8),
        seat: usize::from(seat),
    });
    let key = (
        input.five_card,
        input.policies.map(|p| p % 4),
        input.first_dealer,
        input.seed,
        input.slip.map(|(d, s)| (d % 8, s)),
    );
    if let Some(record) = GAMES.with(|g| g.borrow().get(&key).cloned()) {
        return record;
    }
    let record = play_game_with(
        variant,
        policies,
        usize::from(input.first_dealer),
        u64::from(input.seed),
        slip,
    )
    .expect("self-play never fails");
    GAMES.with(|g| {
        let mut games = g.borrow_mut();
        if games.len() >= 4096 {
            games.clear();
        }
        games.insert(key, record.clone());
    });
    record
}

/// The index `i` of a list of `len` (not empty).
fn pick(i: u8, len: usize) -> usize {
    usize::from(i) % len
}

/// The JSON body of `/v1/games/review` for `hands` (their `dealt` as `dealt`'s texts).
fn body(
    variant: Variant,
    target: Option<u32>,
    hands: &[DealInput],
    dealt: &[Option<Vec<Vec<String>>>],
) -> Value {
    let text = |slot: &Result<Card, _>| match slot {
        Ok(card) => json!(card.text()),
        Err(_) => unreachable!("self-play logs only cards"),
    };
    let cards = |slots: &[Result<Card, _>]| slots.iter().map(text).collect::<Vec<_>>();
    let hands: Vec<Value> = hands
        .iter()
        .zip(dealt)
        .map(|(hand, dealt)| {
            let events: Vec<Value> = hand
                .events
                .iter()
                .map(|e| match &e.action {
                    EventAction::Play(slot) => text(slot),
                    EventAction::Go => json!("go"),
                    EventAction::NotGo => unreachable!("self-play logs no false go"),
                })
                .collect();
            let mut object = json!({
                "scores": hand.scores,
                "dealer": hand.dealer,
                "starter": text(&hand.starter),
                "hands": hand.hands.iter().map(|h| cards(h)).collect::<Vec<_>>(),
                "crib": cards(&hand.crib),
                "events": events,
            });
            if let Some(dealt) = dealt {
                object["dealt"] = json!(dealt);
            }
            object
        })
        .collect();
    let mut body = json!({ "hands": hands });
    if variant == Variant::FiveCard {
        body["variant"] = json!("five_card");
    }
    if let Some(target) = target {
        body["target"] = json!(target);
    }
    body
}

/// The play event an entry of the play is about.
fn event_of(reason: &Reason) -> Option<usize> {
    match reason {
        Reason::Peg { event, .. } | Reason::Go { event, .. } | Reason::Renege { event, .. } => {
            Some(*event)
        }
        Reason::Ruling { event, .. } => *event,
        _ => None,
    }
}

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

fn chance_in_range(p: f64) -> bool {
    (0.0..=1.0).contains(&p)
}

/// The verdict `loss` gets against `thresholds`, allowing for round-off at each threshold.
fn verdict_fits(verdict: Verdict, loss: f64, thresholds: [f64; 3]) -> bool {
    let strict = thresholds.iter().filter(|&&t| loss >= t + 1e-9).count();
    let loose = thresholds.iter().filter(|&&t| loss >= t - 1e-9).count();
    let index = Verdict::ALL.iter().position(|v| *v == verdict).unwrap();
    (strict..=loose).contains(&index)
}

fn check_review(review: &Review, dealt: &[Option<Vec<Vec<String>>>]) {
    let game = &review.game;
    let hands = game.deals.len();
    assert_eq!(game.adjudications.len(), hands);
    assert_eq!(review.hands.len(), hands);
    let target = game.deals.first().map(|d| d.target());

    // Decisions: in order, each hand's discards (the pone's first), then its play.
    let mut previous: Option<(usize, Option<usize>)> = None;
    for d in &review.decisions {
        assert!(d.hand < hands, "{d:?}");
        assert!(d.seat < 2, "{d:?}");
        if let Some(before) = previous {
            // Discards (no event) before the play, events in order.
            let key = |event: Option<usize>| event.map_or(0, |e| e + 1);
            let (was, now) = ((before.0, key(before.1)), (d.hand, key(d.event)));
            assert!(
                was < now || (was == now && d.event.is_none()),
                "decisions out of order: {before:?} then {d:?}"
            );
        }
        previous = Some((d.hand, d.event));
        let deal = &game.deals[d.hand];
        let adjudication = &game.adjudications[d.hand];

        // What was chosen.
        match (&d.chosen, d.event) {
            (Choice::Discard(cards), None) => {
                let dealt = dealt[d.hand].as_ref().expect("a reviewed hand has dealt");
                let mut expected: Vec<Card> = dealt[d.seat]
                    .iter()
                    .map(|t| t.parse::<Card>().expect("a reviewed dealt card"))
                    .filter(|c| !deal.hands()[d.seat].contains(c))
                    .collect();
                let mut cards = cards.clone();
                expected.sort_by_key(|c| c.index());
                cards.sort_by_key(|c| c.index());
                assert_eq!(cards, expected, "the discard is dealt less kept: {d:?}");
                let pone = 1 - deal.dealer();
                let discards_before = review
                    .decisions
                    .iter()
                    .filter(|o| o.hand == d.hand && o.event.is_none())
                    .position(|o| std::ptr::eq(o, d))
                    .unwrap();
                assert_eq!(
                    d.seat,
                    if discards_before == 0 {
                        pone
                    } else {
                        deal.dealer()
                    }
                );
            }
            (Choice::Play(action), Some(event)) => {
                assert_eq!(Some(action), deal.events().get(event).map(|e| &e.action));
            }
            other => panic!("a decision's choice and event disagree: {other:?}"),
        }
        assert!(!d.options.is_empty(), "{d:?}");
        assert!(
            d.options.iter().any(|o| o.choice == d.chosen),
            "chosen is not among the options: {d:?}"
        );
        assert_eq!(d.best, d.options[0].choice);
        assert_eq!(d.forced, d.options.len() == 1);

        // Losses: the best value less the chosen one's, never below zero.
        let chosen = d.options.iter().find(|o| o.choice == d.chosen).unwrap();
        let best_points = d.options.iter().map(|o| o.points).fold(f64::MIN, f64::max);
        assert!(d.loss.points >= -1e-9, "{d:?}");
        assert!(
            close(d.loss.points, best_points - chosen.points, 1e-9),
            "{d:?}"
        );
        for o in &d.options {
            assert!(o.points.is_finite(), "{d:?}");
            if let Some(p) = o.win_probability {
                assert!(chance_in_range(p), "a chance of {p}: {d:?}");
            }
        }
        match d.loss.win_probability {
            Some(lost) => {
                assert!(lost >= -1e-9, "{d:?}");
                let best = d
                    .options
                    .iter()
                    .filter_map(|o| o.win_probability)
                    .fold(f64::MIN, f64::max);
                let mine = chosen.win_probability.expect("a chance loss with a chance");
                assert!(close(lost, best - mine, 1e-9), "{d:?}");
            }
            None => assert!(chosen.win_probability.is_none(), "{d:?}"),
        }

        // The verdict on the decision's scale.
        match d.scale {
            Scale::Points => assert!(
                verdict_fits(d.verdict, d.loss.points, THRESHOLDS.points),
                "{d:?}"
            ),
            Scale::WinProbability => {
                let lost = d
                    .loss
                    .win_probability
                    .expect("a verdict on the chance has a chance loss");
                assert!(
                    verdict_fits(d.verdict, lost, THRESHOLDS.win_probability),
                    "{d:?}"
                );
            }
        }

        // Never after the game was won.
        assert!(deal.scores().iter().all(|&s| s < deal.target()), "{d:?}");
        if let Some(at) = adjudication.won_at {
            let win = &adjudication.timeline[at];
            match d.event {
                None => assert!(
                    !matches!(win.reason, Reason::ThreeForLast),
                    "a discard judged in a game won by three for last: {d:?}"
                ),
                Some(event) => match win.phase {
                    Phase::Cut => panic!("a play decision after a win at the cut: {d:?}"),
                    Phase::Play => {
                        if let Some(won) = event_of(&win.reason) {
                            assert!(
                                event <= won,
                                "a decision after the win at event {won}: {d:?}"
                            );
                        }
                    }
                    Phase::ShowHand | Phase::ShowCrib => {}
                },
            }
        }
    }

    // Chances on the chart.
    for line in &review.hands {
        if let Some(w) = line.win_probability {
            assert!(w.iter().all(|&p| chance_in_range(p)), "{line:?}");
            assert!(close(w[0] + w[1], 1.0, 1e-9), "{line:?}");
        }
        for part in &line.seats {
            if let Some(end) = part.end {
                assert!(chance_in_range(end), "{line:?}");
            }
        }
    }
    if let Some(end) = review.end {
        assert!(end.iter().all(|&p| chance_in_range(p)), "{end:?}");
        assert!(close(end[0] + end[1], 1.0, 1e-9), "{end:?}");
    }
    if let Some(winner) = game.verdict.winner {
        assert_eq!(
            review.end,
            Some(if winner == 0 { [1.0, 0.0] } else { [0.0, 1.0] })
        );
    }

    // Each seat's totals and accounts.
    for (seat, s) in review.seats.iter().enumerate() {
        let other = &review.seats[1 - seat];
        assert_eq!(s.seat, seat);
        let mine: Vec<_> = review.decisions.iter().filter(|d| d.seat == seat).collect();
        assert_eq!(s.decisions, mine.len());
        assert_eq!(s.forced, mine.iter().filter(|d| d.forced).count());
        assert_eq!(s.verdicts.iter().sum::<usize>(), mine.len());
        let lost: f64 = mine.iter().map(|d| d.loss.points).sum();
        assert!(close(s.points_lost, lost, 1e-6), "{s:?}");

        let luck = &s.luck;
        let parts = luck.deal.points + luck.starter.points + luck.play.points;
        assert!(close(luck.total.points, parts, 1e-6), "{luck:?}");
        let by_hand: f64 = review
            .hands
            .iter()
            .map(|h| h.seats[seat].luck.total.points)
            .sum();
        assert!(
            close(luck.total.points, by_hand, 1e-6),
            "{luck:?} against the hands' {by_hand}"
        );

        let m = &s.margin;
        let scores = &game.verdict.scores;
        assert_eq!(
            m.final_margin,
            i64::from(scores[seat]) - i64::from(scores[1 - seat])
        );
        assert!(close(m.luck, luck.total.points, 1e-9), "{m:?}");
        assert!(close(m.own_losses, s.points_lost, 1e-6), "{m:?} {s:?}");
        assert!(
            close(m.opponent_losses, other.margin.own_losses, 1e-9),
            "{m:?}"
        );
        let sum = m.start as f64 + m.baseline + m.luck - m.own_losses
            + m.opponent_losses
            + m.rules as f64
            + m.game_end as f64;
        assert!(
            close(m.final_margin as f64, sum, 1e-6),
            "seat {seat}'s margin does not add up: {m:?} sums to {sum}"
        );
        assert!(m.baseline.is_finite() && m.luck.is_finite());

        if let Some(c) = &s.chance {
            assert!(chance_in_range(c.start), "{c:?}");
            assert!(chance_in_range(c.result), "{c:?}");
            let sum = c.start + c.luck - c.own_losses + c.opponent_losses;
            assert!(
                close(c.result, sum, 1e-6),
                "seat {seat}'s chance does not add up: {c:?} sums to {sum}"
            );
            if let Some(lost) = s.win_probability_lost {
                assert!(close(c.own_losses, lost, 1e-6), "{c:?} {s:?}");
            }
            if let Some(winner) = game.verdict.winner {
                assert_eq!(c.result, if winner == seat { 1.0 } else { 0.0 }, "{c:?}");
            }
            if let Some(o) = &other.chance {
                assert!(close(c.opponent_losses, o.own_losses, 1e-9), "{c:?} {o:?}");
            }
        }
    }
    if let (Some(target), Some(winner)) = (target, game.verdict.winner) {
        assert!(game.verdict.scores[winner] >= target);
    }
}

fuzz_target!(|input: Input| {
    let variant = if input.five_card {
        Variant::FiveCard
    } else {
        Variant::SixCard
    };
    let record = game(&input, variant);
    let target = input.target.map(|t| 1 + u32::from(t % 300));
    let mut hands = record.hands(variant);
    assert_eq!(hands.len(), record.deals.len());
    let (start, end) = match input.window {
        None => (0, hands.len()),
        Some(w) => {
            let start = pick(w, hands.len());
            (start, (start + WINDOW).min(hands.len()))
        }
    };
    hands.truncate(end);
    hands.drain(..start);
    if start > 0 {
        hands[0].scores = Some(record.deals[start - 1].scores.to_vec());
    }

    // The log's dealt cards as texts (what a client sends), mutated; the domain reads them back.
    let mut dealt: Vec<Option<Vec<Vec<String>>>> = record.deals[start..end]
        .iter()
        .map(|d| {
            Some(
                d.log
                    .dealt
                    .iter()
                    .map(|cards| cards.iter().map(|c| c.text().to_owned()).collect())
                    .collect(),
            )
        })
        .collect();
    let mut mutated = false;
    for mutation in input.mutations.iter().take(8) {
        mutated = true;
        let len = hands.len();
        match *mutation {
            Mutation::Card {
                hand,
                seat,
                index,
                card,
            }
            | Mutation::Text {
                hand,
                seat,
                index,
                text: card,
            } => {
                let Some(seats) = dealt[pick(hand, len)].as_mut() else {
                    continue;
                };
                if seats.is_empty() {
                    continue;
                }
                let s = pick(seat, seats.len());
                let cards = &mut seats[s];
                if cards.is_empty() {
                    continue;
                }
                let i = pick(index, cards.len());
                cards[i] = match mutation {
                    Mutation::Card { .. } => Card::from_index(usize::from(card) % 52)
                        .unwrap()
                        .text()
                        .to_owned(),
                    _ => TEXTS[pick(card, TEXTS.len())].to_owned(),
                };
            }
            Mutation::DropSeat { hand, seat } => {
                if let Some(seats) = dealt[pick(hand, len)].as_mut()
                    && !seats.is_empty()
                {
                    let i = pick(seat, seats.len());
                    seats.remove(i);
                }
            }
            Mutation::DropDealt { hand } => dealt[pick(hand, len)] = None,
            Mutation::Swap { hand } => {
                if let Some(seats) = dealt[pick(hand, len)].as_mut()
                    && seats.len() >= 2
                {
                    seats.swap(0, 1);
                }
            }
            Mutation::Truncate { hand, keep } => {
                let events = &mut hands[pick(hand, len)].events;
                events.truncate(usize::from(keep) % (events.len() + 1));
            }
            Mutation::Dealer { hand, dealer } => {
                hands[pick(hand, len)].dealer = usize::from(dealer % 4)
            }
            Mutation::Hands { keep } => {
                let keep = 1 + pick(keep, len);
                hands.truncate(keep);
                dealt.truncate(keep);
            }
        }
    }
    for (hand, texts) in hands.iter_mut().zip(&dealt) {
        hand.dealt = texts.as_ref().map(|seats| {
            seats
                .iter()
                .map(|cards| cards.iter().map(|t| t.parse::<Card>()).collect())
                .collect()
        });
    }

    // Through JSON, the deals the domain gets are the same.
    let deals = if input.json {
        let body = serde_json::to_vec(&body(variant, target, &hands, &dealt)).unwrap();
        let request: ScoreGameRequest = parse(&body).expect("the body parses");
        request.validate().expect("the body is valid");
        let deals = request.deals().expect("the body has deals");
        // Each hand carries the game's target from the body; the game's is the review's.
        let mut expected = hands.clone();
        for hand in &mut expected {
            hand.target = target;
        }
        assert_eq!(deals, expected, "JSON changed the deals");
        deals
    } else {
        hands
    };

    let target_or_own = target.unwrap_or(u32::from(variant.target()));
    match review(variant, target_or_own, &deals) {
        Err(GameProblems::Hand { hand, problems }) => {
            assert!(
                !problems.is_empty(),
                "a refused hand {hand} without problems"
            );
            assert!(hand < deals.len());
            assert!(
                mutated || target.is_some(),
                "the log as played refused at hand {hand}: {problems:?}"
            );
        }
        Err(GameProblems::Chain(problems)) => {
            assert!(!problems.is_empty(), "a refused chain without problems");
            assert!(
                mutated || target.is_some(),
                "the log as played refused: {problems:?}"
            );
        }
        Ok(review) => {
            check_review(&review, &dealt);
            if !mutated && target.is_none() {
                // The log as played: over exactly when it holds the last hand.
                let verdict = &review.game.verdict;
                let over = end == record.deals.len();
                assert_eq!(verdict.winner, over.then_some(record.winner));
                assert_eq!(verdict.scores, record.deals[end - 1].scores.to_vec());
            }
        }
    }
});
