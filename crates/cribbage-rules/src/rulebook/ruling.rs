//! What a ruling is: the [`Table`] it is given at, the [`Ruling`] a timeline carries, and the
//! [`RulebookError`] for questions a rulebook cannot answer.

use super::super::card::Card;
use super::super::variant::Variant;
use super::kinds::{InfractionKind, PeggedFor, Role};
use super::{MugginsRule, Profile, RuleId};

/// The game a ruling is given in: the rulebook, the variant, the dealer and the target.
///
/// Built once per hand; every ruling function is a method on it, so a ruling always knows whose
/// crib it is and whom "the opponent" means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    profile: Profile,
    variant: Variant,
    dealer: usize,
    target: u32,
    house_muggins: bool,
}

/// Why a rulebook cannot rule on what it was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulebookError {
    /// The ACC writes its rules for two players at six-card cribbage only.
    Variant {
        /// The profile asked for.
        profile: Profile,
        /// The variant it does not cover.
        variant: Variant,
    },
    /// The ACC's game hole is 121.
    Target {
        /// The profile asked for.
        profile: Profile,
        /// The target asked for.
        target: u32,
        /// The profile's target.
        expected: u32,
    },
    /// A seat the table does not have.
    NoSuchSeat {
        /// The seat given.
        seat: usize,
        /// Seats at the table.
        players: usize,
    },
    /// Muggins asked for as a house rule under a profile that settles muggins itself.
    HouseMuggins {
        /// The profile.
        profile: Profile,
    },
    /// The four-card crib flush asked for as a house rule under an ACC profile: the ACC counts
    /// a crib flush only with the starter (1.6, 1.7).
    CribFourFlush {
        /// The profile.
        profile: Profile,
    },
    /// A muggins call under a profile without muggins.
    MugginsNotInEffect {
        /// The profile.
        profile: Profile,
    },
    /// A muggins call under the social profile, where house muggins is taken without calls.
    MugginsWithoutCalls {
        /// The profile.
        profile: Profile,
    },
    /// A muggins call by the player whose count it is.
    CallOnOwnCount {
        /// The seat.
        seat: usize,
    },
    /// A muggins call for no points.
    EmptyCall,
    /// An infraction the profile does not list.
    UnknownInfraction {
        /// The profile.
        profile: Profile,
        /// The kind as given.
        kind: String,
        /// Every kind the profile knows (none under `social`).
        known: &'static [InfractionKind],
    },
    /// An infraction only one role can commit, reported against the other.
    WrongRole {
        /// The infraction.
        kind: InfractionKind,
        /// The seat reported.
        seat: usize,
        /// Who alone can commit it.
        required: Role,
        /// The seat's role in this hand.
        role: Role,
    },
    /// A count of the play past 31.
    Count(u8),
    /// A card twice among the cards held.
    RepeatedCard(Card),
    /// More cards held than a hand has.
    TooManyCards {
        /// Cards in a hand.
        max: usize,
        /// Cards given.
        found: usize,
    },
    /// Not one score per seat.
    Scores {
        /// Seats at the table.
        expected: usize,
        /// Scores given.
        found: usize,
    },
}

/// For logs and a library's user: the code and its values. What a person reads is in the
/// words crate (`cribbage-words`), in each language.
impl std::fmt::Display for RulebookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::refusal::Coded;
        write!(f, "{}", self.code())?;
        for (name, value) in self.params() {
            write!(f, " {name}={value:?}")?;
        }
        Ok(())
    }
}

impl std::error::Error for RulebookError {}

