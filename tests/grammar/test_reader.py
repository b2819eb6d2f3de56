"""The learned reader (grammar/reader.py): features, labels, the shipped weights and the matcher's
hook. The hook's logic is tested with small hand-made readers, so each test says exactly which
label the reader gives; the shipped weights are tested on phrasings written for these tests."""

from __future__ import annotations

import numpy
import pytest

from hideout.data.cards import load_cards
from hideout.engine.destination_x.commands import Ask, Eliminate
from hideout.grammar.matcher import MatchContext, Matcher
from hideout.grammar.reader import (
    COMMAND,
    LEARNED_REASON,
    PLACE_MARK,
    TALK,
    LearnedReader,
    SecondOpinion,
    SlotMarker,
    features,
    label_game,
    label_of,
    load_reader,
    talk_gate_path,
    weights_path,
)


def fixed_reader(label: str, labels: tuple[str, ...] = (TALK, "ask:population", "eliminate", "guess",
                                                         "confirm", "cancel", "status"),
                 strength: float = 8.0) -> LearnedReader:
    """A reader that gives ``label`` to any utterance with the word "zzz", else talk."""
    vocabulary = {"w:zzz": 0}
    weights = numpy.zeros((1, len(labels)), dtype=numpy.float32)
    weights[0, labels.index(label)] = strength
    bias = numpy.zeros(len(labels), dtype=numpy.float32)
    bias[labels.index(TALK)] = 1.0
    return LearnedReader(vocabulary, weights, bias, labels)


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher("destination-x", "en")


def with_reader(matcher: Matcher, reader: LearnedReader) -> Matcher:
    matcher.second_opinion = SecondOpinion(reader, matcher)
    return matcher


def test_labels_name_the_intent_and_its_game() -> None:
    assert label_of(None) == TALK
    assert label_of({"type": "ask", "card": "population"}) == "ask:population"
    assert label_of({"type": "ask", "card": "religion_choice", "option": "islam"}) == "ask:religion_choice:islam"
    assert label_of({"type": "guess", "destination": "PER"}) == "guess"
    assert label_of({"type": "action", "card": "surveillance"}) == "action:surveillance"
    assert label_game("ask:population") == "destination-x"
    assert label_game("move") == "duel"
    assert label_game("repeat") is None and label_game(TALK) is None


def test_slot_marker_marks_names_whole_and_before_korean_particles() -> None:
    english = SlotMarker(["south sudan", "sudan", "peru"], PLACE_MARK)
    assert english.mark_words("is it south sudan or peru".split()) == ["is", "it", PLACE_MARK, "or", PLACE_MARK]
    assert english.mark_words("sudanese food".split()) == ["sudanese", "food"]
    korean = SlotMarker(["브라질", "페루"], PLACE_MARK)
    assert korean.mark_words("브라질을 빼 주세요".split()) == [PLACE_MARK, "을", "빼", "주세요"]


def test_features_read_words_pairs_pieces_and_context() -> None:
    names = features("Kenya's out?", "destination-x", True, [SlotMarker(["kenya's", "kenya"], PLACE_MARK)])
    assert f"w:{PLACE_MARK}" in names and "w:out" in names and f"b:{PLACE_MARK} out" in names
    assert "c:out" in names and "a:confirmation" in names and "q:?" in names and "g:destination-x" in names
    assert features("kenya's out", "duel", False) == features("kenya's out", "duel", False)  # deterministic


def test_reader_keeps_to_the_games_labels() -> None:
    reader = fixed_reader("ask:population", labels=(TALK, "ask:population", "move"))
    assert reader.read("zzz", "duel").label != "ask:population"
    assert reader.read("zzz", "destination-x").label == "ask:population"


def test_a_learned_reading_is_tentative_and_only_where_the_rules_read_nothing(matcher: Matcher) -> None:
    m = with_reader(matcher, fixed_reader("ask:population"))
    result = m.match("zzz zzz", MatchContext())
    assert result.command == Ask("population") and result.tentative and result.reason == LEARNED_REASON
    ruled = m.match("what's the land area zzz", MatchContext())  # the rules read it: they win
    assert ruled.command == Ask("land_area") and ruled.reason != LEARNED_REASON


