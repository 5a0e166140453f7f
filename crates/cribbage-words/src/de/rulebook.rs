//! German, in the words of seed 000 and of [the words crate](crate): Geber, Nichtgeber,
//! Startkarte, Krippe, Stifte, Abheben, Töffel, "zwei für die Hacken".

use crate::rulebook_texts::table::{RuleText, RulebookTexts, Sentences};

/// The German words.
pub(crate) static TEXTS: RulebookTexts = RulebookTexts {
    profiles: [
        "Freies Spiel",
        "ACC-Turnierregeln",
        "ACC-Turnierregeln mit Töffel",
    ],
    dealer: ["der Geber", "den Geber"],
    pone: ["der Nichtgeber", "den Nichtgeber"],
    seat: [
        "der Spieler auf Platz {seat}",
        "den Spieler auf Platz {seat}",
    ],
    points: ["einen Punkt", "{n} Punkte", "{n} Punkte"],
    and: "und",
    claimed: [
        ["eine Karte der Spielrunde", "einer Karte der Spielrunde"],
        ["die Hand", "der Hand"],
        ["die Krippe", "der Krippe"],
        ["die Hacken", "den Hacken"],
        ["eine Strafe", "einer Strafe"],
        ["einen Töffel", "einem Töffel"],
        ["eine Rückwärtsstrafe", "einer Rückwärtsstrafe"],
    ],
    rules: [
        RuleText {
            title: "Zwei für die Hacken",
            summary: "Ist die Startkarte ein Bube, erhält der Geber sofort 2 Punkte; damit kann \
                      er die Partie gewinnen.",
        },
        RuleText {
            title: "Falsches Passen",
            summary: "Passen, obwohl eine Karte passt, wird vermerkt; zu dritt kostet es 2 \
                      Punkte an jeden Gegner (Quelle 001), zu zweit oder zu viert nichts.",
        },
        RuleText {
            title: "Töffel (Hausregel)",
            summary: "Nur mit der Hausregel: Punkte, die beim Zählen oder für eine Karte der \
                      Spielrunde ausgelassen werden, erhält der nächste Gegner.",
        },
        RuleText {
            title: "Falsch angesagte Zählungen",
            summary: "Eine zu hoch angesagte Zählung wird mit dem wahren Wert gesteckt, eine zu \
                      niedrige ebenso, außer mit Töffel.",
        },
        RuleText {
            title: "Reihenfolge der Zählung",
            summary: "Gezählt wird vom Platz nach dem Geber reihum bis zum Geber, dann die \
                      Krippe; wer zuerst das Ziel erreicht, gewinnt sofort.",
        },
        RuleText {
            title: "Unterste Karte angesehen",
            summary: "Der Geber darf nach dem letzten Mischen die unterste Karte nicht ansehen: \
                      2 Punkte für den Nichtgeber, und es wird neu gemischt.",
        },
        RuleText {
            title: "Krippenkarten zurückgenommen",
            summary: "Abgelegte und losgelassene Krippenkarten dürfen nicht zurückgenommen und \
                      angesehen werden: 2 Punkte für den Gegner; sind sie nicht mit der Hand \
                      vermischt, kommen sie zurück in die Krippe.",
        },
        RuleText {
            title: "Krippe zu früh angesehen",
            summary: "Die Krippe darf vor ihrer Zählung weder angesehen noch aufgedeckt werden: \
                      2 Punkte für den Gegner.",
        },
        RuleText {
            title: "Krippe vor dem Ablegen angesehen",
            summary: "Wer die Krippe vor dem Ablegen ansieht, zahlt 2 Punkte, und der Gegner \
                      zieht dessen zwei Krippenkarten verdeckt aus der Hand.",
        },
        RuleText {
            title: "Hand und Krippe vertauscht",
            summary: "Nimmt der Geber die Krippe als Hand auf, zahlt er 2 Punkte an den \
                      Nichtgeber; vor der Spielrunde bemerkt, wird die richtige Hand gespielt, \
                      später bemerkt, spielt er mit der Krippe weiter und gibt zurück, was er \
                      damit gesteckt hat.",
        },
        RuleText {
            title: "Blick beim Abheben",
            summary: "Der Nichtgeber darf beim Abheben die unterste Karte des oberen Stapels \
                      nicht ansehen: 2 Punkte für den Geber, dem die Karte gezeigt wird.",
        },
        RuleText {
            title: "Startkarte in der Hand des Gebers",
            summary: "Gerät die Startkarte ungesehen in die Hand des Gebers, zahlt er 2 Punkte; \
                      der Nichtgeber zieht verdeckt zwei Karten daraus und wählt die Startkarte.",
        },
        RuleText {
            title: "Zwei für die Hacken",
            summary: "Ein Bube als Startkarte bringt dem Geber 2 Punkte, auch zum Partiegewinn; \
                      spielt er vor dem Stecken eine Karte, verfallen sie. Töffel gilt dafür \
                      nie.",
        },
        RuleText {
            title: "Falsches Passen",
            summary: "Passen, obwohl eine Karte spielbar ist, gilt als falsches Passen, sobald \
                      ein Spieler steckt oder der Gegner spielt: 2 Punkte für den Gegner je \
                      Karte, die für sich allein hätte gespielt werden können (bei 25 mit A, 5, \
                      6: 6 Punkte); der Gegner entscheidet, ob diese Karten tot sind oder \
                      gespielt werden.",
        },
        RuleText {
            title: "Zu wenig gesteckt",
            summary: "Zu wenig gesteckte Punkte werden nach dem Loslassen des Stifts nicht \
                      berichtigt; ohne Töffel sind sie verloren.",
        },
        RuleText {
            title: "Falscher Anspruch auf die Partie",
            summary: "Wer ohne die nötigen Punkte ins Ziel steckt, beansprucht die Partie zu \
                      Unrecht: der Stift geht auf den wahren Stand zurück, der Gegner erhält die \
                      zu viel gesteckten Punkte bis zum Ziel, und der Verursacher geht weitere \
                      15 zurück.",
        },
        RuleText {
            title: "Mit den Stiften des Gegners gesteckt",
            summary: "Wer mit den Stiften des Gegners steckt, zahlt 2 Punkte an den Gegner.",
        },
        RuleText {
            title: "Erinnerung ans Ausstecken",
            summary: "Wer genug für die Partie hat, aber nicht aussteckt, wird vom Gegner daran \
                      erinnert (nicht mit Töffel).",
        },
        RuleText {
            title: "Reihenfolge der Zählung",
            summary: "Zuerst wird die Hand des Nichtgebers gezählt und gesteckt, dann die des \
                      Gebers, dann die Krippe; jede wird vor der nächsten abgeschlossen.",
        },
        RuleText {
            title: "Startkarte untergemischt",
            summary: "Die Startkarte bleibt getrennt von Händen und Krippe; wer sie unter andere \
                      Karten bringt, zahlt 2 Punkte, und die Schiedsrichter legen sie zurück auf \
                      den Stapel.",
        },
        RuleText {
            title: "Ausstecken ist Pflicht",
            summary: "Mit Töffel ist Ausstecken Pflicht: wer die Partie hat, aber zu wenig \
                      steckt, wird nicht erinnert, und die Punkte stehen dem Töffel offen.",
        },
        RuleText {
            title: "Wo Töffel nicht gilt",
            summary: "Töffel gilt nicht für Strafen, für Töffelpunkte, für die Hacken und für \
                      Punkte, die durch Rückwärtsstecken verloren gehen; ein Ruf darauf bringt \
                      der Gegenseite die gerufenen Punkte.",
        },
        RuleText {
            title: "Töffel-Zuspruch",
            summary: "Der Rufer nennt die Punkte; nach Einigung oder Entscheid steckt er das \
                      Geringere aus gerufenen und wirklich ausgelassenen Punkten, nie mehr, als \
                      der Zählende hätte stecken können.",
        },
        RuleText {
            title: "Falscher Töffelruf",
            summary: "Ein Töffelruf, obwohl nichts ausgelassen wurde, bringt der Gegenseite die \
                      gerufenen Punkte als Strafe.",
        },
        RuleText {
            title: "Zu viel gesteckt",
            summary: "Zu viel gesteckte Punkte werden zurückgenommen: eine Berichtigung, keine \
                      Strafe, und keine weitere Regel folgt daraus.",
        },
        RuleText {
            title: "Keine Strafe auf eine Strafe",
            summary: "Für einen Fehler beim Ansagen oder Stecken einer Strafe gibt es nie eine \
                      Strafe; eine falsch gesteckte Strafe wird wie jeder andere Wert berichtigt \
                      oder verfällt.",
        },
    ],
    infractions: [
        "der Geber hat nach dem letzten Mischen die unterste Karte angesehen",
        "ein Spieler hat abgelegte Krippenkarten zurückgenommen",
        "ein Spieler hat die Krippe vor ihrer Zählung angesehen",
        "ein Spieler hat die Krippe vor dem Ablegen angesehen",
        "der Geber hat die Krippe als Hand aufgenommen",
        "der Nichtgeber hat beim Abheben die unterste Karte angesehen",
        "die Startkarte ist in die Hand des Gebers geraten",
        "ein Spieler hat mit den Stiften des Gegners gesteckt",
        "ein Spieler hat die Startkarte unter andere Karten gemischt",
    ],
    sentences: Sentences {
        infractions: [
            "{pays} hat nach dem letzten Mischen die unterste Karte angesehen: {points} für \
             {gains_acc} ({rule}); es wird neu gemischt.",
            "{pays} hat für die Krippe abgelegte Karten zurückgenommen: {points} für \
             {gains_acc} ({rule}); sind sie nicht mit der Hand vermischt, kommen sie zurück in \
             die Krippe.",
            "{pays} hat die Krippe vor ihrer Zählung angesehen: {points} für {gains_acc} \
             ({rule}).",
            "{pays} hat die Krippe vor dem Ablegen angesehen: {points} für {gains_acc} \
             ({rule}); {gains} zieht verdeckt zwei Karten aus dieser Hand für die Krippe.",
            "{pays} hat die Krippe als Hand aufgenommen: {points} für {gains_acc} ({rule}). \
             Vor der Spielrunde bemerkt, spielt der Geber die richtige Hand; später bemerkt, \
             spielt er mit der Krippe weiter und gibt zurück, was er damit gesteckt hat.",
            "{pays} hat beim Abheben die unterste Karte angesehen: {points} für {gains_acc} \
             ({rule}); die Karte wird dem Geber gezeigt.",
            "{pays} hat die Startkarte in die Hand genommen: {points} für {gains_acc} ({rule}); \
             der Nichtgeber zieht verdeckt zwei Karten aus dieser Hand und wählt daraus die \
             Startkarte.",
            "{pays} hat mit den Stiften des Gegners gesteckt: {points} für {gains_acc} \
             ({rule}).",
            "{pays} hat die Startkarte unter andere Karten gemischt: {points} für {gains_acc} \
             ({rule}); die Schiedsrichter legen sie oben auf den Stapel zurück.",
        ],
        renege: "{pays} hat bei {count} gepasst und dabei {cards} gehalten, die jede für sich \
                 hätten gespielt werden können: falsches Passen, {points} für {gains_acc} \
                 ({rule}); {gains} entscheidet, ob diese Karten tot sind oder gespielt werden.",
        renege_dead: "{pays} hat bei {count} gepasst und dabei {cards} gehalten, die jede für \
                      sich hätten gespielt werden können: falsches Passen, {points} für \
                      {gains_acc} ({rule}); {gains} hat diese Karten für tot erklärt: sie werden \
                      nicht gespielt und zählen beim Zeigen mit.",
        renege_played: "{pays} hat bei {count} gepasst und dabei {cards} gehalten, die jede für \
                        sich hätten gespielt werden können: falsches Passen, {points} für \
                        {gains_acc} ({rule}); {gains} lässt diese Karten spielen: sie bleiben \
                        auf der Hand und werden gespielt, sobald sie passen.",
        social_renege: "{pays} hat bei {count} gepasst, obwohl {cards} spielbar waren: {points} \
                        für {gains_acc} ({rule}).",
        his_heels: "Ein Bube ist die Startkarte: zwei für die Hacken, {points} für {gains_acc} \
                    ({rule}).",
        his_heels_pegs_out: "Ein Bube ist die Startkarte: zwei für die Hacken, {points} für \
                             {gains_acc}, und damit ist die Partie gewonnen ({rule}).",
        his_heels_forfeited: "{pays} hat eine Karte gespielt, bevor die Hacken gesteckt waren: \
                              die {points} verfallen ({rule}).",
        under_pegging_lost: "{pays} hat {claimed} gesteckt, gezählt werden {actual}: nach dem \
                             Loslassen des Stifts wird nicht berichtigt, und {pays} verliert \
                             {points} ({rule}).",
        lost_not_muggable: "{pays} hat für {what} {claimed} statt {actual} gesteckt: {pays} \
                            verliert {points}, und Töffel gilt nicht für {what} ({rule}).",
        peg_out_reminder: "{gains} hat {claimed} gesteckt, gezählt werden {actual}, genug für \
                           die Partie: {gains} wird erinnert und steckt aus ({rule}).",
        muggins_open: "{pays} hat {claimed} gesteckt, gezählt werden {actual}: {pays} verliert \
                       {points}, und {opponent} darf Töffel rufen ({rule}).",
        muggins_open_at_game_hole: "{pays} hat {claimed} gesteckt, gezählt werden {actual}, \
                                    genug für die Partie, aber mit Töffel ist Ausstecken \
                                    Pflicht: niemand erinnert {pays_acc}, {pays} verliert \
                                    {points}, und {opponent} darf Töffel rufen ({rule}).",
        over_pegging_corrected: "{pays} hat {claimed} gesteckt, gezählt werden {actual}: der \
                                 Stift geht {points} zurück, eine Berichtigung und keine Strafe \
                                 ({rule}).",
        over_pegged_penalty_corrected: "{pays} hat eine Strafe von {actual} als {claimed} \
                                        gesteckt: der Stift geht {points} zurück, und ein \
                                        Fehler beim Stecken einer Strafe wird nie bestraft \
                                        ({rule}).",
        backward_over_pegged: "{pays} ist für eine Strafe von {actual} um {claimed} \
                               zurückgegangen: das wird nicht berichtigt, und {pays} verliert \
                               {points} mehr als die Strafe ({rule}).",
        backward_corrected: "{pays} ist für eine Strafe von {actual} nur um {claimed} \
                             zurückgegangen: der Stift geht noch {points} zurück ({rule}).",
        false_claim_corrected: "{pays} hat mit {claimed} ausgesteckt, gezählt werden {actual}: \
                                ein falscher Anspruch auf die Partie, und der Stift geht \
                                {points} auf den wahren Stand zurück ({rule}).",
        false_claim_award: "Für den falschen Anspruch auf die Partie erhält {gains} {points}, \
                            so viel wie bis zum Ziel zu viel gesteckt war ({rule}).",
        false_claim_backward: "Für den falschen Anspruch auf die Partie geht {pays} außerdem \
                               {points} zurück ({rule}).",
        muggins_award: "{gains} hat Töffel für {claimed} gerufen, und ausgelassen waren \
                        {actual}: {points} für {gains_acc} ({rule}).",
        wrong_muggins_call: "{pays} hat Töffel für {claimed} gerufen, aber nichts war \
                             ausgelassen: {points} für {gains_acc} als Strafe ({rule}).",
        muggins_excluded: "{pays} hat bei {what_dat} Töffel für {claimed} gerufen, wo Töffel \
                           nicht gilt: {points} für {gains_acc} als Strafe ({rule}).",
        social_muggins: "{pays} hat {claimed} gezählt, die Karten halten {actual}: Töffel, \
                         {points} für {gains_acc} ({rule}).",
        social_under_count: "{gains} hat {claimed} gezählt, die Karten halten {actual}: \
                             gesteckt wird der wahre Wert ({rule}).",
        social_over_count: "{pays} hat {claimed} gezählt, die Karten halten {actual}: gesteckt \
                            wird der wahre Wert ({rule}).",
    },
};
