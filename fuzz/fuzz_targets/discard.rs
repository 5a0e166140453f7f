//! Discard analysis on arbitrary deals of every variant, own crib or not, uniform or expert crib
//! model (and wrong card counts and repeated cards, which must be refused).
//!
//! Invariants: one option per way to discard, each splitting the deal into keep and discard; the
//! hand's distribution is the itemized scorer's over every unseen starter; the crib's
//! distribution of one option (picked by the input) equals counting every crib one by one (with
//! the expert weights when asked); no hand or crib ever scores 19; `net` is hand mean plus or
//! minus crib mean; options are sorted best first; the expert model changes only the crib;
//! from a board, under either model of the play, every chance is a probability, the best first,
//! and `net_with_play` is `net` plus the play's net. Two players: every level of the ladder
//! keeps one of the options (from the board too), the same for the same seed.
#![no_main]

use arbitrary::Arbitrary;
use cribbage_api::domain::card::Card;
use cribbage_api::domain::discard::{
    CribModel, DiscardError, DiscardOption, expert_weights, recommend,
};
use cribbage_api::domain::hand::{Show, ShowKind, ShowRules, ShowTables};
use cribbage_api::domain::strategy::board::{Board, Judged};
use cribbage_api::domain::strategy::ladder::{self, Seat};
use cribbage_api::domain::strategy::{Chance, Level, Objective, Opponent, with_board};
use cribbage_api::domain::variant::Variant;
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Arbitrary)]
struct Input {
    variant: u8,
    picks: [u8; 6],
    own_crib: bool,
    expert: bool,
    /// 0..: a proper deal; 1: one card short; 2: a card repeated.
    mangle: u8,
    /// Which option's crib to count one by one (low 7 bits); with three unknown crib cards, the
    /// high bit asks for it at all.
    option: u8,
    /// A board `[own, opponent]` (each taken below the target) for the two-player games.
    board: Option<[u8; 2]>,
    /// The play priced by the base policy's exact table rather than the sampled one.
    uniform_play: bool,
    /// Which level of the ladder discards too, and the seed of its draw.
    level: u8,
    seed: u64,
}

fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The crib of `option` counted one crib at a time: every set of unknown cards from the unseen
/// ones, then every starter from the rest; with `weights`, a pair of unknown cards of ranks
/// `a <= b` counts `weights[a * 13 + b]` times.
fn slow_crib(option: &DiscardOption, dealt: &[Card], weights: Option<&[u64; 169]>) -> [u64; 30] {
    let tables = ShowTables::get();
    let unseen: Vec<Card> = Card::deck().filter(|c| !dealt.contains(c)).collect();
    let unknown = 4 - option.discard.len();
    let mut counts = [0u64; 30];
    let mut pick = vec![0usize; unknown];
    // Every `unknown`-subset of `unseen`, by index.
    fn subsets(
        n: usize,
        k: usize,
        from: usize,
        at: &mut Vec<usize>,
        depth: usize,
        f: &mut dyn FnMut(&[usize]),
    ) {
        if depth == k {
            f(at);
            return;
        }
        for i in from..n {
            at[depth] = i;
            subsets(n, k, i + 1, at, depth + 1, f);
        }
    }
    subsets(unseen.len(), unknown, 0, &mut pick, 0, &mut |chosen| {
        let mut crib: Vec<Card> = option.discard.clone();
        crib.extend(chosen.iter().map(|&i| unseen[i]));
        let weight = match weights {
            Some(w) => {
                let (a, b) = (
                    unseen[chosen[0]].rank().index(),
                    unseen[chosen[1]].rank().index(),
                );
                w[a.min(b) * 13 + a.max(b)]
            }
            None => 1,
        };
        for (i, &starter) in unseen.iter().enumerate() {
            if chosen.contains(&i) {
                continue;
            }
            let score = tables.total(&crib, starter, ShowKind::Crib, ShowRules::default());
            counts[usize::from(score)] += weight;
        }
    });
    counts
}

