"""The worked examples of the rules pages, played and scored by the engine.

Each example is set up here as the page tells it; the engine's verdict — who takes, whether
a block holds, the score as the table reads it — must be what every language's page says.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest

from assistant.languages import LANGUAGES, translate_message, translator
from engine import gaigel, homme_de_brou, tysiacha
from engine.errors import RuleError
from engine.french import Rank
from engine.mit_list_und_tuecke import (
    COLORS,
    Blocked,
    Card,
    Color,
    Keep,
    Play,
    Round,
    Take,
    deck,
    score,
)
from engine.partout.cards import Card as PartoutCard
from engine.partout.cards import Color as PartoutColor
from engine.partout.cards import Special, sorted_deck, variant
from engine.partout.scoring import score as partout_score
from engine.partout.trick import Played, Reason, Source, Trump, takes, trump_for
from views.rules import (
    GAIGEL,
    HOMME_DE_BROU,
    MIT_LIST_UND_TUECKE,
    PARTOUT,
    TYSIACHA,
    rules_text,
)

TABLE = ("Anna", "Ben", "Carla", "Dirk")


def pages(game: str) -> Iterator[tuple[str, str]]:
    """Each language's page of ``game``, its no-break spaces (that keep a calculation on one
    line) read as spaces."""
    for lang in LANGUAGES:
        yield lang, rules_text(lang, game).replace("\u00a0", " ")


# ------------------------------------------------------------------- Mit List und Tücke


@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_decks_are_the_engines(players: int) -> None:
    cards = deck(players)
    highest = {color: max(c.number for c in cards if c.color is color) for color in COLORS}
    for lang, page in pages(MIT_LIST_UND_TUECKE):
        [line] = [line for line in page.splitlines() if line.startswith(f"- **{players} ")]
        assert f"— {len(cards)} " in line, (lang, line)
        numbers = re.findall(r"\d+", line)[1:-1]  # between the players and the total
        assert set(numbers) == {"1", *map(str, highest.values())}, (lang, line)


def test_the_trick_example_dirk_chooses_first_and_carla_wins_the_tie() -> None:
    rnd = Round(TABLE, 0)  # Anna deals, Ben leads
    for by, card in (("Ben", "G7"), ("Carla", "R3"), ("Dirk", "G12"), ("Anna", "B3")):
        rnd.apply(Play(by, Card.parse(card)))
    assert rnd.pending is not None and rnd.k1 == 2
    assert TABLE[rnd.pending.first] == "Dirk"  # green 12, the highest trump
    assert TABLE[rnd.pending.second] == "Carla"  # red 3 before blue 3
    rnd.apply(Take("Dirk", (Card.parse("G7"), Card.parse("G12"))))
    assert TABLE[rnd.leader] == "Carla"


def round_at_trick_12(greens: int) -> Round:
    """Four players, eleven tricks played with ``greens`` green cards among them (but none of
    yellow 9, red 4 and blue 11), and Anna to lead trick 12."""
    held_back = {Card.parse(c) for c in ("Y9", "R4", "B11")}
    green = [Card(Color.GREEN, n) for n in range(1, greens + 1)]
    others = [
        Card(color, n)
        for color in (Color.RED, Color.YELLOW, Color.BLUE)
        for n in range(1, 15)
        if Card(color, n) not in held_back
    ]
    cards = green + others[-(44 - greens) :]  # by color: no four colors in four cards
    rnd = Round(TABLE, 3)  # Dirk deals, Anna leads
    for number in range(11):
        chunk = cards[4 * number : 4 * number + 4]
        seats = [(rnd.leader + i) % 4 for i in range(4)]
        if number == 10:  # one color: Anna plays its highest card, takes first, leads next
            assert len({c.color for c in chunk}) == 1
            chunk = sorted(chunk, key=lambda c: c.number)
            top = chunk.pop()
            chunk.insert(seats.index(0), top)
        for seat, card in zip(seats, chunk, strict=True):
            rnd.apply(Play(TABLE[seat], card))
        assert rnd.pending is not None
        rnd.apply(Take(TABLE[rnd.pending.first], tuple(card for _, card in rnd.trick[:2])))
        while rnd.owing:
            keep(rnd, TABLE[rnd.owing[0]])
    assert TABLE[rnd.leader] == "Anna" and rnd.trick_number == 12
    assert rnd.unplayed_of(Color.GREEN) == 14 - greens
    for by, card in (("Anna", "Y9"), ("Ben", "R4"), ("Carla", "B11")):
        rnd.apply(Play(by, Card.parse(card)))
    return rnd


def keep(rnd: Round, name: str) -> None:
    """``name`` keeps the first two colors the engine lets them keep."""
    for pair in itertools.combinations(COLORS, 2):
        try:
            rnd.apply(Keep(name, pair))
            return
        except RuleError:
            continue
    raise AssertionError(f"{name} can keep no two colors")


def test_the_blocked_claim_holds_with_nine_greens_played() -> None:
    rnd = round_at_trick_12(9)
    assert rnd.fourth_color is Color.GREEN and rnd.unplayed_of(Color.GREEN) == 5
    rnd.apply(Blocked("Dirk"))
    assert rnd.ended and TABLE[rnd.blocked_by or 0] == "Dirk"
    for _, page in pages(MIT_LIST_UND_TUECKE):
        assert "14 − 9 = 5" in page


def test_the_blocked_claim_is_refused_with_twelve_greens_played_in_the_pages_words() -> None:
    rnd = round_at_trick_12(12)
    with pytest.raises(RuleError) as refused:
        rnd.apply(Blocked("Dirk"))
    assert not rnd.ended
    for lang, page in pages(MIT_LIST_UND_TUECKE):
        assert translate_message(refused.value, lang) in page, lang


#: The scoring example: open stacks and face-down cards of each player.
MLUT_SCORES = {
    "Anna": ({Color.RED: 8, Color.BLUE: 6}, 5),
    "Ben": ({Color.GREEN: 7, Color.YELLOW: 4, Color.RED: 2}, 0),
    "Carla": ({Color.YELLOW: 6, Color.BLUE: 5}, 3),
    "Dirk": ({Color.RED: 3, Color.BLUE: 3}, 4),
}


def test_the_scoring_example_is_a_whole_round_of_four() -> None:
    cards = {color: 0 for color in COLORS}
    for stacks, _ in MLUT_SCORES.values():
        for color, count in stacks.items():
            cards[color] += count
    face_down = sum(down for _, down in MLUT_SCORES.values())
    assert sum(cards.values()) + face_down == 56  # every card of the round, 14 of each color
    assert all(count <= 14 for count in cards.values())


@pytest.mark.parametrize("player", list(MLUT_SCORES))
def test_the_scoring_example_adds_up(player: str) -> None:
    stacks, face_down = MLUT_SCORES[player]
    scored = score(stacks, face_down)
    expected = {"Anna": 9, "Ben": 14, "Carla": 10, "Dirk": 2}[player]
    assert scored.points == expected
    for lang, page in pages(MIT_LIST_UND_TUECKE):
        row = next(line for line in page.splitlines() if line.startswith(f"- **{player}**"))
        tr = translator(lang)
        assert tr.score_formula(scored) in row, (lang, row)  # as listig shows it at round end
        for color, count in stacks.items():
            assert f"{tr.color_name(color)} {count}".casefold() in row.casefold(), (lang, row)


# ------------------------------------------------------------------------------ Partout

ANNOUNCED = Trump(3, PartoutColor.GREEN, Source(1), Source(2))  # P1 named 3, P2 green
FIRST_THREE = [
    Played(0, PartoutCard.parse("B6")),
    Played(1, PartoutCard.parse("G5")),
    Played(2, PartoutCard.parse("K3")),
]


def trick_example(page: str) -> list[str]:
    """The three verdicts under the page's example of a trick: as played, and two variations."""
    lines = page.splitlines()
    start = next(i for i, line in enumerate(lines) if "Anna" in line and "Dirk" in line)
    return [line for line in lines[start + 1 : start + 5] if line.startswith("- ")]


