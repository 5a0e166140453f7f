//! The review's sentences in Polish, in the seed texts' words (krib, rozdający, przeciwnik,
//! rozgrywka, „Dalej”), addressing the player as the console does and never in a past tense
//! that would guess their gender.

use crate::card::{Card, Rank};
use crate::language::Language;
use crate::pegging::{Action, PegCategory};
use crate::review::{
    Band, DiscardReason, Holding, LuckNote, Needed, NotJudged, Opening, PlayReason, Reason,
    Standing, Summary, Unjudged,
};
use crate::review_texts::{capital, decimal, list, percent, worth_saying};
use crate::{Speaking, Written};

const PL: Language = Language::Polish;

fn card(card: Card) -> String {
    card.written(PL)
}

fn cards(cards: &[Card]) -> String {
    list(&cards.iter().map(|c| card(*c)).collect::<Vec<_>>(), "i")
}

fn action(action: Action) -> String {
    match action {
        Action::Play(c) => card(c),
        Action::Go => "„Dalej”".to_owned(),
    }
}

/// "o 1,4 punktu": a fraction takes the genitive singular.
fn points(x: f64) -> String {
    format!("o {} punktu", decimal(PL, x))
}

/// A whole number of points in the genitive ("około 1 punktu", "22 punktów").
fn whole(n: f64) -> String {
    if n == 1.0 {
        "1 punktu".to_owned()
    } else {
        format!("{n:.0} punktów")
    }
}

fn more(x: f64) -> &'static str {
    if x >= 0.0 { "więcej" } else { "mniej" }
}

pub(crate) fn reason(reason: &Reason) -> String {
    match reason {
        Reason::Discard(discard) => discard_reason(discard),
        Reason::Play(play) => play_reason(play),
    }
}

/// What a keep holds, in the nominative ("zostają …").
fn holding(holding: &Holding) -> String {
    let texts = PL.texts();
    match *holding {
        Holding::Fifteens(n) => texts.fifteen(2 * n as u32),
        Holding::Pair(_) => texts.pair().to_owned(),
        Holding::PairRoyal(_) => texts.pair_royal().to_owned(),
        Holding::Run(len) => texts.run(len as u32).to_owned(),
        Holding::Flush => "kolor".to_owned(),
    }
}

fn discard_reason(d: &DiscardReason) -> String {
    let mut sentence = format!("Lepiej odłożyć do kribu {}", cards(&d.better));
    if !d.holds.is_empty() {
        let held: Vec<String> = d.holds.iter().map(holding).collect();
        sentence.push_str(&format!(": w ręce zostają {}", list(&held, "i")));
    }
    let mut parts = Vec::new();
    if worth_saying(d.hand) {
        parts.push(format!(
            "ręka daje średnio {} {}",
            points(d.hand),
            more(d.hand)
        ));
    }
    if worth_saying(d.crib) {
        let whose = if d.own_crib {
            "twój krib"
        } else {
            "krib przeciwnika"
        };
        parts.push(format!("{whose} {} {}", points(d.crib), more(d.crib)));
    }
    if worth_saying(d.play) {
        parts.push(format!("rozgrywka {} {}", points(d.play), more(d.play)));
    }
    if let Some(win) = d.win_probability {
        parts.push(format!(
            "szansa na wygraną jest wyższa o {}",
            percent(PL, win)
        ));
    }
    if !parts.is_empty() {
        let joint = if d.holds.is_empty() { ": " } else { "; " };
        sentence.push_str(joint);
        sentence.push_str(&list(&parts, "i"));
    }
    sentence.push('.');
    sentence
}

/// What a card scores, in the accusative ("daje …").
fn scores(category: PegCategory) -> &'static str {
    match category {
        PegCategory::Fifteen => "piętnaście",
        PegCategory::ThirtyOne => "trzydzieści jeden",
        PegCategory::Pair => "parę",
        PegCategory::PairRoyal => "parę królewską",
        PegCategory::DoublePairRoyal => "podwójną parę królewską",
        PegCategory::Run => "sekwens",
    }
}

/// What the opponent's next card does, after "przeciwnik może …".
fn reply(category: PegCategory) -> &'static str {
    match category {
        PegCategory::Fifteen => "zrobić piętnaście",
        PegCategory::ThirtyOne => "zrobić trzydzieści jeden",
        PegCategory::Pair => "dołożyć parę",
        PegCategory::PairRoyal => "zrobić parę królewską",
        PegCategory::DoublePairRoyal => "zrobić podwójną parę królewską",
        PegCategory::Run => "zrobić sekwens",
    }
}

fn ranks(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "asy",
        Rank::Two => "dwójki",
        Rank::Three => "trójki",
        Rank::Four => "czwórki",
        Rank::Five => "piątki",
        Rank::Six => "szóstki",
        Rank::Seven => "siódemki",
        Rank::Eight => "ósemki",
        Rank::Nine => "dziewiątki",
        Rank::Ten => "dziesiątki",
        Rank::Jack => "walety",
        Rank::Queen => "damy",
        Rank::King => "króle",
    }
}

