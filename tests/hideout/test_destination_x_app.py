"""The application's session over the real engine and matcher: typed play, dialogue, saves."""

from __future__ import annotations

import random

import pytest

from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.engine.destination_x.config import GameConfig
from hideout.engine.destination_x.detectives import DetectiveTeam
from hideout.engine.destination_x.game import DestinationXGame, Phase
from hideout.grammar.matcher import Matcher
from hideout.policy import english_bars
from hideout.demo import phrase_for
from hideout.destination_x_app import DestinationXApp
from hideout.narration import whose_turn
from hideout.save import read_save
from hideout.session import Session


@pytest.fixture(scope="module")
def matcher() -> Matcher:
    return Matcher(game="destination-x", lang="en")


def new_session(matcher: Matcher, tmp_path, seed: int = 5, **config) -> tuple[Session, DestinationXApp]:
    game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=seed, spy_strategy="random", **config))
    app = DestinationXApp(game)
    return Session(app, matcher, save_path=tmp_path / "game.json", typed=True), app


def test_whole_game_typed_in_plain_english(matcher, tmp_path):
    """Every decision of a detective team, said in words, through matcher + session + engine."""
    session, app = new_session(matcher, tmp_path)
    team = DetectiveTeam(app.handbook, app.cards, seed=1)
    rng = random.Random(2)
    steps = 0
    while not app.finished():
        intended = team.choose(app.game)
        reply = session.handle(phrase_for(intended, "en", app, rng))
        assert reply.heard == intended, (intended, reply)
        if isinstance(intended, (Eliminate, Guess)):
            assert reply.applied is None and session.pending == intended  # asked back first
            reply = session.handle("yes")
        assert reply.applied == intended
        steps += 1
        assert steps < 300
    outcome = app.game.outcome()
    assert outcome is not None
    assert app.game.score[outcome.winner] == 3 or outcome.reason.value == "cards_exhausted"
    # The save holds the whole game: it replays to the same end.
    again = DestinationXGame.from_json(read_save(tmp_path / "game.json", "destination-x"))
    assert again.history == app.game.history and again.outcome() == app.game.outcome()


def test_card_not_in_hand_is_refused_with_reason_and_changes_nothing(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    hand = app.game.playable_cards()
    missing = next(c for c in ("population", "land_area", "gdp_per_capita", "export", "industry") if c not in hand)
    before = app.game.to_json()
    reply = session.handle(phrase_for(Ask(missing), "en", app, random.Random(0)))
    assert reply.applied is None
    assert "not in ann's hand" in " ".join(reply.lines).lower()
    assert app.game.to_json() == before


def test_destination_not_on_table_is_refused(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    card = app.game.playable_cards()[0]
    option = app.cards[card].options[0].id if app.cards[card].is_choice else None
    session.dispatch(Ask(card, option))
    absent = next(d for d in ("PER", "JPN", "ISL", "NPL") if d not in app.game.table)
    reply = session.handle(f"eliminate {app.handbook[absent].name}")
    if session.pending is not None:
        reply = session.handle("yes")
    assert reply.applied is None
    assert "not on the table" in " ".join(reply.lines)
    assert not app.game.eliminated


def test_cancel_leaves_the_destination_standing(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    card = app.game.playable_cards()[0]
    option = app.cards[card].options[0].id if app.cards[card].is_choice else None
    session.dispatch(Ask(card, option))
    # not the hideout, which the spy draws from its own randomness: eliminating it ends the round
    target = next(d for d in app.game.table if d != app.game.hideout)
    reply = session.handle(f"cross off {app.handbook[target].name}")
    assert reply.lines == [f"Eliminate {app.place_name(target)}?"]
    reply = session.handle("no")
    assert reply.lines == ["Cancelled."] and session.pending is None
    assert not app.game.eliminated
    # A mumble while a question is pending repeats the question and changes nothing.
    session.handle(f"rule out {app.handbook[target].name}")
    reply = session.handle("hmm")
    assert "yes or no" in reply.lines[0] and not app.game.eliminated
    session.handle("yes")
    assert app.game.eliminated == [target]


@pytest.mark.parametrize("talk", ["I think it's in europe", "should we eliminate france", "pass me the chips",
                                  "let's not eliminate brazil yet", "what do you think ben"])
def test_table_talk_never_acts(matcher, tmp_path, talk):
    session, app = new_session(matcher, tmp_path)
    session.typed = False  # heard, not typed: table talk gets no answer at all
    before = app.game.to_json()
    reply = session.handle(talk)
    assert reply.applied is None and session.pending is None
    assert app.game.to_json() == before


def test_repeat_status_and_help(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    status = session.handle("status").lines
    assert status[0].startswith("Round one.") and "Ann" in " ".join(status)
    assert session.handle("say that again").lines == status
    help_lines = session.handle("help").lines
    assert any("Ask with one of your cards" in line for line in help_lines)


def test_physical_mode_deal_by_name(tmp_path, matcher):
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, physical=True, spy_strategy="random"))
    app = DestinationXApp(game)
    assert app.awaiting_deal()
    _, deal = app.take_deal_names("France, Peru, Japan, ivory coast, holland and Brazil", matcher)
    assert deal.destinations == ("FRA", "PER", "JPN", "CIV", "NLD", "BRA")
    session = Session(app, matcher, save_path=tmp_path / "p.json")
    session.dispatch(deal)
    session.handle("yes")  # a deal fixes the round: it is confirmed like an elimination
    assert set(game.table) == set(deal.destinations)
    with pytest.raises(Exception, match="Atlantis"):
        app.take_deal_names("Atlantis, Peru", matcher)


def test_gaining_knowledge_adds_the_cards_base_rate(matcher, tmp_path):
    for seed in range(100):  # a deal whose open cards include a yes/no card
        session, app = new_session(matcher, tmp_path, seed=seed, gaining_knowledge=True, open_cards=True)
        yes_no = [c for c in app.game.playable_cards() if app.cards[c].is_choice]
        if yes_no:
            break
    choice = yes_no[0]
    option = app.cards[choice].options[0].id if app.cards[choice].is_choice else None
    reply = session.dispatch(Ask(choice, option))
    hint = app.base_rate_hint(choice, option)
    assert hint is not None and hint in reply.lines
    share = sum(1 for d in app.handbook if _yes(app, choice, option, d)) / len(app.handbook)
    from hideout.languages.en import HELPER
    spoken_number_en = HELPER.number

    assert spoken_number_en(round(share * 100), True).lower() in hint.lower()


def _yes(app, card, option, dest) -> bool:
    from hideout.engine.destination_x.answers import answer_for

    return bool(answer_for(app.cards[card], option, dest).value)


def test_physical_deal_named_a_few_at_a_time_then_confirmed(tmp_path, matcher):
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, physical=True, spy_strategy="random"))
    app = DestinationXApp(game)
    session = Session(app, matcher, save_path=tmp_path / "p.json")
    lines, deal = app.take_deal_names("France", matcher)
    assert deal is None and lines == ["Got France. Five more."]
    app.take_deal_names("peru and japan", matcher)
    lines, deal = app.take_deal_names("congo", matcher)  # two countries answer to that name: ask back
    assert deal is None and lines == ["Which one: DR Congo / Republic of the Congo?"]
    lines, deal = app.take_deal_names("um holland, brazil, east timor", matcher)
    assert deal is not None and deal.destinations == ("FRA", "PER", "JPN", "NLD", "BRA", "TLS")
    reply = session.dispatch(deal)
    assert reply.applied is None and reply.lines[0].startswith("You laid out France, Peru")
    assert session.handle("yes").applied == deal
    assert set(game.table) == set(deal.destinations) and app.deal_buffer == []