def test_talk_and_a_weak_reading_change_nothing(matcher: Matcher) -> None:
    m = with_reader(matcher, fixed_reader("ask:population", strength=0.5))
    assert m.match("zzz", MatchContext()).command is None
    m = with_reader(matcher, fixed_reader(TALK))
    assert m.match("zzz", MatchContext()).command is None


def test_the_reader_never_answers_a_pending_question_nor_reads_hesitations(matcher: Matcher) -> None:
    for answer in ("confirm", "cancel"):
        m = with_reader(matcher, fixed_reader(answer))
        assert m.match("zzz", MatchContext(awaiting_confirmation=True)).command is None
    m = with_reader(matcher, fixed_reader("ask:population"))
    for sounds in ("er", "hmm um", "uh er hmm"):
        assert m.match(sounds, MatchContext(awaiting_confirmation=True)).command is None


def test_a_dialogue_request_is_read_only_where_the_rules_saw_no_talk(matcher: Matcher) -> None:
    m = with_reader(matcher, fixed_reader("status", strength=3.0))  # "zzz": status at about 0.72
    assert m.match("zzz zzz", MatchContext()).command is not None
    assert m.match("maybe zzz", MatchContext()).command is None  # "maybe": the rules saw talk


def test_a_sure_reading_is_taken_over_the_rules_talk_verdict(matcher: Matcher) -> None:
    matcher.second_opinion = None
    hedged = matcher.match("maybe zzz", MatchContext())
    assert hedged.command is None and hedged.reason.startswith("table talk")
    sure = SecondOpinion(fixed_reader("ask:population"), matcher, over_talk_bar=0.9)  # about 0.998
    read = sure.revise(hedged, MatchContext())
    assert read.command == Ask("population") and read.tentative and read.reason == LEARNED_REASON
    for unread in (SecondOpinion(fixed_reader("ask:population"), matcher, over_talk_bar=1.01),  # never
                   SecondOpinion(fixed_reader("ask:population", strength=3.0), matcher, over_talk_bar=0.9),  # 0.72
                   SecondOpinion(fixed_reader(TALK), matcher, over_talk_bar=0.0)):
        assert unread.revise(hedged, MatchContext()) is hedged
    negated = matcher.match("the spy is not in zzz", MatchContext())
    assert sure.revise(negated, MatchContext()) is negated  # a negation is the rules' to read
    table = ("KEN", "PER", "FRA")
    talk_act = matcher.match("maybe zzz kenya", MatchContext(table=table))
    assert talk_act.reason.startswith("table talk")
    for kind in ("eliminate", "guess", "status"):  # card questions only: acts and requests stay talk
        unread_kind = SecondOpinion(fixed_reader(kind), matcher, over_talk_bar=0.9)
        assert unread_kind.revise(talk_act, MatchContext(table=table)) is talk_act
    every_kind = SecondOpinion(fixed_reader("eliminate"), matcher, over_talk_bar=0.9,
                               over_talk_kinds=frozenset({"ask", "eliminate"}))
    assert every_kind.revise(talk_act, MatchContext(table=table)).command == Eliminate("KEN")
    hedged_act = matcher.match("it seems like zzz kenya", MatchContext(table=table))
    assert hedged_act.command is None and matcher.hedged(hedged_act.text)
    assert every_kind.revise(hedged_act, MatchContext(table=table)) is hedged_act  # an opinion stays talk


