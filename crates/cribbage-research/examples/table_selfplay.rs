//! Self-play at a table of three, and of four in partnerships (issue #22): does the service's
//! expert beat the greedy policy in every seat arrangement?
//!
//! `cargo run --release -p cribbage-research --example table_selfplay -- --games 360 --role-games 150 --seed 1`
//!
//! Options: `--games N` (game seeds per match, each played once in every seat arrangement;
//! default 360), `--role-games M` (all-expert games per variant for the points of each role;
//! default 150), `--seed S` (default 1), `--variant three_player|four_player|both` (default
//! both). One thread; the defaults take about seven and a half minutes of CPU (release).
//!
//! A game is played to 121 with the service's own rules and advice: each seat discards by its
//! policy, the starter is cut, the play goes through the [`Play`] state machine with each
//! seat's choices from the table advisor, and every deal is handed to [`adjudicate`] (his
//! heels, the play, the shows from the dealer's left round to the dealer, then the crib), which
//! stops the game the moment a side reaches 121. The deal passes to the left. Every choice of
//! chance comes from one seeded generator per game, so a game is a function of its seed.
//!
//! Policies: **expert** discards by `net_with_play` (uniform crib model, the play sampled as
//! `/v1/discards` does with `objective: net_with_play`) and plays the table advisor's
//! recommended card; **greedy** keeps the hand with the best mean over the starters and lays
//! the card that scores most now (ties to the lowest card).
//!
//! Game `i` of a variant has the same seed in every arrangement and every match, so the
//! arrangements of one game seed see the same packs in the same order (duplicate play): the
//! interval over all arrangements is taken over game seeds, each one the mean of its
//! arrangements, and each arrangement's own interval is Wilson's.
//!
//! Prints Markdown on stdout; progress goes to stderr.

use std::time::Instant;

use cribbage_strategy::card::{Card, Rank};
use cribbage_strategy::discard::{CribModel, Dealt};
use cribbage_strategy::hand::{ShowKind, ShowRules, total};
use cribbage_strategy::pegging::{Action, Event, EventSlot, Play};
use cribbage_strategy::round::{DealInput, adjudicate};
use cribbage_strategy::strategy::selfplay::Chance;
use cribbage_strategy::strategy::{AdviceRequest, Opponent, Ranking, Seated, best_with_play};
use cribbage_strategy::variant::Variant;

const Z: f64 = 1.959_963_984_540_054;

struct Options {
    games: usize,
    role_games: usize,
    seed: u64,
    variants: Vec<Variant>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        games: 360,
        role_games: 150,
        seed: 1,
        variants: vec![Variant::ThreePlayer, Variant::FourPlayer],
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--games" => options.games = number()? as usize,
            "--role-games" => options.role_games = number()? as usize,
            "--seed" => options.seed = number()?,
            "--variant" => {
                options.variants = match value.as_str() {
                    "three_player" => vec![Variant::ThreePlayer],
                    "four_player" => vec![Variant::FourPlayer],
                    "both" => vec![Variant::ThreePlayer, Variant::FourPlayer],
                    other => {
                        return Err(format!(
                            "unknown variant {other:?}: three_player, four_player or both"
                        ));
                    }
                }
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(options)
}

/// How a seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Policy {
    Expert,
    Greedy,
}

impl Policy {
    fn name(self) -> &'static str {
        match self {
            Policy::Expert => "expert",
            Policy::Greedy => "greedy",
        }
    }
}

/// What one deal gave each player, counted in full (even when the game ended during it), by
/// the play's player: 0 led (the dealer's left), the dealer is the last.
struct DealRecord {
    /// Points pegged in the play, go and last-card points included.
    pegged: Vec<u32>,
    /// Each hand's show.
    hands: Vec<u32>,
    /// The dealer's crib.
    crib: u32,
    /// His heels: 2 to the dealer when the starter is a jack.
    his_heels: u32,
    /// The policy of each player.
    policies: Vec<Policy>,
}

