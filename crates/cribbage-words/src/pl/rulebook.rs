//! Polish, in the words of seed 004 (the Polish rules) and of [the words crate](crate):
//! rozdający, nierozdający for the pone (as the spoken texts say it; "przeciwnik" stays free for
//! any opponent), krib, karta startowa, "dwa na dwie nogi", "Dalej" for a go (a renege is a
//! "fałszywe „Dalej”"), rozgrywka for the play, pokaz, muggins (kept as it is), kołki, tabliczka,
//! przełożenie; to peg is "zaznaczyć", to peg out "zaznaczyć wygraną", the game hole "dziurka
//! końcowa".
//!
//! The sentences are impersonal, as in German. A seat's second form is the genitive (after
//! "dla", and after the negated "nie upomina"); a claimed item's first form is the accusative
//! after "za", its second the genitive after "do". Past tenses agree with the masculine nouns
//! "rozdający", "nierozdający" and "gracz", whoever sits there.

use crate::rulebook_texts::table::{RuleText, RulebookTexts, Sentences};

/// The Polish words.
pub(crate) static TEXTS: RulebookTexts = RulebookTexts {
    profiles: [
        "Gra towarzyska",
        "Zasady turniejowe ACC",
        "Zasady turniejowe ACC z muggins",
    ],
    dealer: ["rozdający", "rozdającego"],
    pone: ["nierozdający", "nierozdającego"],
    seat: ["gracz na miejscu {seat}", "gracza na miejscu {seat}"],
    points: ["jeden punkt", "{n} punkty", "{n} punktów"],
    and: "i",
    claimed: [
        ["kartę rozgrywki", "karty rozgrywki"],
        ["rękę", "ręki"],
        ["krib", "kribu"],
        ["dwa na dwie nogi", "dwóch na dwie nogi"],
        ["karę", "kary"],
        ["punkty z muggins", "punktów z muggins"],
        ["karę cofnięcia kołka", "kary cofnięcia kołka"],
    ],
    rules: [
        RuleText {
            title: "Dwa na dwie nogi",
            summary: "Walet odkryty jako karta startowa daje rozdającemu od razu 2 punkty; mogą \
                      one przesądzić o wygranej.",
        },
        RuleText {
            title: "Fałszywe „Dalej”",
            summary: "„Dalej” powiedziane, choć pasuje jakaś karta, zostaje odnotowane; przy \
                      trzech graczach każdy przeciwnik dostaje za nie 2 punkty (źródło 001), przy \
                      dwóch lub czterech nie kosztuje nic.",
        },
        RuleText {
            title: "Muggins (zasada domowa)",
            summary: "Tylko z zasadą domową: punkty pominięte przy liczeniu, w pokazie lub za \
                      kartę rozgrywki, przypadają następnemu przeciwnikowi.",
        },
        RuleText {
            title: "Błędnie zgłoszone liczenie",
            summary: "Liczenie zgłoszone za wysoko zaznacza się według prawdziwej wartości, tak \
                      samo zgłoszone za nisko, chyba że obowiązuje muggins.",
        },
        RuleText {
            title: "Kolejność liczenia",
            summary: "Ręce liczy się od gracza po rozdającym kolejno aż do rozdającego, potem \
                      krib; kto pierwszy osiągnie wynik docelowy, od razu wygrywa.",
        },
        RuleText {
            title: "Obejrzana spodnia karta",
            summary: "Rozdającemu nie wolno oglądać spodniej karty po ostatnim tasowaniu: 2 \
                      punkty dla nierozdającego, a talię tasuje się ponownie.",
        },
        RuleText {
            title: "Karty kribu wzięte z powrotem",
            summary: "Kart odłożonych do kribu i puszczonych nie wolno brać z powrotem ani \
                      oglądać: 2 punkty dla przeciwnika; jeśli nie zostały zmieszane z ręką, \
                      wracają do kribu.",
        },
        RuleText {
            title: "Krib obejrzany przedwcześnie",
            summary: "Kribu nie wolno oglądać ani odkrywać przed jego liczeniem: 2 punkty dla \
                      przeciwnika.",
        },
        RuleText {
            title: "Krib obejrzany przed odłożeniem kart",
            summary: "Za obejrzenie kribu przed odłożeniem własnych kart przeciwnik dostaje 2 \
                      punkty i wyciąga w ciemno z ręki winnego dwie karty do kribu.",
        },
        RuleText {
            title: "Zamiana ręki i kribu",
            summary: "Jeśli rozdający weźmie krib jako rękę, nierozdający dostaje 2 punkty; gdy \
                      wyjdzie to na jaw przed rozgrywką, gra się właściwą ręką, gdy później, \
                      rozdający gra dalej kribem i oddaje to, co nim zaznaczył.",
        },
        RuleText {
            title: "Podglądanie przy przełożeniu",
            summary: "Nierozdającemu nie wolno przy przełożeniu oglądać spodniej karty górnej \
                      części talii: 2 punkty dla rozdającego, któremu pokazuje się tę kartę.",
        },
        RuleText {
            title: "Karta startowa w ręce rozdającego",
            summary: "Karta startowa, która trafi do ręki rozdającego, zanim zobaczy ją \
                      nierozdający, kosztuje rozdającego 2 punkty; nierozdający wyciąga w \
                      ciemno dwie karty z tej ręki i wybiera spośród nich kartę startową.",
        },
        RuleText {
            title: "Dwa na dwie nogi",
            summary: "Walet odkryty jako karta startowa daje rozdającemu 2 punkty, także \
                      wygrywające grę; rozdający traci je, jeśli zagra kartę, zanim je \
                      zaznaczy. Muggins nigdy ich nie obejmuje.",
        },
        RuleText {
            title: "Fałszywe „Dalej”",
            summary: "„Dalej” powiedziane, gdy można było zagrać kartę, staje się fałszywym \
                      „Dalej”, gdy tylko któryś gracz zaznaczy punkty albo przeciwnik zagra: \
                      przeciwnik dostaje 2 punkty za każdą kartę, którą samą można było zagrać \
                      (przy 25 z A, 5, 6: 6 punktów); przeciwnik decyduje, czy te karty są \
                      martwe, czy zostają zagrane.",
        },
        RuleText {
            title: "Zaznaczono za mało",
            summary: "Punktów zaznaczonych za mało nie poprawia się, gdy palce puszczą kołek; \
                      bez muggins po prostu przepadają.",
        },
        RuleText {
            title: "Fałszywe zgłoszenie wygranej",
            summary: "Kołek wstawiony do dziurki końcowej bez potrzebnych punktów to fałszywe \
                      zgłoszenie wygranej: kołek wraca na prawdziwy wynik, przeciwnik dostaje \
                      punkty zaznaczone ponad stan aż do dziurki końcowej, a winny cofa się o \
                      kolejne 15.",
        },
        RuleText {
            title: "Zaznaczanie kołkami przeciwnika",
            summary: "Za zaznaczanie punktów kołkami przeciwnika przeciwnik dostaje 2 punkty.",
        },
        RuleText {
            title: "Przypomnienie o zaznaczeniu wygranej",
            summary: "Graczowi, którego liczenie sięga dziurki końcowej, a który nie zaznacza \
                      wygranej, przeciwnik o tym przypomina (nie przy muggins).",
        },
        RuleText {
            title: "Kolejność liczenia",
            summary: "Najpierw liczy się i zaznacza rękę nierozdającego, potem rękę \
                      rozdającego, potem krib; każde liczenie kończy się przed następnym.",
        },
        RuleText {
            title: "Wmieszana karta startowa",
            summary: "Karta startowa leży osobno od rąk i kribu; gracz, który włoży ją między \
                      inne karty, płaci karę 2 punktów, a sędziowie kładą ją z powrotem na \
                      talię.",
        },
        RuleText {
            title: "Obowiązkowe zaznaczenie wygranej",
            summary: "Przy muggins zaznaczenie wygranej jest obowiązkowe: graczowi, który ma \
                      wygraną, ale zaznacza za mało, nikt nie przypomina, a pominięte punkty \
                      podlegają muggins.",
        },
        RuleText {
            title: "Czego nie obejmuje muggins",
            summary: "Muggins nie obejmuje kar, punktów z muggins, dwóch na dwie nogi ani \
                      punktów straconych przez cofanie kołka; zgłoszenie muggins na nie daje \
                      zgłoszone punkty drugiej stronie.",
        },
        RuleText {
            title: "Przyznanie muggins",
            summary: "Zgłaszający podaje liczbę punktów; po uzgodnieniu lub rozstrzygnięciu \
                      zaznacza mniejszą z dwóch liczb, zgłoszonej i faktycznie pominiętej, \
                      nigdy więcej, niż liczący mógł zaznaczyć.",
        },
        RuleText {
            title: "Błędne zgłoszenie muggins",
            summary: "Zgłoszenie muggins, gdy nic nie zostało pominięte, daje zgłoszone punkty \
                      drugiej stronie jako karę.",
        },
        RuleText {
            title: "Zaznaczono za dużo",
            summary: "Punkty zaznaczone ponad należne cofa się: to korekta, nie kara, i nie \
                      wynika z niej żadna inna zasada zaznaczania.",
        },
        RuleText {
            title: "Bez kary za karę",
            summary: "Za błąd w zgłoszeniu lub zaznaczeniu kary nigdy nie ma kary; źle \
                      zaznaczoną karę poprawia się lub traci jak wszystkie inne punkty.",
        },
    ],
    infractions: [
        "rozdający obejrzał spodnią kartę po ostatnim tasowaniu",
        "gracz wziął z powrotem karty odłożone do kribu",
        "gracz obejrzał krib przed jego liczeniem",
        "gracz obejrzał krib przed odłożeniem swoich kart",
        "rozdający wziął krib jako rękę",
        "nierozdający obejrzał spodnią kartę przy przełożeniu",
        "karta startowa trafiła do ręki rozdającego",
        "gracz zaznaczał punkty kołkami przeciwnika",
        "gracz wmieszał kartę startową między inne karty",
    ],
    sentences: Sentences {
        infractions: [
            "{pays} obejrzał spodnią kartę po ostatnim tasowaniu: {points} dla {gains_acc} \
             ({rule}); talię tasuje się ponownie.",
            "{pays} wziął z powrotem karty odłożone do kribu: {points} dla {gains_acc} \
             ({rule}); jeśli nie zostały zmieszane z ręką, wracają do kribu.",
            "{pays} obejrzał krib przed jego liczeniem: {points} dla {gains_acc} ({rule}).",
            "{pays} obejrzał krib przed odłożeniem swoich kart: {points} dla {gains_acc} \
             ({rule}); {gains} wyciąga w ciemno dwie karty z tej ręki do kribu.",
            "{pays} wziął krib jako rękę: {points} dla {gains_acc} ({rule}). Gdy wyszło to na \
             jaw przed rozgrywką, rozdający gra właściwą ręką; gdy później, gra dalej kribem i \
             oddaje to, co nim zaznaczył.",
            "{pays} obejrzał spodnią kartę przy przełożeniu: {points} dla {gains_acc} \
             ({rule}); kartę pokazuje się rozdającemu.",
            "{pays} wziął kartę startową do ręki: {points} dla {gains_acc} ({rule}); \
             nierozdający wyciąga w ciemno dwie karty z tej ręki i wybiera spośród nich kartę \
             startową.",
            "{pays} zaznaczał punkty kołkami przeciwnika: {points} dla {gains_acc} ({rule}).",
            "{pays} wmieszał kartę startową między inne karty: {points} dla {gains_acc} \
             ({rule}); sędziowie kładą ją z powrotem na wierzch talii.",
        ],
        renege: "{pays} powiedział „Dalej” przy {count}, mając {cards}, z których każdą można \
                 było zagrać: fałszywe „Dalej”, {points} dla {gains_acc} ({rule}); {gains} \
                 decyduje, czy te karty są martwe, czy zostają zagrane.",
        renege_dead: "{pays} powiedział „Dalej” przy {count}, mając {cards}, z których każdą \
                      można było zagrać: fałszywe „Dalej”, {points} dla {gains_acc} ({rule}); \
                      {gains} uznał te karty za martwe: nie są zagrywane i liczą się w pokazie.",
        renege_played: "{pays} powiedział „Dalej” przy {count}, mając {cards}, z których każdą \
                        można było zagrać: fałszywe „Dalej”, {points} dla {gains_acc} ({rule}); \
                        {gains} postanowił, że te karty zostają zagrane: pozostają w ręce i są \
                        zagrywane, gdy się mieszczą.",
        social_renege: "{pays} powiedział „Dalej” przy {count}, choć można było zagrać \
                        {cards}: {points} dla {gains_acc} ({rule}).",
        his_heels: "Kartą startową jest walet: dwa na dwie nogi, {points} dla {gains_acc} \
                    ({rule}).",
        his_heels_pegs_out: "Kartą startową jest walet: dwa na dwie nogi, {points} dla \
                             {gains_acc}, co daje wygraną ({rule}).",
        his_heels_forfeited: "{pays} zagrał kartę, zanim zaznaczył dwa na dwie nogi: {pays} \
                              traci {points} ({rule}).",
        under_pegging_lost: "{pays} zaznaczył {claimed}, a należy się {actual}: po puszczeniu \
                             kołka nie ma poprawki i {pays} traci {points} ({rule}).",
        lost_not_muggable: "{pays} zaznaczył {claimed} zamiast {actual} za {what}: {pays} traci \
                            {points}, a muggins nie ma zastosowania do {what_dat} ({rule}).",
        peg_out_reminder: "{gains} zaznaczył {claimed}, a należy się {actual}, co wystarcza do \
                           wygranej: {gains} dostaje przypomnienie i zaznacza wygraną \
                           ({rule}).",
        muggins_open: "{pays} zaznaczył {claimed}, a należy się {actual}: {pays} traci \
                       {points}, a {opponent} może zgłosić muggins ({rule}).",
        muggins_open_at_game_hole: "{pays} zaznaczył {claimed}, a należy się {actual}, co \
                                    wystarcza do wygranej, ale przy muggins zaznaczenie \
                                    wygranej jest obowiązkowe: nikt nie upomina {pays_acc}, \
                                    {pays} traci {points}, a {opponent} może zgłosić muggins \
                                    ({rule}).",
        over_pegging_corrected: "{pays} zaznaczył {claimed}, a należy się {actual}: kołek \
                                 cofa się o {points}; to korekta, nie kara ({rule}).",
        over_pegged_penalty_corrected: "{pays} zaznaczył karę w wysokości {actual} jako \
                                        {claimed}: kołek cofa się o {points}, a za błąd w \
                                        zaznaczeniu kary nigdy nie ma kary ({rule}).",
        backward_over_pegged: "{pays} cofnął się o {claimed} za karę w wysokości {actual}: \
                               tego się nie poprawia i {pays} traci o {points} więcej, niż \
                               wynosi kara ({rule}).",
        backward_corrected: "{pays} cofnął się tylko o {claimed} za karę w wysokości \
                             {actual}: kołek cofa się jeszcze o {points} ({rule}).",
        false_claim_corrected: "{pays} zaznaczył wygraną, licząc {claimed}, a należy się \
                                {actual}: to fałszywe zgłoszenie wygranej i kołek cofa się o \
                                {points} na prawdziwy wynik ({rule}).",
        false_claim_award: "Za fałszywe zgłoszenie wygranej {points} dla {gains_acc}: tyle, \
                            ile zaznaczono ponad stan aż do dziurki końcowej ({rule}).",
        false_claim_backward: "Za fałszywe zgłoszenie wygranej {pays} cofa się jeszcze o \
                               {points} ({rule}).",
        muggins_award: "{gains} zgłosił muggins za {claimed}, a pominięto {actual}: {points} \
                        dla {gains_acc} ({rule}).",
        wrong_muggins_call: "{pays} zgłosił muggins za {claimed}, ale nic nie zostało \
                             pominięte: {points} dla {gains_acc} jako kara ({rule}).",
        muggins_excluded: "{pays} zgłosił muggins za {claimed} w odniesieniu do {what_dat}, \
                           czego muggins nie obejmuje: {points} dla {gains_acc} jako kara \
                           ({rule}).",
        social_muggins: "{pays} policzył {claimed}, a karty dają {actual}: muggins, {points} \
                         dla {gains_acc} ({rule}).",
        social_under_count: "{gains} policzył {claimed}, a karty dają {actual}: zaznacza się \
                             prawdziwą wartość ({rule}).",
        social_over_count: "{pays} policzył {claimed}, a karty dają {actual}: zaznacza się \
                            prawdziwą wartość ({rule}).",
    },
};