@pytest.mark.parametrize(
    ("variation", "fourth", "taker", "reason", "number"),
    [
        (0, Played(3, PartoutCard.parse("R3")), "Carla", Reason.TRUMP_NUMBER, 3),
        (1, Played(3, Special.MATHEMATICIAN, number=6), "Anna", Reason.TRUMP_NUMBER, 6),
        (
            2,
            Played(3, Special.DUNGEON, target=PartoutCard.parse("K3")),
            "Ben",
            Reason.TRUMP_COLOR,
            3,
        ),
    ],
)
def test_the_trick_example_and_its_two_variations(
    variation: int, fourth: Played, taker: str, reason: Reason, number: int
) -> None:
    trick = [*FIRST_THREE, fourth]
    trump = trump_for(ANNOUNCED, trick, 1)
    taking = takes(trick, trump)
    assert (TABLE[taking.seat], taking.reason, trump.number) == (taker, reason, number)
    for lang, page in pages(PARTOUT):
        verdicts = trick_example(page)
        assert len(verdicts) == 3, lang
        said = f"- {taker} " if variation == 0 else f"→ {taker}"
        assert said in verdicts[variation], (lang, verdicts[variation])


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_partout_decks_are_the_engines(players: int) -> None:
    table = variant(players)
    cards = len(sorted_deck(players))
    aside = cards - table.hand * players
    for lang, page in pages(PARTOUT):
        [line] = [line for line in page.splitlines() if line.startswith(f"- **{players} ")]
        numbers = [int(n) for n in re.findall(r"\d+", line)]
        assert numbers[0] == players and cards in numbers and table.hand in numbers, lang
        assert (aside in numbers) == (aside > 0), lang
        if table.highest == 7:
            assert 8 in numbers and 9 in numbers, lang  # the 8s and 9s are taken out


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_bonus_charts_are_the_engines(lang: str) -> None:
    page = rules_text(lang, PARTOUT)
    four, six, three = variant(4), variant(6), variant(3)
    assert six.bonus == three.bonus
    for minimum in range(1, 8):
        row = f"| {minimum} | {four.bonus_for(minimum)} | {six.bonus_for(minimum)} |"
        assert row in page.splitlines(), row