def test_physical_deal_keeps_the_clear_names_said_beside_an_unclear_one(tmp_path, matcher):
    # reading six cards aloud, "congo" among them: the five clear names are kept, only the
    # Congo is asked back (the whole line was refused, "Sorry, Which one: ...?.")
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, physical=True, spy_strategy="random"))
    app = DestinationXApp(game)
    lines, deal = app.take_deal_names("Niger, Nigeria, Congo, Dominica, Peru, Japan", matcher)
    assert deal is None and app.deal_buffer == ["NER", "NGA", "DMA", "PER", "JPN"]
    assert lines == ["Got Niger, Nigeria, Dominica, Peru, Japan. One more.",
                     "Which one: DR Congo / Republic of the Congo?"]
    lines, deal = app.take_deal_names("DR Congo", matcher)
    assert deal is not None and deal.destinations == ("NER", "NGA", "DMA", "PER", "JPN", "COD")


class QuietTable:
    """A table that shows nothing: what hideout.play.run_turn needs of one."""

    def say(self, lines):
        pass

    def refresh(self):
        pass

    def turn(self):
        import contextlib
        return contextlib.nullcontext()


def physical_typed_game(tmp_path, matcher):
    """A typed physical-mode game naming its deal: the app, its session and a quiet table."""
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, physical=True, spy_strategy="random"))
    app = DestinationXApp(game)
    return app, Session(app, matcher, save_path=tmp_path / "p.json", typed=True), QuietTable()


def test_physical_deal_refusal_is_one_sentence(tmp_path, matcher):
    from hideout.play import run_turn

    app, session, table = physical_typed_game(tmp_path, matcher)
    reply = run_turn(session, app, table, "Atlantis")      # type: ignore[arg-type]
    assert reply.lines == ["Sorry, I don't know the destination 'Atlantis'."]


def test_physical_deal_cancel_says_the_names_were_dropped_and_yes_is_no_name(tmp_path, matcher):
    # "no" dropped the five names already given while saying "There is nothing to cancel";
    # "yes" was refused as "I don't know the destination 'yes'"
    from hideout.play import run_turn

    app, session, table = physical_typed_game(tmp_path, matcher)
    assert run_turn(session, app, table, "yes").lines == ["There is nothing to confirm."]  # type: ignore[arg-type]
    run_turn(session, app, table, "France, Peru, Japan")                                   # type: ignore[arg-type]
    assert run_turn(session, app, table, "cancel").lines == ["Cancelled."]                 # type: ignore[arg-type]
    assert app.deal_buffer == []
    assert run_turn(session, app, table, "no").lines == ["There is nothing to cancel."]    # type: ignore[arg-type]


def test_physical_deal_a_barely_heard_no_drops_no_names(tmp_path, matcher):
    # heard, a "no" dropped the names given so far whatever the recogniser's confidence
    from hideout.play import run_turn

    app, session, table = physical_typed_game(tmp_path, matcher)
    session.typed = False
    run_turn(session, app, table, "France, Peru, Japan", 0.95)       # type: ignore[arg-type]
    assert app.deal_buffer == ["FRA", "PER", "JPN"]
    assert run_turn(session, app, table, "cancel", 0.005).lines == []  # type: ignore[arg-type]  (policy.CANCEL_FROM)
    assert app.deal_buffer == ["FRA", "PER", "JPN"]
    assert run_turn(session, app, table, "cancel", 0.95).lines == ["Cancelled."]  # type: ignore[arg-type]
    assert app.deal_buffer == []


