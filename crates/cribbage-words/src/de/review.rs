//! The review's sentences in German, in the seed texts' words (Krippe, Geber, Ausspiel,
//! Passen) and the Sie-form the console speaks.

use crate::card::{Card, Rank};
use crate::language::Language;
use crate::pegging::{Action, PegCategory};
use crate::review::{
    Band, DiscardReason, Holding, LuckNote, Needed, NotJudged, Opening, PlayReason, Reason,
    Standing, Summary, Unjudged,
};
use crate::review_texts::{capital, decimal, list, percent, worth_saying};
use crate::{Speaking, Written};

const DE: Language = Language::German;

fn card(card: Card) -> String {
    card.written(DE)
}

fn cards(cards: &[Card]) -> String {
    list(&cards.iter().map(|c| card(*c)).collect::<Vec<_>>(), "und")
}

fn action(action: Action) -> String {
    match action {
        Action::Play(c) => card(c),
        Action::Go => "Passen".to_owned(),
    }
}

/// "1,4 Punkte", "1,0 Punkt".
fn points(x: f64) -> String {
    let number = decimal(DE, x);
    if number == "1,0" {
        format!("{number} Punkt")
    } else {
        format!("{number} Punkte")
    }
}

/// A whole number of points: "1 Punkt", "22 Punkte".
fn whole(n: f64) -> String {
    if n == 1.0 {
        "1 Punkt".to_owned()
    } else {
        format!("{n:.0} Punkte")
    }
}

fn more(x: f64) -> &'static str {
    if x >= 0.0 { "mehr" } else { "weniger" }
}

pub(crate) fn reason(reason: &Reason) -> String {
    match reason {
        Reason::Discard(discard) => discard_reason(discard),
        Reason::Play(play) => play_reason(play),
    }
}

/// What a keep holds, as the object of "behalten".
fn holding(holding: &Holding) -> String {
    let texts = DE.texts();
    match *holding {
        Holding::Fifteens(n) => texts.fifteen(2 * n as u32),
        Holding::Pair(_) => "ein Paar".to_owned(),
        Holding::PairRoyal(_) => "einen Drilling".to_owned(),
        Holding::Run(len) => texts.run(len as u32).to_owned(),
        Holding::Flush => "eine Lange Farbe".to_owned(),
    }
}

fn discard_reason(d: &DiscardReason) -> String {
    let mut sentence = format!("Besser {} ablegen", cards(&d.better));
    if !d.holds.is_empty() {
        let held: Vec<String> = d.holds.iter().map(holding).collect();
        sentence.push_str(&format!(": so behalten Sie {}", list(&held, "und")));
    }
    let mut parts = Vec::new();
    if worth_saying(d.hand) {
        parts.push(format!(
            "die Hand bringt im Schnitt {} {}",
            points(d.hand),
            more(d.hand)
        ));
    }
    if worth_saying(d.crib) {
        let whose = if d.own_crib {
            "Ihre Krippe"
        } else {
            "die Krippe Ihres Gegners"
        };
        parts.push(format!("{whose} {} {}", points(d.crib), more(d.crib)));
    }
    if worth_saying(d.play) {
        parts.push(format!("das Ausspiel {} {}", points(d.play), more(d.play)));
    }
    if let Some(win) = d.win_probability {
        parts.push(format!("Ihre Siegchance ist um {} höher", percent(DE, win)));
    }
    if !parts.is_empty() {
        let joint = if d.holds.is_empty() { ": " } else { "; " };
        sentence.push_str(joint);
        sentence.push_str(&list(&parts, "und"));
    }
    sentence.push('.');
    sentence
}

/// What a card scores, as the object of "macht".
fn scores(category: PegCategory) -> &'static str {
    match category {
        PegCategory::Fifteen => "fünfzehn",
        PegCategory::ThirtyOne => "einunddreißig",
        PegCategory::Pair => "ein Paar",
        PegCategory::PairRoyal => "einen Drilling",
        PegCategory::DoublePairRoyal => "einen Vierling",
        PegCategory::Run => "eine Folge",
    }
}

/// What the opponent's next card does, after "kann Ihr Gegner … ".
fn reply(category: PegCategory) -> &'static str {
    match category {
        PegCategory::Fifteen => "auf fünfzehn kommen",
        PegCategory::ThirtyOne => "auf einunddreißig kommen",
        PegCategory::Pair => "ein Paar legen",
        PegCategory::PairRoyal => "einen Drilling legen",
        PegCategory::DoublePairRoyal => "einen Vierling legen",
        PegCategory::Run => "eine Folge legen",
    }
}

fn ranks(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "Asse",
        Rank::Two => "Zweien",
        Rank::Three => "Dreien",
        Rank::Four => "Vieren",
        Rank::Five => "Fünfen",
        Rank::Six => "Sechsen",
        Rank::Seven => "Siebenen",
        Rank::Eight => "Achten",
        Rank::Nine => "Neunen",
        Rank::Ten => "Zehnen",
        Rank::Jack => "Buben",
        Rank::Queen => "Damen",
        Rank::King => "Könige",
    }
}

