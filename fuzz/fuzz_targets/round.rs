//! Whole hands adjudicated: an arbitrary deal (every variant, dealer, scores, target, house rules,
//! claims) and a play of honest moves mixed with arbitrary cards and goes.
//!
//! Invariants: nothing panics; the request the API would receive for the deal converts back to
//! the same `Deal`; an impossible play is refused at its first impossible event; on success the
//! timeline adds up (every entry's scores are the previous ones plus its points for the scorer's
//! side), is in the official order, stops at the entry that reaches the target, the shows are the
//! show scorer's, the play's points are the play engine's, and the match result is consistent.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::api::json::parse;
use cribbage_api::api::wire::round::ScoreRoundRequest;
use cribbage_api::domain::card::{Card, Rank};
use cribbage_api::domain::hand::{Show, ShowKind, ShowRules};
use cribbage_api::domain::pegging::{Action, Event, MAX_COUNT, PeggingError, Play};
use cribbage_api::domain::round::{
    Adjudication, Call, CallInput, CallOn, Claims, ClaimsInput, Deal, DealInput, InfractionInput,
    MatchScoring, Phase, Reason, RoundError, RoundRules, Skunk, adjudicate,
};
use cribbage_api::domain::rulebook::{Infraction, InfractionKind, Profile, Role};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;
use serde_json::{Value, json};
use validator::Validate;

#[derive(Debug, Arbitrary)]
enum Op {
    /// The seat to act lays its `k`-th card that fits, or says go when none does.
    Honest {
        k: u8,
        named: bool,
        claim: Option<u8>,
    },
    /// Any card, by a named seat or by whoever's turn it is.
    Card {
        card: u8,
        seat: Option<u8>,
        claim: Option<u8>,
    },
    /// A go.
    Go { seat: Option<u8> },
}

#[derive(Debug, Arbitrary)]
struct Input {
    variant: u8,
    dealer: u8,
    target: u16,
    scores: [u16; 4],
    picks: [u8; 21],
    crib_four_flush: bool,
    free_play: bool,
    muggins: bool,
    three_for_last: Option<bool>,
    hand_claims: Option<[Option<u8>; 4]>,
    crib_claim: Option<u8>,
    ops: Vec<Op>,
    /// A tournament profile (`acc` or `acc_muggins`), taken for six-card deals only.
    profile: u8,
    /// Infractions: (kind, seat when either role can commit it).
    infractions: Vec<(u8, u8)>,
    /// Muggins calls under `acc_muggins`: (on, seat or event, points).
    calls: Vec<(u8, u8, u8)>,
}

fn side(variant: Variant, seat: usize) -> usize {
    if variant == Variant::FourPlayer {
        seat % 2
    } else {
        seat
    }
}

fn phase_rank(phase: Phase) -> u8 {
    match phase {
        Phase::Cut => 0,
        Phase::Play => 1,
        Phase::ShowHand => 2,
        Phase::ShowCrib => 3,
    }
}

/// The request body the API takes for `deal`.
fn request(deal: &Deal, seats_named: &[bool]) -> Value {
    let cards = |cards: &[Card]| cards.iter().map(|c| c.text()).collect::<Vec<_>>();
    let events: Vec<Value> = deal
        .events()
        .iter()
        .zip(&deal.claims().play)
        .zip(seats_named)
        .map(
            |((event, claim), &named)| match (event.action, event.player, claim) {
                (Action::Go, None, _) => json!("go"),
                (Action::Go, Some(p), _) => json!({"go": true, "player": p}),
                (Action::Play(card), None, None) if !named => json!(card.text()),
                (Action::Play(card), player, claimed) => {
                    json!({"card": card.text(), "player": player, "claimed": claimed})
                }
            },
        )
        .collect();
    let mut body = json!({
        "variant": match deal.variant() {
            Variant::SixCard => "six_card",
            Variant::ThreePlayer => "three_player",
            Variant::FourPlayer => "four_player",
            Variant::FiveCard => "five_card",
        },
        "dealer": deal.dealer(),
        "scores": deal.scores(),
        "target": deal.target(),
        "starter": deal.starter().text(),
        "hands": deal.hands().iter().map(|h| cards(h)).collect::<Vec<_>>(),
        "crib": cards(deal.crib()),
        "events": events,
        "rules": {
            "crib_four_flush": deal.rules().crib_four_flush,
            "match_scoring": match deal.rules().match_scoring {
                MatchScoring::Acc => "acc",
                MatchScoring::FreePlay => "free_play",
            },
            "muggins": deal.rules().muggins,
            "three_for_last": deal.rules().three_for_last,
        },
        "claims": { "crib": deal.claims().crib },
    });
    if !deal.claims().hands.is_empty() {
        body["claims"]["hands"] = json!(deal.claims().hands);
    }
    if deal.rules().profile != Profile::Social {
        body["rules"]["profile"] = json!(deal.rules().profile.slug());
        body["infractions"] = deal
            .infractions()
            .iter()
            .map(|i| json!({ "seat": i.seat, "kind": i.kind.slug() }))
            .collect();
        body["claims"]["muggins"] = deal
            .claims()
            .calls
            .iter()
            .map(|call| match call.on {
                CallOn::Hand(seat) => json!({ "on": "hand", "seat": seat, "points": call.points }),
                CallOn::Crib => json!({ "on": "crib", "points": call.points }),
                CallOn::Play(event) => {
                    json!({ "on": "play", "event": event, "points": call.points })
                }
            })
            .collect();
    }
    body
}