/// A finished game.
struct GameRecord {
    /// The side (three players: the seat; four: 0 for seats 0 and 2, 1 for 1 and 3) that
    /// reached 121.
    winner: usize,
    deals: Vec<DealRecord>,
}

type Failure = String;

/// One game of `variant` to 121: `policies[seat]` plays each seat, `first_dealer` deals first.
fn play_game(
    variant: Variant,
    policies: &[Policy],
    first_dealer: usize,
    seed: u64,
) -> Result<GameRecord, Failure> {
    let players = variant.players();
    let mut chance = Chance::new(seed);
    let mut scores = vec![0u32; players];
    let mut dealer = first_dealer % players;
    let mut deals = Vec::new();
    loop {
        let (record, after, winner) = play_deal(variant, policies, dealer, &scores, &mut chance)?;
        deals.push(record);
        scores = after;
        if let Some(winner) = winner {
            return Ok(GameRecord {
                winner: variant.side(winner),
                deals,
            });
        }
        if deals.len() > 200 {
            return Err("no winner after 200 deals".to_owned());
        }
        dealer = (dealer + 1) % players;
    }
}

/// One deal: five cards each from the dealer's left, the discards (and with three players one
/// card from the pack to the crib), the cut, the play, then the deal adjudicated. Returns the
/// record, every seat's score after it, and the winning seat if the game ended.
fn play_deal(
    variant: Variant,
    policies: &[Policy],
    dealer: usize,
    scores: &[u32],
    chance: &mut Chance,
) -> Result<(DealRecord, Vec<u32>, Option<usize>), Failure> {
    let players = variant.players();
    let dealt = variant.dealt();
    // The play's player `p` sits in seat `seat_of(p)`; the dealer is the last.
    let seat_of = |p: usize| (dealer + 1 + p) % players;
    let deck = chance.shuffled();
    let mut kept = vec![Vec::new(); players];
    let mut laid = vec![Vec::new(); players];
    let mut crib = Vec::with_capacity(4);
    for p in 0..players {
        let seat = seat_of(p);
        // Dealt by role, so the same cards reach a role whichever seat holds it.
        let cards = &deck[p * dealt..(p + 1) * dealt];
        let own_crib = variant.same_side(seat, dealer);
        let (keep, away) = discard(policies[seat], cards, own_crib, variant)?;
        crib.extend_from_slice(&away);
        kept[seat] = keep;
        laid[seat] = away;
    }
    let mut next = players * dealt;
    while crib.len() < variant.crib_size() {
        // Three players: the top card of the pack goes to the crib.
        crib.push(deck[next]);
        next += 1;
    }
    let starter = deck[next];
    let in_play: Vec<Vec<Card>> = (0..players).map(|p| kept[seat_of(p)].clone()).collect();
    let mut play = Play::new(variant, players, Some(in_play)).map_err(|e| format!("{e:?}"))?;
    let mut events: Vec<Event> = Vec::with_capacity(16);
    while let Some(p) = play.next_player() {
        let seat = seat_of(p);
        let held = play.held(p).unwrap_or_default();
        let action = choose(
            policies[seat],
            variant,
            &held,
            &events,
            starter,
            &laid[seat],
        )?;
        let event = Event {
            player: None,
            action,
        };
        play.apply(event).map_err(|e| format!("{e:?}"))?;
        events.push(event);
    }
    let mut deal = DealInput::from_cards(variant, dealer, starter, &kept, &crib, &events);
    deal.scores = Some(scores.to_vec());
    let deal = deal.validate().map_err(|e| format!("{e:?}"))?;
    let adjudication = adjudicate(&deal).map_err(|e| format!("{e:?}"))?;
    let show = |cards: &[Card], kind| u32::from(total(cards, starter, kind, ShowRules::default()));
    let record = DealRecord {
        pegged: play.totals().to_vec(),
        hands: (0..players)
            .map(|p| show(&kept[seat_of(p)], ShowKind::Hand))
            .collect(),
        crib: show(&crib, ShowKind::Crib),
        his_heels: if starter.rank() == Rank::Jack { 2 } else { 0 },
        policies: (0..players).map(|p| policies[seat_of(p)]).collect(),
    };
    let winner = adjudication.result.map(|r| r.winner);
    Ok((record, adjudication.scores, winner))
}

