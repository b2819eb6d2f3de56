"""Phrasing families added after the blind sets' second round (issue 10): each rule is checked on
examples written for these tests (not bench lines), with the talk it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest
from grammar_fixtures import shipped_handbook_exists
from phrasing_checks import unambiguous

from hideout.grammar.matcher import SOUND_ANSWER, MatchContext, Matcher
from hideout.policy import decide

TABLE = ("BRA", "PER", "KEN", "NPL", "NOR", "CAN")


def said(matcher: Matcher, text: str, awaiting: bool = False, game: str = "destination-x",
         lang: str = "en", table: tuple[str, ...] = TABLE) -> dict[str, Any] | None:
    result = matcher.match(text, MatchContext(game=game, lang=lang, table=table, awaiting_confirmation=awaiting))
    return unambiguous(result)


# ---- an argument settled ("okay fine", "so", "but"), then the request -------------------------
@pytest.mark.parametrize("text,expected", [
    ("i wanted religion ugh fine what's the main export", {"type": "ask", "card": "export"}),
    ("grandpa keeps saying coast okay fine is it landlocked", {"type": "ask", "card": "coastline"}),
    ("we talked it over so nepal's out", {"type": "eliminate", "destination": "NPL"}),
    ("she said brazil but we're crossing off kenya", {"type": "eliminate", "destination": "KEN"}),
    ("you never leave the mountains do you yeah our guess is nepal", {"type": "guess", "destination": "NPL"}),
    ("nobody agrees anyway how many people live there", {"type": "ask", "card": "population"}),
    ("you've hidden in canada before haven't you canada's our guess", {"type": "guess", "destination": "CAN"}),
])
def test_a_request_after_a_settled_argument(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", [
    "peru has the andes so it must be peru",          # a conclusion among players, not an arrest
    "norway is rich so it's not kenya",
    "the answer was no so it's between brazil and canada",
    "okay so who has the coast card",
    "fine but i still think it's peru",
])
def test_reasoning_after_so_or_okay_stays_talk(matcher: Matcher, text: str) -> None:
    result = said(matcher, text)
    assert result is None or result["type"] not in ("eliminate", "guess", "ask"), result


# ---- a card named, then the yes/no question about it ------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("money card is it the euro", {"type": "ask", "card": "currency_choice", "option": "euro"}),
    ("government card is it a monarchy", {"type": "ask", "card": "government_choice", "option": "monarchy"}),
    ("language card do they speak french", {"type": "ask", "card": "official_language", "option": "french"}),
])
def test_a_card_named_then_asked(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@pytest.mark.parametrize("text", ["the currency card is the worst one", "that religion card was a waste"])
def test_a_card_named_then_described_is_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


# ---- paraphrase families --------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("which side are the cars on", {"type": "ask", "card": "traffic"}),
    ("do they drive like in japan on the left", {"type": "ask", "card": "traffic"}),   # a comparison, not a name asked about
    ("how many other countries touch it by land", {"type": "ask", "card": "land_borders"}),
    ("draw a line through peru", {"type": "eliminate", "destination": "PER"}),
    ("lock you up in norway", {"type": "guess", "destination": "NOR"}),
    ("is it a tiny country", {"type": "ask", "card": "land_area"}),
    ("is it crowded there", {"type": "ask", "card": "population"}),
    ("can we have the history card", {"type": "ask", "card": "history"}),
])
def test_paraphrase_families(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


# ---- talk: a player addressed, a word's meaning asked, a would --------------------------------
@pytest.mark.parametrize("text", [
    "dad what's the population of norway like",
    "mom is it landlocked do you know",
    "what does gdp per capita mean",
    "what's a monarchy exactly",
    "what do the letters gdp stand for",
    "the land area one would split them nicely",
])
def test_talk_to_players_and_about_words(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_a_request_made_for_someone_is_still_a_request(matcher: Matcher) -> None:
    assert said(matcher, "could you repeat that for grandpa") == {"type": "repeat"}


# ---- answers made of sounds -------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("mm hmm", {"type": "confirm"}),
    ("uh huh", {"type": "confirm"}),
    ("aww no", {"type": "cancel"}),
    ("och aye", {"type": "confirm"}),
    ("huh", None), ("uh", None), ("mm", None), ("aww", None),
])
def test_answers_made_of_sounds(matcher: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(matcher, text, awaiting=True) == expected


def test_a_sound_yes_is_taken_typed_never_heard(matcher: Matcher) -> None:
    result = matcher.match("mm hmm", MatchContext(table=TABLE, awaiting_confirmation=True))
    assert result.reason == SOUND_ANSWER
    assert decide(result, "confirmation").action == "act"
    assert decide(result, "confirmation", 1.0).action == "ignore"    # heard, it may be a hesitation
    assert said(matcher, "mm hmm") is None                            # nothing to confirm


def test_a_typed_no_with_nothing_waiting_changes_nothing(matcher: Matcher) -> None:
    result = matcher.match("no", MatchContext(table=TABLE))
    assert decide(result, None).action == "ignore"
    assert decide(matcher.match("no", MatchContext(table=TABLE, awaiting_confirmation=True)), "confirmation").action == "act"


# ---- Duel ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("never mind that", {"type": "cancel"}),
    ("whoops wrong move", {"type": "cancel"}),
    ("where's everyone now", {"type": "status"}),
    ("he keeps running but okay fine move to d four", {"type": "move", "to": "D4"}),
])
def test_duel_dialogue_and_settled_moves(duel: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(duel, text, game="duel", table=()) == expected


def test_duel_reasoning_is_no_move(duel: Matcher) -> None:
    assert said(duel, "he was seen near the park so he's at c3", game="duel", table=()) is None


# ---- Korean -----------------------------------------------------------------------------------
KO_TABLE = ("BRA", "PER", "FRA", "JPN", "KOR", "GHA")
needs_handbook = pytest.mark.skipif(not shipped_handbook_exists(), reason="needs data/handbook.json")


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    ("수출 말고 산업 알려 주세요", {"type": "ask", "card": "industry"}),          # X 말고 Y: Y is meant
    ("가나 말고 페루 빼 주세요", {"type": "eliminate", "destination": "PER"}),
    ("이제 뭐 하지 그럼 인구 알려 줘", {"type": "ask", "card": "population"}),   # a sentence, then the request
    ("일본 버려요", {"type": "eliminate", "destination": "JPN"}),                # 버리다, 빼다 conjugated
    ("프랑스 뺄게요", {"type": "eliminate", "destination": "FRA"}),
    ("최종 결론은 가나 제거", {"type": "eliminate", "destination": "GHA"}),
    ("거기 프랑스 말 해요", {"type": "ask", "card": "official_language", "option": "french"}),
    ("잘 사는 편이에요", {"type": "ask", "card": "gdp_per_capita"}),
    ("제일 높은 곳은 몇 미터예요", {"type": "ask", "card": "highest_peak"}),
    ("수도보다 더 큰 도시가 있어요", {"type": "ask", "card": "capital_largest"}),
])
def test_korean_families(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) == expected


@needs_handbook
@pytest.mark.parametrize("text", [
    "그건 아니고 일본은 섬나라야",         # a negation says nothing of the name after it
    "엄마 공화국이 뭐야",                 # a player addressed
    "태평양 카드 나한테 있어",             # a card in hand
    "누가 역사 카드 갖고 있어",
    "인구 많다고 했으니까 일본이겠지",      # reasoning from an answer
    "인구 말고 면적 물어볼까",             # the request after 말고 is itself a proposal
])
def test_korean_talk(ko: Matcher, text: str) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) is None


@needs_handbook
@pytest.mark.parametrize("text", ["그걸로 해요", "그치", "그쵸 맞아요"])
def test_korean_yes_words(ko: Matcher, text: str) -> None:
    assert said(ko, text, awaiting=True, lang="ko", table=KO_TABLE) == {"type": "confirm"}


# ---- two cards offered, a card's past answer, sound-alikes in blocked talk ----------------------
@pytest.mark.parametrize("text", [
    "history or religion",                       # a choice put to the players
    "atlantic versus pacific",
    "what did the religion card say again",      # a past answer talked over
    "that was the export card",                  # sounds like "the export card", but said of the past
])
def test_offers_and_past_cards_are_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text,expected", [
    ("is it big or small", {"type": "ask", "card": "land_area"}),          # one card's own alternatives
    ("left or right", {"type": "ask", "card": "traffic"}),                 # a phrase said whole keeps its edge word
    ("what's the pop", {"type": "ask", "card": "population"}),             # not "what's the crop"
    ("we'd be grateful to know the land area", {"type": "ask", "card": "land_area"}),
    ("how old is the country", {"type": "ask", "card": "history"}),
    ("what does the country make", {"type": "ask", "card": "industry"}),
    ("which ones are still left", {"type": "status"}),
])
def test_more_request_families(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    # a question word right before a verb closed by 는데 asks, casually (three blind writers asked so); a
    # trailing 는데 with none is talk
    ("거기 사람 몇 명 사는데", {"type": "ask", "card": "population"}),
    ("이 국기 처음 보는데", None),
    ("몇이나 사는교", {"type": "ask", "card": "population"}),           # 살다 as 사는, a dialect ending
    ("임금님이 계세요", {"type": "ask", "card": "government_choice", "option": "monarchy"}),
    ("일본은 아이다", {"type": "eliminate", "destination": "JPN"}),      # Gyeongsang "not"
    ("게임 상황 어때요", {"type": "status"}),                          # 어때 asking the state, not proposing
    ("가나 빼는 거 어때", None),                                       # 어때 proposing to the players
    ("결론은 일본 제거", {"type": "eliminate", "destination": "JPN"}),   # the act word decides, not 결론
    ("결론은 일본", {"type": "guess", "destination": "JPN"}),
])
def test_korean_endings_and_decisions(ko: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) == expected


# ---- after reading the first held-out sets (their lines are not copied here) -----------------------
@pytest.mark.parametrize("text,expected", [
    ("is the history the story of independence or is religion better", None),    # not two cards side by side...
    ("is it a republic or a monarchy", None),                                       # ...two options of one card
    ("would spanish be an official language there", {"type": "ask", "card": "official_language", "option": "spanish"}),
    ("the currency what letter does it begin with", {"type": "ask", "card": "currency_letter"}),   # topic first
    ("sorry i was miles away could you repeat", {"type": "repeat"}),                # a remark, then a request
    ("how many metres high is the top of it", {"type": "ask", "card": "highest_peak"}),
    ("we're arresting you in norway", {"type": "guess", "destination": "NOR"}),
    ("we're taking out kenya", {"type": "eliminate", "destination": "KEN"}),
    ("first to go is brazil", {"type": "eliminate", "destination": "BRA"}),
    ("norway goes", {"type": "eliminate", "destination": "NOR"}),
])
def test_held_out_families(matcher: Matcher, text: str, expected: dict[str, str] | None) -> None:
    result = said(matcher, text)
    if expected is None:
        assert result is None or result["type"] != "ask" or "option" not in result, result
    else:
        assert result == expected


@pytest.mark.parametrize("text", [
    "oh i wish i had the pacific card",          # a wish about a card in hand
    "we would eliminate kenya if we were sure",  # a would on an act is a proposal
])
def test_held_out_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


@pytest.mark.parametrize("text,awaiting,expected", [
    ("um what", True, None),         # surprise, not "say that again"
    ("what", True, {"type": "repeat"}),
    ("uh what", False, None),
])
def test_a_hesitation_then_what(matcher: Matcher, text: str, awaiting: bool, expected: dict[str, str] | None) -> None:
    assert said(matcher, text, awaiting=awaiting) == expected


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    ("그 뭐더라 그 면적 카드 쓸게", {"type": "ask", "card": "land_area"}),       # a word searched for, then the card
    ("어제 어디까지 했더라", None),                                             # recalling aloud
    ("스파이 위치는 페루", {"type": "guess", "destination": "PER"}),
    ("그럼 뭐라고 해야 돼", {"type": "help"}),
    ("가나면 더우니까 농산물이 뭐 있겠노", None),                               # 니까 "because" is no sentence end
    ("페루는 거의 다 가톨릭 믿지", None),                                       # 다 "all" is no sentence end
])
def test_korean_held_out_families(ko: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) == expected


@pytest.mark.parametrize("text", [
    "the coast how would we even use it",       # a would about the players' own plan
    "the religion card is it any good",         # judging a card, not asking it
    "land area card is it worth it",
    "but the capital starts with b",            # an answer restated
])
def test_judging_cards_and_restating_answers_is_talk(matcher: Matcher, text: str) -> None:
    assert said(matcher, text) is None


def test_a_statement_form_with_a_question_word_asks(matcher: Matcher) -> None:
    assert said(matcher, "the currency begins with what letter") == {"type": "ask", "card": "currency_letter"}


@needs_handbook
@pytest.mark.parametrize("text", [
    "네 차례야 면적 물어봐",          # a player addressed: what follows is said to them
    "일본은 작다 인구도 많고",         # a statement continued, not a question
    "가나는 덥지 농산물 많을걸",       # a guess about an answer (-ㄹ걸)
    "역사 카드 버릴까 말까",           # weighing a card
    "내 카드는 인구야",               # a card in hand
])
def test_korean_talk_after_a_sentence_end(ko: Matcher, text: str) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) is None


@pytest.mark.parametrize("text", [
    "mister x is surely at b5",           # an opinion on his whereabouts, not a move
    "i've got the surveillance card",     # a card in hand, not played
    "go to a3 she says",                  # reported advice
])
def test_duel_talk_about_cards_and_whereabouts(duel: Matcher, text: str) -> None:
    assert said(duel, text, game="duel", table=()) is None


@pytest.mark.parametrize("text,expected", [
    ("kindly inform us of the religion", {"type": "ask", "card": "religion"}),        # formal
    ("no worries what's the main crop", {"type": "ask", "card": "agricultural_product"}),  # a "no" in an idiom
    ("real talk how big is it", {"type": "ask", "card": "land_area"}),               # slang openers
    ("ngl i wanna know the coast", {"type": "ask", "card": "coastline"}),
    ("i shall ask about the traffic", {"type": "ask", "card": "traffic"}),
])
def test_registers_from_formal_to_slang(matcher: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(matcher, text) == expected


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    ("국민 소득은 어때요", {"type": "ask", "card": "gdp_per_capita"}),          # 어때 asking about a card's subject
    ("면적 카드 어때", None),                                                  # 어때 proposing a card
    ("일본 빼는 거 어때", None),                                               # ... or an act
    ("수도 말고 다른 큰 도시 있어요", {"type": "ask", "card": "capital_largest"}),  # not the capital letter
    ("어떻게 질문하면 돼요", {"type": "help"}),
])
def test_korean_how_about_and_other_than(ko: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) == expected


@pytest.mark.parametrize("text,expected", [
    ("okay king whatever", None),                                   # a dismissive aside
    ("is it mostly desert or whatever", None),                      # no card named: nothing asked
    ("does it have a coast or something", {"type": "ask", "card": "coastline"}),   # a trailing filler
    ("so that's the religion card gone", None),                     # a card used up
    ("right that's the last history card", None),
    ("my guess is norway but let's vote", None),                    # a vote among players
    ("what was the last answer", {"type": "repeat"}),
    ("what's the coast card say", {"type": "ask", "card": "coastline"}),   # the spy's answer asked for
    ("what did the coast card say", None),                          # a past answer talked over
])
def test_asides_used_cards_and_votes(matcher: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(matcher, text) == expected


@needs_handbook
@pytest.mark.parametrize("text", [
    "인구 카드 마지막 거야",          # a card used up
    "가나 체포 가자 아니 잠깐만",      # retracted at the end
])
def test_korean_used_cards_and_retractions(ko: Matcher, text: str) -> None:
    assert said(ko, text, lang="ko", table=KO_TABLE) is None


@pytest.mark.parametrize("text,expected", [
    ("were arresting you in nepal", {"type": "guess", "destination": "NPL"}),   # "we're" without its apostrophe
    ("we were arresting you in nepal", None),                                   # a real "were": the past
    ("were you in nepal last round", None),
])
def test_were_without_an_apostrophe(matcher: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(matcher, text) == expected


@needs_handbook
@pytest.mark.parametrize("text,expected", [
    ("ㅇㅇ", {"type": "confirm"}),      # typed chat shorthand for yes / ok / no
    ("ㅇㅋ", {"type": "confirm"}),
    ("ㄴㄴ", {"type": "cancel"}),
])
def test_korean_chat_shorthand_answers(ko: Matcher, text: str, expected: dict[str, str]) -> None:
    assert said(ko, text, awaiting=True, lang="ko", table=KO_TABLE) == expected
    assert said(ko, text, lang="ko", table=KO_TABLE) is None    # nothing to answer


@pytest.mark.parametrize("text,expected", [
    ("please do", {"type": "confirm"}),      # a listed yes that holds a filler word
    ("go go go", {"type": "confirm"}),
    ("skip it", {"type": "cancel"}),
    ("leave it", {"type": "cancel"}),
    ("good question", None), ("yay", None), ("cool", None),
])
def test_more_answers_at_a_pending_question(matcher: Matcher, text: str, expected: dict[str, str] | None) -> None:
    assert said(matcher, text, awaiting=True) == expected
