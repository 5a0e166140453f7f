//! A hand to adjudicate, checked: every problem at once, each at its place.

mod dealt;

use super::RoundFault;
use super::referee_input::{self, CallInput, HouseRules, InfractionInput};
use super::{Claims, Deal, MatchScoring, RoundRules};
use crate::card::Card;
use crate::input::{Claimed, Fault, Invalid, Place, Problems, Slot};
use crate::pegging::request::{events, flatten, placed, read_hands};
use crate::pegging::{Event, EventAction, EventSlot};
use crate::rulebook::Profile;
use crate::variant::Variant;

/// What was announced for the shows, as a request gives it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClaimsInput {
    /// Per seat, what it announced for its hand (None: not recorded); None: no hand claims.
    pub hands: Option<Vec<Option<u32>>>,
    /// What the dealer announced for the crib.
    pub crib: Option<u32>,
    /// Muggins calls.
    pub calls: Vec<CallInput>,
}

/// A hand to adjudicate as a request gives it; [`DealInput::validate`] makes it a [`Deal`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealInput {
    /// The variant.
    pub variant: Variant,
    /// The dealer's seat.
    pub dealer: usize,
    /// Each seat's score before the hand; None: zeros.
    pub scores: Option<Vec<u32>>,
    /// Points that win; None: the variant's target.
    pub target: Option<u32>,
    /// The starter.
    pub starter: Slot,
    /// Each seat's kept cards, in seat order.
    pub hands: Vec<Vec<Slot>>,
    /// The crib.
    pub crib: Vec<Slot>,
    /// The play, with players as seats.
    pub events: Vec<EventSlot>,
    /// Count a four-card crib flush.
    pub crib_four_flush: bool,
    /// How a win converts into match points.
    pub match_scoring: MatchScoring,
    /// Points a seat fails to claim go to the next opponent.
    pub muggins: bool,
    /// Three for last; None: five-card cribbage's first hand, the only one that starts from
    /// 0 to 0 (the rule itself gives the pone 3).
    pub three_for_last: Option<bool>,
    /// What was announced.
    pub claims: ClaimsInput,
    /// The rulebook.
    pub profile: Profile,
    /// What the referee saw that the cards cannot show.
    pub infractions: Vec<InfractionInput>,
    /// What each seat was dealt, in seat order, when the log records it (a review judges the
    /// discards by it):
    /// checked against the kept hands and the crib.
    pub dealt: Option<Vec<Vec<Slot>>>,
}

impl DealInput {
    /// Checks the hand: every problem at once, in the order of the input, each with its place.
    pub fn validate(&self) -> Result<Deal, Vec<Invalid<RoundFault>>> {
        let variant = self.variant;
        let seats = variant.players();
        let mut problems = Problems::new();
        let scores = self.scores.clone().unwrap_or_else(|| vec![0; seats]);
        let cards = check_cards(self, &scores, &mut problems);
        let events = events(&self.events, &mut problems);
        check_events(&self.events, seats, &mut problems);
        check_claims(
            self.claims.hands.as_deref(),
            self.claims.crib,
            seats,
            &mut problems,
        );
        let three_for_last = match self.three_for_last {
            Some(true) if variant != Variant::FiveCard => {
                problems.add(
                    Place::field("rules").then("three_for_last"),
                    RoundFault::ThreeForLast,
                );
                false
            }
            Some(given) => given,
            None => variant == Variant::FiveCard && scores.iter().all(|&s| s == 0),
        };
        let target = self.target.unwrap_or(u32::from(variant.target()));
        let mut claims = Claims {
            hands: self.claims.hands.clone().unwrap_or_default(),
            crib: self.claims.crib,
            play: self.events.iter().map(|e| e.claimed).collect(),
            calls: Vec::new(),
        };
        let (profile, dealer) = (self.profile, self.dealer);
        let table = referee_input::table(
            profile,
            variant,
            dealer,
            target,
            HouseRules {
                muggins: self.muggins,
                crib_four_flush: self.crib_four_flush,
            },
            &mut problems,
        );
        let infractions = referee_input::infractions(
            self.profile,
            table.as_ref(),
            seats,
            &self.infractions,
            &mut problems,
        );
        claims.calls = referee_input::calls(
            table.as_ref(),
            seats,
            &claims,
            &self.claims.calls,
            &mut problems,
        );
        let (Some((starter, hands, crib)), true) = (cards, problems.is_empty()) else {
            return Err(problems.into_vec());
        };
        Ok(Deal {
            variant,
            dealer: self.dealer,
            target,
            scores,
            starter,
            hands,
            crib,
            events,
            reneged: self.events.iter().map(|e| e.reneged).collect(),
            rules: RoundRules {
                crib_four_flush: self.crib_four_flush,
                match_scoring: self.match_scoring,
                muggins: self.muggins,
                three_for_last,
                profile: self.profile,
            },
            claims,
            infractions,
        })
    }
}