/// A seat's discard by its policy: the cards it keeps and the card it lays away. `own_crib`:
/// the crib is the seat's (with four players, its partnership's).
fn discard(
    policy: Policy,
    cards: &[Card],
    own_crib: bool,
    variant: Variant,
) -> Result<(Vec<Card>, Vec<Card>), Failure> {
    let options = Dealt::validate(cards, variant, CribModel::Uniform)
        .map_err(|e| format!("discard: {e:?}"))?
        .recommend(own_crib);
    let chosen = match policy {
        // The best hand mean; among equals, the order of the advice (best net first).
        Policy::Greedy => options.into_iter().reduce(|best, o| {
            if o.hand.mean() > best.hand.mean() {
                o
            } else {
                best
            }
        }),
        Policy::Expert => best_with_play(options, own_crib, variant, Opponent::Inferred),
    };
    let chosen = chosen.ok_or("no discard option")?;
    Ok((chosen.keep, chosen.discard))
}

/// The action the table advisor gives `policy` for the player to act, holding `held`, after
/// `events`, having laid `discards` away.
fn choose(
    policy: Policy,
    variant: Variant,
    held: &[Card],
    events: &[Event],
    starter: Card,
    discards: &[Card],
) -> Result<Action, Failure> {
    let request = AdviceRequest {
        variant: Some(variant),
        hand: held.iter().map(|&c| Ok(c)).collect(),
        events: events
            .iter()
            .map(|e| {
                EventSlot::from(Event {
                    player: None,
                    action: e.action,
                })
            })
            .collect(),
        starter: Some(Ok(starter)),
        discards: discards.iter().map(|&c| Ok(c)).collect(),
        board: None,
        player: None,
        opponent: None,
        history: Vec::new(),
    };
    let level = match policy {
        Policy::Expert => Ranking::Expert,
        Policy::Greedy => Ranking::Greedy,
    };
    match request.seat().map_err(|e| format!("advice: {e:?}"))? {
        Seated::Three(table) => Ok(table.choose(level)),
        Seated::Four(table) => Ok(table.choose(level)),
        Seated::Two(_) => Err("a two-player position at a table".to_owned()),
    }
}

/// A running mean with its standard error.
#[derive(Clone, Copy, Default)]
struct Stat {
    n: u64,
    sum: f64,
    squares: f64,
}

impl Stat {
    fn add(&mut self, x: f64) {
        self.n += 1;
        self.sum += x;
        self.squares += x * x;
    }

    fn mean(&self) -> f64 {
        self.sum / self.n.max(1) as f64
    }

    fn standard_error(&self) -> f64 {
        let n = self.n as f64;
        if self.n < 2 {
            return f64::NAN;
        }
        let mean = self.mean();
        let variance = ((self.squares - n * mean * mean) / (n - 1.0)).max(0.0);
        (variance / n).sqrt()
    }

    fn show(&self) -> String {
        format!("{:.3} ± {:.3}", self.mean(), self.standard_error())
    }
}

/// Per deal, by the play's player (0 led; the dealer is the last): pegging, hand, crib (the
/// dealer only) and everything the player scored (his heels with the dealer's).
#[derive(Clone, Default)]
struct Roles {
    deals: u64,
    pegging: Vec<Stat>,
    hand: Vec<Stat>,
    crib: Stat,
    his_heels: Stat,
    total: Vec<Stat>,
    /// Everything the side scored in the deal: the dealer's side, then the first pone's.
    sides: [Stat; 2],
}

