//! The strategy's refusals: what can be wrong with a board, a request for advice, or a game to
//! review. Each wraps the rules' own refusals below it; their words, in every language, are in
//! the words crate.

use crate::card::Card;
use crate::input::variant_param as variant;
use crate::input::{Fault, Place, Refused};
use crate::pegging::{PeggingFault, PlayFault};
use crate::refusal::{Coded, Param, Params, numbers};
use crate::round::RoundFault;
use crate::variant::Variant;

/// Why a board cannot be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardFault {
    /// A shared check: the scores, a seat.
    Input(Fault),
    /// The position model covers the two-player games only.
    BoardNotModelled(Variant),
    /// The position model is solved for targets from 1 to `most` only.
    TargetNotModelled {
        /// The variant.
        variant: Variant,
        /// The target asked for.
        target: u32,
        /// The largest target it is solved for.
        most: u32,
    },
    /// A score at or past the target: the game is over, there is no position to judge.
    GameOver {
        /// The score.
        score: u32,
        /// The target.
        target: u32,
    },
}

impl From<Fault> for BoardFault {
    fn from(fault: Fault) -> BoardFault {
        BoardFault::Input(fault)
    }
}

impl Coded for BoardFault {
    fn code(&self) -> &'static str {
        match self {
            BoardFault::Input(fault) => fault.code(),
            BoardFault::BoardNotModelled(_) => "position.variant",
            BoardFault::TargetNotModelled { .. } => "position.target",
            BoardFault::GameOver { .. } => "position.game_over",
        }
    }

    fn params(&self) -> Params {
        match self {
            BoardFault::Input(fault) => fault.params(),
            BoardFault::BoardNotModelled(v) => vec![variant(*v)],
            BoardFault::TargetNotModelled {
                variant: v,
                target,
                most,
            } => vec![
                variant(*v),
                ("target", Param::number(*target)),
                ("most", Param::number(*most)),
            ],
            BoardFault::GameOver { score, target } => numbers!(score, target),
        }
    }
}

impl Refused for BoardFault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            BoardFault::Input(fault) => fault.places(),
            _ => Vec::new(),
        }
    }
}

/// Why advice cannot be given on a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AdviceFault {
    /// A shared check: a card's text, a repeat, the hands, the seats.
    Input(Fault),
    /// A check of the play so far, or what the play's engine refuses.
    Play(PlayFault),
    /// A check of the board.
    Board(BoardFault),
    /// The expert crib model for a variant it is not derived for.
    ExpertVariant(Variant),
    /// The play advisor models the two-player games only.
    NotModelled(Variant),
    /// Ordering by the chance of winning without the board to judge it from.
    WinNeedsScores,
    /// A seat given to discard advice that does not fit whose crib it is.
    SeatDealer {
        /// The seat given (in the play's order: 0 plays first).
        seat: usize,
        /// Players at the table.
        players: usize,
        /// Whether the request says the crib is the player's.
        dealer: bool,
    },
    /// A three-handed board given to discard advice by a player who does not deal, without
    /// its seat: the scores are by seat, so which is the player's is not known.
    SeatNeeded,
    /// Advice on the play asked by a player whose turn it is not.
    NotToPlay {
        /// The player asking.
        player: usize,
        /// The player to act after the events.
        to_play: usize,
    },
    /// A card in the hand of the player to act was already played.
    Played {
        /// The card.
        card: Card,
        /// The event that played it.
        event: usize,
    },
    /// The hand of the player to act does not hold as many cards as the events leave it.
    HeldSize {
        /// Cards the player still holds after the events.
        expected: usize,
        /// Cards given.
        found: usize,
    },
    /// More discards than a player lays away in the variant.
    DiscardCount {
        /// The variant.
        variant: Variant,
        /// Cards a player discards in it.
        most: usize,
        /// Cards given.
        found: usize,
    },
    /// The play is over: there is nothing to advise.
    PlayOver,
    /// A card the opponent laid in an earlier hand's play that is not in the hand it showed.
    NotShown {
        /// The card.
        card: Card,
    },
    /// A go said while a card in hand fitted (the player's own hand shows it, or at a count
    /// of 21 or less every card fits): advice needs a play that follows the rules.
    Renege {
        /// The player who said go.
        player: usize,
    },
}

impl From<Fault> for AdviceFault {
    fn from(fault: Fault) -> AdviceFault {
        AdviceFault::Input(fault)
    }
}