def test_status_quotes_only_an_answer_of_this_round(matcher, tmp_path):
    # the last answer of round one was read out in round two's status, as if it were a clue
    # about the new hideout; after a resume the round's answer was missing
    session, app = new_session(matcher, tmp_path)
    card = app.game.playable_cards()[0]
    option = app.cards[card].options[0].id if app.cards[card].is_choice else None
    answer_line = session.dispatch(Ask(card, option)).lines[1]
    # named by its card: "About one million eight hundred and ninety thousand people." alone did not say of what
    quoted = f"The last answer, to the {app.card_name(card)} card: {answer_line}"
    assert quoted in app.status()
    resumed = DestinationXApp(DestinationXGame.from_json(app.to_json()))
    assert quoted in resumed.status()
    session.dispatch(Guess(app.game.remaining()[0]))
    session.handle("yes")                       # the round ends, the next one starts
    assert app.game.round == 2 and not any(answer_line in line for line in app.status())


def test_a_seed_replays_the_whole_game_and_help_says_so(tmp_path):
    """--seed replays a game end to end, the spy's hideouts too, resumed or not, as the duel's
    seed replays Mister X (decided: the deal alone repeated half a game, which no one could
    check or compare; a fresh game is one without --seed). Without a seed the spy's draw is its own."""
    from hideout.cli import build_parser
    from hideout.destination_x_app import build_destination_x

    parser = build_parser()

    def hideouts(seed: list[str], name: str, resume_after: int | None = None) -> list[str]:
        args = parser.parse_args(["play", "--text", "--players", "Ann,Ben", *seed, "--save", str(tmp_path / name)])
        app = build_destination_x(args)[0]
        found = []
        for turn in range(60):
            game = app.game
            if game.outcome() is not None or len(found) == 3:
                break
            if game.phase in (Phase.ELIMINATE, Phase.ARREST, Phase.FINAL_ARREST):
                found.append(game.hideout)   # the detectives arrest the last face-up destination
                app.apply(Guess(game.remaining()[-1]))
            else:
                app.apply(next(c for c in game.legal_commands() if isinstance(c, Ask)))
            if resume_after == turn:
                from hideout.save import write_save
                write_save(tmp_path / name, "destination-x", app.to_json())
                resumed = parser.parse_args(["play", "--text", "--resume", "--save", str(tmp_path / name)])
                app = build_destination_x(resumed)[0]
        return found

    seeded = hideouts(["--seed", "12"], "a.json")
    assert len(seeded) == 3
    assert hideouts(["--seed", "12"], "b.json") == seeded
    assert hideouts(["--seed", "12"], "c.json", resume_after=2) == seeded
    assert hideouts(["--seed", "13"], "d.json") != seeded
    unseeded = [parser.parse_args(["play", "--text", "--save", str(tmp_path / f"{n}.json")]) for n in "ef"]
    spies = [build_destination_x(a)[0].computer["spy"] for a in unseeded]
    assert spies[0].round_key is None and spies[0].rng.getstate() != spies[1].rng.getstate()
    seed_help = next(a.help for a in parser._subparsers._group_actions[0].choices["play"]._actions
                     if "--seed" in a.option_strings)
    assert "whole game" in seed_help and "hideout" in seed_help and "leave it out" in seed_help


def test_repeat_after_a_refusal_says_the_refusal_and_status_keeps_the_answer(matcher, tmp_path):
    """Decided (no rulebook covers it): "repeat" is "say that again", the game master's last
    reply whatever it was; the spy's last answer of the round stays one "status" away."""
    session, app = new_session(matcher, tmp_path)
    asked = next(c for c in app.game.playable_cards() if not app.cards[c].is_choice)
    answer = session.handle(phrase_for(Ask(asked), "en", app, random.Random(0))).lines
    assert answer and session.handle("repeat").lines == answer
    refused = session.handle("ask about the " + asked).lines   # it is the elimination step now
    assert refused and refused[0].startswith("Sorry"), refused
    assert session.handle("repeat").lines == refused
    status = " ".join(session.handle("status").lines)
    assert answer[1] in status, (answer, status)   # [0] who asked what, [1] the spy's answer


def _at_elimination(matcher, tmp_path) -> tuple[Session, DestinationXApp]:
    """A session whose detective has asked and must now eliminate or arrest."""
    session, app = new_session(matcher, tmp_path)
    session.dispatch(Ask(app.game.playable_cards()[0]))
    assert app.game.phase == Phase.ELIMINATE
    return session, app


def test_a_yes_naming_another_destination_asks_about_that_one(matcher, tmp_path):
    """"Eliminate Armenia?" "yes, cross off Luxembourg" eliminated Armenia (the matcher reads the
    yes; only the session knows what was asked): now the act is asked about the place named."""
    session, app = _at_elimination(matcher, tmp_path)
    asked, named = app.game.remaining()[:2]
    assert session.handle(f"eliminate {app.dest_name(asked)}").applied is None
    before = app.game.to_json()
    reply = session.handle(f"yes, cross off {app.dest_name(named)}")
    assert reply.applied is None and app.game.to_json() == before
    assert session.pending == Eliminate(named) and reply.lines == [app.confirmation_question(Eliminate(named))]
    # a yes naming the destination asked about still confirms it
    assert session.handle(f"yes, {app.dest_name(named)}").applied == Eliminate(named)


def test_a_yes_naming_an_unclear_destination_asks_again(matcher, tmp_path):
    session, app = _at_elimination(matcher, tmp_path)
    asked = app.game.remaining()[0]
    session.handle(f"eliminate {app.dest_name(asked)}")
    before = app.game.to_json()
    reply = session.handle("yes, the congo")     # two destinations by that name, neither asked about
    assert reply.applied is None and app.game.to_json() == before and session.pending == Eliminate(asked)
    assert "yes or no" in reply.lines[0]