impl Table {
    /// A table of `variant` under `profile`, `dealer` dealing, played to `target`. The ACC
    /// profiles take two players at six-card cribbage to 121 only (the ACC recognises no other
    /// game; its game hole is 121).
    pub fn new(
        profile: Profile,
        variant: Variant,
        dealer: usize,
        target: u32,
    ) -> Result<Table, RulebookError> {
        if profile != Profile::Social {
            if variant != Variant::SixCard {
                return Err(RulebookError::Variant { profile, variant });
            }
            if target != ACC_TARGET {
                return Err(RulebookError::Target {
                    profile,
                    target,
                    expected: ACC_TARGET,
                });
            }
        }
        let players = variant.players();
        if dealer >= players {
            return Err(RulebookError::NoSuchSeat {
                seat: dealer,
                players,
            });
        }
        Ok(Table {
            profile,
            variant,
            dealer,
            target,
            house_muggins: false,
        })
    }

    /// The same table with muggins on or off as a house rule. Only the social profile takes a
    /// house rule; the ACC profiles settle muggins themselves, so switching it on there is an
    /// error (switching it off under `acc` is no change and is accepted).
    pub fn with_house_muggins(self, on: bool) -> Result<Table, RulebookError> {
        match (self.profile, on) {
            (Profile::Social, _) => Ok(Table {
                house_muggins: on,
                ..self
            }),
            (Profile::Acc, false) => Ok(self),
            (profile, _) => Err(RulebookError::HouseMuggins { profile }),
        }
    }

    /// Whether the four-card crib flush may be counted at this table: a house rule only the
    /// social profile takes (asking for none is no change under any profile).
    pub fn house_crib_four_flush(&self, on: bool) -> Result<(), RulebookError> {
        match (self.profile, on) {
            (Profile::Social, _) | (_, false) => Ok(()),
            (profile, true) => Err(RulebookError::CribFourFlush { profile }),
        }
    }

    /// The rulebook.
    pub fn profile(&self) -> Profile {
        self.profile
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The dealer's seat.
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// The pone's seat: the seat after the dealer.
    pub fn pone(&self) -> usize {
        (self.dealer + 1) % self.players()
    }

    /// Seats at the table.
    pub fn players(&self) -> usize {
        self.variant.players()
    }

    /// Points that win the game.
    pub fn target(&self) -> u32 {
        self.target
    }

    /// Whether muggins is in effect: always under `acc_muggins`, by house rule under `social`.
    pub fn muggins_in_effect(&self) -> bool {
        match self.profile.muggins() {
            MugginsRule::On => true,
            MugginsRule::Off => false,
            MugginsRule::HouseRule => self.house_muggins,
        }
    }

    /// `seat`'s role in this hand.
    pub fn role(&self, seat: usize) -> Role {
        if seat == self.dealer {
            Role::Dealer
        } else if seat == self.pone() {
            Role::Pone
        } else {
            Role::Seat(seat)
        }
    }

    /// `seat`, checked to be at the table.
    pub(super) fn seat(&self, seat: usize) -> Result<usize, RulebookError> {
        let players = self.players();
        if seat < players {
            Ok(seat)
        } else {
            Err(RulebookError::NoSuchSeat { seat, players })
        }
    }

    /// The opponent who takes what `seat` owes: the next seat round the table on the other
    /// side (with two players, simply the other one).
    pub fn opponent(&self, seat: usize) -> usize {
        let players = self.players();
        let side = |s: usize| {
            if self.variant == Variant::FourPlayer {
                s % 2
            } else {
                s
            }
        };
        (1..players)
            .map(|k| (seat + k) % players)
            .find(|&other| side(other) != side(seat))
            .unwrap_or((seat + 1) % players)
    }

    /// A ruling at this table.
    pub(super) fn ruling(&self, rule: RuleId, kind: RulingKind, move_: Move) -> Ruling {
        Ruling {
            rule,
            kind,
            key: move_.key,
            pays: move_.pays,
            gains: move_.gains,
            points: move_.points,
            facts: move_.facts,
            table: *self,
        }
    }
}

/// The ACC's game hole (1.6, "game hole").
const ACC_TARGET: u32 = 121;

/// The parts of a ruling that vary with the case.
pub(super) struct Move {
    pub key: TextKey,
    pub pays: Option<usize>,
    pub gains: Option<usize>,
    pub points: u32,
    pub facts: Facts,
}

/// What sort of ruling it is, and so which way the pegs move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulingKind {
    /// A penalty scored by the opponent (ACC 11.1.a): `gains` pegs forward; `pays` is the
    /// offender, whose pegs do not move.
    Penalty,
    /// A backward penalty (ACC 11.1.a): `pays` pegs back.
    BackwardPenalty,
    /// Over-pegged points taken back (ACC 11.1.b: a correction, not a penalty): `pays` pegs
    /// back.
    Retraction,
    /// Points a count left out that the scorer still pegs (social counts, a reminder to peg
    /// out): `gains` pegs forward.
    Restoration,
    /// Muggins: `gains` pegs what `pays` left behind.
    Muggins,
    /// Points the rules give, as a rule decides them (his heels): `gains` pegs forward.
    Award,
    /// Points lost: `pays` does not peg them and nobody else does.
    Forfeit,
}