/// The profile a fuzz input asks for: a tournament profile for six-card deals only.
fn profile(input: &Input, variant: Variant) -> Profile {
    match (variant, input.profile % 3) {
        (Variant::SixCard, 1) => Profile::Acc,
        (Variant::SixCard, 2) => Profile::AccMuggins,
        _ => Profile::Social,
    }
}

/// Infractions a referee could report: each by a seat that can commit it.
fn infractions(input: &Input, dealer: usize) -> Vec<Infraction> {
    input
        .infractions
        .iter()
        .take(4)
        .map(|&(kind, seat)| {
            let kind = InfractionKind::ALL[usize::from(kind) % InfractionKind::ALL.len()];
            let seat = match kind.committed_by() {
                Some(Role::Dealer) => dealer,
                Some(Role::Pone) => 1 - dealer,
                _ => usize::from(seat) % 2,
            };
            Infraction { seat, kind }
        })
        .collect()
}

/// Muggins calls on counts whose announcement is recorded, for at least a point.
fn calls(
    input: &Input,
    hands: &[Option<u32>],
    crib: Option<u32>,
    play: &[Option<u32>],
) -> Vec<Call> {
    input
        .calls
        .iter()
        .take(4)
        .filter_map(|&(on, which, points)| {
            let on = match on % 3 {
                0 => CallOn::Hand(usize::from(which) % 2),
                1 => CallOn::Crib,
                _ => CallOn::Play(usize::from(which) % play.len().max(1)),
            };
            let recorded = match on {
                CallOn::Hand(seat) => hands.get(seat).copied().flatten(),
                CallOn::Crib => crib,
                CallOn::Play(event) => play.get(event).copied().flatten(),
            };
            recorded?;
            Some(Call {
                on,
                points: u32::from(points % 30) + 1,
            })
        })
        .collect()
}

/// A refereed hand: the timeline adds up with pegs moving both ways and stops at the win. The
/// tournament judges the win when a step is done (a false claim of game is put right within
/// its step), so entries may follow a peg to the target in that step, never in a later phase.
fn check_refereed(deal: &Deal, adjudication: &Adjudication) {
    let mut running = deal.scores().to_vec();
    // The phase in which a side stood at the target, while it still does.
    let mut reached_in = None;
    for (i, entry) in adjudication.timeline.iter().enumerate() {
        assert!(entry.player < 2, "{entry:?}");
        if let Some(phase) = reached_in {
            assert_eq!(
                entry.phase, phase,
                "an entry after the winning step: {entry:?}"
            );
        }
        let change = match &entry.reason {
            Reason::Ruling { ruling, .. } => {
                if let Some(change) = ruling.change() {
                    assert_eq!(change.seat, entry.player);
                    assert_eq!(change.points.unsigned_abs(), u64::from(entry.points));
                } else {
                    assert_eq!(entry.points, 0);
                }
                ruling.change().map_or(0, |c| c.points)
            }
            _ => i64::from(entry.points),
        };
        let score = &mut running[entry.player];
        *score = u32::try_from((i64::from(*score) + change).max(0)).unwrap();
        assert_eq!(entry.scores, running, "entry {i}");
        let reached = running.iter().any(|&s| s >= deal.target());
        reached_in = reached.then_some(reached_in.unwrap_or(entry.phase));
    }
    assert_eq!(adjudication.scores, running);
    match adjudication.won_at {
        Some(at) => {
            let winner = adjudication.result.as_ref().expect("a result").winner;
            assert!(running[winner] >= deal.target());
            assert!(at < adjudication.timeline.len());
        }
        None => assert!(running.iter().all(|&s| s < deal.target())),
    }
}