def test_the_talk_gate_reads_only_card_questions_over_the_rules_talk_verdict(matcher: Matcher) -> None:
    gate = fixed_reader(COMMAND, labels=(TALK, COMMAND))  # "zzz": a command, at about 0.999
    matcher.second_opinion = None
    hedged = matcher.match("maybe zzz", MatchContext())
    assert hedged.command is None and hedged.reason.startswith("table talk")
    never = 1.01  # the reader's own bar over talk verdicts (OVER_TALK_BARS) kept out of this test
    question = SecondOpinion(fixed_reader("ask:population"), matcher, talk_gate=gate, talk_gate_bar=0.9,
                             over_talk_bar=never)
    read = question.revise(hedged, MatchContext())
    assert read.command == Ask("population") and read.tentative and read.reason == LEARNED_REASON
    for unread in (SecondOpinion(fixed_reader("ask:population"), matcher, over_talk_bar=never),  # no gate
                   SecondOpinion(fixed_reader("ask:population"), matcher, talk_gate=gate, talk_gate_bar=1.01,
                                 over_talk_bar=never),
                   SecondOpinion(fixed_reader("ask:population"), matcher,  # the gate says talk
                                 talk_gate=fixed_reader(TALK, labels=(TALK, COMMAND)), talk_gate_bar=0.9,
                                 over_talk_bar=never),
                   SecondOpinion(fixed_reader("status"), matcher, talk_gate=gate, talk_gate_bar=0.9,
                                 over_talk_bar=never)):  # not a card
        assert unread.revise(hedged, MatchContext()) is hedged
    table = ("KEN", "PER", "FRA")
    hedged_act = matcher.match("maybe zzz kenya", MatchContext(table=table))
    assert hedged_act.reason.startswith("table talk")
    act = SecondOpinion(fixed_reader("eliminate"), matcher, talk_gate=gate, talk_gate_bar=0.9, over_talk_bar=never)
    assert act.revise(hedged_act, MatchContext(table=table)) is hedged_act  # acts never over talk


def test_an_act_takes_its_destination_from_the_matchers_names(matcher: Matcher) -> None:
    m = with_reader(matcher, fixed_reader("eliminate"))
    table = ("KEN", "PER", "FRA", "JPN", "CHL", "EGY")
    result = m.match("zzz kenya zzz", MatchContext(table=table))
    assert result.command == Eliminate("KEN") and result.tentative
    assert m.match("zzz kenya or peru", MatchContext(table=table)).command is None  # two named
    assert m.match("zzz zzz", MatchContext(table=table)).command is None             # none named


def test_shipped_weights_fit_the_cards() -> None:
    cards = load_cards()
    for lang in ("en", "ko"):
        reader = load_reader(lang)
        assert reader is not None, f"no {weights_path(lang).name}: python scripts/train_reader.py"
        assert weights_path(lang).stat().st_size < 2 * 1024 * 1024
        assert TALK in reader.labels
        asked = {label.split(":")[1] for label in reader.labels if label.startswith("ask:")}
        assert asked == set(cards), f"{lang}: cards without a label: {set(cards) - asked}"
        for label in reader.labels:
            kind, _, rest = label.partition(":")
            if kind == "ask" and rest.count(":"):
                card, option = rest.split(":")
                cards[card].option(option)  # raises KeyError for an option the card lacks
        assert numpy.isfinite(reader.weights).all() and len(reader.vocabulary) == reader.weights.shape[0]


#: Card questions written for this test (none is a bench line), with the label each means.
MY_QUESTIONS = [
    ("roughly how many citizens are there", "ask:population"),
    ("how much land does it cover", "ask:land_area"),
    ("what do they mostly grow on their farms", "ask:agricultural_product"),
    ("what's the tallest mountain called", "ask:highest_peak"),
    ("what money do they pay with, is it the euro", "ask:currency_choice:euro"),
    ("do they speak spanish there officially", "ask:official_language:spanish"),
    ("which side of the road do cars drive on", "ask:traffic"),
    ("does it have a coast at all", "ask:coastline"),
    ("how many countries does it border", "ask:land_borders"),
    ("what's the main faith", "ask:religion"),
    ("what letter does the capital start with", "ask:capital_letter"),
    ("is there a king or queen in charge", "ask:government_choice:monarchy"),
    ("how rich is the average person", "ask:gdp_per_capita"),
    ("tell us about its past", "ask:history"),
    ("how many folks call that place home", "ask:population"),
    ("what is the biggest mountain there", "ask:highest_peak"),
    ("tell us how the nation came about", "ask:history"),
]
MY_TALK = ["whose crisps are these", "i think it's somewhere hot", "we should have asked about the money earlier",
           "my turn to shuffle", "this game is harder than it looks", "i went to portugal once on holiday",
           "pass me the crisps", "my cousin lives in ohio", "that was a great round"]