/// The one peg a ruling moves, and by how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScoreChange {
    /// The seat whose peg moves.
    pub seat: usize,
    /// Forward (positive) or backward (negative).
    pub points: i64,
}

/// The numbers and cards a ruling's sentence names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Facts {
    /// The cards it is about (a renege: the cards that could have been played).
    pub cards: Vec<Card>,
    /// The count of the play, when it is about the play.
    pub count: Option<u8>,
    /// What was announced, pegged or called.
    pub claimed: Option<u32>,
    /// What was true.
    pub actual: Option<u32>,
}

/// Which sentence reads a ruling aloud; stable, so clients may key their own texts on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TextKey {
    /// An infraction a referee saw.
    Infraction(InfractionKind),
    /// ACC 7.3: a renege, 2 per card; the decision on the cards not given.
    Renege,
    /// ACC 7.3: a renege, 2 per card; the non-offender declared the cards dead.
    RenegeDead,
    /// ACC 7.3: a renege, 2 per card; the non-offender had the cards played.
    RenegePlayed,
    /// Social S2: a three-player renege, 2 to one opponent.
    SocialRenege,
    /// His heels pegged.
    HisHeels,
    /// His heels pegged, and it reaches the game hole.
    HisHeelsPegsOut,
    /// His heels forfeited: the dealer played a card first.
    HisHeelsForfeited,
    /// ACC 8.3: under-pegged points lost.
    UnderPeggingLost,
    /// ACC 8.3 with 10.3: under-pegged points muggins never applies to, lost.
    LostNotMuggable(PeggedFor),
    /// ACC 8.10: reminded to peg out.
    PegOutReminder,
    /// ACC 8.3, 10.2: under-pegged points, lost to the scorer and open to a muggins call.
    MugginsOpen,
    /// ACC 10.1.c: a count that had the game, under-pegged: no reminder, open to muggins.
    MugginsOpenAtGameHole,
    /// ACC 11.1.b: over-pegging taken back.
    OverPeggingCorrected,
    /// ACC 11.2, 11.3: an over-pegged penalty taken back, and no penalty for it.
    OverPeggedPenaltyCorrected,
    /// ACC 8.3, 10.3.d: a backward penalty pegged too far: the extra is the offender's loss.
    BackwardOverPegged,
    /// ACC 11.2: a backward penalty pegged short: the rest goes back too.
    BackwardCorrected,
    /// ACC 8.4.b, step 1: the offender's peg back to the true score.
    FalseClaimCorrected,
    /// ACC 8.4.b, step 2: the over-claim to the opponent.
    FalseClaimAward,
    /// ACC 8.4.b, step 3: 15 back.
    FalseClaimBackward,
    /// ACC 10.4.a: muggins awarded.
    MugginsAward,
    /// ACC 10.4.a: a call that is not a muggins.
    WrongMugginsCall,
    /// ACC 10.3: a call on points muggins does not apply to.
    MugginsExcluded(PeggedFor),
    /// Social S3: muggins by house rule.
    SocialMuggins,
    /// Social S4: an under-count pegged at its true value.
    SocialUnderCount,
    /// Social S4: an over-count pegged at its true value.
    SocialOverCount,
}