def test_sentences_say_names_with_their_article(matcher, tmp_path):
    """The narration says "the Republic of the Congo"; the questions and refusals said it bare
    ("Arrest in Republic of the Congo?")."""
    session, app = _at_elimination(matcher, tmp_path)
    assert app.confirmation_question(Guess("COG")) == "Arrest in the Republic of the Congo? That ends the round."
    assert app.confirmation_question(Eliminate("NLD")) == "Eliminate the Netherlands?"
    assert app.confirmation_question(Eliminate("PER")) == "Eliminate Peru?"
    assert "NLD" not in app.game.remaining()
    reply = session.handle("eliminate the netherlands")
    assert reply.lines == ["Sorry, the Netherlands is not on the table."] and session.pending is None


@pytest.mark.parametrize("doubt", ["yes?", "Yeah?", "really?", "ok?"])
def test_a_yes_asked_as_a_question_asks_again(matcher, tmp_path, doubt):
    """"Eliminate Armenia?" "yes?" eliminated Armenia: a questioning yes is a doubt, as the
    Korean "네?" already was; the question is asked again and a plain yes still confirms."""
    session, app = _at_elimination(matcher, tmp_path)
    asked = app.game.remaining()[0]
    session.handle(f"eliminate {app.dest_name(asked)}")
    before = app.game.to_json()
    reply = session.handle(doubt)
    assert reply.applied is None and app.game.to_json() == before and session.pending == Eliminate(asked)
    assert reply.lines == [f"{app.confirmation_question(Eliminate(asked))} Please say yes or no."]
    assert session.handle("Yes.").applied == Eliminate(asked)


def test_a_finished_game_resumed_says_it_is_over_and_who_won(matcher, tmp_path):
    # resuming a finished game said "Welcome back. We continue the saved game." and, as its
    # status, "the game is over." (in lower case, with no word of who won)
    from hideout.engine.commands import Confirm

    session, app = new_session(matcher, tmp_path)
    team = DetectiveTeam(app.handbook, app.cards, seed=1)
    while not app.finished():
        session.dispatch(team.choose(app.game))
        if session.pending is not None:
            session.dispatch(Confirm())
    again = DestinationXApp(DestinationXGame.from_json(read_save(tmp_path / "game.json", "destination-x")))
    intro = again.intro()
    assert intro[0] == "Welcome back. That game is over: start a new one with hideout play destination-x."
    assert any(line.startswith("Game over: the ") for line in intro), intro
    assert "the game is over." not in app.status()
    # the score and who won: "Still face up: ..." and the last clue belonged to no round now
    status = app.status()
    assert len(status) == 2 and status[1].startswith("Game over: the "), status


@pytest.mark.parametrize("lang, holds, open_line", [("en", " holds ", "Open cards: "), ("ko", "의 카드: ", "공개된 카드: ")])
def test_status_in_open_cards_names_the_open_cards_not_a_hand(matcher, lang, holds, open_line):
    # Open Cards: the face-up cards lie on the table; status said "Ann holds land borders, ..."
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, open_cards=True, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    status = app.status()
    names = ", ".join(app.card_name(c) for c in game.view_for("detectives").open_cards)
    assert f"{open_line}{names}." in status, status
    assert not any(holds in line for line in status), status
    # and help asks with the open cards, not "one of your cards" / "가진 정보원 카드"
    assert app.help()[0].startswith(app.t("help_ask_open", examples="").split(":")[0])
    assert app.help()[0].endswith("?")          # the last example's own mark ("monarchy?." before)


def test_a_heard_reading_is_judged_once_inside_the_turn(matcher, tmp_path):
    # the voice loop matched each reading for its bars, then the session matched it again, and it
    # set session.bars before taking the table's lock (a phone's command could come in between)
    import threading

    from hideout.play import run_turn
    from hideout.policy import PHRASE_BARS

    class LockedTable(QuietTable):
        lock = threading.Lock()

        def turn(self):
            return self.lock

    class CountingMatcher:
        calls = 0

        def match(self, text, context):
            CountingMatcher.calls += 1
            return matcher.match(text, context)

        def __getattr__(self, name):
            return getattr(matcher, name)

    session, app = new_session(matcher, tmp_path)
    session.typed, session.matcher = False, CountingMatcher()
    table = LockedTable()
    seen = []

    def judge(text):
        def judged(context):
            seen.append((table.lock.locked(), context == session.context()))
            return matcher.match(text, context), 0.99, PHRASE_BARS
        return judged

    card = next(c for c in app.game.playable_cards() if not app.cards[c].options)
    text = phrase_for(Ask(card), "en", app, random.Random(0))
    reply = run_turn(session, app, table, text, judge=judge(text))   # type: ignore[arg-type]
    assert reply.applied == Ask(card) and session.bars is PHRASE_BARS
    assert seen == [(True, True)]               # judged in the turn, in the context of the moment
    assert CountingMatcher.calls == 0           # and its match used, not made again


def test_whose_turn_gets_the_turn_not_the_whole_status(matcher, tmp_path):
    # "whose turn is it" made the spy read the whole status out (round, score, every destination
    # left, a hand, the deck, the last answer) to a table that asked one thing
    session, app = new_session(matcher, tmp_path)
    player = app.game.view_for("detectives").current_player
    for asked in ("whose turn is it", "who's next?", "who is up"):
        assert session.handle(asked).lines == [f"{player}'s turn; ask a question."], asked
    assert session.handle("say that again").lines == [f"{player}'s turn; ask a question."]
    status = session.handle("status").lines
    assert len(status) > 3 and status[0].startswith("Round one.")
    assert app.turn_status("what's the score") is None


@pytest.mark.parametrize("lang, eliminate, arrest", [("en", ["eliminate", "Eliminate.", "cross off"], ["arrest", "arrest!"]),
                                                     ("ko", ["제거", "제거해 주세요"], ["체포", "체포할게요"])])