#: The scoring examples: (players, team or player, minimum, tricks, what the page says).
PARTOUT_SCORES = [
    (4, "Anna & Carla", 3, 4, "4 + 8 = 12"),
    (4, "Ben & Dirk", 1, 3, "3 + 2 = 5"),
    (3, "Anna", 2, 3, "3 + 8 = 11"),
    (3, "Ben", 3, 2, "2"),
    (3, "Carla", 1, 0, "−1"),
]


@pytest.mark.parametrize(("players", "side", "minimum", "tricks", "points"), PARTOUT_SCORES)
def test_the_partout_scoring_examples_add_up(
    players: int, side: str, minimum: int, tricks: int, points: str
) -> None:
    table = variant(players)
    assert score_formula(table.players, tricks, minimum) == points
    for lang, page in pages(PARTOUT):
        [line] = [line for line in page.splitlines() if line.startswith(f"- **{side}**")]
        assert re.findall(r"\d+", line)[:2] == [str(minimum), str(tricks)], (lang, line)
        assert line.endswith(f"→ {points}") or f"→ {points} (" in line, (lang, line)


def score_formula(players: int, tricks: int, minimum: int) -> str:
    return partout_score(tricks, minimum, variant(players).bonus).formula


def test_the_partout_examples_take_every_trick_of_their_round() -> None:
    for players in (4, 3):
        taken = sum(t for p, _, _, t, _ in PARTOUT_SCORES if p == players)
        assert taken == variant(players).tricks


# ----------------------------------------------------------------------------- Tysiacha

#: Tysiacha's table: Anna deals, so Ben is eldest and Carla, at her right, bids first.
THREE = TABLE[:3]

TYSIACHA_AUCTION: list[tysiacha.Event] = [
    tysiacha.Bid("Carla", 100),
    tysiacha.Pass("Anna"),
    tysiacha.Bid("Ben", 110),
    tysiacha.Bid("Carla", 120),
    tysiacha.Pass("Ben"),
]