impl TextKey {
    /// A stable name: `renege`, `false-claim-award`, `infraction-bottom_card_seen`...
    pub fn slug(self) -> String {
        let fixed = match self {
            TextKey::Infraction(kind) => return format!("infraction-{}", kind.slug()),
            TextKey::MugginsExcluded(what) => return format!("muggins-excluded-{}", what.slug()),
            TextKey::Renege => "renege",
            TextKey::RenegeDead => "renege-dead",
            TextKey::RenegePlayed => "renege-played",
            TextKey::SocialRenege => "social-renege",
            TextKey::HisHeels => "his-heels",
            TextKey::HisHeelsPegsOut => "his-heels-pegs-out",
            TextKey::HisHeelsForfeited => "his-heels-forfeited",
            TextKey::UnderPeggingLost => "under-pegging-lost",
            TextKey::LostNotMuggable(what) => return format!("lost-not-muggable-{}", what.slug()),
            TextKey::PegOutReminder => "peg-out-reminder",
            TextKey::MugginsOpen => "muggins-open",
            TextKey::MugginsOpenAtGameHole => "muggins-open-at-game-hole",
            TextKey::OverPeggingCorrected => "over-pegging-corrected",
            TextKey::OverPeggedPenaltyCorrected => "over-pegged-penalty-corrected",
            TextKey::BackwardOverPegged => "backward-over-pegged",
            TextKey::BackwardCorrected => "backward-corrected",
            TextKey::FalseClaimCorrected => "false-claim-corrected",
            TextKey::FalseClaimAward => "false-claim-award",
            TextKey::FalseClaimBackward => "false-claim-backward",
            TextKey::MugginsAward => "muggins-award",
            TextKey::WrongMugginsCall => "wrong-muggins-call",
            TextKey::SocialMuggins => "social-muggins",
            TextKey::SocialUnderCount => "social-under-count",
            TextKey::SocialOverCount => "social-over-count",
        };
        fixed.to_owned()
    }
}

/// One ruling: which rule, who pays, who gains, how many points, and how to say it.
///
/// A ruling moves at most one peg ([`Ruling::change`]); a rule that moves several (a false claim
/// of game moves three) gives several rulings, in the order they are carried out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ruling {
    /// The rule applied.
    pub rule: RuleId,
    /// What sort of ruling: penalty, correction, muggins...
    pub kind: RulingKind,
    /// Which sentence reads it.
    pub key: TextKey,
    /// The seat that pays: the offender, whose points are taken, forgone or pegged back.
    pub pays: Option<usize>,
    /// The seat that pegs the points.
    pub gains: Option<usize>,
    /// How many points.
    pub points: u32,
    /// What the sentence names.
    pub facts: Facts,
    table: Table,
}

impl Ruling {
    /// The peg this ruling moves, if any: forward for `gains` (penalties, muggins, awards,
    /// restorations), backward for `pays` (backward penalties, retractions). Forfeits and
    /// zero-point rulings move nothing.
    pub fn change(&self) -> Option<ScoreChange> {
        let points = i64::from(self.points);
        if points == 0 {
            return None;
        }
        match self.kind {
            RulingKind::Penalty
            | RulingKind::Muggins
            | RulingKind::Award
            | RulingKind::Restoration => self.gains.map(|seat| ScoreChange { seat, points }),
            RulingKind::BackwardPenalty | RulingKind::Retraction => {
                self.pays.map(|seat| ScoreChange {
                    seat,
                    points: -points,
                })
            }
            RulingKind::Forfeit => None,
        }
    }

    /// Whether it is a penalty (ACC 11.1.a), as against a correction, muggins, an award or a
    /// forfeit.
    pub fn is_penalty(&self) -> bool {
        matches!(self.kind, RulingKind::Penalty | RulingKind::BackwardPenalty)
    }

    /// The table it was given at.
    pub fn table(&self) -> &Table {
        &self.table
    }
}

#[cfg(test)]
mod tests;
