//! The inferred model against an enumeration of its own: every card set the opponent may hold,
//! weighed here from the model's words (two kinds of player, half and half: the expert, whose
//! keep is the expert's keep counts and whose every card after the lead follows the base
//! policy, half of those choices at random; and the player of the common advice, whose keep is
//! the hand-and-crib counts and whose every card, the lead too, follows `strategy::simple`, one
//! choice in ten at random; either kind's keep one in ten at random), and played out card by
//! card through the domain's `Play`: each card set once per kind, laying by its kind's rules
//! (the expert by the base policy, the other by `strategy::simple`), the asking player
//! choosing among its last two cards the one with the best weighted net over the card sets
//! still possible on its line (the look-ahead). The advisor walks rank multisets with weights
//! it works out itself; the two must give the same means.

use cribbage_strategy::card::Card;
use cribbage_strategy::expert_crib::{DEALER_KEEPS, PONE_KEEPS};
use cribbage_strategy::hand_and_crib;
use cribbage_strategy::pegging::{Action, Event, MAX_COUNT, Play};
use cribbage_strategy::strategy::inference::{
    ADVICE_SHARE, ADVICE_TREMBLE, KEEP_TREMBLE, PLAY_TREMBLE, Share,
};
use cribbage_strategy::strategy::keep::kept_index;
use cribbage_strategy::strategy::policy::base_choice;
use cribbage_strategy::strategy::ranks::RankPlay;
use cribbage_strategy::strategy::search::Ranks;
use cribbage_strategy::strategy::search::look_ahead::LOOK_AHEAD;
use cribbage_strategy::strategy::simple;
use cribbage_strategy::strategy::{Opponent, Position, Ranking};
use cribbage_strategy::variant::Variant;

use super::strategy_play::{Turn, cards, combinations, events, options, turn};

fn rank(card: Card) -> u8 {
    card.rank().index() as u8
}

/// The weight of the opponent holding `theirs` now, from the model's words, for the play of
/// `events` with `me` to act: as an expert, and as a player of the common advice.
fn weight(variant: Variant, events: &[Event], me: usize, theirs: &[Card], share: f64) -> [f64; 2] {
    let opponent = 1 - me;
    // Each card the opponent laid, with the play in ranks before it.
    let mut play = Play::new(variant, 2, None).expect("two players");
    let mut ranks = RankPlay::new(variant.hand_size() as u8, variant == Variant::FiveCard);
    let mut laid: Vec<(RankPlay, u8)> = Vec::new();
    for &event in events {
        let actor = play.next_player().expect("not over");
        play.apply(event).expect("a possible play");
        match event.action {
            Action::Play(card) => {
                if actor == opponent {
                    laid.push((ranks, rank(card)));
                }
                ranks.lay(rank(card));
            }
            Action::Go => {
                ranks.go();
            }
        }
    }
    let mut kept = Ranks::of(theirs.iter().map(|&c| rank(c)));
    // Each kind's chance of laying the cards as they were laid, from the last card back.
    let (mut expert, mut advice) = (1.0, 1.0);
    for &(before, r) in laid.iter().rev() {
        kept.add(r);
        let options = f64::from((kept.mask() & before.fitting()).count_ones());
        if options <= 1.0 {
            continue;
        }
        // The expert: each card after the lead by the base policy, half of them at random.
        if before.played_total() > 0 {
            let followed = base_choice(&before, kept.mask()) == Some(r);
            expert *= if followed { 1.0 - PLAY_TREMBLE } else { 0.0 } + PLAY_TREMBLE / options;
        }
        // The common advice: every card, the lead too, one in ten at random.
        let held: Vec<u8> = kept.iter().collect();
        let followed = simple::choose_rank(&held, before.series(), before.count()) == Some(r);
        advice *= if followed { 1.0 - ADVICE_TREMBLE } else { 0.0 } + ADVICE_TREMBLE / options;
    }
    if variant == Variant::SixCard {
        // The opponent deals when the player to act is the pone (player 0).
        let dealer = opponent == 1;
        let (expert_keeps, advice_keeps) = if dealer {
            (&DEALER_KEEPS, &hand_and_crib::DEALER_KEEPS)
        } else {
            (&PONE_KEEPS, &hand_and_crib::PONE_KEEPS)
        };
        let sets: f64 = (0..13u8)
            .map(|r| [1.0, 4.0, 6.0, 4.0, 1.0][usize::from(kept.count(r))])
            .product();
        let index = kept_index(kept).expect("a kept hand of four");
        let keep = |keeps: &[u64; 1820]| {
            let total = keeps.iter().sum::<u64>() as f64;
            (1.0 - KEEP_TREMBLE) * keeps[index] as f64 / total / sets * 270_725.0 + KEEP_TREMBLE
        };
        expert *= keep(expert_keeps);
        advice *= keep(advice_keeps);
    }
    [(1.0 - share) * expert, share * advice]
}