def test_shipped_reader_reads_new_phrasings_and_talk() -> None:
    """The shipped English reader alone (no rules): it read 15 of the 17 questions and all 9 talk
    lines when they were written; the bar leaves room for a retrain on more sets."""
    reader = load_reader("en")
    assert reader is not None
    right = [text for text, label in MY_QUESTIONS if reader.read(text, "destination-x").label == label]
    assert len(right) >= 13, sorted(set(t for t, _ in MY_QUESTIONS) - set(right))
    assert [t for t in MY_TALK if reader.read(t, "destination-x").label != TALK] == []


def test_the_reader_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HIDEOUT_LEARNED_READER", "0")
    assert load_reader("en") is None
    assert Matcher("duel", "en").second_opinion is None


@pytest.mark.slow
def test_shipped_weights_are_what_the_training_script_builds() -> None:
    import importlib
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    train_reader = importlib.import_module("scripts.train_reader")
    for lang in ("en", "ko"):
        shipped = LearnedReader.load(weights_path(lang))
        assert train_reader.same_reader(shipped, train_reader.build(lang)), f"rebuild {lang}"
        gate = talk_gate_path(lang)
        assert gate.exists() == (lang in train_reader.SHIP_TALK_GATE), f"{gate.name}: python scripts/train_reader.py"
        if gate.exists():
            assert train_reader.same_reader(LearnedReader.load(gate), train_reader.build_talk_gate(lang))


def test_heard_readings_are_weighed_by_the_rules_alone(matcher: Matcher) -> None:
    """hideout.listening weighs two recognisers' readings by what the rules read in them: a
    learned guess in Whisper's reading must not outweigh the grammar's firm command."""
    from hideout.listening import rules_reading

    m = with_reader(matcher, fixed_reader("ask:population"))
    guessed = m.match("zzz zzz", MatchContext())
    assert guessed.reason == LEARNED_REASON and rules_reading(guessed).command is None
    firm = m.match("what's the land area", MatchContext())
    assert rules_reading(firm) == firm


def test_a_move_takes_its_district_alone_from_the_other_words_of_the_duel(duel: Matcher) -> None:
    """A direction, a number of spaces or a transport said beside the district is no second
    district: the Duel's other word lists ("back", "a", "taxi") are not districts."""
    second = SecondOpinion(fixed_reader("move", labels=(TALK, "move")), duel)
    context = MatchContext(game="duel")
    for said in ("move to c3", "go to c3 with the taxi", "move back to c3", "move a piece to charlie three"):
        assert second.command("move", said, context) == {"type": "move", "to": "C3"}, said
    assert second.command("move", "move to c3 or b4", context) is None   # two districts


def plain_gate(talk_word: str = "zzz") -> LearnedReader:
    """A talk gate that finds talk in any utterance with ``talk_word`` (about 0.9997), else even odds."""
    weights = numpy.zeros((1, 2), dtype=numpy.float32)
    weights[0, 0] = 8.0
    return LearnedReader({f"w:{talk_word}": 0}, weights, numpy.zeros(2, dtype=numpy.float32), (TALK, COMMAND))