impl DealInput {
    /// A hand of cards a program already holds (self-play, a benchmark, a test) as a request
    /// with only the cards would give it: social rules, nothing announced, the scores and the
    /// target left to their defaults. The caller sets any other part by its field; then
    /// [`DealInput::validate`] checks it like any request, since a [`Deal`] is made no other way.
    pub fn from_cards(
        variant: Variant,
        dealer: usize,
        starter: Card,
        hands: &[Vec<Card>],
        crib: &[Card],
        events: &[Event],
    ) -> DealInput {
        let slots = |cards: &[Card]| cards.iter().map(|&card| Ok(card)).collect();
        DealInput {
            variant,
            dealer,
            scores: None,
            target: None,
            starter: Ok(starter),
            hands: hands.iter().map(|hand| slots(hand)).collect(),
            crib: slots(crib),
            events: events.iter().map(|&event| EventSlot::from(event)).collect(),
            crib_four_flush: false,
            match_scoring: MatchScoring::default(),
            muggins: false,
            three_for_last: None,
            claims: ClaimsInput::default(),
            profile: Profile::Social,
            infractions: Vec::new(),
            dealt: None,
        }
    }

    /// The cards each seat was dealt, when given and every one is a card (as after
    /// [`DealInput::validate`] accepted them).
    pub fn dealt_cards(&self) -> Option<Vec<Vec<Card>>> {
        let dealt = self.dealt.as_ref()?;
        dealt
            .iter()
            .map(|cards| cards.iter().map(|c| c.clone().ok()).collect())
            .collect()
    }
}

/// The dealer's seat, the scores, the starter, one hand per seat, the crib, every card read and
/// none twice, and what each seat was dealt when the log says. The cards when every one of them
/// could be read.
fn check_cards(
    input: &DealInput,
    scores: &[u32],
    problems: &mut Problems<RoundFault>,
) -> Option<Read> {
    let variant = input.variant;
    let seats = variant.players();
    if input.dealer >= seats {
        let fault = Fault::NoSuchSeat {
            seats,
            variant: Some(variant),
        };
        problems.add(Place::field("dealer"), fault);
    }
    check_scores(variant, scores, problems);
    let starter = problems.card(&input.starter, Place::field("starter"));
    if input.hands.len() != seats {
        let found = input.hands.len();
        let fault = Fault::HandCount {
            expected: seats,
            found,
            seats: true,
        };
        problems.add(Place::field("hands"), fault);
    }
    let hands = read_hands(variant, &input.hands, problems);
    if input.crib.len() != variant.crib_size() {
        let fault = RoundFault::CribSize {
            expected: variant.crib_size(),
            found: input.crib.len(),
        };
        problems.add(Place::field("crib"), fault);
    }
    let crib = problems.cards(&input.crib, |i| Place::field("crib").at(i));
    let in_crib = crib.iter().enumerate();
    let in_crib = in_crib.filter_map(|(i, c)| c.map(|c| (c, Place::field("crib").at(i))));
    let at_starter = starter.map(|c| (c, Place::field("starter")));
    problems.once(at_starter.into_iter().chain(in_crib).chain(placed(&hands)));
    let whole = |cards: &[Option<Card>]| cards.iter().all(Option::is_some);
    let read = starter.is_some() && whole(&crib) && hands.iter().all(|h| whole(h));
    let hands = flatten(hands);
    let crib = crib.into_iter().flatten().collect();
    let cards = starter
        .filter(|_| read)
        .map(|starter| (starter, hands, crib));
    if let Some(dealt) = &input.dealt {
        dealt::check(variant, dealt, cards.as_ref(), problems);
    }
    cards
}

/// The starter, every seat's hand and the crib, read.
pub(super) type Read = (Card, Vec<Vec<Card>>, Vec<Card>);

/// One score per seat, partners with the same score.
fn check_scores(variant: Variant, scores: &[u32], problems: &mut Problems<RoundFault>) {
    let seats = variant.players();
    if scores.len() != seats {
        let fault = Fault::ScoreCount {
            expected: seats,
            found: scores.len(),
        };
        problems.add(Place::field("scores"), fault);
        return;
    }
    for seat in 0..seats {
        let partner = (0..seat).find(|&other| variant.same_side(seat, other));
        if let Some(partner) = partner.filter(|&p| scores[p] != scores[seat]) {
            problems.add(
                Place::field("scores").at(seat),
                Fault::PartnersShare { seat, partner },
            );
        }
    }
}

/// Every seat named on an event exists, and no claim on a go is above what a card can score
/// (the play's own reading checks the claims on cards). The wire refuses any claim on a go; a
/// program's [`DealInput`] can still carry one.
fn check_events(slots: &[EventSlot], seats: usize, problems: &mut Problems<RoundFault>) {
    for (i, slot) in slots.iter().enumerate() {
        if slot.player.is_some_and(|seat| seat >= seats) {
            let fault = Fault::NoSuchSeat {
                seats,
                variant: None,
            };
            problems.add(Place::field("events").at(i).then("player"), fault);
        }
        if !matches!(slot.action, EventAction::Play(_)) {
            problems.claim(
                slot.claimed,
                Place::field("events").at(i).then("claimed"),
                Claimed::PlayCard,
            );
        }
    }
}

/// One hand claim per seat (when any are given), none above what a show can score.
fn check_claims(
    hands: Option<&[Option<u32>]>,
    crib: Option<u32>,
    seats: usize,
    problems: &mut Problems<RoundFault>,
) {
    if let Some(hands) = hands {
        if hands.len() != seats {
            let fault = RoundFault::ClaimCount {
                expected: seats,
                found: hands.len(),
            };
            problems.add(Place::field("claims").then("hands"), fault);
        }
        for (seat, claimed) in hands.iter().enumerate() {
            problems.claim(
                *claimed,
                Place::field("claims").then("hands").at(seat),
                Claimed::Hand,
            );
        }
    }
    problems.claim(crib, Place::field("claims").then("crib"), Claimed::Crib);
}