/// "zrobić piętnaście dowolną z 15 kart, których jeszcze nie widać (karty o wartości 10)".
fn opens(opening: &Opening) -> String {
    let cards = if opening.cards == 1 {
        "jedyną kartą, której jeszcze nie widać".to_owned()
    } else {
        format!(
            "dowolną z {} kart, których jeszcze nie widać",
            opening.cards
        )
    };
    match opening.main {
        Some(main) if main.cards == opening.cards => {
            let which = match main.with {
                Needed::Value(_) => " (karty o wartości 10)".to_owned(),
                Needed::Rank(rank) => format!(" ({})", ranks(rank)),
                Needed::Several => String::new(),
            };
            format!("{} {cards}{which}", reply(main.category))
        }
        Some(main) => format!(
            "od razu zdobyć punkty {cards} (w tym {}, by {})",
            main.cards,
            reply(main.category)
        ),
        None => format!("od razu zdobyć punkty {cards}"),
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
            "{better} od razu daje {} za {}",
            list(&what, "i"),
            p.better_points
        ));
    }
    if p.chosen_opens.cards > p.better_opens.cards {
        parts.push(format!(
            "po {chosen} przeciwnik może {}, po {better} tylko {}",
            opens(&p.chosen_opens),
            p.better_opens.cards
        ));
    }
    if worth_saying(p.net) {
        parts.push(format!(
            "w dalszej rozgrywce {better} daje ci {} {}",
            points(p.net),
            more(p.net)
        ));
    }
    if let Some(win) = p.win_probability {
        parts.push(format!(
            "szansa na wygraną jest wyższa o {}",
            percent(PL, win)
        ));
    }
    if parts.is_empty() {
        return format!("Lepiej {better}.");
    }
    format!("Lepiej {better}: {}.", parts.join("; "))
}

pub(crate) fn summary(s: &Summary) -> String {
    let by = s.by as f64;
    let standing = match s.standing {
        Standing::Won => format!("Wygrana różnicą {}", whole(by)),
        Standing::Lost => format!("Przegrana różnicą {}", whole(by)),
        Standing::Ahead => format!("Prowadzisz różnicą {}", whole(by)),
        Standing::Behind => format!("Przegrywasz różnicą {}", whole(by)),
        Standing::Level => "Wynik jest remisowy".to_owned(),
    };
    let luck = s.luck.round();
    let cards = if luck == 0.0 {
        "karty były mniej więcej wyrównane".to_owned()
    } else if luck > 0.0 {
        format!("karty dały ci około {}", whole(luck))
    } else {
        format!("karty kosztowały cię około {}", whole(-luck))
    };
    let gap = (s.opponent_losses - s.own_losses).round();
    let play = if gap == 0.0 {
        "twoje decyzje oddały mniej więcej tyle, co decyzje przeciwnika".to_owned()
    } else if gap > 0.0 {
        format!(
            "twoje decyzje oddały około {} mniej niż decyzje przeciwnika",
            whole(gap)
        )
    } else {
        format!(
            "twoje decyzje oddały około {} więcej niż decyzje przeciwnika",
            whole(-gap)
        )
    };
    format!("{standing}; {cards}, a {play}.")
}

pub(crate) fn luck_note(n: &LuckNote) -> String {
    let chance = percent(PL, n.win_probability);
    let amount = format!("{} punktu", decimal(PL, n.points));
    let sentence = if n.points < 0.0 {
        format!(
            "karty kosztowały cię {amount}, a mimo to podniosły twoją szansę na wygraną o {chance}"
        )
    } else {
        format!("karty dały ci {amount}, a mimo to obniżyły twoją szansę na wygraną o {chance}")
    };
    format!(
        "{}: punkt na początku partii waży mniej niż punkt pod jej koniec, więc szczęście może \
         liczyć się inaczej w punktach, a inaczej w szansie na wygraną.",
        capital(&sentence)
    )
}

pub(crate) fn unjudged(u: &Unjudged) -> String {
    match u.reason {
        NotJudged::DiscardWithoutDealt => format!(
            "Odłożenie do kribu gracza {} w rozdaniu {} nie jest ocenione: zapis partii nie mówi, \
             jakie karty dostał gracz {}.",
            u.seat + 1,
            u.hand + 1,
            u.seat + 1
        ),
    }
}

pub(crate) fn band(band: Band) -> &'static str {
    match band {
        Band::Novice => "Nowicjusz",
        Band::Beginner => "Początkujący",
        Band::Casual => "Amator",
        Band::Strong => "Silny",
        Band::Expert => "Ekspert",
        Band::WorldClass => "Klasa światowa",
    }
}