/// The advice under the inferred model agrees, option by option, with the weighted
/// enumeration.
fn agrees(variant: Variant, hand: &[Card], play: &[Event], known: (Option<Card>, &[Card])) {
    agrees_at(variant, hand, play, known, ADVICE_SHARE);
}

/// [`agrees`] with the opponent taken for a player of the common advice in `share` of cases,
/// as earlier hands of the game may say.
fn agrees_at(
    variant: Variant,
    hand: &[Card],
    play: &[Event],
    known: (Option<Card>, &[Card]),
    share: f64,
) {
    let position = Position::new(variant, hand, play, known.0, known.1).expect("a position");
    assert_eq!(position.opponent(), Opponent::Inferred, "the default");
    let position = if share == ADVICE_SHARE {
        position
    } else {
        position.with_advice_share(Share::new(share))
    };
    let me = position.player();
    let advice = position.advise(Ranking::Expert);
    let expected = enumerate(variant, hand, play, known, &|theirs| {
        weight(variant, play, me, theirs, share)
    });
    assert_eq!(advice.options.len(), expected.len());
    for (action, own, opponent, total) in expected {
        let option = (advice.options.iter())
            .find(|o| o.action == action)
            .expect("every legal action is an option");
        let got = &option.expected;
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
        assert!(
            close(got.own, own / total) && close(got.opponent, opponent / total),
            "{action:?} after {play:?} holding {hand:?}: {got:?} against {} and {}",
            own / total,
            opponent / total
        );
    }
    // Best first, by the weighted net.
    let nets: Vec<f64> = advice.options.iter().map(|o| o.expected.net).collect();
    assert!(nets.windows(2).all(|w| w[0] >= w[1] - 1e-12), "{nets:?}");
}

#[test]
fn the_dealer_answering_the_lead_weighs_the_pones_keep() {
    // The pone led a ten: its three other cards are weighed by how often a pone keeps each
    // hand with a ten in it. The lead itself says nothing.
    agrees(
        Variant::SixCard,
        &cards("5H 6C 9S JD"),
        &events("10S"),
        (Some(card("2D")), &cards("AC 7H")),
    );
}

#[test]
fn later_cards_are_read_by_the_base_policy_with_half_at_random() {
    // The pone led a 4, the dealer answered with a 9, and the pone laid a 2 for fifteen: each
    // of the pone's two cards left is weighed by its keep and by whether the base policy would
    // have laid the 2 from it.
    agrees(
        Variant::SixCard,
        &cards("3H 8C JD"),
        &events("4S 9D 2C"),
        (Some(card("KD")), &cards("QH QS")),
    );
    // The pone's second card after the dealer's answer: the dealer's reply is read.
    agrees(
        Variant::SixCard,
        &cards("7C 8D KS"),
        &events("4H 6S"),
        (None, &[]),
    );
}

#[test]
fn an_opponent_read_as_one_kind_answers_by_that_kinds_rules() {
    // The dealer answered the pone's 4 with a 9: read as the common advice's player only, and
    // as an expert only, each of its holdings lays its next cards by that kind's rules on the
    // lines searched, and the advice agrees with the enumeration either way.
    for share in [0.0, 1.0] {
        agrees_at(
            Variant::SixCard,
            &cards("3H 8C JD"),
            &events("4S 9D"),
            (Some(card("KD")), &cards("QH QS")),
            share,
        );
    }
}

#[test]
fn five_card_reads_the_cards_after_the_lead_only() {
    agrees(
        Variant::FiveCard,
        &cards("3D QS"),
        &events("7H 8C 8D"),
        (None, &[]),
    );
}

#[test]
fn a_holding_that_contradicts_a_go_has_weight_zero() {
    // K Q 9 make 29 and the dealer says go: it holds no ace or two. Under the inferred model
    // those holdings are not there at all (weight 0), whatever the keep and the cards say.
    let position = Position::new(
        Variant::SixCard,
        &cards("2H 3H"),
        &events("KS QS 9D go"),
        None,
        &[],
    )
    .expect("a possible position");
    let (holdings, sets) = position.weighted_holdings();
    assert_eq!(sets, 40 * 39 * 38 / 6);
    assert!(holdings.iter().all(|h| h.weight > 0.0));
    assert!(
        holdings
            .iter()
            .all(|h| h.ranks.count(0) == 0 && h.ranks.count(1) == 0),
        "no ace or two after a go at 29"
    );
    agrees(
        Variant::SixCard,
        &cards("2H 3H"),
        &events("KS QS 9D go"),
        (None, &[]),
    );
}

/// The card sets the opponent may still hold on a line, each once per kind: its cards, whether
/// it is the common advice's player's, and its weight.
type Holdings = Vec<(Vec<Card>, bool, f64)>;