#: The eight tricks of the example, ``*`` leading a card that declares its marriage: Carla
#: declares hearts on the first lead, Anna spades leading trick 5.
TYSIACHA_PLAY = (
    "Carla:HK* Anna:H9 Ben:HJ  Carla:SA Anna:S9 Ben:SJ  Carla:DA Anna:DK Ben:D9  "
    "Carla:C9 Anna:CA Ben:CJ  Anna:SK* Ben:ST Carla:HQ  Ben:DT Carla:DQ Anna:SQ  "
    "Anna:CK Ben:CT Carla:HT  Ben:DJ Carla:HA Anna:CQ"
)


def tysiacha_deal(totals: tuple[int, int, int] = (0, 0, 0)) -> tysiacha.Round:
    """The page's example deal played through, the players' totals before it ``totals``."""
    rnd = tysiacha.Round(THREE, 0, totals)
    rnd.apply_all(TYSIACHA_AUCTION)
    widow = tuple(tysiacha.Card.parse(c) for c in ("SA", "HQ", "D9"))
    rnd.apply_all([tysiacha.Widow("Carla", widow), tysiacha.FinalBid("Carla", 130)])
    for item in TYSIACHA_PLAY.split():
        by, card = item.split(":")
        rnd.apply(tysiacha.Play(by, tysiacha.Card.parse(card.rstrip("*")), card.endswith("*")))
    assert rnd.ended
    return rnd


def test_the_tysiacha_auction_makes_carla_the_soloist_at_120() -> None:
    rnd = tysiacha.Round(THREE, 0)
    assert THREE[rnd.eldest] == "Ben" and THREE[rnd.rearhand] == "Carla"
    assert rnd.to_act == rnd.rearhand  # rearhand bids first
    rnd.apply_all(TYSIACHA_AUCTION)
    assert rnd.soloist is not None and THREE[rnd.soloist] == "Carla" and rnd.bid == 120
    assert rnd.phase is tysiacha.Phase.WIDOW and not rnd.forced
    for lang, page in pages(TYSIACHA):
        [line] = [line for line in page.splitlines() if "Carla 100" in line]
        assert re.findall(r"\d+", line) == ["100", "110", "120", "120"], (lang, line)


def test_the_tysiacha_deal_scores_as_the_page_says() -> None:
    rnd = tysiacha_deal()
    hearts, spades = tysiacha.Suit.HEARTS, tysiacha.Suit.SPADES
    assert rnd.final_bid == 130
    assert [(THREE[m.seat], m.suit, m.trick) for m in rnd.marriages] == [
        ("Carla", hearts, 1),
        ("Anna", spades, 5),
    ]
    assert [t.trump for t in rnd.tricks] == [hearts] * 4 + [spades] * 4
    points = dict(zip(THREE, rnd.card_points, strict=True))
    assert points == {"Anna": 29, "Ben": 57, "Carla": 34}
    assert sum(points.values()) == tysiacha.DEAL_POINTS
    said = {
        "Carla": ("34 + 100 = 134", "→ +130"),
        "Anna": ("29 + 40 = 69", "→ +69"),
        "Ben": ("57", "→ +57"),
    }
    scores = dict(zip(THREE, rnd.scores(), strict=True))
    for name, (take, scored) in said.items():
        seat = THREE.index(name)
        assert take.endswith(f"= {rnd.take(seat)}") or take == str(rnd.take(seat))
        assert scored == f"→ {scores[name].points:+d}"
    assert scores["Carla"].soloist and scores["Carla"].made
    for lang, page in pages(TYSIACHA):
        lines = page.splitlines()
        [counted] = [line for line in lines if "Carla 34" in line]
        for name, point in points.items():
            assert f"{name} {point}" in counted, (lang, counted)
        for name, (take, scored) in said.items():
            [row] = [line for line in lines if line.startswith(f"- **{name}**")]
            assert take in row and row.endswith(scored), (lang, row)


