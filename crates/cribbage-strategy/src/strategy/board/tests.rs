use super::counts::{Counts, DealPath, Side, draw_game};
use super::model::Table;
use super::solved::table;
use super::*;
use crate::strategy::chance::Chance;

const TWO: [Variant; 2] = [Variant::SixCard, Variant::FiveCard];

#[test]
fn every_deal_scores_so_every_board_is_solved_from_smaller_needs() {
    for variant in TWO {
        let totals = &table(variant).model.totals;
        assert_eq!(totals.p[0], 0.0, "{variant}: a deal that scored nothing");
    }
}

#[test]
fn on_every_board_the_chances_sum_to_one_and_the_skunks_nest() {
    for variant in TWO {
        let target = u32::from(variant.target());
        for (a, b, dealer) in (0..target)
            .flat_map(|a| (0..target).map(move |b| (a, b)))
            .flat_map(|(a, b)| [(a, b, 0), (a, b, 1)])
        {
            let board = Board::new(variant, [a, b], dealer, None).expect("a board");
            let seats = board.outlook(MatchScoring::Acc);
            let sum = seats[0].win + seats[1].win;
            assert!((sum - 1.0).abs() < 1e-9, "{variant} {a}-{b}: {sum}");
            for seat in seats {
                assert!(
                    (0.0..=1.0).contains(&seat.win),
                    "{variant} {a}-{b}: {}",
                    seat.win
                );
                let lines: Vec<f64> = seat.skunked.iter().flatten().copied().collect();
                let lose = 1.0 - seat.win;
                assert!(lines[0] <= lose + 1e-12, "{variant} {a}-{b}: {lines:?}");
                assert!(lines.windows(2).all(|w| w[1] <= w[0] + 1e-12), "{lines:?}");
                assert!(lines.iter().all(|&p| p >= -1e-12));
            }
        }
    }
}