/// Per option of the player to act: its action, the points each side pegs from it to the end
/// of the play summed over every card set the opponent may hold times its `weight`, and the
/// weights' sum.
fn enumerate(
    variant: Variant,
    hand: &[Card],
    events: &[Event],
    known: (Option<Card>, &[Card]),
    weight: &dyn Fn(&[Card]) -> [f64; 2],
) -> Vec<(Action, f64, f64, f64)> {
    let Turn {
        play,
        ranks,
        me,
        pool,
        theirs,
    } = turn(variant, hand, events, known);
    let holdings: Holdings = combinations(&pool, theirs)
        .into_iter()
        .flat_map(|h| {
            let [expert, advice] = weight(&h);
            [(h.clone(), false, expert), (h, true, advice)]
        })
        .collect();
    let total: f64 = holdings.iter().map(|(_, _, w)| w).sum();
    options(&play, hand)
        .into_iter()
        .map(|action| {
            let sums = after(&play, ranks, me, hand, &holdings, action);
            (action, sums[me], sums[1 - me], total)
        })
        .collect()
}

fn mask(cards: &[Card]) -> u16 {
    cards.iter().fold(0, |m, &c| m | 1 << rank(c))
}

fn of_rank(cards: &[Card], r: u8) -> Card {
    *cards
        .iter()
        .find(|&&c| rank(c) == r)
        .expect("a card of the rank")
}

/// `action` by the player to act, then the rest of the play: what each player pegs, summed
/// over the holdings times their weights.
fn after(
    play: &Play,
    mut ranks: RankPlay,
    me: usize,
    mine: &[Card],
    holdings: &Holdings,
    action: Action,
) -> [f64; 2] {
    let actor = play.next_player().expect("not over");
    let mut play = play.clone();
    let before = [play.totals()[0], play.totals()[1]];
    play.apply(Event {
        player: None,
        action,
    })
    .expect("a legal action");
    let mut mine = mine.to_vec();
    let mut holdings = holdings.clone();
    match action {
        Action::Play(card) => {
            ranks.lay(rank(card));
            if actor == me {
                mine.retain(|&c| c != card);
            } else {
                for (cards, _, _) in &mut holdings {
                    let laid = of_rank(cards, rank(card));
                    cards.retain(|&c| c != laid);
                }
            }
        }
        Action::Go => {
            ranks.go();
        }
    }
    let weight: f64 = holdings.iter().map(|(_, _, w)| w).sum();
    let rest = rest(&play, ranks, me, &mine, &holdings);
    [0, 1].map(|p| f64::from(play.totals()[p] - before[p]) * weight + rest[p])
}

/// The rest of the play from `play`: the opponent lays each holding's card by its kind's rules
/// (the base policy's, or the common advice's); the
/// player `me` lays its base-policy card, or among its last two cards the rank with the best
/// net summed over the holdings on this line (the base policy's on a tie).
fn rest(play: &Play, ranks: RankPlay, me: usize, mine: &[Card], holdings: &Holdings) -> [f64; 2] {
    if play.is_over() {
        return [0.0, 0.0];
    }
    if play.next_player().expect("not over") != me {
        // Each holding lays its own kind's card: the holdings split by the rank laid.
        let mut by_choice: Vec<(Option<u8>, Holdings)> = Vec::new();
        for (cards, advice, w) in holdings {
            let choice = if *advice {
                let held: Vec<u8> = cards.iter().map(|&c| rank(c)).collect();
                simple::choose_rank(&held, ranks.series(), ranks.count())
            } else {
                base_choice(&ranks, mask(cards))
            };
            let holding = (cards.clone(), *advice, *w);
            match by_choice.iter_mut().find(|(c, _)| *c == choice) {
                Some((_, group)) => group.push(holding),
                None => by_choice.push((choice, vec![holding])),
            }
        }
        return by_choice.iter().fold([0.0, 0.0], |sum, (choice, group)| {
            let action = choice.map_or(Action::Go, |r| Action::Play(of_rank(&group[0].0, r)));
            let part = after(play, ranks, me, mine, group, action);
            [sum[0] + part[0], sum[1] + part[1]]
        });
    }
    let net = |sums: [f64; 2]| sums[me] - sums[1 - me];
    let base =
        base_choice(&ranks, mask(mine)).map_or(Action::Go, |r| Action::Play(of_rank(mine, r)));
    let mut best = after(play, ranks, me, mine, holdings, base);
    if mine.len() <= usize::from(LOOK_AHEAD) {
        let weight: f64 = holdings.iter().map(|(_, _, w)| w).sum();
        for r in 0..13u8 {
            if mask(mine) & 1 << r == 0
                || play.count() + of_rank(mine, r).value() > MAX_COUNT
                || base == Action::Play(of_rank(mine, r))
            {
                continue;
            }
            let sums = after(
                play,
                ranks,
                me,
                mine,
                holdings,
                Action::Play(of_rank(mine, r)),
            );
            if net(sums) > net(best) + 1e-9 * weight.max(1.0) {
                best = sums;
            }
        }
    }
    best
}

fn card(text: &str) -> Card {
    text.parse().expect("test card")
}