def test_an_act_without_a_destination_asks_which_and_changes_nothing(tmp_path, lang, eliminate, arrest):
    # a bare "eliminate" got "Sorry, I didn't catch that"
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=5, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    session = Session(app, Matcher(game="destination-x", lang=lang), save_path=tmp_path / "b.json", typed=True)
    card = game.playable_cards()[0]
    session.dispatch(Ask(card, app.cards[card].options[0].id if app.cards[card].is_choice else None))
    example = app.dest_name(game.remaining()[0])
    before = game.to_json()
    for said in eliminate:
        assert session.handle(said).lines == [app.t("which_eliminate", dest=example)], said
    for said in arrest:
        assert session.handle(said).lines == [app.t("which_arrest", dest=example)], said
    assert game.to_json() == before and session.pending is None
    assert session.handle("repeat").lines == [app.t("which_arrest", dest=example)]
    unclear = session.handle("hello" if lang == "en" else "안녕").lines
    assert unclear == [session._t("not_understood")]


def test_an_act_without_a_destination_the_rules_refuse_now_is_refused(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    assert session.handle("eliminate").lines == ["Sorry, Ann must ask a question first."]


@pytest.mark.parametrize("open_cards", [False, True])
def test_the_turn_line_and_the_status_name_a_korean_detectives_turn_alike(open_cards):
    # the turn said "민수 수사관의 차례입니다" and the status "민수의 차례입니다": one naming, from
    # the phrasebook's one entry (whose_turn)
    config = GameConfig(players=("민수", "지영"), seed=5, spy_strategy="random", open_cards=open_cards)
    app = DestinationXApp(DestinationXGame(config), lang="ko")
    player = app.game.view_for("detectives").current_player
    named = whose_turn(player, "ko")
    turn_line = app.intro()[-1]
    status_line = next(line for line in app.status() if player in line)
    assert turn_line.startswith(named + "입니다") and status_line.startswith(named + "입니다")
    assert app.turn_status("누구 차례야") == [status_line]


def test_korean_status_and_whose_turn(tmp_path):
    # "상태" (status) and "누구 차례야" were not understood in Korean, typed or heard
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=5, spy_strategy="random"))
    app = DestinationXApp(game, lang="ko")
    session = Session(app, Matcher(game="destination-x", lang="ko"), save_path=tmp_path / "k.json", typed=True)
    player = game.view_for("detectives").current_player
    turn = [app.t("status_turn", turn=whose_turn(player, "ko"), phase=app.t("phase_ask"))]
    for asked in ("누구 차례야", "누구 차례예요", "지금 누구 차례야?"):
        assert session.handle(asked).lines == turn, asked
    for asked in ("상태", "상태 알려줘", "게임 상태는?"):
        assert session.handle(asked).lines == app.status(), asked
    assert len(app.status()) > 3


@pytest.mark.parametrize("lang, said", [("en", "We're out of cards."), ("ko", "카드를 다 썼어요")])
def test_a_physical_table_can_say_its_cards_are_used_up(tmp_path, lang, said):
    # the engine's OutOfCards could not be said: a table with its own cards had no final arrest,
    # and its game could never end with the cards used up
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, physical=True, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    session = Session(app, Matcher(game="destination-x", lang=lang), save_path=tmp_path / "p.json", typed=True)
    from hideout.play import run_turn

    def say(text):
        return run_turn(session, app, QuietTable(), text)   # type: ignore[arg-type]

    say("France, Peru, Japan, Niger, Brazil, Chad" if lang == "en" else "프랑스, 페루, 일본, 니제르, 브라질, 차드")
    say("yes")
    assert game.phase is Phase.ASK
    assert app.t("help_out_of_cards") in say("help").lines
    assert say(said).lines == [app.t("confirm_out_of_cards")] and game.phase is Phase.ASK
    assert say("yes").applied is not None and game.phase is Phase.FINAL_ARREST
    say("arrest in France" if lang == "en" else "프랑스에서 체포")
    say("yes")
    assert game.is_over() and game.outcome().termination.value == "cards_exhausted"


def test_out_of_cards_is_only_for_a_physical_table(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    assert app.table_command("we're out of cards") is None     # the game counts its own cards
    assert "final arrest" not in " ".join(session.handle("we're out of cards").lines)


def test_status_says_one_card_left_in_the_singular(matcher, tmp_path):
    # "One cards left in the deck."
    session, app = new_session(matcher, tmp_path)
    app.game.pile[:] = app.game.pile[:1]
    assert "One card left in the deck." in app.status()
    app.game.pile[:] = app.game.pile + app.game.pile
    assert "Two cards left in the deck." in app.status()
    app.game.pile[:] = []
    assert "No cards left in the deck." in app.status()   # Korean said "덱에 영 장 남았습니다"
    assert "덱에 남은 카드가 없습니다." in DestinationXApp(app.game, lang="ko").status()


class SaidTable(QuietTable):
    """A quiet table that keeps what the spy said."""

    def __init__(self):
        self.said = []

    def note(self, text):
        pass

    def heard(self, *shown):
        pass

    def say(self, lines):
        self.said.extend(lines)


class Keyboard:
    """A console typing ``lines``, then the end of input; it keeps what was printed."""

    def __init__(self, *lines):
        self.lines, self.printed = list(lines), []

    def input(self, prompt=""):
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)

    def print(self, text):
        self.printed.append(text)