#[test]
fn needing_fewer_points_never_lowers_the_chance_of_winning() {
    for variant in TWO {
        let table = table(variant);
        let size = usize::from(variant.target());
        for d in 1..=size {
            for p in 1..=size {
                let here = table.dealer_wins(d, p);
                if d > 1 {
                    assert!(
                        table.dealer_wins(d - 1, p) >= here - 1e-12,
                        "{variant} {d} {p}"
                    );
                }
                if p > 1 {
                    assert!(
                        table.dealer_wins(d, p - 1) <= here + 1e-12,
                        "{variant} {d} {p}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_first_dealer_of_a_six_card_game_is_favoured_as_published() {
    // Published: 55.5–56% between equal players; the band is 54–58%.
    let board = Board::new(Variant::SixCard, [0, 0], 0, None).expect("a board");
    let first = board.dealer_wins();
    assert!((0.54..=0.58).contains(&first), "{first}");
}

#[test]
fn a_side_one_point_short_dealing_wins_unless_the_pone_pegs_out_first() {
    // The dealer on 120 wins at the first point it pegs or shows; only a pone that reaches
    // 121 first (in the play, or with its hand) stops it.
    let board = Board::new(Variant::SixCard, [120, 0], 0, None).expect("a board");
    assert!(board.dealer_wins() > 0.99);
    let board = Board::new(Variant::SixCard, [0, 120], 0, None).expect("a board");
    // The pone on 120 pegs or shows a point in nearly every deal.
    assert!(board.dealer_wins() < 0.01, "{}", board.dealer_wins());
}

/// A few deals, small enough that a short game takes many of them.
fn toy_paths() -> Vec<DealPath> {
    use Side::{Dealer, Pone};
    let path = |steps: &[(Side, u32)], play: usize| DealPath {
        steps: steps.to_vec(),
        play,
    };
    vec![
        path(&[(Pone, 1), (Dealer, 2), (Pone, 3), (Dealer, 4)], 2),
        path(
            &[(Dealer, 2), (Pone, 2), (Dealer, 1), (Dealer, 6), (Pone, 5)],
            3,
        ),
        path(&[(Dealer, 1), (Pone, 7), (Dealer, 3)], 1),
        path(
            &[(Pone, 2), (Pone, 1), (Dealer, 2), (Pone, 4), (Dealer, 8)],
            3,
        ),
        path(&[(Dealer, 1)], 1),
    ]
}

#[test]
fn the_solver_agrees_with_games_drawn_from_its_own_deals() {
    let paths = toy_paths();
    let mut counts = Counts::default();
    for path in &paths {
        counts.add(path, [0, 0, 0]);
    }
    let tables = counts.tables();
    let size = 40;
    let solved = Table::solve(size, &tables.deals(), &[10, 25]);
    let mut chance = Chance::new(11);
    let games = 40_000;
    for (d, p) in [(40, 40), (40, 12), (7, 30), (3, 3), (25, 18)] {
        let mut wins = 0u32;
        let mut skunks = [0u32; 2];
        for _ in 0..games {
            let drawn = draw_game(&paths, d, p, &mut chance, |_, _, _| {});
            if drawn.first_dealer_won {
                wins += 1;
                for (i, k) in [10, 25].into_iter().enumerate() {
                    if drawn.loser_short > k {
                        skunks[i] += 1;
                    }
                }
            }
        }
        let check = |solved: f64, hits: u32, what: &str| {
            let empirical = f64::from(hits) / f64::from(games);
            let sigma = (solved * (1.0 - solved) / f64::from(games))
                .sqrt()
                .max(1e-4);
            assert!(
                (empirical - solved).abs() < 4.5 * sigma,
                "{what} at {d}/{p}: solved {solved}, drawn {empirical}"
            );
        };
        check(solved.dealer_wins(d as usize, p as usize), wins, "win");
        for (i, k) in [10, 25].into_iter().enumerate() {
            let by = solved.wins_by(k, true, d as usize, p as usize).unwrap();
            check(by, skunks[i], "skunk");
        }
    }
}

#[test]
fn in_the_play_alone_someone_reaches_a_need_or_nobody_does() {
    // The play's crossings and its end totals describe the same deals.
    for variant in TWO {
        let model = &table(variant).model;
        for (d, p) in [(1, 1), (2, 5), (7, 3), (12, 12), (30, 30)] {
            let dealer = model.play_dealer.at(d, p);
            let pone = model.play_pone.at(p, d);
            let totals = &model.play_totals;
            let mut nobody = 0.0;
            for a in 0..totals.rows.min(d as usize) {
                for b in 0..totals.columns.min(p as usize) {
                    nobody += totals.p[a * totals.columns + b];
                }
            }
            let sum = dealer + pone + nobody;
            assert!((sum - 1.0).abs() < 1e-9, "{variant} {d}/{p}: {sum}");
        }
    }
}

#[test]
fn the_wide_table_agrees_with_each_variants_own_on_every_board_within_it() {
    use super::model::MOST_TARGET;
    use super::solved::table_to;
    for variant in TWO {
        let own = table(variant);
        let wide = table_to(variant, MOST_TARGET);
        let size = usize::from(variant.target());
        for d in 1..=size {
            for p in 1..=size {
                let (a, b) = (own.dealer_wins(d, p), wide.dealer_wins(d, p));
                assert!((a - b).abs() < 1e-12, "{variant} {d}/{p}: {a} against {b}");
                for &k in Skunk::margins(u32::from(variant.target())) {
                    for dealer in [true, false] {
                        let (a, b) = (own.wins_by(k, dealer, d, p), wide.wins_by(k, dealer, d, p));
                        let (a, b) = (a.unwrap(), b.unwrap());
                        assert!(
                            (a - b).abs() < 1e-12,
                            "{variant} {k} {d}/{p}: {a} against {b}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a_game_to_61_reads_the_121_table_at_the_same_needs_with_its_one_line() {
    for (a, b, dealer) in [(0, 0, 0), (31, 45, 1), (59, 12, 0), (60, 60, 1)] {
        let short = Board::new(Variant::SixCard, [a, b], dealer, Some(61)).unwrap();
        let long = Board::new(Variant::SixCard, [a + 60, b + 60], dealer, None).unwrap();
        let (short, long) = (
            short.outlook(MatchScoring::Acc),
            long.outlook(MatchScoring::Acc),
        );
        for seat in 0..2 {
            assert!((short[seat].win - long[seat].win).abs() < 1e-12, "{a}-{b}");
            // The lurch of 61 is 121's first line (more than 30 short); there is no other.
            assert_eq!(short[seat].skunked[0], long[seat].skunked[0], "{a}-{b}");
            assert_eq!(short[seat].skunked[1..], [None, None], "{a}-{b}");
            let acc = 2.0 * short[seat].win + short[1 - seat].skunked[0].unwrap();
            assert!((short[seat].match_points - acc).abs() < 1e-12, "{a}-{b}");
        }
    }
    // Targets the tables do not serve are refused at the target.
    for target in [0, 242, 1000] {
        let problems = Board::new(Variant::SixCard, [0, 0], 0, Some(target)).unwrap_err();
        assert_eq!(problems[0].place, Place::field("target"), "{target}");
    }
}