/// "mit jeder von 15 Karten, die Sie nicht gesehen haben (Zehner), auf fünfzehn kommen".
fn opens(opening: &Opening) -> String {
    let cards = if opening.cards == 1 {
        "mit der einen Karte, die Sie nicht gesehen haben".to_owned()
    } else {
        format!(
            "mit jeder von {} Karten, die Sie nicht gesehen haben",
            opening.cards
        )
    };
    match opening.main {
        Some(main) if main.cards == opening.cards => {
            let which = match main.with {
                Needed::Value(_) => " (Zehner)".to_owned(),
                Needed::Rank(rank) => format!(" ({})", ranks(rank)),
                Needed::Several => String::new(),
            };
            format!("{cards}{which}, {}", reply(main.category))
        }
        Some(main) => format!(
            "{cards}, sofort Punkte machen, mit {} davon {}",
            main.cards,
            reply(main.category)
        ),
        None => format!("{cards}, sofort Punkte machen"),
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
            "{better} macht sofort {} für {}",
            list(&what, "und"),
            p.better_points
        ));
    }
    if p.chosen_opens.cards > p.better_opens.cards {
        parts.push(format!(
            "nach {chosen} kann Ihr Gegner {}, nach {better} nur mit {}",
            opens(&p.chosen_opens),
            p.better_opens.cards
        ));
    }
    if worth_saying(p.net) {
        parts.push(format!(
            "im weiteren Ausspiel bringt {better} Ihnen {} {}",
            points(p.net),
            more(p.net)
        ));
    }
    if let Some(win) = p.win_probability {
        parts.push(format!("Ihre Siegchance ist um {} höher", percent(DE, win)));
    }
    if parts.is_empty() {
        return format!("Besser {better}.");
    }
    format!("Besser {better}: {}.", parts.join("; "))
}

pub(crate) fn summary(s: &Summary) -> String {
    let by = s.by as f64;
    let standing = match s.standing {
        Standing::Won => format!("Sie haben mit {} Vorsprung gewonnen", whole(by)),
        Standing::Lost => format!("Sie haben mit {} Rückstand verloren", whole(by)),
        Standing::Ahead => format!("Sie führen mit {}", whole(by)),
        Standing::Behind => format!("Sie liegen {} zurück", whole(by)),
        Standing::Level => "Der Punktestand ist ausgeglichen".to_owned(),
    };
    let luck = s.luck.round();
    let cards = if luck == 0.0 {
        "die Karten waren etwa ausgeglichen".to_owned()
    } else if luck > 0.0 {
        format!("die Karten brachten Ihnen etwa {}", whole(luck))
    } else {
        format!("die Karten kosteten Sie etwa {}", whole(-luck))
    };
    let gap = (s.opponent_losses - s.own_losses).round();
    let play = if gap == 0.0 {
        "Ihr Spiel gab etwa so viel ab wie das Ihres Gegners".to_owned()
    } else if gap > 0.0 {
        format!(
            "Ihr Spiel gab etwa {} weniger ab als das Ihres Gegners",
            whole(gap)
        )
    } else {
        format!(
            "Ihr Spiel gab etwa {} mehr ab als das Ihres Gegners",
            whole(-gap)
        )
    };
    format!("{standing}; {cards}, und {play}.")
}

pub(crate) fn luck_note(n: &LuckNote) -> String {
    let chance = percent(DE, n.win_probability);
    let sentence = if n.points < 0.0 {
        format!(
            "die Karten kosteten Sie {}, hoben aber Ihre Siegchance um {chance}",
            points(n.points)
        )
    } else {
        format!(
            "die Karten brachten Ihnen {}, senkten aber Ihre Siegchance um {chance}",
            points(n.points)
        )
    };
    format!(
        "{}: Ein Punkt früh in der Partie wiegt weniger als einer gegen Ende, daher kann das \
         Glück in Punkten in die eine und in der Siegchance in die andere Richtung zählen.",
        capital(&sentence)
    )
}

pub(crate) fn unjudged(u: &Unjudged) -> String {
    match u.reason {
        NotJudged::DiscardWithoutDealt => format!(
            "Das Ablegen von Spieler {} in Hand {} wird nicht bewertet: Das Protokoll der Partie \
             sagt nicht, welche Karten Spieler {} bekam.",
            u.seat + 1,
            u.hand + 1,
            u.seat + 1
        ),
    }
}

pub(crate) fn band(band: Band) -> &'static str {
    match band {
        Band::Novice => "Neuling",
        Band::Beginner => "Anfänger",
        Band::Casual => "Gelegenheitsspieler",
        Band::Strong => "Stark",
        Band::Expert => "Experte",
        Band::WorldClass => "Weltklasse",
    }
}