def test_forty_each_may_be_said_in_a_forced_game_too() -> None:
    rnd = tysiacha.Round(THREE, 0)
    rnd.apply_all([tysiacha.Pass("Carla"), tysiacha.Pass("Anna")])
    assert rnd.forced and not rnd.may_pass()  # eldest must bid
    rnd.apply_all([tysiacha.Bid("Ben", 100), tysiacha.Concede("Ben")])
    assert [s.points for s in rnd.scores()] == [tysiacha.FORTY, -100, tysiacha.FORTY]


@pytest.mark.parametrize(("carla", "wins"), [(880, True), (870, False)])
def test_the_tysiacha_end_anna_stops_at_1000_and_carla_wins_past_it(carla: int, wins: bool) -> None:
    rnd = tysiacha_deal((960, 700, carla))
    assert [s.points for s in rnd.scores()] == [1000 - 960, 57, 130]  # Anna's 69 stops at 1000
    game = tysiacha.Game(THREE, "Anna")
    game.rounds.append(rnd)  # the deal ended with these totals before it
    assert game.finished is wins
    assert game.winners() == ((THREE.index("Carla"),) if wins else ())
    for lang, page in pages(TYSIACHA):
        assert f"{carla} + 130 = {carla + 130}" in page, lang
        assert "960" in page and "700" in page, lang


# ------------------------------------------------------------------------ Homme de Brou

#: The example deal: Dirk deals and turns up the 8 of diamonds; Ben declares the club
#: tierce, Carla the diamond marriage; trick 3 holds a spade marriage de rencontre, trick 5
#: a heart tierce de rencontre.
BROU_TRICKS = (
    "Anna:CA Ben:CJ Carla:C7 Dirk:C8",
    "Anna:H7 Ben:H8 Carla:H9 Dirk:HA",
    "Dirk:SK Anna:SA Ben:SQ Carla:S7",
    "Anna:S9 Ben:S8 Carla:ST Dirk:SJ",
    "Carla:HQ Dirk:HK Anna:HJ Ben:D7",
    "Ben:CK Carla:CT Dirk:D9 Anna:C9",
    "Dirk:DT Anna:DA Ben:DJ Carla:DQ",
    "Anna:HT Ben:CQ Carla:DK Dirk:D8",
)


def brou_deal() -> homme_de_brou.Round:
    """The page's example deal played through."""
    rnd = homme_de_brou.Round(TABLE, 3)
    suit = homme_de_brou.Suit
    rnd.apply_all(
        [
            homme_de_brou.TurnUp("Dirk", homme_de_brou.Card.parse("D8")),
            homme_de_brou.Declare("Ben", homme_de_brou.Kind.TIERCE, suit.CLUBS),
            homme_de_brou.Declare("Carla", homme_de_brou.Kind.MARRIAGE, suit.DIAMONDS),
        ]
    )
    for trick in BROU_TRICKS:
        for item in trick.split():
            by, card = item.split(":")
            rnd.apply(homme_de_brou.Play(by, homme_de_brou.Card.parse(card)))
    assert rnd.ended
    return rnd


def test_the_homme_de_brou_deal_finds_the_rencontres_and_scores_as_the_page_says() -> None:
    rnd = brou_deal()
    assert rnd.trump is homme_de_brou.Suit.DIAMONDS
    assert [d.value for d in rnd.declarations] == [30, 40]  # a plain tierce, a trump marriage
    found = {
        t.number: (TABLE[t.taker], [(c.kind, c.suit, c.value) for c in t.rencontres])
        for t in rnd.tricks
        if t.rencontres
    }
    kind, suit = homme_de_brou.Kind, homme_de_brou.Suit
    assert found == {
        3: ("Anna", [(kind.MARRIAGE, suit.SPADES, 40)]),
        5: ("Ben", [(kind.TIERCE, suit.HEARTS, 60)]),
    }
    ours, theirs = rnd.scores()
    assert (ours.declared, ours.rencontres, ours.cards, ours.points) == (40, 40, 86, 166)
    assert (theirs.declared, theirs.rencontres, theirs.cards, theirs.points) == (30, 60, 34, 124)
    assert ours.cards + theirs.cards == homme_de_brou.DEAL_POINTS
    for lang, page in pages(HOMME_DE_BROU):
        lines = page.splitlines()
        for side, got in (("Anna & Carla", ours), ("Ben & Dirk", theirs)):
            [row] = [line for line in lines if line.startswith(f"- **{side}**")]
            said = f"{got.declared} + {got.rencontres} + {got.cards} = {got.points}"
            assert row.endswith(said), (lang, row)
        [trick_3] = [line for line in lines if line.startswith("- **") and "→ 40" in line]
        [trick_5] = [line for line in lines if line.startswith("- **") and "→ 60" in line]
        assert "3" in trick_3 and "5" in trick_5, lang
        [counted] = [line for line in lines if " 86, " in line]
        assert re.findall(r"\d+", counted) == ["86", "34", "120"], (lang, counted)