impl Roles {
    fn new(players: usize) -> Roles {
        Roles {
            pegging: vec![Stat::default(); players],
            hand: vec![Stat::default(); players],
            total: vec![Stat::default(); players],
            ..Roles::default()
        }
    }

    fn add(&mut self, deal: &DealRecord, only: Option<Policy>) {
        let players = deal.pegged.len();
        let last = players - 1;
        self.deals += 1;
        let mut sides = [0u32; 2];
        for p in 0..players {
            let extra = if p == last {
                deal.crib + deal.his_heels
            } else {
                0
            };
            let points = deal.pegged[p] + deal.hands[p] + extra;
            // With four the dealer's side plays second and last.
            if players == 4 {
                sides[usize::from(p % 2 == 0)] += points;
            }
            if only.is_some_and(|policy| deal.policies[p] != policy) {
                continue;
            }
            self.pegging[p].add(f64::from(deal.pegged[p]));
            self.hand[p].add(f64::from(deal.hands[p]));
            self.total[p].add(f64::from(points));
            if p == last {
                self.crib.add(f64::from(deal.crib));
                self.his_heels.add(f64::from(deal.his_heels));
            }
        }
        if players == 4 && only.is_none() {
            self.sides[0].add(f64::from(sides[0]));
            self.sides[1].add(f64::from(sides[1]));
        }
    }
}

fn role_names(players: usize) -> &'static [&'static str] {
    if players == 3 {
        &["first pone (leads)", "second pone", "dealer"]
    } else {
        &[
            "first pone (leads)",
            "dealer's partner",
            "second pone (first pone's partner)",
            "dealer",
        ]
    }
}

/// The Wilson score interval at 95% for `k` successes in `n`.
fn wilson(k: u64, n: u64) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (n, p) = (n as f64, k as f64 / n as f64);
    let centre = (p + Z * Z / (2.0 * n)) / (1.0 + Z * Z / n);
    let half = Z / (1.0 + Z * Z / n) * (p * (1.0 - p) / n + Z * Z / (4.0 * n * n)).sqrt();
    [centre - half, centre + half]
}

/// A match: policies per seat, the side whose wins are counted, and its seat arrangements
/// (each a first dealer, with its name).
struct Match {
    name: String,
    policies: Vec<Policy>,
    side: usize,
    fair: f64,
    arrangements: Vec<(usize, String)>,
}

/// A match's results: per arrangement the wins of the side counted; per game seed the mean
/// over arrangements; per policy and role the points per deal.
struct Played {
    wins: Vec<u64>,
    games: Vec<u64>,
    per_seed: Stat,
    deals: u64,
    by_policy: Vec<(Policy, Roles)>,
}

