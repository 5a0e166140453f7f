//! The review's sentences in English.

use crate::card::{Card, Rank};
use crate::language::Language;
use crate::pegging::{Action, PegCategory};
use crate::review::{
    Band, DiscardReason, Holding, LuckNote, Needed, NotJudged, Opening, PlayReason, Reason,
    Standing, Summary, Unjudged,
};
use crate::review_texts::{capital, decimal, list, percent, worth_saying};
use crate::{Speaking, Written};

const EN: Language = Language::English;

fn card(card: Card) -> String {
    card.written(EN)
}

fn cards(cards: &[Card]) -> String {
    list(&cards.iter().map(|c| card(*c)).collect::<Vec<_>>(), "and")
}

fn action(action: Action) -> String {
    match action {
        Action::Play(c) => card(c),
        Action::Go => "a go".to_owned(),
    }
}

/// "1.4 points", "1.0 point".
fn points(x: f64) -> String {
    let number = decimal(EN, x);
    if number == "1.0" {
        format!("{number} point")
    } else {
        format!("{number} points")
    }
}

/// A whole number of points: "1 point", "22 points".
fn whole(n: f64) -> String {
    if n == 1.0 {
        "1 point".to_owned()
    } else {
        format!("{n:.0} points")
    }
}

fn more(x: f64) -> &'static str {
    if x >= 0.0 { "more" } else { "less" }
}

pub(crate) fn reason(reason: &Reason) -> String {
    match reason {
        Reason::Discard(discard) => discard_reason(discard),
        Reason::Play(play) => play_reason(play),
    }
}

fn holding(holding: &Holding) -> String {
    let texts = EN.texts();
    match *holding {
        Holding::Fifteens(n) => texts.fifteen(2 * n as u32),
        Holding::Pair(_) => texts.pair().to_owned(),
        Holding::PairRoyal(_) => texts.pair_royal().to_owned(),
        Holding::Run(len) => texts.run(len as u32).to_owned(),
        Holding::Flush => "a flush".to_owned(),
    }
}

fn discard_reason(d: &DiscardReason) -> String {
    let mut sentence = format!("Laying away {} instead", cards(&d.better));
    if !d.holds.is_empty() {
        let held: Vec<String> = d.holds.iter().map(holding).collect();
        sentence.push_str(&format!(" keeps {}", list(&held, "and")));
    }
    let mut parts = Vec::new();
    if worth_saying(d.hand) {
        parts.push(format!(
            "the hand scores {} {} on average",
            points(d.hand),
            more(d.hand)
        ));
    }
    if worth_saying(d.crib) {
        let whose = if d.own_crib {
            "your crib"
        } else {
            "your opponent's crib"
        };
        parts.push(format!("{whose} {} {}", points(d.crib), more(d.crib)));
    }
    if worth_saying(d.play) {
        parts.push(format!(
            "the play nets you {} {}",
            points(d.play),
            more(d.play)
        ));
    }
    if let Some(win) = d.win_probability {
        parts.push(format!(
            "your chance of winning is {} higher",
            percent(EN, win)
        ));
    }
    if !parts.is_empty() {
        let joint = if d.holds.is_empty() { ": " } else { "; " };
        sentence.push_str(joint);
        sentence.push_str(&list(&parts, "and"));
    }
    sentence.push('.');
    sentence
}

fn scores(category: PegCategory) -> &'static str {
    match category {
        PegCategory::Fifteen => "fifteen",
        PegCategory::ThirtyOne => "thirty-one",
        PegCategory::Pair => "a pair",
        PegCategory::PairRoyal => "a pair royal",
        PegCategory::DoublePairRoyal => "a double pair royal",
        PegCategory::Run => "a run",
    }
}

fn reply(category: PegCategory) -> &'static str {
    match category {
        PegCategory::Fifteen => "make fifteen",
        PegCategory::ThirtyOne => "make thirty-one",
        PegCategory::Pair => "pair it",
        PegCategory::PairRoyal => "make a pair royal",
        PegCategory::DoublePairRoyal => "make a double pair royal",
        PegCategory::Run => "make a run",
    }
}

fn ranks(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "aces",
        Rank::Two => "twos",
        Rank::Three => "threes",
        Rank::Four => "fours",
        Rank::Five => "fives",
        Rank::Six => "sixes",
        Rank::Seven => "sevens",
        Rank::Eight => "eights",
        Rank::Nine => "nines",
        Rank::Ten => "tens",
        Rank::Jack => "jacks",
        Rank::Queen => "queens",
        Rank::King => "kings",
    }
}