def test_the_homme_de_brou_end_both_pass_300_and_the_higher_wins() -> None:
    before = (140, 180)
    deal = tuple(score.points for score in brou_deal().scores())
    after = tuple(b + d for b, d in zip(before, deal, strict=True))
    assert after == (306, 304)
    assert homme_de_brou.winner(before) is None
    assert homme_de_brou.winner(after) == 0  # Anna & Carla, the first and third seats
    for lang, page in pages(HOMME_DE_BROU):
        for b, d, a in zip(before, deal, after, strict=True):
            assert f"{b} + {d} = {a}" in page, lang


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_homme_de_brou_values_are_the_engines(lang: str) -> None:
    page = rules_text(lang, HOMME_DE_BROU).replace("\u00a0", " ")
    rows = re.findall(r"^- \*\*[^*]+\*\* ?: (\d+), \D+ (\d+)$", page, re.MULTILINE)
    plain, trump = homme_de_brou.Suit.CLUBS, homme_de_brou.Suit.HEARTS
    expected = [
        tuple(homme_de_brou.value(kind, suit, trump, rencontre) for suit in (plain, trump))
        for rencontre in (False, True)
        for kind in (homme_de_brou.Kind.MARRIAGE, homme_de_brou.Kind.TIERCE)
    ]
    assert [tuple(map(int, row)) for row in rows] == expected


# ------------------------------------------------------------- the French-suited packs

#: Each French-suited game and the ranks of its pack, from the highest down.
PACKS = {TYSIACHA: "ATKQJ9", HOMME_DE_BROU: "ATKQJ", GAIGEL: "ATKQJ7"}


@pytest.mark.parametrize("game", list(PACKS))
def test_the_card_points_on_the_page_are_the_engines(game: str) -> None:
    ranks = [Rank(r) for r in PACKS[game]]
    expected = [rank.points for rank in ranks]
    if game == HOMME_DE_BROU:
        expected.append(0)  # the 9, 8 and 7 on one line
    for lang, page in pages(game):
        points = re.findall(r"^- \*\*[^*]+\*\*[^:\d]*: (\d+)(?: \([^)]*\))?$", page, re.MULTILINE)
        assert [int(p) for p in points] == expected, lang


# ------------------------------------------------------------------------------- Gaigel

#: How each language names what a side wins: a single, a double, a gaigel.
KIND_WORDS = {
    "en": ("single", "double", "gaigel"),
    "de": ("einfach", "doppelt", "Gaigel"),
    "fr": ("simple", "double", "gaigel"),
}


def gaigel_deal(first_four: tuple[str, ...] = ("Anna", "Carla", "Ben", "Anna")) -> gaigel.Round:
    """The claim example by announcements: Dirk deals and turns up a heart, four tricks are
    taken (``first_four``: who took each) holding 21, 28, 17 and 25 counters."""
    rnd = gaigel.Round(TABLE, 3)
    rnd.apply(gaigel.TurnUp("Dirk", gaigel.Card.parse("HJ")))
    for taker, counters in zip(first_four, (21, 28, 17, 25), strict=True):
        rnd.apply(gaigel.Trick(taker, counters))
    return rnd


def marriage_in_trumps(rnd: gaigel.Round) -> None:
    """Carla shows the King and Ober of hearts in trick 5."""
    rnd.apply(gaigel.Marriage("Carla", gaigel.Suit.HEARTS))