fuzz_target!(|input: Input| {
    let variant = Variant::ALL[usize::from(input.variant) % 4];
    let model = if input.expert {
        CribModel::Expert
    } else {
        CribModel::Uniform
    };
    let mut deck: Vec<Card> = Card::deck().collect();
    let mut dealt: Vec<Card> = input.picks[..variant.dealt()]
        .iter()
        .map(|&p| deck.remove(usize::from(p) % deck.len()))
        .collect();

    let result = match input.mangle % 8 {
        1 => {
            dealt.pop();
            recommend(&dealt, input.own_crib, variant, model)
        }
        2 => {
            dealt[0] = dealt[1];
            recommend(&dealt, input.own_crib, variant, model)
        }
        _ => recommend(&dealt, input.own_crib, variant, model),
    };
    if input.expert && variant != Variant::SixCard {
        assert_eq!(result, Err(DiscardError::ExpertVariant(variant)));
        return;
    }
    let options = match (input.mangle % 8, result) {
        (1, result) => {
            assert!(
                matches!(result, Err(DiscardError::WrongCardCount { .. })),
                "{result:?}"
            );
            return;
        }
        (2, result) => {
            assert_eq!(result, Err(DiscardError::DuplicateCard(dealt[0])));
            return;
        }
        (_, result) => result.expect("a proper deal"),
    };

    // From a board: every option's chance of winning is a probability, the best first.
    if let (Some([own, opponent]), 2) = (input.board, variant.players()) {
        let target = u32::from(variant.target());
        let scores = [u32::from(own) % target, u32::from(opponent) % target];
        let board = Board::new(variant, scores, 0, None).expect("a board short of the target");
        let opponent = if input.uniform_play {
            Opponent::Uniform
        } else {
            Opponent::Inferred
        };
        let judged = with_board(
            options.clone(),
            input.own_crib,
            Objective::Win,
            &board,
            opponent,
        );
        assert_eq!(judged.len(), options.len());
        for pair in judged.windows(2) {
            assert!(pair[0].win_probability >= pair[1].win_probability);
        }
        for option in &judged {
            let chance = option.win_probability.expect("a chance with the board");
            assert!((-1e-9..=1.0 + 1e-9).contains(&chance), "{chance}");
            let with = option.option.net + option.play.net();
            assert!((option.net_with_play - with).abs() < 1e-9);
        }
    }

    // Every level keeps one of the options, and the same for the same seed.
    if variant.players() == 2 {
        let level = Level::ALL[usize::from(input.level) % Level::ALL.len()];
        let target = u32::from(variant.target());
        let board = input.board.map(|[own, opponent]| {
            let scores = [u32::from(own) % target, u32::from(opponent) % target];
            let dealer = usize::from(!input.own_crib);
            Judged::Sides(Board::new(variant, scores, dealer, None).expect("a board"))
        });
        let at = Seat {
            variant,
            dealer: input.own_crib,
            seat: None,
            board,
        };
        let chosen = ladder::discard(level, &dealt, &at, &mut Chance::new(input.seed))
            .expect("a proper deal");
        let mut away = chosen.discard.clone();
        away.sort();
        assert!(options.iter().any(|o| {
            let mut theirs = o.discard.clone();
            theirs.sort();
            theirs == away
        }));
        let again = ladder::discard(level, &dealt, &at, &mut Chance::new(input.seed));
        assert_eq!(again.as_ref(), Ok(&chosen));
    }

    let n = dealt.len();
    let discards = n - variant.hand_size();
    assert_eq!(options.len() as u64, choose(n as u64, discards as u64));
    let unseen = (52 - n) as u64;
    let unknown = (variant.crib_size() - discards) as u64;
    for option in &options {
        // Keep and discard split the deal.
        assert_eq!(option.keep.len(), variant.hand_size());
        assert_eq!(option.discard.len(), discards);
        let mut split: Vec<Card> = option.keep.iter().chain(&option.discard).copied().collect();
        split.sort();
        let mut sorted = dealt.clone();
        sorted.sort();
        assert_eq!(split, sorted);

        // The hand over every starter, counted by the itemized scorer.
        let mut hand = [0u64; 30];
        for starter in Card::deck().filter(|c| !dealt.contains(c)) {
            let show = Show::new(&option.keep, starter, ShowKind::Hand, variant).unwrap();
            hand[usize::from(show.score(ShowRules::default()).total())] += 1;
        }
        assert_eq!(option.hand.counts, hand, "hand of {:?}", option.keep);
        assert_eq!(option.hand.outcomes(), unseen);
        assert_eq!(option.crib.counts[19], 0, "a crib of 19");
        if variant.hand_size() == 4 {
            assert_eq!(option.hand.counts[19], 0);
        }
        if model == CribModel::Uniform {
            assert_eq!(
                option.crib.outcomes(),
                choose(unseen, unknown) * (unseen - unknown),
                "{:?}",
                option.discard
            );
        }
        assert!(option.hand.min() <= option.hand.max() && option.crib.max() <= 29);
        let net = if input.own_crib {
            option.hand.mean() + option.crib.mean()
        } else {
            option.hand.mean() - option.crib.mean()
        };
        assert_eq!(option.net.to_bits(), net.to_bits());
    }
    for pair in options.windows(2) {
        assert!(
            pair[0].net > pair[1].net
                || (pair[0].net == pair[1].net && pair[0].hand.mean() >= pair[1].hand.mean()),
            "not best first"
        );
    }

    // One option's crib, counted crib by crib (with three unknown cards, 713,460 cribs: only for
    // half the inputs, to keep the rate up).
    let option = &options[usize::from(input.option & 0x7f) % options.len()];
    let weights = (model == CribModel::Expert).then(|| expert_weights(input.own_crib));
    if unknown == 3 && input.option & 0x80 == 0 {
        return;
    }
    assert_eq!(
        option.crib.counts,
        slow_crib(option, &dealt, weights.as_ref()),
        "crib of {:?} from {dealt:?}",
        option.discard
    );

    // The expert model changes only the crib.
    if model == CribModel::Expert {
        let uniform = recommend(&dealt, input.own_crib, variant, CribModel::Uniform).unwrap();
        for option in &options {
            let same = uniform
                .iter()
                .find(|o| o.discard == option.discard)
                .unwrap();
            assert_eq!(same.hand, option.hand);
            assert_eq!(same.keep, option.keep);
        }
    }
});