def voice_game(monkeypatch, recogniser, utterances, judged=None):
    """hideout.play.voice_loop's microphone hearing ``utterances`` (each a function of the
    recogniser giving its transcript) with ``recogniser``, then Ctrl-C; its grammar feeder's
    judgement is ``judged(transcript, context)`` (match, confidence, bars)."""
    import types

    from hideout import listening
    from hideout.voice import microphone
    from hideout.voice.factory import RecogniserChoice

    class Microphone:
        muted = None

        def transcripts(self, recogniser):
            while utterances:
                yield utterances.pop(0)(recogniser)
            raise KeyboardInterrupt   # the host stops the game

        def close(self):
            pass

    class Feeder:
        def __init__(self, *args):
            pass

        def update(self, *args, **kw):
            pass

        def evidence(self, transcript, context):
            return judged(transcript, context)

    monkeypatch.setattr(listening, "choose_recogniser", lambda *a: RecogniserChoice(recogniser, "a test's"))
    monkeypatch.setattr(listening, "GrammarFeeder", Feeder)
    monkeypatch.setattr(microphone, "Microphone", Microphone)
    return types.SimpleNamespace(lang="en", recogniser=None, model=None)


def test_damaged_whisper_weights_of_whisper_alone_go_on_typed(matcher, tmp_path, monkeypatch,
                                                              damaged_whisper_weights):
    # Whisper's weights load in a thread while the game starts, so a damaged model.bin is found
    # at the first utterance: that ended the game in CTranslate2's traceback. With Whisper the
    # only ear (--recogniser whisper) nothing is left to listen with.
    from hideout import play
    from hideout.phrasebook import dialogue_text
    from hideout.voice import whisper

    damaged = whisper.WhisperRecogniser(damaged_whisper_weights)
    args = voice_game(monkeypatch, damaged, [lambda recogniser: recogniser.decode(bytes(32000))])
    session, app = new_session(matcher, tmp_path)
    session.typed = False
    table, console = SaidTable(), Keyboard("status")
    assert play.voice_loop(session, app, table, args, console) == 0   # type: ignore[arg-type]
    assert "could not be loaded" in console.printed[0]              # the host's terminal: why
    assert table.said[0] == dialogue_text("en", "no_recogniser")   # the table: what to do
    assert session.typed and table.said[1].startswith("Round one.")   # the typed "status", answered


def test_a_physical_table_can_say_out_loud_its_cards_are_used_up(matcher, tmp_path, monkeypatch):
    # PocketSphinx's grammar holds no "we're out of cards" (it wrote "we will the dollar hmm");
    # Whisper, the second opinion, read it word for word, and the line was ignored in silence
    from types import SimpleNamespace

    from hideout import play
    from hideout.engine.destination_x.commands import OutOfCards
    from hideout.voice.recogniser import Transcript

    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, physical=True, spy_strategy="random"))
    app = DestinationXApp(game)
    session = Session(app, matcher, save_path=tmp_path / "p.json", typed=True)
    both_ears = SimpleNamespace(opinion={"second": "We're out of cards."})
    # naming the deal, what is heard is the names-only grammar's reading
    assert play.said_at_table(session, both_ears, "france") == "france"
    play.run_turn(session, app, QuietTable(), "France, Peru, Japan, Niger, Brazil, Chad")   # type: ignore[arg-type]
    play.run_turn(session, app, QuietTable(), "yes")   # type: ignore[arg-type]
    assert game.phase is Phase.ASK
    session.typed = False

    def heard(first, second):
        def utterance(recogniser):
            recogniser.opinion = {"first": first, "second": second}
            return Transcript(first, 0.9)
        return utterance

    args = voice_game(monkeypatch, both_ears, [heard("we will the dollar hmm", "We're out of cards.")],
                      judged=lambda transcript, context: (matcher.match(transcript.text, context), 0.9, english_bars()))
    table = SaidTable()
    assert play.voice_loop(session, app, table, args, Keyboard()) == 0   # type: ignore[arg-type]
    assert table.said == [app.t("confirm_out_of_cards")] and session.pending == OutOfCards()
    # the open ear's reading stands in only for such a line: a plain reading is the grammar's
    assert play.said_at_table(session, both_ears, "status") == "We're out of cards."
    both_ears.opinion = {"first": "status", "second": "Status, please.", "readings": ["Status, please."]}
    assert play.said_at_table(session, both_ears, "status") == "status"
    # Whisper's best reading said it twice ("No more cards. No more cards."); the next, once
    both_ears.opinion = {"second": "No more cards. No more cards.",
                         "readings": ["No more cards. No more cards.", "No more cards."]}
    assert play.said_at_table(session, both_ears, "so er dollars") == "No more cards."
    # and only where the table holds its own cards
    typed_session, _ = new_session(matcher, tmp_path)
    both_ears.opinion = {"second": "We're out of cards."}
    assert play.said_at_table(typed_session, both_ears, "status") == "status"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_repeat_after_a_cancel_says_what_was_told_before_the_question(tmp_path, lang):
    """Decided: "Cancelled." and "Nothing to cancel." only acknowledge; "repeat" after them says
    what the game last told the table (here the spy's answer), not the acknowledgement and not
    the question just withdrawn. "repeat" while the question is open says the question."""
    from hideout.engine.commands import Cancel, Repeat

    game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=5, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    session = Session(app, Matcher(game="destination-x", lang=lang), save_path=tmp_path / "game.json", typed=True)
    answer = session.dispatch(Ask(next(c for c in game.playable_cards() if not app.cards[c].is_choice))).lines
    question = session.dispatch(Eliminate(game.table[0])).lines
    assert answer and question and session.dispatch(Repeat()).lines == question
    cancelled = session.dispatch(Cancel()).lines
    assert cancelled == [session._t("cancelled")]
    assert session.dispatch(Repeat()).lines == answer
    assert session.dispatch(Cancel()).lines == [session._t("nothing_to_cancel")]
    assert session.dispatch(Repeat()).lines == answer


def test_a_spoken_no_then_repeat_says_the_answer_again(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path)
    answer = session.dispatch(Ask(next(c for c in app.game.playable_cards() if not app.cards[c].is_choice))).lines
    session.dispatch(Eliminate(app.game.table[0]))
    session.handle("status")               # the status ends on the open question again
    assert session.handle("no").lines == ["Cancelled."]
    assert session.handle("say that again").lines == answer