def claim(rnd: gaigel.Round, by: str, kind: gaigel.ClaimKind) -> gaigel.Result:
    rnd.apply(gaigel.Claim(by, kind))
    assert rnd.ended and rnd.result is not None
    return rnd.result


def test_the_gaigel_claim_example_adds_the_marriage_in_trumps() -> None:
    rnd = gaigel_deal()
    assert rnd.trump is gaigel.Suit.HEARTS and rnd.eldest == TABLE.index("Anna")
    assert (rnd.points(0), rnd.won[1]) == (74, True)
    marriage_in_trumps(rnd)
    assert rnd.marriages[-1].value == 40 and rnd.points(0) == 114
    for lang, page in pages(GAIGEL):
        assert "74 + 40 = 114" in page, lang


def gaigel_variations() -> list[gaigel.Result]:
    """The four outcomes the page tells, in its order."""
    out = gaigel.ClaimKind.OUT
    at_once = gaigel_deal()
    marriage_in_trumps(at_once)
    no_trick = gaigel_deal(("Anna", "Carla", "Anna", "Anna"))  # Ben & Dirk have no trick
    marriage_in_trumps(no_trick)
    late = gaigel_deal()
    marriage_in_trumps(late)
    late.apply_all([gaigel.Trick("Carla", 14), gaigel.Trick("Dirk", 10)])  # trick 6 is played
    return [
        claim(at_once, "Carla", out),
        claim(no_trick, "Carla", out),
        claim(gaigel_deal(), "Carla", out),  # after trick 4, at 74
        claim(late, "Ben", gaigel.ClaimKind.UNDERGAIGEL),
    ]


def test_the_gaigel_claims_are_judged_as_the_page_says() -> None:
    kind, how = gaigel.Kind, gaigel.How
    results = gaigel_variations()
    assert [(r.side, r.kind, r.how) for r in results] == [
        (0, kind.SINGLE, how.OUT),
        (0, kind.DOUBLE, how.OUT),
        (1, kind.GAIGEL, how.OVERGAIGEL),
        (1, kind.SINGLE, how.UNDERGAIGEL),
    ]
    names = ("Anna", "Ben")  # the first player of each side
    for lang, page in pages(GAIGEL):
        lines = page.splitlines()
        start = next(i for i, line in enumerate(lines) if "74 + 40 = 114" in line)
        verdicts = [line for line in lines[start + 1 : start + 6] if line.startswith("- ")]
        assert len(verdicts) == len(results), lang
        words = dict(zip(list(gaigel.Kind), KIND_WORDS[lang], strict=True))
        for verdict, result in zip(verdicts, results, strict=True):
            after = verdict.split("→")[1]
            assert after.strip().startswith(names[result.side]), (lang, verdict)
            assert words[result.kind] in after, (lang, verdict)


def test_a_late_claim_of_the_side_out_gives_the_other_side_a_single() -> None:
    rnd = gaigel_deal()
    marriage_in_trumps(rnd)
    rnd.apply_all([gaigel.Trick("Carla", 14), gaigel.Trick("Dirk", 10)])
    result = claim(rnd, "Carla", gaigel.ClaimKind.OUT)
    assert (result.side, result.kind, result.how) == (1, gaigel.Kind.SINGLE, gaigel.How.UNDERGAIGEL)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_gaigel_game_points_are_the_engines(lang: str) -> None:
    page = rules_text(lang, GAIGEL)
    single, double, gaigel_ = (
        f"{word}\\w* {kind.points}"
        for word, kind in zip(KIND_WORDS[lang], gaigel.Kind, strict=True)
    )
    assert re.search(f"{single}, .*?{double}, .*?{gaigel_}\\.", page), lang
    result = gaigel.Result(1, gaigel.Kind.DOUBLE, gaigel.How.OUT)
    assert [s.points for s in gaigel.scoring.scores(result, 4)] == [0, 2, 0, 2]  # both partners
    assert f"{gaigel.OUT}" in page and f"{gaigel.COUNTERS}" in page