fn game_seed(seed: u64, variant: Variant, game: usize) -> u64 {
    let mix = seed ^ (variant.players() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    Chance::new(mix ^ (game as u64).wrapping_mul(0xd1b5_4a32_d192_ed03)).next_u64()
}

fn play_match(
    variant: Variant,
    spec: &Match,
    games: usize,
    seed: u64,
    started: Instant,
) -> Result<Played, Failure> {
    let players = variant.players();
    let arrangements = spec.arrangements.len();
    let mut played = Played {
        wins: vec![0; arrangements],
        games: vec![0; arrangements],
        per_seed: Stat::default(),
        deals: 0,
        by_policy: [Policy::Expert, Policy::Greedy]
            .into_iter()
            .filter(|p| spec.policies.contains(p))
            .map(|p| (p, Roles::new(players)))
            .collect(),
    };
    let step = (games / 5).max(1);
    for game in 0..games {
        let seed = game_seed(seed, variant, game);
        let mut won = 0u64;
        for (k, &(first_dealer, _)) in spec.arrangements.iter().enumerate() {
            let record = play_game(variant, &spec.policies, first_dealer, seed)
                .map_err(|e| format!("{} game {game}: {e}", spec.name))?;
            played.games[k] += 1;
            if record.winner == spec.side {
                played.wins[k] += 1;
                won += 1;
            }
            played.deals += record.deals.len() as u64;
            for deal in &record.deals {
                for (policy, roles) in &mut played.by_policy {
                    roles.add(deal, Some(*policy));
                }
            }
        }
        played.per_seed.add(won as f64 / arrangements.max(1) as f64);
        if (game + 1).is_multiple_of(step) {
            eprintln!(
                "{} {}: {} of {games} game seeds, {:.1} s",
                variant.name(),
                spec.name,
                game + 1,
                started.elapsed().as_secs_f64()
            );
        }
    }
    Ok(played)
}

fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn print_match(spec: &Match, played: &Played) {
    println!("#### {}\n", spec.name);
    println!("| Arrangement | Games | Wins | Win rate | 95% interval (Wilson) | Fair share |");
    println!("|---|---:|---:|---:|---|---:|");
    for (k, (_, name)) in spec.arrangements.iter().enumerate() {
        let (w, n) = (played.wins[k], played.games[k]);
        let [lo, hi] = wilson(w, n);
        println!(
            "| {name} | {n} | {w} | {} | {} – {} | {} |",
            percent(w as f64 / n.max(1) as f64),
            percent(lo),
            percent(hi),
            percent(spec.fair)
        );
    }
    let (w, n): (u64, u64) = (played.wins.iter().sum(), played.games.iter().sum());
    let s = &played.per_seed;
    let half = Z * s.standard_error();
    println!(
        "| **all arrangements** | {n} | {w} | {} | {} – {} (normal, over {} game seeds) | {} |",
        percent(s.mean()),
        percent(s.mean() - half),
        percent(s.mean() + half),
        s.n,
        percent(spec.fair)
    );
    println!(
        "\nDeals per game: {:.2}. Points per deal by policy and role (mean ± standard error, \
         deals of every arrangement):\n",
        played.deals as f64 / n.max(1) as f64
    );
    print_roles_by_policy(&played.by_policy);
}

fn print_roles_by_policy(by_policy: &[(Policy, Roles)]) {
    println!("| Policy | Role | Deals | Pegging | Hand | Crib | All |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    for (policy, roles) in by_policy {
        let players = roles.pegging.len();
        for (p, name) in role_names(players).iter().enumerate() {
            if roles.pegging[p].n == 0 {
                continue;
            }
            let crib = if p == players - 1 {
                roles.crib.show()
            } else {
                "".to_owned()
            };
            println!(
                "| {} | {name} | {} | {} | {} | {crib} | {} |",
                policy.name(),
                roles.pegging[p].n,
                roles.pegging[p].show(),
                roles.hand[p].show(),
                roles.total[p].show()
            );
        }
    }
    println!();
}

/// All-expert games: points per deal by role, and how often the first dealer's side wins.
fn all_expert(
    variant: Variant,
    games: usize,
    seed: u64,
    started: Instant,
) -> Result<(Roles, u64, u64), Failure> {
    let players = variant.players();
    let policies = vec![Policy::Expert; players];
    let mut roles = Roles::new(players);
    let mut first_wins = 0;
    let step = (games / 5).max(1);
    for game in 0..games {
        // Seeds apart from the matches' (the same packs would give the same deals).
        let seed = game_seed(seed ^ 0x005E_ED0F_A11E, variant, game);
        // The first deal passes round the table, so the seats' own edges cancel.
        let first_dealer = game % players;
        let record = play_game(variant, &policies, first_dealer, seed)
            .map_err(|e| format!("all-expert game {game}: {e}"))?;
        if record.winner == variant.side(first_dealer) {
            first_wins += 1;
        }
        for deal in &record.deals {
            roles.add(deal, None);
        }
        if (game + 1).is_multiple_of(step) {
            eprintln!(
                "{} all expert: {} of {games} games, {:.1} s",
                variant.name(),
                game + 1,
                started.elapsed().as_secs_f64()
            );
        }
    }
    Ok((roles, first_wins, games as u64))
}

fn print_all_expert(variant: Variant, roles: &Roles, first_wins: u64, games: u64) {
    let players = variant.players();
    println!(
        "#### Every seat expert: points per deal by role ({games} games, {} deals; mean ± \
         standard error)\n",
        roles.deals
    );
    println!("| Role | Pegging | Hand | Crib | His heels | All |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (p, name) in role_names(players).iter().enumerate() {
        let dealer = p == players - 1;
        let (crib, heels) = if dealer {
            (roles.crib.show(), roles.his_heels.show())
        } else {
            ("".to_owned(), "".to_owned())
        };
        println!(
            "| {name} | {} | {} | {crib} | {heels} | {} |",
            roles.pegging[p].show(),
            roles.hand[p].show(),
            roles.total[p].show()
        );
    }
    if players == 4 {
        println!(
            "| **dealer's side** | | | | | {} |\n| **first pone's side** | | | | | {} |",
            roles.sides[0].show(),
            roles.sides[1].show()
        );
    }
    let [lo, hi] = wilson(first_wins, games);
    let side = if players == 4 { "side" } else { "seat" };
    println!(
        "\nThe first dealer's {side} won {first_wins} of {games} ({}, 95% Wilson {} – {}; \
         fair share {}).\n",
        percent(first_wins as f64 / games.max(1) as f64),
        percent(lo),
        percent(hi),
        percent(1.0 / (players / if players == 4 { 2 } else { 1 }) as f64)
    );
}

/// The matches of a variant.
fn matches(variant: Variant) -> Vec<Match> {
    use Policy::{Expert, Greedy};
    let ordinal = ["first", "second", "third"];
    if variant.players() == 3 {
        // Seat 0 is the lone policy; the deal passes from seat d to seat d + 1, so seat 0 deals
        // k-th (from 1) when the first dealer is (3 - (k - 1)) % 3.
        let arrangements: Vec<(usize, String)> = (0..3)
            .map(|k| ((3 - k) % 3, format!("lone seat deals {}", ordinal[k])))
            .collect();
        vec![
            Match {
                name: "One expert against two greedy: the expert seat's wins".to_owned(),
                policies: vec![Expert, Greedy, Greedy],
                side: 0,
                fair: 1.0 / 3.0,
                arrangements: arrangements.clone(),
            },
            Match {
                name: "One greedy against two experts: the greedy seat's wins".to_owned(),
                policies: vec![Greedy, Expert, Expert],
                side: 0,
                fair: 1.0 / 3.0,
                arrangements,
            },
        ]
    } else {
        vec![Match {
            name: "Expert partnership (seats 0 and 2) against greedy partnership: the expert \
                   side's wins"
                .to_owned(),
            policies: vec![Expert, Greedy, Expert, Greedy],
            side: 0,
            fair: 0.5,
            arrangements: vec![
                (0, "expert side deals first".to_owned()),
                (1, "greedy side deals first".to_owned()),
            ],
        }]
    }
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    println!(
        "## Table self-play: expert against greedy (seed {}, {} game seeds per match, {} \
         all-expert games per variant)\n",
        options.seed, options.games, options.role_games
    );
    for &variant in &options.variants {
        println!("### {} cribbage\n", variant.words());
        for spec in matches(variant) {
            match play_match(variant, &spec, options.games, options.seed, started) {
                Ok(played) => print_match(&spec, &played),
                Err(error) => {
                    eprintln!("{error}");
                    std::process::exit(1);
                }
            }
        }
        if options.role_games > 0 {
            match all_expert(variant, options.role_games, options.seed, started) {
                Ok((roles, wins, games)) => print_all_expert(variant, &roles, wins, games),
                Err(error) => {
                    eprintln!("{error}");
                    std::process::exit(1);
                }
            }
        }
    }
    println!(
        "Run time: {:.1} s (one thread).",
        started.elapsed().as_secs_f64()
    );
}