def recorded_room(said: bytes):
    """hideout.voice.microphone.Microphone with its real segmenter and streaming, its frames from
    ``said`` (a recording); where it ends, the microphone is lost (the voice loop goes typed)."""
    from hideout.voice import microphone

    class Room(microphone.Microphone):
        def __init__(self):
            super().__init__(tail_ms=0)
            self._stream = object()
            frame = 2 * 16 * self.config.frame_ms
            for start in range(0, len(said) - frame + 1, frame):
                self._frames.put(said[start:start + frame])

        def transcripts(self, recogniser, timeout_s=5.0):
            return super().transcripts(recogniser, timeout_s=0.05)

        def close(self):
            pass

    return Room


def spoken_lines(speech, *lines: tuple[str, str]) -> bytes:
    """``lines`` (text, espeak-ng voice) said one after another, with a pause around each."""
    import numpy as np

    from hideout.voice.audio import to_pcm16

    def quiet(ms):
        return to_pcm16(np.random.default_rng(ms).standard_normal(16 * ms) * 0.001)

    return quiet(600) + b"".join(speech.pcm(text, voice, 160, 50) + quiet(1200) for text, voice in lines)


@pytest.fixture
def heard_game(matcher, tmp_path, monkeypatch, speech):
    """A Destination X game played by voice with the default ear (hideout.play.voice_loop) from
    ``lines`` (:func:`spoken_lines`), heard through the real microphone's segmenter
    (:func:`recorded_room`) until the recording ends and the microphone is lost: gives the
    session, its app, the table that heard the spy and the host's terminal."""
    import types

    from hideout import play
    from hideout.voice import microphone

    def play_lines(*lines: tuple[str, str], recogniser: str | None = None):
        monkeypatch.setattr(microphone, "Microphone", recorded_room(spoken_lines(speech, *lines)))
        session, app = new_session(matcher, tmp_path)
        session.typed = False
        table, console = SaidTable(), Keyboard()
        args = types.SimpleNamespace(lang="en", recogniser=recogniser, model=None)
        assert play.voice_loop(session, app, table, args, console) == 0   # type: ignore[arg-type]
        return session, app, table, console
    return play_lines


@pytest.mark.slow
def test_damaged_whisper_weights_leave_pocketsphinx_listening_alone(heard_game, monkeypatch, damaged_whisper_weights):
    # the default ear is PocketSphinx checked by Whisper, whose weights load in a thread while the
    # game starts: damaged ones, found at the first utterance, sent the whole table to typing
    from hideout.phrasebook import dialogue_text
    from hideout.voice import whisper

    monkeypatch.setattr(whisper, "weights_dir", lambda: damaged_whisper_weights)
    session, app, table, console = heard_game(("what kind of government do they have", "en-us"),
                                              ("cross off portugal", "en-us"))
    assert len(console.printed) == 1 and "could not be loaded" in console.printed[0]   # why, once
    assert table.said[0] == dialogue_text("en", "second_ear_off")   # the table hears it once ...
    assert table.said.count(table.said[0]) == 1
    # ... and is heard on: the card asked by voice is answered, the elimination asked about
    assert app.game.history[-1] == Ask("government")
    assert session.pending == Eliminate("PRT"), table.said
    assert table.said[-1] == dialogue_text("en", "no_microphone")   # the recording's end


@pytest.mark.slow
def test_missing_whisper_weights_are_said_to_the_table_at_start(heard_game, monkeypatch):
    # the note on the screen said Whisper was missing; a table with no screen heard nothing of it
    from hideout.phrasebook import dialogue_text
    from hideout.voice import whisper

    monkeypatch.setattr(whisper, "WEIGHTS_PACKAGE", "no_such_weights_package")
    _, app, table, _ = heard_game(("what kind of government do they have", "en-us"))
    assert table.said[0] == dialogue_text("en", "second_ear_missing")
    assert table.said.count(table.said[0]) == 1
    assert app.game.history[-1] == Ask("government")   # heard on by PocketSphinx alone


@pytest.mark.slow
def test_damaged_moonshine_weights_leave_the_two_ears_listening(heard_game, damaged_moonshine_weights):
    # the third ear loads when the two first disagree: damaged weights raised ONNX Runtime's error
    # out of the voice loop, mid-game
    from hideout.phrasebook import dialogue_text

    _, app, table, console = heard_game(
        ("honestly I have no idea where it could be, maybe somewhere warm", "en-us"),
        ("what kind of government do they have", "en-us"),
        ("I reckon my uncle went there once on holiday", "en-gb"),
        recogniser="sphinx+whisper+moonshine")
    assert len(console.printed) == 1 and "Moonshine weights could not be loaded" in console.printed[0]
    assert table.said.count(dialogue_text("en", "third_ear_off")) == 1, table.said   # said once
    assert app.game.history[-1] == Ask("government")   # and heard on
    assert table.said[-1] == dialogue_text("en", "no_microphone")   # to the recording's end


@pytest.mark.slow
def test_an_elimination_heard_without_its_destination_asks_which(heard_game):
    # typed, a bare "eliminate" asked which destination; heard, it was ignored as table talk
    from hideout.phrasebook import dialogue_text
    from hideout.voice import whisper

    if whisper.available() is not None:
        pytest.skip(str(whisper.available()))
    session, app, table, _ = heard_game(("what kind of government do they have", "en-us"), ("eliminate please", "en-gb"),
                                        ("who should we eliminate", "en-gb"))
    assert app.game.history[-1] == Ask("government")   # nothing done after the card
    which = app.t("which_eliminate", dest=app.dest_name(app.game.remaining()[0]))
    assert table.said[-2:] == [which, dialogue_text("en", "no_microphone")], table.said   # the talk: silence
    assert session.pending is None