def test_the_talk_check_asks_back_or_drops_an_act_the_gate_finds_likely_talk(matcher: Matcher) -> None:
    from hideout.grammar.reader import CHECK_ASK_REASON, CHECK_DROP_REASON

    context = MatchContext(typed=True)
    matcher.second_opinion = None
    firm = matcher.match("what's the land area zzz", context)
    assert firm.command == Ask("land_area") and not firm.tentative
    asked = SecondOpinion(fixed_reader(TALK), matcher, talk_gate=plain_gate(), check_bars=(0.9, 1.01)).check(firm, context)
    assert asked.command == Ask("land_area") and asked.tentative and asked.reason == CHECK_ASK_REASON
    dropped = SecondOpinion(fixed_reader(TALK), matcher, talk_gate=plain_gate(), check_bars=(0.9, 0.99)).check(firm, context)
    assert dropped.command is None and dropped.reason == CHECK_DROP_REASON
    assert dropped.alternatives == ((Ask("land_area"), firm.score),)
    # even odds stay under the bars; no gate, no check
    plain = matcher.match("what's the land area", context)
    assert SecondOpinion(fixed_reader(TALK), matcher, talk_gate=plain_gate(), check_bars=(0.6, 0.9)).check(plain, context) is plain
    assert SecondOpinion(fixed_reader(TALK), matcher, check_bars=(0.0, 0.0)).check(firm, context) is firm
    # heard, never: hideout.policy and the second ear judge a heard reading
    heard = MatchContext(typed=False)
    assert SecondOpinion(fixed_reader(TALK), matcher, talk_gate=plain_gate(), check_bars=(0.0, 0.0)).check(firm, heard) is firm


def test_the_talk_check_leaves_acts_the_game_asks_about_anyway(matcher: Matcher, duel: Matcher) -> None:
    """An elimination is asked ("Eliminate Kenya?") before it is applied, and a tentative reading
    is asked back already: the check reads only what a typed game would apply at once. A Duel step
    or pass is in no written set, so the gate never learnt them: the rules keep those."""
    table = ("KEN", "PER", "FRA", "JPN", "CHL", "EGY")
    context = MatchContext(table=table, typed=True)
    check = SecondOpinion(fixed_reader(TALK), matcher, talk_gate=plain_gate(), check_bars=(0.0, 0.0))
    matcher.second_opinion = None
    act = matcher.match("eliminate kenya zzz", context)
    assert act.command == Eliminate("KEN")
    assert check.check(act, context) is act
    duel_check = SecondOpinion(fixed_reader(TALK), duel, talk_gate=plain_gate(), check_bars=(0.0, 0.0))
    for said in ("up two", "no card"):
        step = duel.match(said, MatchContext(game="duel", typed=True))
        assert step.command is not None and duel_check.check(step, MatchContext(game="duel", typed=True)) is step, said


def test_the_matcher_consults_the_talk_check_on_its_firm_acts(matcher: Matcher) -> None:
    from hideout.grammar.reader import CHECK_DROP_REASON

    matcher.second_opinion = SecondOpinion(fixed_reader(TALK), matcher, talk_gate=plain_gate(), check_bars=(0.6, 0.99))
    said = matcher.match("what's the land area zzz", MatchContext(typed=True))
    assert said.command is None and said.reason == CHECK_DROP_REASON
    assert matcher.match("what's the land area", MatchContext(typed=True)).command == Ask("land_area")
    # the same words heard: the rules' firm reading, unchecked (the voice path judges it)
    heard = matcher.match("what's the land area zzz", MatchContext())
    assert heard.command == Ask("land_area") and not heard.tentative


@pytest.mark.slow
def test_the_talk_gate_learns_plain_template_commands_of_the_acts_it_checks() -> None:
    """The gate's extra command examples: plain template phrases of card questions, moves and
    action cards only (never a yes, a no or an elimination), drawn the same on every build."""
    import importlib
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    train_reader = importlib.import_module("scripts.train_reader")
    found = train_reader.template_commands("en")
    assert found == train_reader.template_commands("en")
    assert {e.label for e in found} == {COMMAND} and {e.game for e in found} == {"destination-x", "duel"}
    assert "what is the population" in {e.text for e in found} or len(found) > 1000
    assert not any("@" in e.text.split() or e.text.startswith(("eliminate", "yes")) for e in found)