fuzz_target!(|input: Input| {
    let variant = Variant::ALL[usize::from(input.variant) % 4];
    let seats = variant.players();
    let dealer = usize::from(input.dealer) % seats;
    let profile = profile(&input, variant);
    let target = match profile {
        Profile::Social => u32::from(input.target % 1000) + 1,
        _ => 121,
    };
    let scores: Vec<u32> = (0..seats)
        .map(|seat| u32::from(input.scores[side(variant, seat)]) % (target + 2))
        .collect();
    let mut deck: Vec<Card> = Card::deck().collect();
    let mut picks = input.picks.iter();
    let mut draw = |n: usize| -> Vec<Card> {
        (0..n)
            .map(|_| deck.remove(usize::from(*picks.next().unwrap()) % deck.len()))
            .collect()
    };
    let starter = draw(1)[0];
    let crib = draw(variant.crib_size());
    let hands: Vec<Vec<Card>> = (0..seats).map(|_| draw(variant.hand_size())).collect();

    // The play, simulated with the engine (player 0 is the seat after the dealer).
    let to_seat = |player: usize| (player + dealer + 1) % seats;
    let engine_hands: Vec<Vec<Card>> = (0..seats).map(|p| hands[to_seat(p)].clone()).collect();
    let mut sim = Play::new(variant, seats, Some(engine_hands.clone())).unwrap();
    let mut events = Vec::new();
    let mut claims = Vec::new();
    let mut named = Vec::new();
    let mut first_refused: Option<(usize, PeggingError)> = None;
    for op in input.ops.iter().take(40) {
        let (event, claim) = match *op {
            Op::Honest { k, named, claim } => {
                let Some(p) = sim.next_player() else { break };
                let fits: Vec<Card> = sim
                    .held(p)
                    .unwrap()
                    .into_iter()
                    .filter(|c| sim.count() + c.value() <= MAX_COUNT)
                    .collect();
                let action = if fits.is_empty() {
                    Action::Go
                } else {
                    Action::Play(fits[usize::from(k) % fits.len()])
                };
                let claim = match action {
                    Action::Play(_) => claim.map(|c| u32::from(c % 30)),
                    Action::Go => None,
                };
                (
                    Event {
                        player: named.then_some(to_seat(p)),
                        action,
                    },
                    claim,
                )
            }
            Op::Card { card, seat, claim } => {
                let card = Card::from_index(usize::from(card) % 52).unwrap();
                let event = Event {
                    player: seat.map(|s| usize::from(s) % seats),
                    action: Action::Play(card),
                };
                (event, claim.map(|c| u32::from(c % 30)))
            }
            Op::Go { seat } => (
                Event {
                    player: seat.map(|s| usize::from(s) % seats),
                    action: Action::Go,
                },
                None,
            ),
        };
        let engine_event = Event {
            player: event.player.map(|s| (s + seats - dealer - 1) % seats),
            action: event.action,
        };
        if let Err(err) = sim.apply(engine_event)
            && first_refused.is_none()
        {
            // A round's errors name seats, not the engine's play order.
            first_refused = Some((events.len(), err.map_players(to_seat)));
        }
        named.push(claim.is_some() || event.player.is_some());
        events.push(event);
        claims.push(claim);
    }

    let three_for_last = match input.three_for_last {
        Some(true) if variant != Variant::FiveCard => false,
        Some(given) => given,
        None => variant == Variant::FiveCard && scores.iter().all(|&s| s == 0),
    };
    let hand_claims: Vec<Option<u32>> = input
        .hand_claims
        .map(|c| {
            c[..seats]
                .iter()
                .map(|x| x.map(|x| u32::from(x % 30)))
                .collect()
        })
        .unwrap_or_default();
    let crib_claim = input.crib_claim.map(|c| u32::from(c % 30));
    let calls = match profile {
        Profile::AccMuggins => calls(&input, &hand_claims, crib_claim, &claims),
        _ => Vec::new(),
    };
    // House rules only under social play: the ACC profiles refuse both as house rules.
    let rules = RoundRules {
        crib_four_flush: input.crib_four_flush && profile == Profile::Social,
        match_scoring: if input.free_play {
            MatchScoring::FreePlay
        } else {
            MatchScoring::Acc
        },
        muggins: input.muggins && profile == Profile::Social,
        three_for_last,
        profile,
    };
    let ruled = match profile {
        Profile::Social => Vec::new(),
        _ => infractions(&input, dealer),
    };
    let mut given = DealInput::from_cards(variant, dealer, starter, &hands, &crib, &events);
    for (slot, &claim) in given.events.iter_mut().zip(&claims) {
        slot.claimed = claim;
    }
    given.scores = Some(scores.clone());
    given.target = Some(target);
    given.crib_four_flush = rules.crib_four_flush;
    given.match_scoring = rules.match_scoring;
    given.muggins = rules.muggins;
    given.three_for_last = Some(three_for_last);
    given.profile = profile;
    given.claims = ClaimsInput {
        hands: (!hand_claims.is_empty()).then(|| hand_claims.clone()),
        crib: crib_claim,
        calls: calls.iter().map(|&call| CallInput::from(call)).collect(),
    };
    given.infractions = ruled
        .iter()
        .map(|i| InfractionInput {
            seat: i.seat,
            kind: i.kind.slug().to_owned(),
        })
        .collect();
    // Every part is drawn within its bounds, so the constructor accepts the deal, and keeps each
    // part as drawn.
    let deal = given.validate().expect("the drawn deal is a possible hand");
    assert_eq!(
        (deal.variant(), deal.dealer(), deal.scores(), deal.target()),
        (variant, dealer, &scores[..], target)
    );
    assert_eq!(
        (deal.starter(), deal.hands(), deal.crib(), deal.events()),
        (starter, &hands[..], &crib[..], &events[..])
    );
    let said = Claims {
        hands: hand_claims,
        crib: crib_claim,
        play: claims,
        calls,
    };
    assert_eq!((deal.rules(), deal.claims()), (rules, &said));
    assert_eq!(deal.infractions(), &ruled[..]);

    // The API's request for this deal converts back to the same deal.
    let body = serde_json::to_vec(&request(&deal, &named)).unwrap();
    let parsed: ScoreRoundRequest = parse(&body).expect("the request parses");
    parsed.validate().expect("the request is valid");
    let converted = parsed.deal().validate().expect("the request converts");
    assert_eq!(converted, deal);

    let result = adjudicate(&deal);
    assert_eq!(result, adjudicate(&deal), "adjudication is deterministic");
    let adjudication = match result {
        Err(RoundError::Play { event, error }) => {
            let (at, expected) = first_refused.expect("an event was refused for no reason");
            assert_eq!((event, error), (at, expected));
            return;
        }
        Err(RoundError::AlreadyWon(seat)) => {
            assert!(first_refused.is_none());
            assert!(scores[seat] >= target);
            assert!(scores[..seat].iter().all(|&s| s < target));
            return;
        }
        Err(RoundError::PlaySetup(error)) => {
            assert!(first_refused.is_none());
            assert!(matches!(error, PeggingError::Incomplete(_)), "{error:?}");
            assert!(
                sim.clone().finish().is_err(),
                "a complete play called incomplete"
            );
            return;
        }
        // The same deal passed `validate` above.
        Err(RoundError::Invalid(problems)) => panic!("a checked deal called invalid: {problems:?}"),
        Ok(adjudication) => adjudication,
    };
    assert!(
        first_refused.is_none(),
        "an impossible play adjudicated: {first_refused:?}"
    );
    assert!(scores.iter().all(|&s| s < target));
    if profile != Profile::Social {
        check_refereed(&deal, &adjudication);
        return;
    }

    // The timeline adds up, in order, and stops at the winning entry.
    let rules = ShowRules {
        crib_four_flush: deal.rules().crib_four_flush,
    };
    let mut running = scores.clone();
    let mut phase = 0;
    let mut shown = Vec::new();
    let mut play_points = 0u32;
    for (i, entry) in adjudication.timeline.iter().enumerate() {
        assert!(entry.player < seats);
        assert!(entry.points > 0 || entry.claim.is_some(), "{entry:?}");
        assert!(phase_rank(entry.phase) >= phase, "out of order: {entry:?}");
        phase = phase_rank(entry.phase);
        assert!(
            running.iter().all(|&s| s < target),
            "an entry after the game was won"
        );
        for (seat, score) in running.iter_mut().enumerate() {
            if side(variant, seat) == side(variant, entry.player) {
                *score += entry.points;
            }
        }
        assert_eq!(entry.scores, running, "entry {i}");
        if entry.phase == Phase::Play {
            play_points += entry.points;
        }
        match &entry.reason {
            Reason::Show(score) => {
                let (cards, kind) = match entry.phase {
                    Phase::ShowCrib => (&crib, ShowKind::Crib),
                    _ => (&hands[entry.player], ShowKind::Hand),
                };
                let show = Show::new(cards, starter, kind, variant).unwrap();
                assert_eq!(score, &show.score(rules));
                let actual = u32::from(show.total(rules));
                match entry.claim {
                    Some(claim) if deal.rules().muggins && claim.claimed < actual => {
                        assert_eq!(entry.points, claim.claimed)
                    }
                    _ => assert_eq!(entry.points, actual),
                }
                if let Some(claim) = entry.claim {
                    assert_eq!(claim.actual, actual);
                }
                shown.push((entry.phase, entry.player));
            }
            Reason::HisHeels => {
                assert!(starter.rank() == Rank::Jack && entry.player == dealer);
                assert_eq!(entry.points, 2);
            }
            Reason::ThreeForLast => {
                assert!(variant == Variant::FiveCard && three_for_last);
                assert_eq!((entry.player, entry.points), ((dealer + 1) % seats, 3));
            }
            Reason::Muggins { from } => {
                assert!(deal.rules().muggins);
                assert_ne!(side(variant, *from), side(variant, entry.player));
            }
            Reason::Peg { event, items } => {
                assert!(*event < deal.events().len());
                assert!(entry.phase == Phase::Play);
                let points: u32 = items.iter().map(|i| u32::from(i.points)).sum();
                match entry.claim {
                    Some(claim) if deal.rules().muggins && claim.claimed < points => {
                        assert_eq!(entry.points, claim.claimed)
                    }
                    _ => assert_eq!(entry.points, points),
                }
            }
            Reason::Go { event, .. } | Reason::Renege { event, .. } => {
                assert!(*event < deal.events().len());
                assert!(entry.phase == Phase::Play);
            }
            Reason::Ruling { .. } => panic!("a ruling under the social profile: {entry:?}"),
        }
    }
    assert_eq!(adjudication.scores, running);

    // The shows come from the seat after the dealer round to the dealer, then the crib; a show
    // of nothing with no claim leaves no entry.
    let counts = |cards: &[Card], kind: ShowKind, claim: Option<u32>| {
        claim.is_some()
            || Show::new(cards, starter, kind, variant)
                .unwrap()
                .total(rules)
                > 0
    };
    let order: Vec<(Phase, usize)> = (1..=seats)
        .map(|k| (Phase::ShowHand, (dealer + k) % seats))
        .chain([(Phase::ShowCrib, dealer)])
        .filter(|&(phase, seat)| match phase {
            Phase::ShowCrib => counts(&crib, ShowKind::Crib, deal.claims().crib),
            _ => counts(
                &hands[seat],
                ShowKind::Hand,
                deal.claims().hands.get(seat).copied().flatten(),
            ),
        })
        .collect();
    assert_eq!(shown[..], order[..shown.len()]);

    match adjudication.won_at {
        Some(at) => {
            assert_eq!(at, adjudication.timeline.len() - 1);
            let entry = &adjudication.timeline[at];
            assert!(entry.scores[entry.player] >= target);
            let result = adjudication
                .result
                .as_ref()
                .expect("a won game has a result");
            assert_eq!(side(variant, result.winner), side(variant, entry.player));
            assert!(result.winner <= entry.player);
            let lowest = result.loser_scores.iter().copied().min().unwrap();
            assert!(lowest < target);
            // The first skunk line is 30 short of the target, kept only while it is 31 or
            // more: below 91 of 121, below 31 of 61 (the lurch), none in a game to 60 or less.
            let skunked = target
                .checked_sub(30)
                .is_some_and(|line| line >= 31 && lowest < line);
            assert_eq!(result.skunk != Skunk::None, skunked, "{result:?}");
            assert!((1..=3).contains(&result.match_points));
        }
        None => {
            assert!(adjudication.result.is_none());
            assert!(running.iter().all(|&s| s < target));
            // Nothing stopped the count: every show was made, and the play scored what the
            // engine says it scored.
            assert_eq!(shown.len(), order.len());
            let mut engine = sim.clone();
            let closing = engine.finish().expect("a complete play");
            assert!(closing.is_none() || variant == Variant::FiveCard);
            assert_eq!(play_points, engine.totals().iter().sum::<u32>());
        }
    }
});