impl From<PlayFault> for AdviceFault {
    fn from(fault: PlayFault) -> AdviceFault {
        match fault {
            PlayFault::Input(fault) => AdviceFault::Input(fault),
            other => AdviceFault::Play(other),
        }
    }
}

impl From<PeggingFault> for AdviceFault {
    fn from(fault: PeggingFault) -> AdviceFault {
        AdviceFault::Play(PlayFault::Refused(fault))
    }
}

impl From<BoardFault> for AdviceFault {
    fn from(fault: BoardFault) -> AdviceFault {
        match fault {
            BoardFault::Input(fault) => AdviceFault::Input(fault),
            other => AdviceFault::Board(other),
        }
    }
}

impl Coded for AdviceFault {
    fn code(&self) -> &'static str {
        match self {
            AdviceFault::Input(fault) => fault.code(),
            AdviceFault::Play(fault) => fault.code(),
            AdviceFault::Board(fault) => fault.code(),
            AdviceFault::ExpertVariant(_) => "crib_model.variant",
            AdviceFault::NotModelled(_) => "advice.variant",
            AdviceFault::WinNeedsScores => "objective.win_needs_scores",
            AdviceFault::SeatDealer { .. } => "discards.seat_dealer",
            AdviceFault::SeatNeeded => "discards.seat_needed",
            AdviceFault::NotToPlay { .. } => "advice.not_to_play",
            AdviceFault::Played { .. } => "card.already_played",
            AdviceFault::HeldSize { .. } => "advice.held_card_count",
            AdviceFault::DiscardCount { .. } => "discards.count",
            AdviceFault::PlayOver => "advice.play_over",
            AdviceFault::Renege { .. } => "advice.renege",
            AdviceFault::NotShown { .. } => "history.not_shown",
        }
    }

    fn params(&self) -> Params {
        match self {
            AdviceFault::Input(fault) => fault.params(),
            AdviceFault::Play(fault) => fault.params(),
            AdviceFault::Board(fault) => fault.params(),
            AdviceFault::ExpertVariant(v) | AdviceFault::NotModelled(v) => vec![variant(*v)],
            AdviceFault::WinNeedsScores | AdviceFault::SeatNeeded | AdviceFault::PlayOver => {
                Vec::new()
            }
            AdviceFault::SeatDealer {
                seat,
                players,
                dealer,
            } => [
                numbers!(seat, players),
                vec![("dealer", Param::Flag(*dealer))],
            ]
            .concat(),
            AdviceFault::NotToPlay { player, to_play } => numbers!(player, to_play),
            AdviceFault::Played { card, .. } | AdviceFault::NotShown { card } => {
                vec![("card", Param::text(card))]
            }
            AdviceFault::HeldSize { expected, found } => numbers!(expected, found),
            AdviceFault::DiscardCount {
                variant: v,
                most,
                found,
            } => [vec![variant(*v)], numbers!(most, found)].concat(),
            AdviceFault::Renege { player } => numbers!(player),
        }
    }
}

impl Refused for AdviceFault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            AdviceFault::Input(fault) => fault.places(),
            AdviceFault::Play(fault) => fault.places(),
            AdviceFault::Board(fault) => fault.places(),
            AdviceFault::Played { event, .. } => {
                vec![("event", Place::field("events").at(*event).then("card"))]
            }
            _ => Vec::new(),
        }
    }
}

/// Why a game cannot be reviewed: a hand's own problems, or a game the advisors do not model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewFault {
    /// A hand's problem, as scoring finds it.
    Round(RoundFault),
    /// The advisors model the two-player games only.
    NotModelled(Variant),
}

impl From<RoundFault> for ReviewFault {
    fn from(fault: RoundFault) -> ReviewFault {
        ReviewFault::Round(fault)
    }
}

impl Coded for ReviewFault {
    fn code(&self) -> &'static str {
        match self {
            ReviewFault::Round(fault) => fault.code(),
            ReviewFault::NotModelled(_) => "advice.variant",
        }
    }

    fn params(&self) -> Params {
        match self {
            ReviewFault::Round(fault) => fault.params(),
            ReviewFault::NotModelled(v) => vec![variant(*v)],
        }
    }
}

impl Refused for ReviewFault {
    fn places(&self) -> Vec<(&'static str, Place)> {
        match self {
            ReviewFault::Round(fault) => fault.places(),
            _ => Vec::new(),
        }
    }
}