/// "make fifteen with any of 15 cards you have not seen (ten-cards)".
fn opens(opening: &Opening) -> String {
    match opening.main {
        Some(main) if main.cards == opening.cards => {
            let which = match main.with {
                Needed::Value(_) => " (ten-cards)".to_owned(),
                Needed::Rank(rank) => format!(" ({})", ranks(rank)),
                Needed::Several => String::new(),
            };
            format!(
                "{} with any of {} cards you have not seen{which}",
                reply(main.category),
                opening.cards
            )
        }
        Some(main) => format!(
            "score at once with any of {} cards you have not seen, {} of them to {}",
            opening.cards,
            main.cards,
            reply(main.category)
        ),
        None => format!(
            "score at once with any of {} cards you have not seen",
            opening.cards
        ),
    }
}

fn play_reason(p: &PlayReason) -> String {
    let better = action(p.better);
    let chosen = action(p.chosen);
    let mut parts = Vec::new();
    if p.better_points > p.chosen_points && !p.better_scores.is_empty() {
        let what: Vec<String> = p
            .better_scores
            .iter()
            .map(|c| scores(*c).to_owned())
            .collect();
        parts.push(format!(
            "it scores {} for {} at once",
            list(&what, "and"),
            p.better_points
        ));
    }
    if p.chosen_opens.cards > p.better_opens.cards {
        parts.push(format!(
            "{chosen} lets your opponent {}, against {} after {better}",
            opens(&p.chosen_opens),
            p.better_opens.cards
        ));
    }
    if worth_saying(p.net) {
        parts.push(format!(
            "over the rest of the play it nets you {} {}",
            points(p.net),
            more(p.net)
        ));
    }
    if let Some(win) = p.win_probability {
        parts.push(format!(
            "your chance of winning is {} higher",
            percent(EN, win)
        ));
    }
    if parts.is_empty() {
        return format!("Better {better}.");
    }
    format!("Better {better}: {}.", parts.join("; "))
}

pub(crate) fn summary(s: &Summary) -> String {
    let standing = match s.standing {
        Standing::Won => format!("You won by {}", s.by),
        Standing::Lost => format!("You lost by {}", s.by),
        Standing::Ahead => format!("You lead by {}", s.by),
        Standing::Behind => format!("You trail by {}", s.by),
        Standing::Level => "The scores are level".to_owned(),
    };
    let luck = s.luck.round();
    let cards = if luck == 0.0 {
        "the cards were about even".to_owned()
    } else if luck > 0.0 {
        format!("the cards brought you about {}", whole(luck))
    } else {
        format!("the cards cost you about {}", whole(-luck))
    };
    let gap = (s.opponent_losses - s.own_losses).round();
    let play = if gap == 0.0 {
        "your play gave away about as much as your opponent's".to_owned()
    } else if gap > 0.0 {
        format!(
            "your play gave away about {} less than your opponent's",
            whole(gap)
        )
    } else {
        format!(
            "your play gave away about {} more than your opponent's",
            whole(-gap)
        )
    };
    format!("{standing}; {cards}, and {play}.")
}

pub(crate) fn luck_note(n: &LuckNote) -> String {
    let chance = percent(EN, n.win_probability);
    let amount = points(n.points);
    let sentence = if n.points < 0.0 {
        format!("the cards cost you {amount} yet raised your chance of winning by {chance}")
    } else {
        format!("the cards brought you {amount} yet lowered your chance of winning by {chance}")
    };
    format!(
        "{}: a point early in a game weighs less than a point near the end, so luck can count \
         one way in points and the other in the chance of winning.",
        capital(&sentence)
    )
}

pub(crate) fn unjudged(u: &Unjudged) -> String {
    match u.reason {
        NotJudged::DiscardWithoutDealt => format!(
            "Player {}'s discard in hand {} is not judged: the game's record does not say which \
             cards player {} was dealt.",
            u.seat + 1,
            u.hand + 1,
            u.seat + 1
        ),
    }
}

pub(crate) fn band(band: Band) -> &'static str {
    match band {
        Band::Novice => "Novice",
        Band::Beginner => "Beginner",
        Band::Casual => "Casual",
        Band::Strong => "Strong",
        Band::Expert => "Expert",
        Band::WorldClass => "World class",
    }
}