@pytest.mark.parametrize(("lang", "said"), [("en", "The deck is empty"), ("ko", "덱이 비었습니다")])
@pytest.mark.parametrize("open_cards", [False, True])
def test_the_empty_deck_is_told_once_not_every_turn(lang: str, said: str, open_cards: bool) -> None:
    # a whole game said "The deck is empty: no card to draw." after every question once it ran out
    game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=11, open_cards=open_cards))
    app = DestinationXApp(game, lang=lang)
    lines: list[str] = []
    while not game.is_over():   # a team that asks every card it can and never eliminates wrong
        legal = game.legal_commands()
        asks = [c for c in legal if isinstance(c, Ask)]
        safe = [c for c in legal if isinstance(c, Eliminate) and c.destination != game.hideout]
        lines += app.apply(asks[0] if asks else safe[0] if safe else Guess(game.hideout or ""))
    assert sum(e.type == "deck_empty" for e in game.log) > 1   # the engine still records each
    assert sum(said in line for line in lines) == 1, [line for line in lines if said in line]


def _eliminate_a_wrong_one(session: Session, app: DestinationXApp) -> None:
    wrong = next(d for d in app.game.remaining() if d != app.game.hideout)
    session.dispatch(Eliminate(wrong))
    assert session.handle("yes").applied == Eliminate(wrong)


def test_a_played_card_heard_asks_whether_a_card_in_hand_that_sounds_alike_was_meant(matcher, tmp_path):
    # "GDP per capita" heard as the capital letter card three times, each refused as played
    session, app = new_session(matcher, tmp_path, seed=13)
    assert "capital_letter" in app.game.playable_cards()   # Ann's; Ben holds GDP per capita
    assert session.handle("what letter does the capital start with").applied == Ask("capital_letter")
    _eliminate_a_wrong_one(session, app)
    assert app.game.current_player == "Ben" and "gdp_per_capita" in app.game.playable_cards()
    before = app.game.to_json()
    reply = session.handle("the capital letter")
    assert reply.lines == ["Sorry, the capital letter card has already been played. "
                           "Did you mean the GDP per capita card?"]
    assert reply.applied is None and app.game.to_json() == before
    assert session.handle("yes").applied == Ask("gdp_per_capita")


def test_a_played_card_with_no_card_in_hand_sounding_alike_is_refused_plainly(matcher, tmp_path):
    session, app = new_session(matcher, tmp_path, seed=13)
    session.handle("what letter does the capital start with")
    _eliminate_a_wrong_one(session, app)
    session.handle("what's the gdp per capita")
    _eliminate_a_wrong_one(session, app)
    assert app.game.current_player == "Cho"   # holds the currency letter: "letter" is no likeness
    before = app.game.to_json()
    reply = session.handle("the capital letter")
    assert reply.lines == ["Sorry, the capital letter card has already been played."]
    assert session.pending is None and app.game.to_json() == before


def test_korean_a_played_card_with_nothing_alike_in_hand_is_refused_plainly(tmp_path):
    game = DestinationXGame(GameConfig(players=("민지", "준호", "서연"), seed=13, spy_strategy="random"))
    app = DestinationXApp(game, lang="ko")
    session = Session(app, Matcher(game="destination-x", lang="ko"), save_path=None, typed=True)
    session.dispatch(Ask("capital_letter"))
    _eliminate_a_wrong_one(session, app)
    reply = session.handle("수도 첫 글자")   # 준호 holds GDP per capita, which sounds nothing like 수도
    assert reply.lines == ["죄송합니다. 수도 첫 글자 카드는 이미 사용했습니다."]


@pytest.mark.parametrize("lang, gibberish", [("en", "zxqv blorp"), ("ko", "뷁뷁 퉤")])
def test_repeat_after_a_line_not_understood_says_what_was_told_before_it(tmp_path, lang, gibberish):
    # "repeat" after "Sorry, I didn't catch that" said "Sorry, I didn't catch that" again
    game = DestinationXGame(GameConfig(players=("Ann", "Ben", "Cho"), seed=5, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    session = Session(app, Matcher(game="destination-x", lang=lang), save_path=None, typed=True)
    answer = session.dispatch(Ask(next(c for c in game.playable_cards() if not app.cards[c].is_choice))).lines
    assert session.handle(gibberish).lines == [session._t("not_understood")]
    assert session.handle("repeat" if lang == "en" else "다시").lines == answer


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_help_gives_its_example_questions_as_sentences(lang):
    # "for example: What is the main export good?; How many countries ...?" read oddly
    from hideout.destination_x_app import DestinationXApp
    from hideout.phrasebook import phrasebook

    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=3, spy_strategy="random"))
    app = DestinationXApp(game, lang=lang)
    asks = [phrasebook(lang).question(c, game.cards[c].options[0].id if game.cards[c].is_choice else None)
            for c in game.playable_cards()[:3]]
    line = app.help()[0]
    assert line.endswith(" ".join(asks)) and "?;" not in line


@pytest.mark.parametrize("line", ["use the grid search", "bus to B4"])
def test_a_duel_command_in_destination_x_is_told_so_and_changes_nothing(matcher, tmp_path, line):
    game = DestinationXGame(GameConfig(players=("Ann", "Ben"), seed=5, spy_strategy="random"))
    session = Session(DestinationXApp(game), matcher, save_path=tmp_path / "g.json", typed=True)
    before = game.to_json()
    assert session.handle(line).lines == ["That is a Scotland Yard Duel command, and this game is Destination X: "
                                          "nothing changes. Say help to hear what you can say."]
    assert game.to_json() == before and session.pending is None
