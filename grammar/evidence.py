"""Evidence matching: a second route from transcript to command, beside the templates.

Templates match whole phrasings; people at a table rephrase ("how wealthy are the people on
average", "Kenya's out, turn it over"). This route instead looks for evidence in the words:

- cues: words and phrases that point at a target (``ask population``, ``eliminate``,
  ``action grid_search``), each with a weight (a plain cue 1, ``+cue`` 2, ``~cue`` 0.5);
- a slot value said anywhere (a destination, a Duel district), found as the longest name;
- a request framing (the utterance opens like a question or a request to the spy, or names
  "the ... card", or is mostly cue words);
- blockers: talk among players ("i think", "should we", "who's got"), a negation no cue
  explains, two different destinations or options, a destination named beside a card question
  (the spy's hideout is never named in a question to the spy).

Cues, names and blockers are matched as unit sequences: words for languages written with spaces
(English), characters with the spaces removed for languages whose written words carry particles
(Korean: "영어가공용어인가요" holds the cue "공용어" and the name "영어"). The longest match wins
where two overlap ("인도양", the Indian Ocean, over "인도", India).

The data lives in each template file's ``evidence`` section (see templates/en/destination-x.yaml).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from rapidfuzz import fuzz

from hideout.grammar.hangul import (attached, ends_like, gangwon_ending, jeju_ending, jeolla_ending, northern_spelling,
                                    past_statement, plain_ending, southern_ending, standard_ending, unheld, verb_forms)

#: What may follow a restart (EvidenceRules.restarts).
Restart = Literal["decided", "opinion", "reasoning", "because"]

#: A closing "what" asks after these ("their main export is what", "the capital starting with what"),
#: a particle after it allowed (Singapore English "ah", "lah").
_COPULAS_AND_WITH = frozenset({"is", "are", "was", "with"})
_CLOSING_PARTICLES = frozenset({"ah", "lah", "leh", "one"})
#: Two names this alike (rapidfuzz ratio) are told apart when one is ruled out beside the other
#: ("austria, not australia").
LOOK_ALIKE = 75.0
#: Weight of a cue by its prefix in the template file.
CUE_WEIGHTS = {"+": 2.0, "~": 0.5}
#: A cue marked "!" counts only this close (in units) to a slot value, one marked ">" only this close before
#: one ("not brazil", "브라질은 아니야", "it's peru"); elsewhere it is left uncovered, so a negation blocks ("let's not eliminate brazil").
NEAR_SLOT = 2
#: Scores given to evidence commands (the matcher accepts at 78; templates give 100 when exact).
SCORE_ONE_CUE, SCORE_PER_WEIGHT, SCORE_MAX = 84.0, 3.0, 94.0
#: A target must have this much evidence; the runner-up must trail by at least the margin.
MIN_EVIDENCE, MIN_MARGIN = 1.0, 0.5
#: Act evidence that outweighs a hedge ("i reckon you're hiding in peru": decided, if politely).
DECISIVE = 2.0
#: A sound-alike name of two words or more this close is read as the name even without an act cue.
GARBLED_NAME = 90.0
#: Evidence added to a choice card's option when the option itself is named ("is most of the
#: population muslim": the question is about Islam, the population is its subject).
OPTION_BONUS = 0.5
#: Two cards offered as a choice are at most this many units apart ("population or the coast").
CHOICE_GAP = 3
#: Evidence added to a card the current detective holds (a prior, not a filter).
PLAYABLE_PRIOR = 0.4
#: A bare act after a sentence about one destination has at most this many words ("| 뒤집어").
MAX_CARRIED_ACT = 2
#: ... and an act on a pronoun closing a sentence about one destination at most this many ("we
#: don't think it's bolivia | get rid of it", "norway can't be it | take it off").
MAX_CLOSING_ACT = 4
#: The fewest words of a listed no that closes what is said at a pending question and answers it
#: (``EvidenceRules.closes_on_no``): shorter ones ("not that") close questions and remarks too.
CLOSING_NO_WORDS = 3
#: The pronouns such a closing act is done to (the spy accused as "him" is read whole:
#: ``EvidenceRules.accused_openings``).
_ACTED_ON = frozenset({"it", "them", "that"})
#: At most this many words name a card chosen with a hedge closing it ("the history one | i guess").
MAX_NAMED_CARD = 4
#: Words that may open a sentence before what it is ("okay | bin norway").
_OPENING_FILLERS = frozenset({"okay", "ok", "so", "right", "alright", "well", "um", "uh", "er", "oh", "ah"})
#: Repairs that are also a reason's own words ("because there's no coast").
_BARE_NOS = frozenset({("no",), ("nah",), ("nope",)})
#: What may follow an act closing a sentence about the place it names ("... eliminate germany please").
_CLOSING_FILLERS = frozenset({"please", "now", "then"})
#: Openings of a case supposed: an act closing one is conditional ("if it's bolivia, get rid of it").
_SUPPOSING = frozenset({"if", "unless", "suppose", "supposing", "say", "when", "once"})
#: How many words before such an act may negate it (Duel "don't go | to it"), not counting those
#: said inside a negated act (:data:`_INSIDE_NEGATED_ACT`).
GOVERNING_WORDS = 2
#: Question words that make such an act something asked, not decided ("peru is lovely, why get
#: rid of it", Duel "c3, why would you move to it").
_QUESTIONING_ACT = frozenset({"why", "how", "whether"})
#: An auxiliary then a subject right before an act asks about it ("is brazil still up or | did we |
#: flip it", "... | should we | bin it"): a question among players, no decision.
_ASKING_AUXILIARIES = frozenset({"did", "do", "does", "should", "shall", "have", "has", "can", "could", "will",
                                 "would", "must"})
_ASKED_SUBJECTS = frozenset({"we", "i", "you", "they", "he", "she", "us"})
#: Auxiliaries whose "not" negates the verb after it ("does not | border"), rejecting no card.
_NEGATED_AUXILIARIES = frozenset({"do", "does", "did", "is", "are", "was", "were", "can", "could", "will", "would",
                                  "should", "has", "have", "had", "must"})
#: Words said between a negation and the act it negates, not counted among the governing words
#: ("don't you dare | get rid of it", "we can't really just | get rid of it", Duel "don't ever move | to it").
_INSIDE_NEGATED_ACT = frozenset({"you", "ever", "dare", "really", "even", "actually"})
#: An imagined visit names the country within this many units of its opening ("if i | climb to the very top point of | the country").
VISIT_SPAN = 9
#: The score of a last-resort reading: the matcher's ACCEPT (78) even for a card the detective
#: cannot play (-4, so the game can say why it refuses), below any other evidence (84).
LAST_RESORT_SCORE = 82.0
#: the longest sound a learner makes before answering ("벙 네", "호 맞아요"), in syllables
SOUND_SYLLABLES = 2
#: A story before a question to the spy has at least this many words ("my daddy grew cotton |
#: what do they grow"; "i | have the coast card" is no story).
STORY_WORDS = 3
#: Reasons for statements that are talk whatever card they name: an opinion, a finding or a
#: conclusion ("the country is definitely a republic", "so they use the euro there"), and a remark
#: about a card ("ja, the pacific one is tricky"). Unlike a plain statement ("table talk (a
#: statement)"), which may be a learner's question, no later reader proposes a card over them.
STATEMENT_OPINION = "table talk (an opinion or a conclusion)"
CARD_REMARK = "table talk (a remark about a card)"
#: Requests to the spy that a sound-alike template may give (a yes or no never comes from one);
#: never to words that read as an elimination or arrest without its destination (Matcher.bare_act).
REQUESTS = frozenset({"help", "repeat", "status"})
#: An answer heard earlier, asked about among players ("what was the land area"): no card asked again.
ANSWER_RECALLED = "table talk (an earlier answer recalled)"
#: The most words a remark on an answer said in a word or two ("tiny country huh") holds.
REACTION_WORDS = 3
#: A card read out to the table and said to be its words ("... that's the whole card"): no part of it is asked.
CARD_READ_OUT = "table talk (a card read out)"
#: A card's topic followed by a figure ("population eight hundred thousand, that's tiny"): the answer read back
#: to the table, whole, so no restart inside it is read either.
FIGURE_HEARD = "table talk (a figure heard after a card's topic)"
#: Number words that open a figure said in words ("eight hundred thousand", "forty grand")
_NUMBER_WORDS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                           "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                           "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "half",
                           "a", "couple", "few", "several", "hundred", "hundreds"})
#: Why an utterance opened by a figure is talk ("40,000, so much money for one person"): a remark on an
#: answer heard, whole, so no restart inside it is read either.
FIGURE_FIRST = "table talk (a figure said first)"
#: The longest utterance read as a request beside an aside (EvidenceRules.asides_of_requests).
ASIDE_WORDS_MAX = 16
#: Why a pending question stays pending (EvidenceRules.asks_for_time): a moment asked for, or
#: not knowing said; and a language's wait said while still thinking (with a sound, twice, with a thought).
MOMENT_ASKED = "a moment asked for (no answer yet)"
HESITANT_WAIT = "a hesitation (a wait said while still thinking)"
TRAILING_OFF = "a hesitation (trailing off into a hesitation sound)"
ECHOED_ROUND_SOUND = "a hesitation (the question's words said again round a hesitation sound)"
#: The reasons a pending question stays pending (EvidenceRules.asks_for_time): no later reader guesses over them.
STILL_DECIDING = frozenset({MOMENT_ASKED, HESITANT_WAIT, TRAILING_OFF, ECHOED_ROUND_SOUND})
#: The reason given with a card question said in statement order, to be asked back.
STATEMENT_ASKED = "a statement asked back"
#: A command read from thin evidence, a card guessed at (asked back, never done at once).
GUESS_AT_CARD = "a guess at the card"
#: Two commands read about as well as each other.
AMBIGUOUS = "ambiguous"
#: The cue key of an imagined visit (no text holds it): a neutral cue covering the clause.
_VISIT = ("<visit>",)
#: The hideout as the subject of a question asked in place (EvidenceRules._asked_in_place).
_IN_PLACE_SUBJECTS = frozenset({"they", "their", "your", "it", "its"})
#: The cue key of a question's negative half ("있어 | 없어"): neutral.
_EITHER = ("<either>",)
#: Endings of a question a negative half may follow ("공화국이야 | 아니야", "달러인지 | 아닌지").
_ASKING_COPULAS = ("야", "예요", "에요", "냐", "지", "니", "가요", "까", "나")


@dataclass(frozen=True)
class Match:
    start: int
    end: int
    kind: str          # "cue" | "slot" | "place" ("garbled" while names compete in _find)
    value: Any         # cue units | slot ids | place units


@dataclass(frozen=True)
class EvidenceResult:
    command: dict[str, Any] | None
    score: float
    reason: str = ""            # why no command: "table talk (...)" when talk was recognised
    destinations: frozenset[str] = frozenset()
    #: a blocker phrase marked the talk (not a hedge, which a decisive act outweighs)
    blocked: bool = False
    #: a last-resort reading (EvidenceRules._last_resort): to be asked back, never acted on
    tentative: bool = False


#: Words that may open a statement about a card ("the coast question is the best").
_DETERMINERS = frozenset({"the", "that", "this", "our", "my", "your"})
_HELD_LETTER = re.compile(r"([a-z])\1{2,}")
#: Where Latin letters meet another script ("capital이", "history카드"): a word boundary in a
#: language matched by characters, so borrowed English words are read as words.
_SCRIPT_CHANGE = re.compile(r"(?<=[a-z'])(?=[^a-z0-9' ])|(?<=[^a-z0-9' ])(?=[a-z])")


#: Endings that make a yes or no stem said in hearsay a listed answer again ("맞대요" -> 맞아요, "아니래요"
#: -> 아니요 / 아니에요, "좋대요" -> 좋아요)
_ANSWER_TAILS = ("아요", "어요", "요", "에요", "야", "아", "어")


def _is_latin(unit: str) -> bool:
    return "a" <= unit <= "z"


#: After a card's name, a verb then one of these asks ("currency card, is it the euro"); a verb
#: then anything else tells ("history is my favourite subject").
_QUESTION_SUBJECTS = frozenset({"it", "there", "they", "you", "we"})
#: Articles, which a question made of card words may hold ("is it a republic").
_ARTICLES = frozenset({"a", "an", "the"})
#: English verbs of being: one closing the words before a guess leaves a statement, not a question
_COPULAS = frozenset({"is", "are", "was", "were", "be"})
#: Words that say a name again as a whole ("the uk, the whole united kingdom", "nigeria, all of nigeria").
_WHOLE_OF = frozenset({"whole", "entire", "all", "of", *_ARTICLES})
#: Words that only point at the name said after them in a repair ("no, it's nepal", "make that chile").
_NAMING = frozenset({"it'", "its", "it", "is", "make", "that"})
#: ... and so does one of these when a word of the same card follows ("english, is that official")
_POINTING_SUBJECTS = frozenset({"that", "this"})

#: ... or a question word soon after the verb asks too ("the capital begins with which letter").
_ASKED_AFTER = frozenset({"which", "what"})

#: Contractions whose "'s" is "is", not a possessive: kept whole by the stem.
_IS_CONTRACTIONS = frozenset({"it's", "that's", "what's", "he's", "she's", "there's", "here's",
                              "who's", "where's", "how's", "let's", "one's", "spy's"})


def _words_in(value: Any) -> set[str]:
    """Every word of every string in a template file's section (nested lists and mappings)."""
    if isinstance(value, str):
        return set(value.lower().lstrip("+~!").split())
    if isinstance(value, dict):
        return {w for k, v in value.items() for w in (*_words_in(str(k)), *_words_in(v))}
    if isinstance(value, (list, tuple)):
        return {w for item in value for w in _words_in(item)}
    return set()


def _stem(word: str) -> str:
    """English light stem: "country's" -> "country", "exports" -> "export" (both sides use it)."""
    if word.endswith("'s") and word not in _IS_CONTRACTIONS:
        word = word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word


#: Verbs of having (as stemmed), after which "no" is a determiner ("does no army", "got no
#: coast"), not a repair.
_HAVING = frozenset(_stem(w) for w in ("have", "has", "had", "got", "do", "does", "did", "with"))
#: ... and contractions of being or having ("there's no volcano", "they've no coast"): the "no"
#: after them is a determiner too, never a name rejected ("guatemala, there's no volcano"); not
#: "it's", which Scots say for "it's not" ("aye it's no ireland").
_CONTRACTED_HAVING = frozenset(_stem(w) for w in ("there's", "theres", "there're", "they've", "we've",
                                                  "you've", "i've"))
#: Verbs of noting or reporting (as stemmed): "no" after them is an answer written down or reported
#: ("write down no coast", "the spy said no to the pacific", "we already heard no coast"), never a repair
#: before a card.
_NOTING = frozenset(_stem(w) for w in ("down", "write", "note", "mark", "jot", "said", "say", "says", "answered",
                                       "heard", "told"))
#: Words of will (as stemmed) before an opening "say it's ...": the speakers' answer, not a case
#: supposed ("we'll say it's not peru" decides, "i'm going to say it's spain" too, "say it's peru" supposes).
_WILLING = frozenset(_stem(w) for w in ("we'll", "i'll", "will", "gonna", "to"))
#: The most words a card named again after "you know" may take ("you know the per capita thing").
MAX_RESTATEMENT = 5
#: A no said with a withdrawal ("nah, forget that"), not one negating it ("don't take that back").
_WITHDRAWING_NO = frozenset({"no", "nah", "nope", "naw"})
#: The word refusing an act said after it at a pending question ("nope, don't | flip it").
_REFUSING = frozenset({"don't", "dont"})
#: Words a denial beside an elimination speaks of, right before its negation or within DENIAL_REACH words
#: after it: the place ("not the greeks", "there ain't no mountain there") or the spy hiding ("nuh tink she a hide").
_DENIED_OF = frozenset({"the", "there", "here", "in", "hiding", "hide", "hidin", "him", "her", "it"})
DENIAL_REACH = 4
#: Words joining two names in a list ("between peru and chile"): the second is described as the first is.
_JOINING = frozenset({"and", "or", "&"})
#: Words of being before "so" (as stemmed): there "so" is a degree ("india is so crowded", "it's
#: so big"), not a word that settles an argument.
_DEGREE_AFTER = frozenset(_stem(w) for w in ("is", "are", "was", "were", "it's", "that's", "they're", "looks",
                                             "seems", "sounds", "feels", "be", "get", "gets", "getting"))


#: Words of being or seeming before "like" that liken something ("it's shaped like a boot", "this is
#: like the tube map"), as stemmed.
_LIKENED_AFTER = frozenset(_stem(w) for w in ("is", "are", "was", "were", "it's", "that's", "this's", "shaped", "looks",
                                              "look", "seems", "sounds", "feels", "just", "bit", "more", "kind", "sort"))
#: How many words after "like" the thing likened may reach ("like | the old tube map").
COMPARED_SPAN = 4
#: Question words: a "like" after them is a filler ("how much is like the gdp"), no likening.
_ASKING_WORDS = frozenset({"what", "what'", "how", "how'", "which", "where", "where'", "who", "who'", "when"})
_INDEFINITE = frozenset({"a", "an"})
#: Prepositions placing a card named with its card word in a game or a hand ("the coast card in this game").
_CARD_SETTINGS = frozenset({"in", "of", "from", "on"})
#: Determiners before a thing "of" something ("the cut of his suit", "his drop of whisky").
_OWNING_DETERMINERS = frozenset({"the", "that", "this", "his", "her", "their", "my", "your", "our", "its"})


def _longest_opening(units: tuple[str, ...], phrases: Iterable[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The longest of ``phrases`` that ``units`` open with, if any."""
    return max((p for p in phrases if units[:len(p)] == p), key=len, default=None)


def _asked_act(units: tuple[str, ...], k: int) -> bool:
    """Whether the act starting at ``units[k]`` is asked about: an auxiliary and a subject right
    before it ("did we | flip it")."""
    return k >= 2 and units[k - 2] in _ASKING_AUXILIARIES and units[k - 1] in _ASKED_SUBJECTS


def _so_of_degree(units: tuple[str, ...], i: int) -> bool:
    """Whether the "so" at ``i`` follows a word of being (:data:`_DEGREE_AFTER`): a degree ("chile is
    so long and thin"), neither a farewell ("so long, chile") nor a word settling an argument."""
    return i > 0 and units[i - 1] in _DEGREE_AFTER


def _ing_form(verb: str) -> str:
    """An English verb's -ing form: "bin" -> "binning", "remove" -> "removing", "ditch" -> "ditching"."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith("ee") and len(verb) > 2:
        return verb[:-1] + "ing"
    if len(verb) >= 3 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou" \
            and len(re.findall("[aeiou]+", verb)) == 1:
        return verb + verb[-1] + "ing"  # one syllable ending consonant-vowel-consonant: "scrapping"
    return verb + "ing"


class EvidenceRules:
    """One language and game's evidence, from a template file's ``evidence`` section."""

    def __init__(self, doc: dict[str, Any], normalise_text: Any) -> None:
        self.spaced = bool(doc.get("spaced", True))
        #: typed shorthand -> the word ("dont" -> "don't", "u" -> "you"), both sides of a comparison
        self.spellings: dict[str, str] = {str(k): str(v) for k, v in (doc.get("spellings") or {}).items()}
        self.spellings.update(self.loanwords(doc))
        if doc.get("dropped_g"):
            # "hidin'", "eliminatin": every -ing word the file uses, said without its g
            for word in sorted(_words_in(doc)):
                if word.endswith("ing") and len(word) > 5:
                    self.spellings.setdefault(word[:-1], word)
                    self.spellings.setdefault(word[:-1] + "'", word)
        #: spellings read only at the start and before an -ing word ("were" -> "we're")
        self.opening_spellings: dict[str, str] = {str(k): str(v) for k, v in (doc.get("opening_spellings") or {}).items()}
        self.stem = bool(doc.get("stem", False))
        #: words the stem leaves whole: names whose stem is another word ("states", not "state")
        self.unstemmed = frozenset(str(w) for w in doc.get("unstemmed") or ())
        self._norm = normalise_text
        self.cues: dict[tuple[str, ...], list[tuple[str, float]]] = defaultdict(list)
        #: a language matched by characters: where each cue's written words meet (see ``_straddles``)
        self._cue_gaps: dict[tuple[str, ...], frozenset[int]] = {}
        self._near_slot: set[tuple[str, ...]] = set()
        #: ... and a cue marked ">" only right before one ("it's peru"; "kazakhstan | it's way too big" names no guess)
        self._before_slot: set[tuple[str, ...]] = set()
        self.options: dict[str, set[str]] = defaultdict(set)  # "ask official_language" -> options
        #: one-word verbs of an act also count in their -ing form ("bin" -> "binning", "ditch" ->
        #: "ditching": "we're binning canada")
        self._ing_acts = frozenset(doc.get("slot_types") or ("eliminate", "guess")) if doc.get("act_ing_forms") else frozenset()
        self._add_targets(doc.get("targets") or {})
        self.request_starts = frozenset(self.units_key(s) for s in doc.get("request_starts") or ())
        #: blockers written "-면": an ending, talk only where it ends a word ("하면", not "면해")
        self._endings = {self.units(str(b)[1:]) for b in doc.get("blockers") or () if str(b).startswith("-")}
        #: ... and, written as one word ("-자고"), inside one word ("글자 | 고": a letter, then "go")
        self._word_endings = {self.units(str(b)[1:]) for b in doc.get("blockers") or ()
                              if str(b).startswith("-") and " " not in str(b)}
        #: ... and written "^니가": a word's opening, talk only where it opens a word ("니가 해봐", not "할머니가")
        self._openings = {self.units(str(b)[1:]) for b in doc.get("blockers") or () if str(b).startswith("^")}
        #: ... and any other written as one word, in a language matched by characters: talk only inside
        #: one word ("없다고" is hearsay; "맞다 고마" is a yes and "enough", no "다고")
        #: (not one also listed spaced: "제주말로" and "제주 말로" are the same characters)
        self._one_word_blockers = {self.units(str(b)) for b in doc.get("blockers") or ()
                                   if not self.spaced and " " not in str(b) and not str(b).startswith(("-", "^"))} \
            - {self.units(str(b).lstrip("-^")) for b in doc.get("blockers") or () if " " in str(b)}
        self.blockers = [self.units(str(b).lstrip("-^")) for b in doc.get("blockers") or ()]
        #: a language matched by characters: verbs of asking before a final "-자" ("인구 물어보자",
        #: "수도 이니셜 들어 보자"): the group decided to ask, as "let's ask" does
        self.asking_verbs = tuple("".join(self.units(str(v))) for v in doc.get("asking_verbs") or ())
        #: ... and those of them that consult the spy for help or a repeat ("설명 좀 들어 보자")
        self.consulting_verbs = tuple("".join(self.units(str(v))) for v in doc.get("consulting_verbs") or ())
        #: ... and a verb of going right after a card's own name ("인구 가자", "종교로 가자"): the group
        #: goes with that card (a weak cue before it is no card: "바다로 가자" is a trip)
        self.card_going = [self.units(str(v)) for v in doc.get("card_going") or ()]
        #: a story in the past ("예전에 바닷가 살았어요", "우리 아버지가 교회 다녔어"): a card's topic in an
        #: utterance closed by the past tense as a statement tells, unless a question word or mark asks,
        #: the card is one about the past (``cards``) or the past verb is a state ("인도양 접했어")
        story = doc.get("past_stories") or {}
        self.story_cards = frozenset(str(c) for c in story.get("cards") or ())
        self.story_states = tuple("".join(self.units(str(w))) for w in story.get("states") or ())
        self.past_stories = bool(story)
        #: endings that close talk, by form ("ㄹ까": "치울까", "물어볼까", any verb proposed to the table)
        self.final_endings = tuple(str(e) for e in doc.get("final_endings") or ())
        #: ... but not these, which end alike ("그래" is a yes, "줄래" a request, "최대" a noun; the
        #: hearsay "-래 / -대" is talk: "인구가 이억이래")
        self.final_ending_words = tuple(str(e) for e in doc.get("final_ending_words") or ())
        #: words that turn a yes into a remark ("네 근데 ...": yes, but)
        self.contrasts = [self.units(str(w)) for w in doc.get("contrasts") or ()]
        #: a plain statement's ending ("다") and the formal one that is no statement here ("니다")
        self.declaring = "".join(self.units(str(doc.get("declaring") or "")))
        self.formal_declaring = tuple("".join(self.units(str(e))) for e in doc.get("formal_declaring") or ())
        #: a card's topic with a word of emphasis or certainty, closed by the plain ending ("인구 진짜
        #: 많아", "종교 당연히 기독교지"): said about the answer, not asked, unless a question word asks
        emphatic = doc.get("emphatic_statements") or {}
        self.emphatic_words = [self.units(str(w)) for w in emphatic.get("words") or ()]
        self.question_words = [self.units(str(w)) for w in emphatic.get("unless") or ()]
        #: ... unless the asking is planned for later ("먼저 인구를 물어보자": a plan among players)
        self.plans = [self.units(str(w)) for w in doc.get("plans") or ()]
        #: a self-repair said inside a request ("... sorry i mean is it touching"), as words (without_mid_repair)
        self.mid_repairs = [tuple(str(w).split()) for w in doc.get("mid_repairs") or ()]
        #: one form of a card set aside inside a request ("the government one | not the choice one | the open
        #: one"): "not the", a few words, then one of ``closers`` (without_rejected_variant)
        rejected = doc.get("rejected_variants") or {}
        self.variant_rejections = [tuple(str(w).split()) for w in rejected.get("openings") or ()]
        self.variant_closers = frozenset(str(w) for w in rejected.get("closers") or ())
        #: an answer already given, recalled among the players ("몇 미터라 했어"): talk however it goes on,
        #: restarts and all (reports_answer)
        #: ... unless a question word opens the phrase ("방금 뭐라고 했어": what the spy said, asked again)
        reports = doc.get("answer_reports") or {}
        self.answer_reports = [self.units(str(w)) for w in reports.get("phrases") or ()]
        self.answer_report_not_after = frozenset("".join(self.units(str(w))) for w in reports.get("not_after") or ())
        #: ... and these only with a card's topic said after them ("what was the answer, right hand or left
        #: hand"; "what was the answer again" asks for it again)
        self.answer_reports_of_cards = [self.units(str(w)) for w in reports.get("with_a_card") or ()]
        #: a word that settles a ramble ("... 그래서 | 인구 얼마야"): what follows is read again
        self.word_settles = frozenset("".join(self.units(str(w))) for w in doc.get("word_settles") or ())
        self.soft_blockers = [self.units(b) for b in doc.get("soft_blockers") or ()]
        self.act_blockers = [self.units(b) for b in doc.get("act_blockers") or ()]
        #: words that take back an act said before them ("나이지리아 체포 ㄱㄱ 아 잠깐만"): no act
        #: follows, so nothing is done (a wait word before the act only asks for the floor)
        self.act_withdrawals = [self.units(b) for b in doc.get("act_withdrawals") or ()]
        self.final_blockers = [self.units(b) for b in doc.get("final_blockers") or ()]
        #: ... those written as one word close the last word (a language matched by characters:
        #: "수영하는 데" is a place, "있는데" talk)
        self._one_word_finals = {self.units(b) for b in doc.get("final_blockers") or () if " " not in str(b)}
        #: final blockers that are only a tag after a question word ("what do they grow innit")
        self.question_word_tags = [self.units(b) for b in doc.get("question_word_tags") or ()]
        #: ... and those that only close a card request with no place named ("income per head innit")
        self.request_tags = [self.units(b) for b in doc.get("request_tags") or ()]
        #: openings that hand a turn to a player ("you do the population question", "you ask the
        #: religion one"): talk, though a request to the spy may open with "you" ("you tell us")
        self.opening_blockers = [self.units(b) for b in doc.get("opening_blockers") or ()]
        self.figures_open_remarks = bool(doc.get("figures_open_remarks"))
        #: ... except the spy spoken of as "he" / "she" and accused outright ("he's in norway, arrest
        #: him"): these open no talk when a decisive act is done to one of ``accused_pronouns``
        accused = doc.get("accused") or {}
        self.accused_subjects = frozenset(self.units_key(w) for w in accused.get("subjects") or ())
        self.accused_pronouns = frozenset(self.units_key(w) for w in accused.get("pronouns") or ())
        self.negated_auxiliaries = frozenset(self.units_key(w) for w in _NEGATED_AUXILIARIES)
        self.tag_auxiliaries = frozenset(self.units_key(w) for w in ("is", "was", "does", "did"))
        #: ... when the sentence opens by placing the spy ("he's in kenya", "she's hiding in peru") and
        #: negates nothing before the act: "he's not in peru", "she loves peru", "he's from peru" are
        #: said of someone else
        self.accused_openings = tuple(self.units(f"{who} {where}") for who in accused.get("subjects") or ()
                                      for where in accused.get("placing") or ())
        #: ... or when the group's own verdict follows the placing ("he's in peru, we guess peru")
        self.accused_verdicts = tuple(self.units(v) for v in accused.get("verdicts") or ())
        #: a choice card -> the card asking the same topic openly ("religion_choice" -> "religion")
        self.open_cards: dict[str, str] = {str(k): str(v) for k, v in (doc.get("open_cards") or {}).items()}
        #: words that ask a card's open question beside a choice card's options ("what kind", "어떤")
        self.open_questions = [self.units(str(q)) for q in doc.get("open_questions") or ()]
        #: an act on a name is never asked as a question opening with these ("is norway gone")
        self.act_openers = frozenset(self.units_key(w) for w in (doc.get("act_openers") or {}).get("openers") or ())
        self.clause_openers = frozenset(self.units_key(w) for w in (doc.get("act_openers") or {}).get("unless_clause") or ())
        #: words said before a sentence, no part of it ("ja, the pacific one is tricky")
        self.interjections = frozenset(self.units_key(w) for w in doc.get("interjections") or ())
        self.interjected_statement_starts = frozenset(self.units_key(w) for w in doc.get("interjected_statement_starts") or ())
        #: the spy spoken of to a player ("ask it about the population, go on"): talk, unless a
        #: word of ``asked_by`` says the speakers ask it themselves ("let's ask it", "we ask the spy")
        spoken_of = doc.get("spoken_of") or {}
        self.spoken_of = [self.units(p) for p in spoken_of.get("phrases") or ()]
        self.asked_by = frozenset(self.units_key(w) for w in spoken_of.get("asked_by") or ())
        #: ... or closing what is said, told to a player ("... 물어보세요"), compared as normalised
        self.told_closings = tuple(self._norm(str(c)) for c in spoken_of.get("closings") or ())
        #: ... and a turn handed to a player in the third person ("tell him to ask the coast"): after
        #: either, a repair corrects what the player is told (``restarts``)
        self.handing = [self.units(p) for p in spoken_of.get("handing") or ()]
        #: ... and a yes/no question told ("ask it if it's a republic") about the place when its
        #: subject is one of ``place_subjects`` ("ask her if she wants the coast card" is of a player)
        self.if_words = frozenset(spoken_of.get("if_words") or ())
        self.place_subjects = frozenset(spoken_of.get("place_subjects") or ())
        #: ... asked as the speakers would ask it themselves, opened by this ("ask if it's a republic")
        self.if_asked_with = str(spoken_of.get("if_asked_with") or "")
        #: act blockers that a "please" turns into a request to the spy ("can we ... please")
        self.polite_requests = [self.units(b) for b in doc.get("polite_requests") or ()]
        #: a plan for a later turn, heard before the edge words go ("next time let's ask the currency",
        #: "let's ask about the religion next"): a phrase of later time anywhere, a closing word of
        #: order after a verb of playing ("next" is a request only without one: "population next"),
        #: or "after" before a card ("do the government card after the coast one")
        later = doc.get("later") or {}
        self.later_phrases = [self.units(p) for p in later.get("phrases") or ()]
        self.later_closing = frozenset(self.units_key(w) for w in later.get("closing") or ())
        self.later_verbs = frozenset(self.units_key(w) for w in later.get("verbs") or ())
        self.later_before = frozenset(self.units_key(w) for w in later.get("before_card") or ())
        #: the words, as said, any of which a plan for later holds
        self._later_words = frozenset(w for p in [*(later.get("phrases") or ()), *(later.get("closing") or ()),
                                                  *(later.get("before_card") or ())] for w in str(p).split())
        #: words of doubt: an act closing a sentence that holds one is no decision ("kenya, maybe get rid of it")
        self.doubts = frozenset(self.units_key(w) for w in doc.get("doubts") or ())
        #: cues that name the destination after them ("it's peru"): before no name, they open a remark
        self.naming_cues = frozenset(self.units(str(c)) for c in doc.get("naming_cues") or ())
        self.concluding_words = frozenset(str(w) for w in doc.get("concluding_words") or ())
        self.concluded_denials = frozenset(str(w) for w in doc.get("concluded_denials") or ())
        told = doc.get("answers_told") or {}
        self.answers_told = [self.units(str(w)) for w in told.get("reports") or ()]
        self.fates_told = frozenset(self.units(str(w)) for w in told.get("fates") or ())
        self.spy_answers_told = [self.units(str(w)) for w in told.get("of_spy") or ()]
        #: words after which a name describes another ("next to spain")
        self.describing = [self.units(b) for b in doc.get("describing") or ()]
        #: words after a place that compare the place meant to it ("서울처럼 수도가 ..."): no talk about it
        self.comparing = [self.units(b) for b in doc.get("comparing") or ()]
        #: words before a place that compare the hideout with it ("do they use the euro like us
        #: in dublin", "or is it like canberra"): the place is not what is asked about
        self.compared_before = [self.units(b) for b in doc.get("compared_before") or ()]
        #: ... and a destination before these is compared, not acted on nor asked about ("바다 있어요
        #: 몽골처럼", "일본처럼 좌측통행이에요": the hideout likened to it)
        self.slot_comparing = [self.units(b) for b in doc.get("slot_comparing") or ()]
        #: particles that join a name to the next ("스위스랑 | 스웨덴 갈라 보게"): a name joined so to a
        #: compared one is compared too (a language matched by characters)
        self.slot_joins = frozenset("".join(self.units(str(b))) for b in doc.get("slot_joins") or ())
        self.use_said = bool(doc.get("use_said", False))
        #: words offering a choice between two cards ("population or coast")
        self.choice_words = frozenset(self.units_key(w) for w in doc.get("choice_words") or ())
        #: "!" cues count only after the name ("브라질은 아니야"), never before it
        self.near_slot_after = bool(doc.get("near_slot_after", False))
        self.blockers_after_last_slot = bool(doc.get("blockers_after_last_slot", False))
        self.negations = frozenset(self.units_key(n) for n in doc.get("negations") or ())
        #: a language matched by characters: negations that count only as words of their own ("안")
        self.word_negations = [self.units(str(n)) for n in doc.get("word_negations") or ()]
        self._answers: dict[tuple[str, ...], str] = {}
        for label, key in (("polite", "polite"), ("confirm", "confirm"), ("cancel", "cancel")):
            for phrase in doc.get(key) or ():
                units = self.units(str(phrase))
                if units:
                    self._answers[units] = label
        #: yes words that open talk as often as they answer ("okay", "right"): never a yes
        #: followed by other words on their own
        #: words about a third person: a yes followed by them is a comment ("yeah he's right")
        self.talk_pronouns = frozenset(self.units_key(w) for w in doc.get("talk_pronouns") or ())
        self.weak_answers = frozenset(self.units_key(w) for w in doc.get("weak_answers") or ())
        #: plain no words, and words of doubt after one ("아니 ... 잘 모르겠어요"): a no said unsure, no answer yet
        hedged = doc.get("hedged_nos") or {}
        self.hedgeable_nos = frozenset(self.units_key(w) for w in hedged.get("nos") or ())
        self.doubts_after_no = [self.units(w) for w in hedged.get("doubts") or ()]
        #: exclamations said as a hesitation sound is, before a wait ("lord, hold on", "goodness, wait")
        self.exclaimed_sounds = frozenset(self.units_key(w) for w in doc.get("exclaimed_sounds") or ())
        #: the person spoken to, called at the close of a wait ("hang on mate"): a moment asked of them
        self.people_called = [self.units(w) for w in doc.get("people_called") or ()]
        #: a moment asked for ("hold on", "one moment") and thinking said aloud ("i must think"): at a
        #: pending question, after a hesitation sound or with the thinking, a pause and not a no
        self.pauses = [self.units(p) for p in doc.get("pauses") or ()]
        self.thinking = [self.units(p) for p in doc.get("thinking") or ()]
        #: the speaker's own business said after a moment asked ("one second, i'm checking my notes",
        #: "hold on, we're reading it"): a subject and an -ing verb, still no answer
        self.busy_subjects = tuple(self.units(w) for w in doc.get("busy_subjects") or ())
        #: ... or what the speaker must do first ("one moment, i need to review what we know")
        self.busy_needs = tuple(self.units(w) for w in doc.get("busy_needs") or ())
        self.moments = [self.units(p) for p in doc.get("moments") or ()]
        #: not knowing said aloud ("i don't know", "no idea"): at a pending question, no no yet
        self.unsure = [self.units(p) for p in doc.get("unsure") or ()]
        #: hesitation sounds an answer may trail off into ("ok ok um"): then it is no answer yet
        self.trailing_hesitations = frozenset(self.units_key(w) for w in doc.get("trailing_hesitations") or ())
        self.trailing_conjunctions = frozenset(self.units_key(w) for w in doc.get("trailing_conjunctions") or ())
        #: words said while still thinking aloud ("like", "you know"): after a yes, no clear yes
        self.thinking_fillers = [self.units(str(w)) for w in doc.get("thinking_fillers") or ()]
        #: yes words said as often while thinking ("yeah um"): no clear answer before a trailing sound
        self.backchannel_yes = frozenset(self.units_key(w) for w in doc.get("backchannel_yes") or ())
        closing_yes = doc.get("closing_yes") or {}
        self.closing_yes_words = frozenset(self.units_key(str(w)) for w in closing_yes.get("words") or ())
        self.closing_yes_openers = frozenset(self.units_key(str(w)) for w in closing_yes.get("not_after") or ())
        self.closing_yes_tags = [str(w).split() for w in closing_yes.get("tags") or ()]
        self.closing_yes_refusals = tuple(str(w) for w in closing_yes.get("refusals") or ())
        denied = doc.get("denied_then_acted") or {}
        self.denied_acts = frozenset(self.units_key(str(w)) for w in denied.get("acts") or ())
        self.denials = frozenset(self.units_key(str(w)) for w in denied.get("denials") or ())
        #: a repair phrase restarts the sentence after it; a decision opener restarts it at itself
        self.repairs = [self.units(r) for r in doc.get("repairs") or ()]
        self.disbelief = [self.units(r) for r in doc.get("disbelief") or ()]
        self.decisions = [self.units(d) for d in doc.get("decisions") or ()]
        #: words that settle an argument ("okay fine", "so", "but"): what follows is read again on
        #: its own, as after a decision; "boundaries" ("okay", "yeah", a tag question) end a
        #: sentence, but an opinion may follow them ("okay it's peru")
        self.settles = [self.units(d) for d in doc.get("settles") or ()]
        self.boundaries = [self.units(d) for d in doc.get("boundaries") or ()]
        #: a tag seeking the table's agreement about the spy ("isn't he"): its "n't" negates nothing
        self.agreeing_tags = [self.units(d) for d in doc.get("agreeing_tags") or ()]
        #: after a settle or a boundary, these open a conclusion about the hideout, not an act
        self.reasoning_starts = frozenset(self.units_key(w) for w in doc.get("reasoning_starts") or ())
        self.deductions = [self.units(w) for w in doc.get("deductions") or ()]
        #: languages matched by characters restart at words: a word that is a repair ("아니"),
        #: a word with a sentence ending ("했지", "있어요")
        self.word_repairs = frozenset("".join(self.units(str(r))) for r in doc.get("word_repairs") or ())
        self.sentence_ends = tuple(str(e) for e in doc.get("sentence_ends") or ())
        #: endings that close a story told to the table ("추워서 안 갔어"): a sentence ends there only
        #: where the name it told of is said again after it, to be acted on
        self.story_ends = tuple(str(e) for e in doc.get("story_ends") or ())
        #: a story in the past joined on ("캐나다 출장 갔었는데 | 진짜 ..."): what follows goes on telling it
        self.story_joins = tuple(str(e) for e in doc.get("story_joins") or ())
        self.not_story_joins = tuple(str(e) for e in doc.get("not_story_joins") or ())
        #: words that end like a sentence and are not one ("동네", "너네": nouns)
        self.not_sentence_ends = frozenset("".join(self.units(str(w))) for w in doc.get("not_sentence_ends") or ())
        #: endings of a reason given ("-니까"): after one, only a bare act carried to the name counts
        self.reason_ends = tuple(str(e) for e in doc.get("reason_ends") or ())
        #: an act on a name, then its reason ("코소보 빼요 | 코소보는 바다도 없잖아", "포르투갈 뒤집어 주세요 |
        #: 거기는 아닌 것 같습니다"): the act is meant when the reason speaks of the same place
        #: (its name again, or one of these words for it) and holds no act, repair or other name
        self.reason_places = [self.units(str(w)) for w in (doc.get("reasons_after_acts") or {}).get("place_words") or ()]
        #: ... and what, said after such a reason, still asks ("... 했잖아요 | 그럼 면적 알려 주세요")
        self.reason_requests = tuple("".join(self.units(str(w))) for w in (doc.get("reasons_after_acts") or {}).get("requests") or ())
        #: the act's verb said alone at the question ("빼요", "해"): a yes there only
        self.act_answers = frozenset(self.units_key(str(w)) for w in doc.get("act_answers") or ())
        #: waits said while still thinking ("잠깐만", "잠시만요"; the matcher reads them with sounds)
        self.hesitant_waits = frozenset(self.units_key(str(w)) for w in doc.get("hesitant_waits") or ())
        #: the reason the spy is not there, said beside a yes (without_absence_reason)
        self.absence_reasons = sorted((self.units(str(r)) for r in doc.get("absence_reasons") or ()), key=len, reverse=True)
        #: every wait that may open what is said at a pending question (after_opening_wait)
        self.opening_waits = self.hesitant_waits | frozenset(" ".join(p) for p in (*self.pauses, *self.moments))
        #: ... and words fumbled with there ("그게", "쫌만"): no sound before an answer
        self.hesitant_words = frozenset(self.units_key(str(w)) for w in doc.get("hesitant_words") or ())
        #: ... among them thinking said aloud ("생각해요", "생각 좀"): a wait with it is no withdrawal
        self.hesitant_thoughts = frozenset(self.units_key(str(w)) for w in doc.get("hesitant_thoughts") or ())
        #: the request a wait is made with ("잠시만 기다려 주세요", "잠깐 기다려 봐"): no more words to it
        self.moment_requests = frozenset(self.units_key(str(w)) for w in doc.get("moment_requests") or ())
        #: ... and, after a wait, what the speaker does first ("잠깐만요 | 할머니한테 물어봐요": :meth:`_wait_then_first`)
        #: (spaces dropped: the last two words said are read joined, "들어 볼게요" as "들어볼게요")
        self.first_endings = tuple(dict.fromkeys(str(w).replace(" ", "") for w in doc.get("first_endings") or ()))
        self.wait_questions = tuple(str(w) for w in doc.get("wait_questions") or ())
        self.rushing = tuple(str(w) for w in doc.get("rushing") or ())
        #: ... or closes on a tag of a reason known to all ("몽골 빼 주세요 | 바다 없잖아요")
        self.reason_tags = tuple("".join(self.units(str(w))) for w in (doc.get("reasons_after_acts") or {}).get("tags") or ())
        #: a command said whole, then an addition that neither acts nor withdraws it ("population
        #: please and make it quick, my legs are gone", "scrap ireland, sure he'd never hide there")
        additions = doc.get("additions_after_commands") or {}
        self.addition_openers = frozenset(self.units_key(w) for w in additions.get("openers") or ())
        #: a request of the conversation beside an aside about the players (asides_of_requests): the
        #: words such a request opens with when the aside comes first, and a cancel's own words
        around = doc.get("asides_of_requests") or {}
        self.request_openers = frozenset(self.units_key(w) for w in around.get("openers") or ())
        #: ... and where an aside after the request begins (``after``: Destination X's additions' words)
        after = around.get("after") or {}
        self.aside_openers = frozenset(self.units_key(w) for w in after.get("openers") or ())
        self.aside_closers = frozenset(self.units_key(w) for w in after.get("closers") or ())
        self.aside_joined = frozenset(self.units_key(w) for w in after.get("joined") or ())
        self.withdrawal_words = tuple(self.units(str(w)) for w in around.get("withdrawals") or ())
        self.addition_withdrawals = [self.units(w) for w in additions.get("withdrawals") or ()]
        self.addition_closers = frozenset(self.units_key(w) for w in additions.get("closers") or ())
        #: blockers an addition may hold: the room and the people in it, not the game ("the lads
        #: were shouting", "can someone pass the crisps", "hurry up")
        self.addition_asides = {self.units(w) for w in additions.get("asides") or ()}
        self.addition_asks = [self.units(w) for w in additions.get("asks") or ()]
        #: words that never end a command said whole (an auxiliary, a verb wanting its object)
        self.addition_joined = frozenset(self.units_key(w) for w in additions.get("joined") or ())
        #: what opens the reason a card question is asked, after it ("... | because if it's cocoa ...")
        self.question_reasons = [self.units(w) for w in doc.get("question_reasons") or ()]
        #: ... and the answer guessed at after a question (EvidenceRules.why_asked_after), unless
        #: the guess goes on to propose a play
        guesses = doc.get("answer_guesses") or {}
        self.answer_guesses = [self.units(w) for w in guesses.get("openers") or ()]
        self.guess_proposals = frozenset(self.units_key(w) for w in guesses.get("unless") or ())
        #: yes words that are also auxiliaries (Singlish "can"): before a subject they ask
        self.auxiliary_yes = frozenset(self.units_key(w) for w in doc.get("auxiliary_yes") or ())
        #: what opens the reason for an elimination or arrest said outright, after it ("bin norway | it's got ...")
        self.act_reasons = [self.units(w) for w in doc.get("act_reasons") or ()]
        self.card_read_out = [self.units(w) for w in doc.get("card_read_out") or ()]
        #: ... and, in a language matched by characters, the ends of a request it may follow, and
        #: what in it takes the request back (EvidenceRules.why_asked_after)
        reasoned = doc.get("requests_before_reasons") or {}
        self.reason_request_ends = tuple(str(e) for e in reasoned.get("ends") or ())
        self.reason_withdrawals = [self.units(str(w)) for w in reasoned.get("withdrawals") or ()]
        self.reason_marks = [self.units(str(w)) for w in reasoned.get("marks") or ()]
        #: an elimination said whole, then why the spy is not there ("flip over peru, we don't reckon
        #: you're there", "eliminate chad, i know it's not there"): the hedges and negations of the
        #: reason are its own; only these take the act back
        #: a card question, then what it does not mean ("the government card, the system one, not
        #: the choice one"): the question stands
        contrast = doc.get("contrasts_after_questions") or {}
        self.contrast_openers = [self.units(w) for w in contrast.get("openers") or ()]
        self.contrast_withdrawals = [self.units(w) for w in contrast.get("withdrawals") or ()]
        self.clarifiers = [self.units(w) for w in contrast.get("clarifiers") or ()]
        #: ... or the card it asks named again after a tag of shared knowledge ("how much do they earn
        #: on average | you know the per capita thing"): EvidenceRules.restated_after
        self.restatements = [self.units(w) for w in contrast.get("restatements") or ()]
        #: ... a possessive of the place opening the card named again, read as "the" ("i mean | their top export")
        self.restated_possessives = frozenset(contrast.get("restated_possessives") or ())
        absence = doc.get("absence_after_eliminations") or {}
        self.absence_phrases = [self.units(w) for w in absence.get("phrases") or ()]
        self.absence_withdrawals = [self.units(w) for w in absence.get("withdrawals") or ()]
        self.absence_openers = self.addition_openers | frozenset(self.units_key(w) for w in absence.get("openers") or ())
        #: a proposal of the speaker's own, softened ("perhaps we ask the religion", "i'd suggest the
        #: capital letter", "i think we can safely remove austria"): what it proposes, said as decided,
        #: is read and asked back (``hedged_proposal``); phrases compared as said, unstemmed
        hedged = doc.get("hedged_proposals") or {}

        def said(phrases: Any) -> list[tuple[str, ...]]:
            return sorted((tuple(self._norm(str(p)).split()) for p in phrases or ()), key=len, reverse=True)

        self.proposal_softeners = said(hedged.get("softeners"))
        self.proposal_modals = said(hedged.get("modals"))
        #: modals that propose with no softener beside them: ``modals_alone`` ("we can eliminate australia",
        #: "one might ask the coast") and those asking leave of the spy (``polite_requests``: "can we knock
        #: out iceland"); any other modal needs one ("we could eliminate australia" weighs a choice at the table)
        self.proposal_modals_alone = frozenset(said(hedged.get("modals_alone"))) | frozenset(said(doc.get("polite_requests")))
        self.proposal_asking_modals = frozenset(said(hedged.get("asking_modals")))
        self.proposal_all_modals = sorted({*self.proposal_modals, *self.proposal_asking_modals}, key=len, reverse=True)
        self.proposal_performatives = said(hedged.get("performatives"))
        #: what opens a hedged proposal (EvidenceRules.opens_with_hedge): a softener, a verb of proposing,
        #: or a conditional modal ("i'd", "we would")
        self.proposal_hedges = (*self.proposal_softeners, *self.proposal_performatives,
                                *(m for m in self.proposal_modals if any(w == "would" or w.endswith("'d") for w in m)))
        self.proposal_verbs = frozenset(self._norm(str(v)) for v in hedged.get("verbs") or ())
        #: ... of which those asking for a card, which a bare softener before them proposes
        self.proposal_asking_verbs = frozenset(self._norm(str(v)) for v in hedged.get("asking_verbs") or ())
        #: ... and one closing a request said whole ("remove vietnam, i guess", "does it sit on the
        #: indian ocean, i suppose"): opened by a verb of playing or by one of ``questions``
        self.proposal_closings = said(hedged.get("closings"))
        self.proposal_questions = frozenset(self._norm(str(v)) for v in hedged.get("questions") or ())
        #: a player addressed before a word restart: the rest is said to them, not read again
        #: (written "^니가": only where it opens a word, so "할머니가" addresses no one as "니가")
        #: hearsay endings on a yes or no relayed for someone ("할머니가 맞대요 네 맞아요")
        self.relayed_answers = tuple("".join(self.units(str(e))) for e in doc.get("relayed_answers") or ())
        #: a bare yes said with a question mark ("네?": pardon?): a question, never a yes
        self.asked_yes = frozenset("".join(self.units(str(e))) for e in doc.get("asked_yes") or ())
        self.addressing = tuple("".join(self.units(str(a).lstrip("^="))) for a in doc.get("addressing") or ())
        self._addressing_openings = frozenset("".join(self.units(str(a)[1:])) for a in doc.get("addressing") or ()
                                              if str(a).startswith("^"))
        #: (written "=할머니": only as a word of its own, a call; "할머니가 ... 물어보래요" relays)
        self._addressing_words = frozenset("".join(self.units(str(a)[1:])) for a in doc.get("addressing") or ()
                                           if str(a).startswith("="))
        #: the speaker's own card play closing what is said ("수출품 카드 쓸게요"): said to a person called
        #: first ("할머니 | 제가 할게요 수출품 카드 쓸게요"), it tells them what the speaker does, and does it
        self.own_plays = tuple("".join(self.units(str(e))) for e in doc.get("own_plays") or ())
        #: a hedge trailing after a request said whole ("통화 카드 쓸게요 | 아마"): an afterthought, the request stands
        hedges_after = doc.get("hedges_after_requests") or {}
        self.trailing_hedges = frozenset("".join(self.units(str(w))) for w in hedges_after.get("hedges") or ())
        self.request_closes = tuple("".join(self.units(str(w))) for w in hedges_after.get("after") or ())
        #: a card request's closings after which a remark to the table may follow (request_before_remark)
        self.remark_request_closes = tuple("".join(self.units(str(w))) for w in doc.get("remarks_after_requests") or ())
        #: ... and, in a spaced language, the words that open the remark: ``additions_after_commands`` openers and these
        self.remark_openers = self.addition_openers | frozenset(
            self.units_key(w) for w in doc.get("remarks_after_requests_open") or ())
        #: a card question said whole before a remark of the speaker's own, which the remark's words
        #: would make table talk (remarks_after_questions; English: asked back, never asked at once)
        after_questions = doc.get("remarks_after_questions") or {}
        self.question_remark_openers = self.addition_openers | frozenset(
            self.units_key(w) for w in after_questions.get("openers") or ())
        self.question_remark_doubts = [self.units(str(w)) for w in after_questions.get("doubts") or ()]
        #: words for the hideout as a clause's subject ("이 나라는"): a question on it, whatever was said before
        self.hideout_subjects = [self.units(str(w)) for w in doc.get("hideout_subjects") or ()]
        self.hideout_pointers = [self.units(str(w)) for w in doc.get("hideout_pointers") or ()]
        self._max_answer = max((len(u) for u in self._answers), default=1)
        self.statement_verbs = frozenset(self.units_key(w) for w in doc.get("statement_verbs") or ())
        self.statement_starts = frozenset(self.units_key(w) for w in doc.get("statement_starts") or ())
        self.card_words = frozenset(self.units_key(w) for w in doc.get("card_words") or ())
        #: what a card gives, said of it in a remark ("the history card answers are so long")
        self.card_parts = frozenset(self.units_key(w) for w in doc.get("card_parts") or ())
        #: slot types whose one-word verbs are things after "a" / "an" ("shaped like a boot")
        self.article_nouns = frozenset(str(t) for t in doc.get("article_nouns") or ())
        #: words opening a cue that are nouns after "a" / "an", a word of degree between or not ("gave us
        #: a proper hiding in ninety nine", "took a hiding"): a beating, not the spy's hiding place
        self.article_noun_words = frozenset(self.units_key(w) for w in (doc.get("article_nouns_of_degree") or {}).get("words") or ())
        self.noun_degrees = frozenset(self.units_key(w) for w in (doc.get("article_nouns_of_degree") or {}).get("degrees") or ())
        #: verbs of a card's own working after its name ("what's the monarchy one do", "what did the
        #: coast card do"): the card asked about, not asked; before a subject they ask ("the coast
        #: card, does it have one")
        self.working_verbs = frozenset(self.units_key(w) for w in doc.get("working_verbs") or ())
        #: question words that may follow a topic said first ("the capital, what letter ...")
        self.topic_questions = frozenset(self.units_key(w) for w in doc.get("topic_questions") or ())
        self.asked_after_answer = [self.units(str(w)) for w in doc.get("asked_after_answer") or ()]
        #: requests to the spy that frame an utterance wherever they are said ("... can you repeat")
        self.you_requests = [self.units(w) for w in doc.get("you_requests") or ()]
        self.bare_slot: str | None = doc.get("bare_slot")
        #: words after which a card's option is the one not meant ("a president instead of a king")
        self.foils = [self.units(f) for f in doc.get("foils") or ()]
        #: a word of impatience closing an act ("just bin canada already"): no blocker there
        self.impatience = frozenset(self.units_key(w) for w in doc.get("impatience") or ())
        #: ... and closing a card asked for by a verb of doing ("just do population already")
        self.impatient_requests = [self.units(str(w)) for w in doc.get("impatient_requests") or ()]
        #: question words that open a question at the end of a remark ("parlez vous francais |
        #: is french official there")
        self.trailing_questions = frozenset(self.units_key(w) for w in doc.get("trailing_questions") or ())
        #: question words that open a question after an opener said to the table ("okay quiet you
        #: lot | how many people live there", "the capital right | what's its first letter")
        self.late_questions = frozenset(self.units_key(w) for w in doc.get("late_questions") or ())
        #: propose one card's topic, weakly said in a question, to be asked back (_last_resort)
        self.last_resort = bool(doc.get("last_resort", False))
        #: endings that make a statement a yes/no question ("... or not")
        self.question_tags = [self.units(w) for w in doc.get("question_tags") or ()]
        #: endings that set the hideout beside the speakers' own ("... like us", "... same as ours"): a
        #: statement closed so is asked back (a question as often as a remark among players)
        self.comparison_tags = [self.units(w) for w in doc.get("comparison_tags") or ()]
        self.either_way = [self.units(w) for w in doc.get("either_way") or ()]
        self.either_way_requests = [self.units(w) for w in doc.get("either_way_requests") or ()]
        #: ... and only with a word for the country in it ("how much ground in your hideout")
        self.country_words = [self.units(w) for w in doc.get("country_words") or ()]
        #: a question in statement order ("the country has a king", "they pay with the euro there"):
        #: proposed to be asked back when the hideout is named as its subject ("subjects") and no
        #: word of opinion or reasoning ("definitely", "so", "must") makes it a remark (_statement_question)
        asked_statements = doc.get("statement_questions") or {}
        self.statement_subjects = [self.units(w) for w in asked_statements.get("subjects") or ()]
        self.statement_opinions = [self.units(w) for w in asked_statements.get("opinions") or ()]
        self.statement_words = int(asked_statements.get("max_words") or 0)
        self.certain_openers = [self.units(w) for w in asked_statements.get("certain_openers") or ()]
        self.certain_subjects = frozenset(self.units_key(w) for w in asked_statements.get("certain_subjects") or ())
        self.recalled_answers = [self.units(w) for w in asked_statements.get("recalled_answers") or ()]
        self.reaction_words = frozenset(self.units_key(w) for w in asked_statements.get("reaction_words") or ())
        figures_heard = asked_statements.get("figures_heard") or {}
        self.figure_words = frozenset(self.units_key(w) for w in figures_heard.get("figures") or ())
        self.figure_between = frozenset(self.units_key(w) for w in figures_heard.get("between") or ())
        self.figures_alone = frozenset(self.units_key(w) for w in figures_heard.get("alone") or ())
        #: question words closing a sentence whose topic came first ("money each person make
        #: average how much", "capital first letter what"): it asks
        self.final_questions = [self.units(w) for w in doc.get("final_questions") or ()]
        #: a question after a story told to the table ("my daddy grew cotton | what do they grow
        #: over there"): where a question word meets an auxiliary ("what do", "how big is") or an
        #: auxiliary meets a subject ("does your country"), unless a verb of saying or knowing
        #: embeds it ("my uncle asked what they grow there")
        story = doc.get("question_restarts") or {}
        self.question_openers = frozenset(self.units_key(w) for w in story.get("openers") or ())
        self.auxiliaries = frozenset(self.units_key(w) for w in story.get("auxiliaries") or ())
        self.asked_subjects = frozenset(self.units_key(w) for w in story.get("subjects") or ())
        self.embedding = frozenset(self.units_key(w) for w in story.get("embedding") or ())
        #: "is" / "are" open a question only before a pronoun ("is it", "are they"): after a noun
        #: they are a statement's verb ("their money | is the dollar")
        self.copulas = frozenset(self.units_key(w) for w in story.get("copulas") or ())
        self.copula_subjects = frozenset(self.units_key(w) for w in story.get("copula_subjects") or ())
        #: subjects that may be the story's own thing ("it"), asking only when the question says again
        #: a card's word the story said ("i think we take republic | is it a republic"; not "my cousin
        #: has a boat | does it have a coast")
        self.restated_subjects = frozenset(self.units_key(w) for w in story.get("restated_subjects") or ())
        #: possessives: before a word no cue holds, in a question with no word for the country or
        #: a card, it is about someone at the table ("how old is your dog"), not the country
        #: ("what's your main export", "can you dip your toes in the atlantic there")
        self.possessives = frozenset(self.units_key(w) for w in doc.get("possessives") or ())
        #: ... and these right before a card's topic: the speakers' own, whatever the question ("my
        #: currency is chocolate buttons")
        self.own_possessives = frozenset(self.units_key(w) for w in doc.get("own_possessives") or ())
        #: a card question opening with a word for a player ("너 종교 뭐야", "니 차 어느 쪽 핸들이야"):
        #: asked of someone at the table (the spy is told "너 브라질에 있지", never asked a card so),
        #: unless the words right after it name the spy's hideout ("너네 나라 인구 몇이야", "너 숨은 나라
        #: 종교 뭐야"; not another country: "너 태어난 나라 인구 몇이야", "너 다른 나라 화폐 알아")
        #: a card's holder asked ("who's got the gdp card", "abeg who dey hold the gdp card", "whose
        #: is the coast card"): a question word for a person before a word for a card asks the
        #: players; the spy is asked about its hideout, never who holds a card
        self.holder_openers = frozenset(self.units_key(w) for w in doc.get("holder_questions") or ())
        #: a verb right before a person ("make we no rush", Pidgin for "let's not rush"; "make them
        #: answer"): letting or causing, never what a country makes
        causing = doc.get("causatives") or {}
        self.causative_verbs = frozenset(self.units_key(w) for w in causing.get("verbs") or ())
        self.caused_persons = frozenset(self.units_key(w) for w in causing.get("persons") or ())
        #: the score said of a player in statement order ("i'm winning this one", "we're still
        #: ahead", "harold is winning"): a claim, not the score asked ("who's winning", "are we ahead")
        claims = doc.get("score_claims") or {}
        self.claimed_cues = frozenset(self.units(str(w)) for w in claims.get("cues") or ())
        self.claiming_subjects = frozenset(self.units_key(w) for w in claims.get("subjects") or ())
        self.claiming_verbs = frozenset(self.units_key(w) for w in claims.get("verbs") or ())
        self.claim_adverbs = frozenset(self.units_key(w) for w in claims.get("adverbs") or ())
        #: an elimination told in the past by its doer ("in my civ game i wiped out japan", "we
        #: eliminated peru last game"): a report, not an act, unless the past verb is a decision
        #: taken ("we agreed, turn australia face down", "we decided to bin peru")
        reports = doc.get("past_reports") or {}
        self.reporting_subjects = frozenset(self.units_key(w) for w in reports.get("subjects") or ())
        self.reporting_adverbs = frozenset(self.units_key(w) for w in reports.get("adverbs") or ())
        self.irregular_pasts = frozenset(self.units_key(w) for w in reports.get("irregular") or ())
        self.decided_pasts = frozenset(self.units_key(w) for w in reports.get("decisions") or ())
        #: particles of an act ("out", "off the table") right after a thing named with a determiner
        #: ("kick the ball out to peru", "take the cat off the table"): the particle is that thing's
        #: verb's, no act on a destination
        particles = doc.get("particle_objects") or {}
        self.act_particles = frozenset(self.units_key(w) for w in particles.get("particles") or ())
        self.object_determiners = frozenset(self.units_key(w) for w in particles.get("determiners") or ())
        self.destination_nouns = frozenset(self.units_key(w) for w in particles.get("unless") or ())
        asked_of = doc.get("asked_of_players") or {}
        self.player_openers = frozenset(self.units_key(w) for w in asked_of.get("openers") or ())
        self.players_country = [self.units(str(w)) for w in asked_of.get("unless_naming") or ()]
        #: a card named as the thing on the table ("고양이가 종교 카드 위에 앉았어", "인구 카드는 빨간색이야"):
        #: the card's word, the particles it may take there, and the words that use or ask it after it
        things = doc.get("card_as_thing") or {}
        self.card_thing_word = "".join(self.units(str(things.get("word") or "")))
        self.card_thing_particles = sorted(("".join(self.units(str(p))) for p in things.get("particles") or ()),
                                           key=len, reverse=True)
        self.card_thing_uses = tuple("".join(self.units(str(u))) for u in things.get("uses") or () if not str(u).startswith("="))
        self.card_thing_use_words = frozenset("".join(self.units(str(u)[1:])) for u in things.get("uses") or ()
                                              if str(u).startswith("="))
        #: ... the openings of words that carry or take it away ("가져갔어", "챙겨 가"), which a use's
        #: opening ("가") may begin: the card taken is the thing, not played
        self.card_thing_carries = tuple("".join(self.units(str(u))) for u in things.get("carries") or ())
        #: ... and the words that alone after it only say which question was meant ("화폐 카드 그거"): no thing
        self.card_thing_referents = frozenset("".join(self.units(str(u))) for u in things.get("referents") or ())
        #: a possessive said as a word of its own ("제 친구", "제 외삼촌"): an act's cue that opens on it
        #: and runs on into the next word is that word's own syllables ("제친", "제외"), no act
        self.possessive_words = frozenset("".join(self.units(str(w))) for w in doc.get("possessive_words") or ())
        #: the speakers' own people as the topic ("우리 조선족들은 ..."): "we", then a plural with a particle
        own = doc.get("own_group") or {}
        self.own_group_openers = tuple("".join(self.units(str(w))) for w in own.get("openers") or ())
        self.own_group_plurals = tuple("".join(self.units(str(w))) for w in own.get("plurals") or ())
        #: final blockers that end an act's verb beside a name as a decision ("브라질 없애자")
        self.act_endings = [self.units(w) for w in doc.get("act_endings") or ()]
        self.meaning_asked = [self.units(w) for w in doc.get("meaning_asked") or ()]
        self.act_ending_nouns = frozenset("".join(self.units(w)) for w in doc.get("act_ending_nouns") or ())
        #: ... also after a light verb on the act's noun ("체포하자", "체포 가자")
        self.act_ending_verbs = frozenset(self.units(w) for w in doc.get("act_ending_verbs") or ())
        #: final blockers that negate a name said right before them ("인도 아니다"), not the sentence
        self.slot_negations = [self.units(w) for w in doc.get("slot_negations") or ()]
        #: cues that eliminate by denying the name said before them ("브라질은 아니야"): an elimination
        #: said alone; with more said after it and no act's verb, a player reasoning aloud
        self.bare_denials = frozenset(self.units(w.lstrip("!")) for w in doc.get("bare_denials") or ())
        visits = doc.get("visits") or {}
        self.visit_opens = [self.units(w) for w in visits.get("opens") or ()]
        self.visit_anchors = [self.units(w) for w in visits.get("anchors") or ()]
        self.visit_modals = [self.units(w) for w in visits.get("modals") or ()]
        self.visit_asked = [self.units(w) for w in visits.get("asked") or ()]
        #: spoken shapes rewritten before matching ("column c row five" -> "c5"): regex -> template; a
        #: "<name>" in a regex stands for the words of ``rewrite_terms`` name, listed once for every rule
        #: that needs them (the family who relay a play: "uncle says eliminate brazil")
        terms = {f"<{name}>": "(?:" + "|".join(re.escape(str(w)) for w in words) + ")"
                 for name, words in (doc.get("rewrite_terms") or {}).items()}

        def with_terms(pattern: str) -> str:
            for name, alternatives in terms.items():
                pattern = pattern.replace(name, alternatives)
            return pattern
        self.rewrites: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
            (re.compile(rf"\b{with_terms(k)}\b"), str(v)) for k, v in (doc.get("rewrites") or {}).items()]
        #: regional endings read in their standard spelling (``_standard_word``)
        dialect = doc.get("dialect_endings") or {}
        self.northern_endings = bool(dialect.get("northern"))
        self.polite_yu = bool(dialect.get("polite_yu"))
        #: a vowel held at a word's end ("그려어": 그려), before the other endings are read
        self.held_vowels = bool(dialect.get("held_vowels"))
        self.gangwon = bool(dialect.get("gangwon"))
        #: Pyongyang "력사", "-습네다", "-라우"; Jeju "-수과 / -우꽈", "-ㅂ서", "-수다"
        self.pyongyang = bool(dialect.get("pyongyang"))
        self.jeju = bool(dialect.get("jeju"))
        self.jeolla = bool(dialect.get("jeolla"))
        #: Gyeongsang and Jeolla "빼까" (뺄까), "체포할라네" (체포할게)
        self.southern = bool(dialect.get("southern"))
        self.yu_nouns = tuple(str(w) for w in dialect.get("yu_nouns") or ())
        self._names: dict[str, list[str]] = doc.get("names") or {}
        self.place_source: str | None = doc.get("places")
        self.place_stoplist = frozenset(self.units_key(w) for w in doc.get("place_stoplist") or ())
        self._place_first: dict[str, list[tuple[str, ...]]] = defaultdict(list)
        self.slot_field: str = str(doc.get("slot_field", "destination"))
        #: the targets a card named alone asks (EvidenceRules._names_a_card_only; the Duel's action cards too)
        self.card_target_kinds = ("ask ",) if self.slot_field == "destination" else ("ask ", "action ")
        self.slot_types = frozenset(doc.get("slot_types") or ("eliminate", "guess"))
        #: a count of countries ("how many countries touch the atlantic", "대서양 닿는 나라가 몇 개"):
        #: the hideout is one country, so only its neighbours are counted (``card``); counted with
        #: another card's topic, the countries are the ones on the table, talked over among players
        counted = doc.get("counted") or {}
        self.counted = [self.units(str(w)) for w in counted.get("phrases") or ()]
        self.counted_card = str(counted.get("card") or "")
        self.slots: dict[tuple[str, ...], tuple[str, ...]] = {}
        #: endings that forbid what they close ("빼지 마", "그러면 안 돼"): a no to a pending question,
        #: in the spelling the said text is matched in (``rewrite``: "지 말라우" is read "지 말라")
        self.prohibitions = tuple(dict.fromkeys("".join(self.units(self.rewrite(self._norm(str(p)))))
                                                for p in doc.get("prohibitions") or ()))
        self.cues[_VISIT] = [("neutral", 0.0)]
        self.cues[_EITHER] = [("neutral", 0.0)]
        self._index_cues()

    @staticmethod
    def loanwords(doc: dict[str, Any]) -> dict[str, str]:
        """Words from the players' other languages said inside this one, each read as this language's
        word for it (``loanwords``: Hindi "kya" is "what", "hata" is "remove"): a spelling of the word,
        as "whit" is Scots for "what" (``spellings``). Each is one word read as one word: the words
        are read one by one, before cues, blockers and answers are looked up (all of which are
        read the same way, so a cue may be written in either language)."""
        said = {str(k): str(v) for k, v in (doc.get("loanwords") or {}).items()}
        for word, meant in said.items():
            if " " in word or " " in meant:
                raise ValueError(f"a loanword is one word read as one word: {word!r}: {meant!r}")
        return said

    def _index_cues(self) -> None:
        """The cues by their first unit (what _find looks them up by)."""
        self._first: dict[str, list[tuple[str, ...]]] = defaultdict(list)
        for units in self.cues:
            self._first[units[0]].append(units)

    def _add_targets(self, targets: dict[str, list[str]]) -> None:
        """Cues from a template file's ``targets`` ("ask population: [+인구, 몇 명]")."""
        for target in targets:
            parts = target.split()
            if len(parts) == 3 and parts[2] != "*":
                self.options[" ".join(parts[:2])].add(parts[2])
        for target, cues in targets.items():
            parts = target.split()
            expanded = ([f"{parts[0]} {parts[1]} {o}" for o in sorted(self.options[" ".join(parts[:2])])]
                        if len(parts) == 3 and parts[2] == "*" else [target])
            for cue in cues:
                if target == "neutral":
                    self.cues[self.units(str(cue))].append(("neutral", 0.0))
                    continue
                weight = CUE_WEIGHTS.get(str(cue)[0], 1.0)
                said = str(cue).lstrip("+~!>")
                # "치우-": a verb stem, standing for its forms (grammar/hangul.py)
                forms: tuple[str, ...] = (said,)
                if said.endswith("-") and not self.spaced:
                    forms = tuple(verb_forms(said[:-1]))
                elif parts[0] in self._ing_acts and " " not in said and said.isalpha() and str(cue)[0] not in "!~":
                    forms = (said, _ing_form(said))
                for form in forms:
                    units = self.units(form)
                    if not self.spaced and units:
                        # where the cue's words meet, as written ("차 어느 쪽": after 차 and 어느)
                        gaps = {len(self.units(form[:k])) for k, ch in enumerate(form) if ch == " "}
                        self._cue_gaps[units] = self._cue_gaps.get(units, frozenset()) | frozenset(gaps)
                    if str(cue).startswith(("!", ">")):
                        self._near_slot.add(units)
                    if str(cue).startswith(">"):
                        self._before_slot.add(units)
                    for name in expanded if units else ():
                        listed = dict(self.cues[units])  # a cue listed twice (two spellings) counts once
                        if weight > listed.get(name, 0.0):
                            self.cues[units] = [*((t, w) for t, w in self.cues[units] if t != name), (name, weight)]

    # ---- units ------------------------------------------------------------------------------------

    @property
    def rewrites_anything(self) -> bool:
        """Whether :meth:`rewrite` may change a text at all (rewrites or dialect endings)."""
        return bool(self.rewrites) or self._dialects or (self.spaced and bool(self.spellings))

    @property
    def _dialects(self) -> bool:
        return self.held_vowels or self.northern_endings or self.polite_yu or self.gangwon or self.pyongyang or self.jeju or self.jeolla \
            or self.southern

    def add_spelled_names(self, names: dict[str, str]) -> None:
        """Other spellings of names read as the name itself before anything is matched (the
        destinations' names in other languages: "alemania" is "germany"), by one pattern."""
        if not names:
            return
        alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        self.rewrites.append((re.compile(rf"\b(?:{alternatives})\b"), lambda m: names[m.group(0)]))

    def add_named_ones(self, peoples: dict[str, str], determiners: list[str], acted_on: Sequence[str] = (),
                       closings: Sequence[str] = (), leaving: Sequence[str] = (),
                       acted_only: dict[str, str] | None = None) -> None:
        """A destination named by its people as one of the cards ("the canadian one" is "canada"),
        by one pattern; the plural too ("the canadians one" is no English, "the kiwi ones" is), and "the swiss option". Also
        the people themselves after an act's words, closing what is said or before a closing word
        ("out with the danes", "it's the swiss final answer"): "the swiss cheese" names nothing.
        ``acted_only`` peoples share their word with a card's answer ("french"), so they name the
        destination only after an act's words or said to leave ("turn over the french one")."""
        if not peoples or not determiners:
            return
        alternatives = "|".join(re.escape(p) for p in sorted(peoples, key=len, reverse=True))
        pattern = re.compile(rf"\b(?:{'|'.join(map(re.escape, determiners))}) ({alternatives})s? (?:ones?|options?|choices?)\b")
        self.rewrites.append((pattern, lambda m: peoples[m.group(1)]))
        acted = {**(acted_only or {}), **peoples}
        acted_alternatives = "|".join(re.escape(p) for p in sorted(acted, key=len, reverse=True))
        if acted_on and closings:
            acts = "|".join(re.escape(a) for a in sorted(acted_on, key=len, reverse=True))
            ends = "|".join(re.escape(c) for c in sorted(closings, key=len, reverse=True))
            if acted_only:
                only = "|".join(re.escape(p) for p in sorted(acted_only, key=len, reverse=True))
                one = re.compile(rf"\b({acts}) the ({only}) one\b")
                self.rewrites.append((one, lambda m: f"{m.group(1)} {acted[m.group(2)]}"))
            people = re.compile(rf"\b({acts}) the ({acted_alternatives})s?(?=$| (?:{ends})\b)")
            self.rewrites.append((people, lambda m: f"{m.group(1)} {acted[m.group(2)]}"))
        if leaving:
            leaves = "|".join(re.escape(w) for w in sorted(leaving, key=len, reverse=True))
            gone = re.compile(rf"\bthe ({acted_alternatives})s? (?=(?:{leaves})\b)")
            self.rewrites.append((gone, lambda m: f"{acted[m.group(1)]} "))

    def add_state_titles(self, titles: list[str], names: list[str], forms: Iterable[str]) -> None:
        """A destination said with its state's title ("the kingdom of bhutan", "the republic of
        ghana"), read as the name alone, so the title's word is no card's ("kingdom", "republic");
        only before a destination's own name ("a republic of some kind" keeps its words), and not
        where title and name together are another destination's name ("republic of china")."""
        if not titles or not names:
            return
        said = "|".join(re.escape(t) for t in sorted(titles, key=len, reverse=True))
        named = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        whole = frozenset(forms)

        def title_dropped(m: re.Match[str]) -> str:
            return m.group(0) if f"{m.group(1)} of {m.group(2)}" in whole else ""

        self.rewrites.append((re.compile(rf"\b(?:the )?({said}) of (?=({named})\b)"), title_dropped))

    def rewrite(self, text: str) -> str:
        """``text`` (normalised) with the file's ``rewrites`` applied, and its regional endings
        in their standard spelling (``dialect_endings``). The words' other spellings and loanwords
        (``spellings``: Scots "oot", Hindi "kya") are read after them, so the templates read them as
        the evidence does (a rewrite may name the word as said: Taglish "ano yung")."""
        for pattern, replacement in self.rewrites:
            text = pattern.sub(replacement, text)
        if self.spaced and self.spellings:
            # (not a single letter: "r" is "are" typed, but also a letter of "d r c"; nor a word of a name:
            # "cote" of "cote d'ivoire" is no French "coast" there)
            kept: frozenset[str] = getattr(self, "_name_words", frozenset())
            text = " ".join(self.spellings.get(w, w) if len(w) > 1 and w not in kept else w for w in text.split())
        if self._dialects:
            text = " ".join(self._standard_word(w) for w in text.split())
        return text

    def _standard_word(self, word: str) -> str:
        """A Korean word's regional ending in its standard spelling: Yanbian / Hamgyong "-ㅁ다"
        ("맞슴다" -> "맞습니다"), Chungcheong "-유" for "-요" ("빼유" -> "빼요", "같어유" -> "같어요";
        never a noun ending in 유: 석유, 우유) and "-쥬" for "-죠". A name is left alone: "팔라우" is no
        Pyongyang "-라우", and the "류" opening "류블랴나에" no northern spelling."""
        units = self.units(word)
        names = (*getattr(self, "_slot_first", {}).get(units[0], ()), *self._place_first.get(units[0], ())) if units else ()
        if units in names:
            return word
        opens_with_name = any(units[:len(name)] == name for name in names)
        if self.held_vowels:
            word = unheld(word)
        if self.northern_endings:
            word = standard_ending(word)
        if self.gangwon:
            word = gangwon_ending(word)
        if self.pyongyang:
            word = northern_spelling(word, initial=not opens_with_name)
        if self.jeju:
            word = jeju_ending(word)
        if self.jeolla:
            word = jeolla_ending(word)
        if self.southern:
            word = southern_ending(word)
        if self.polite_yu and len(word) >= 2 and word.endswith("유") and not word.endswith(self.yu_nouns):
            word = word[:-1] + "요"
        if self.polite_yu and len(word) >= 2 and word.endswith("쥬"):
            word = word[:-1] + "죠"  # "있었쥬": "있었죠"
        return word

    def units(self, text: str) -> tuple[str, ...]:
        text = self._norm(text)
        if not self.spaced:
            text = " ".join(self._unit_words(text))  # English words among them, stemmed
        if self.spaced:
            # "nooo", "yesss", "pleeease": a letter held three times or more is one letter
            words = [self.spellings.get(w, w) for w in _HELD_LETTER.sub(r"\1", text).split()]
            if len(words) > 1 and words[0] in self.opening_spellings and words[1].endswith("ing"):
                # "were eliminating peru": typed or transcribed without its apostrophe, at the start
                words[0] = self.opening_spellings[words[0]]
            return tuple(w if w in self.unstemmed else _stem(w) for w in words) if self.stem else tuple(words)
        return tuple(text.replace(" ", ""))

    def units_key(self, text: str) -> str:
        return " ".join(self.units(str(text)))

    def word_units(self, words: list[str]) -> tuple[str, ...]:
        """Each word of ``words`` as one unit, as the word lists are read (its first unit; the word
        itself when it has none): cuts between units are cuts between words."""
        return tuple(self.units(w)[0] if self.units(w) else w for w in words)

    def _unit_words(self, text: str) -> list[str]:
        """A language matched by characters: the normalised words of ``text``, split where Latin
        letters meet another script, English words given the English light stem ("neighbors"
        -> "neighbor"), so words borrowed from English read alike however they are attached."""
        return [_stem(w) if _is_latin(w[0]) else w for w in _SCRIPT_CHANGE.sub(" ", self._norm(text)).split()]

    def borrow(self, doc: dict[str, Any]) -> None:
        """Read Latin-script words said inside this language's utterances ("history 카드 쓸게요",
        "okay 캐나다 remove 해 주세요") with another language's evidence section ``doc``: its
        cues, blockers, hedges and yes / no words. Only a language matched by characters borrows:
        a borrowed cue or blocker counts only as whole Latin words (see ``_at_latin_bounds``)."""
        if self.spaced:
            raise ValueError("only a language matched by characters borrows English words")
        self._add_targets(doc.get("targets") or {})
        for key in ("blockers", "soft_blockers", "act_blockers", "final_blockers"):
            getattr(self, key).extend(self.units(b) for b in doc.get(key) or () if str(b).isascii())
        for label in ("polite", "confirm", "cancel"):
            for phrase in doc.get(label) or ():
                units = self.units(str(phrase))
                if units and str(phrase).isascii():
                    self._answers.setdefault(units, label)
        self.weak_answers |= frozenset(self.units_key(w) for w in doc.get("weak_answers") or ())
        self._max_answer = max((len(u) for u in self._answers), default=1)
        self._index_cues()

    def _elimination_cues(self, matches: list[Any]) -> list[Any]:
        """The cues among ``matches`` that eliminate (said outright or not)."""
        return [m for m in matches if m.kind == "cue" and any(t == "eliminate" for t, _w in self.cues[m.value])]

    def _denial_reasoned(self, units: tuple[str, ...], matches: list[Any], starts: frozenset[int]) -> bool:
        """The elimination rests only on a name denied ("미국은 아니지") and a word is said after the
        denial ("... 뉴욕이 훨씬 크니까"): a player reasoning aloud, no act (every spent line so said,
        without an act's verb, was table talk; "브라질은 아니야" alone still eliminates)."""
        acts = self._elimination_cues(matches)
        if not acts or not all(m.value in self.bare_denials for m in acts):
            return False
        after = [k for k in starts if k >= max(m.end for m in acts)]
        # what follows only urges the act on ("몽골 아니다 고고"): the denial is the act, said with a yes
        return bool(after) and self._answer(units[min(after):]) != "confirm"

    def _denied_name_restated(self, text: str, units: tuple[str, ...], matches: list[Any], slots: list[Any]) -> bool:
        """The elimination rests only on a name denied ("so not switzerland", "it's not ghana") and the
        name opens what is said next ("... switzerland's way up there"): a player reasoning aloud (every
        spent line so said was table talk). Spaced languages, where the name takes "'s"."""
        if not self.spaced or not slots or len({m.value for m in slots}) != 1:
            return False
        acts = self._elimination_cues(matches)
        if not acts or not all(self._negating(m.value) for m in acts):
            return False
        last, words = units[slots[0].end - 1], text.split()
        return last in words and f"{last}'s" in words[words.index(last) + 1:]

    @staticmethod
    def _at_latin_bounds(units: tuple[str, ...], start: int, end: int, starts: frozenset[int] | None) -> bool:
        """Whether a match of ``units[start:end]`` holds no part of a Latin word ("out" is no
        word of "about"): Latin letters at its edges must begin and end words (``starts``: where
        the words begin; None: words are not known, so any match stands)."""
        if starts is None:
            return True
        return (not _is_latin(units[start]) or start in starts) and \
            (not _is_latin(units[end - 1]) or end == len(units) or end in starts)

    def _occurrences(self, units: tuple[str, ...], part: tuple[str, ...], starts: frozenset[int] | None) -> list[int]:
        """Where ``part`` occurs in ``units``, as whole words where it is Latin."""
        if self.spaced:
            found = self._contains(units, part)
        else:  # single characters: a string search (hundreds of blockers are tried per utterance)
            said, needle, found, at = "".join(units), "".join(part), [], 0
            while needle and (at := said.find(needle, at)) >= 0:
                found.append(at)
                at += 1
        return [i for i in found if self._at_latin_bounds(units, i, i + len(part), starts)
                and (part not in self._endings or starts is None or i + len(part) in (*starts, len(units)))
                and ((part not in self._word_endings and part not in self._one_word_blockers) or starts is None
                     or not any(i < k < i + len(part) for k in starts))
                and (part not in self._openings or starts is None or i in starts)]

    def add_place_forms(self, forms: Iterable[str]) -> None:
        """Other places people talk about (capital cities): a card question naming one is about
        that place, not the spy's ("what's the population of tokyo")."""
        for form in forms:
            units = self.units(form)
            if units and units not in self.slots and " ".join(units) not in self.place_stoplist:
                self._place_first[units[0]].append(units)

    def add_slot_forms(self, forms: dict[str, tuple[str, ...]]) -> None:
        """Spoken slot values (destination names, districts) -> ids, plus the evidence section's
        own ``names`` (short forms people say that no recogniser grammar needs: "the states")."""
        forms = dict(forms)
        for ident, extra in (self._names or {}).items():
            for form in extra:
                forms[str(form)] = (*forms.get(str(form), ()), str(ident))
        for form, ids in forms.items():
            units = self.units(form)
            if units:
                old = self.slots.get(units, ())
                self.slots[units] = old + tuple(i for i in ids if i not in old)
        #: the words of the names as written, which keep their spelling before the templates ("cote d'ivoire")
        self._name_words = frozenset(w for form in forms for w in form.split())
        self._slot_first: dict[str, list[tuple[str, ...]]] = defaultdict(list)
        for units in self.slots:
            self._slot_first[units[0]].append(units)

    # ---- matching ---------------------------------------------------------------------------------

    def _find(self, units: tuple[str, ...],
              garbled: Iterable[tuple[int, int, tuple[str, ...], float]] = (),
              word_starts: frozenset[int] | None = None) -> list[Match]:
        """Cues, names and places in ``units``, longest first where they overlap. ``garbled``:
        sound-alike names of two words or more ("democratic republic of congo"), which compete
        too (after exact names and cues of the same length). ``word_starts``: where the words
        begin, for a language matched by characters: a name opens a word ("접한 국가" holds no
        한국), whatever particles follow it."""
        found: list[Match] = [Match(a, b, "garbled", ids) for a, b, ids, _s in garbled if b - a >= 2]
        n = len(units)
        whole = self._at_latin_bounds
        for i in range(n):
            for cue in self._first.get(units[i], ()):
                if units[i:i + len(cue)] == cue and whole(units, i, i + len(cue), word_starts) \
                        and not self._straddles(cue, i, word_starts) and not self._opens_on_possessive(units, cue, i, word_starts) \
                        and not self._cut_short(units, i, i + len(cue), word_starts, cue):
                    found.append(Match(i, i + len(cue), "cue", cue))
            for name in getattr(self, "_slot_first", {}).get(units[i], ()) if word_starts is None or i in word_starts else ():
                if units[i:i + len(name)] == name and whole(units, i, i + len(name), word_starts):
                    found.append(Match(i, i + len(name), "slot", self.slots[name]))
            for place in self._place_first.get(units[i], ()) if word_starts is None or i in word_starts else ():
                if units[i:i + len(place)] == place and whole(units, i, i + len(place), word_starts):
                    found.append(Match(i, i + len(place), "place", place))
        # a sound-alike span around the name said exactly is the name plus a neighbour ("out
        # trinidad and tobago"): the exact name stands, the neighbour stays a word
        exact = [m for m in found if m.kind == "slot"]
        found = [m for m in found if m.kind != "garbled" or not any(
            e.value == m.value and m.start <= e.start and e.end <= m.end for e in exact)]
        # longest first; a slot beats a cue of the same length ("dominican republic" is a name)
        # a word that points somewhere beats a neutral one of the same length ("그 나라 | 커")
        rank = {"slot": 0, "cue": 1, "place": 1, "garbled": 3}

        def kind_rank(m: Match) -> int:
            return 2 if m.kind == "cue" and all(t == "neutral" for t, _w in self.cues[m.value]) else rank[m.kind]

        found.sort(key=lambda m: (-(m.end - m.start), kind_rank(m), m.start))
        taken = [False] * n
        chosen = []
        for m in found:
            if not any(taken[m.start:m.end]):
                for k in range(m.start, m.end):
                    taken[k] = True
                chosen.append(m)
        return sorted((m if m.kind != "garbled" else Match(m.start, m.end, "slot", m.value) for m in chosen),
                      key=lambda m: m.start)

    def _straddles(self, cue: tuple[str, ...], start: int, word_starts: frozenset[int] | None) -> bool:
        """Whether a card's or help's cue found at ``start`` opens inside a word and runs on into the
        next where its own words do not meet ("설정 부탁" holds no "정부"; "자동차 어느 쪽으로" holds "차
        어느 쪽"), or, for help, opens inside a word at all ("수영할 수 있어" holds no "할 수 있"). One
        opening a word may be spaced as people type ("안내 해 주세요"); an act's or a name's cue may
        open inside one: its particles attach ("인도에 있어"), but an elimination's cue does not run on
        where its own words do not meet ("알제 거기" holds no "제거")."""
        end = start + len(cue)
        crossed = {k - start for k in word_starts or () if start < k < end}
        if not crossed or start in (word_starts or ()):
            return False
        if all(t == "eliminate" for t, _w in self.cues[cue]):
            return not crossed <= self._cue_gaps.get(cue, frozenset())
        if not self._asks_or_helps(cue):
            return False
        helps = any(t.startswith("help") for t, _w in self.cues[cue]) and not self._asked_cards(cue)
        return helps or not crossed <= self._cue_gaps.get(cue, frozenset())

    def _opens_on_possessive(self, units: tuple[str, ...], cue: tuple[str, ...], start: int,
                             word_starts: frozenset[int] | None) -> bool:
        """Whether ``cue`` found at ``start`` opens on a possessive said as a word of its own and runs
        on into the next word where its own words do not meet (a language matched by characters):
        "제 친구" holds no "제치-" (pass over), "제 외삼촌" no "제외", "제 거예요" no "제거"; the
        possessive names whose the next word is, whatever that word is."""
        if not self.possessive_words or word_starts is None or start not in word_starts:
            return False
        after = min((k for k in word_starts if k > start), default=len(units))
        return after < start + len(cue) and "".join(units[start:after]) in self.possessive_words \
            and after - start not in self._cue_gaps.get(cue, frozenset())

    def _cut_short(self, units: tuple[str, ...], start: int, end: int, word_starts: frozenset[int] | None,
                   cue: tuple[str, ...]) -> bool:
        """Whether a neutral cue of words ("아니면") ends inside a word that opens a card's cue ("아니
        | 면적": the "면" is the card's)."""
        if word_starts is None or start not in word_starts or end >= len(units) or end in word_starts \
                or not all(t == "neutral" for t, _w in self.cues[cue]):
            return False
        opening = max((k for k in word_starts if start < k < end), default=None)
        return opening is not None and any(units[opening:opening + len(c)] == c and len(c) > end - opening
                                           and self._asked_cards(c) for c in self._first.get(units[opening], ()))

    def _word_starts(self, text: str) -> frozenset[int]:
        """The unit positions where the words of ``text`` begin (languages matched by characters)."""
        starts, at = set(), 0
        for word in self._unit_words(text):
            starts.add(at)
            at += len(word)
        return frozenset(starts)

    def opens_with_hedge(self, words: list[str]) -> bool:
        """Whether ``words`` open with a hedge of a proposal (:attr:`proposal_hedges`: a softener, "maybe",
        "i think"; a verb of proposing, "i'd suggest"; a conditional modal, "i'd", "we would")."""
        return self.spaced and any(tuple(words[:len(h)]) == h for h in self.proposal_hedges)

    def hedged(self, text: str) -> bool:
        """Whether ``text`` holds a hedge ("seems", "looks like", "i reckon"): an opinion about a
        destination, never an act by itself."""
        units = self.units(text)
        starts = None if self.spaced else self._word_starts(text)
        return any(self._occurrences(units, b, starts) for b in self.soft_blockers)

    @staticmethod
    def _contains(units: tuple[str, ...], part: tuple[str, ...]) -> list[int]:
        k = len(part)
        return [i for i in range(len(units) - k + 1) if units[i:i + k] == part] if k else []

    def match(self, words: list[str], all_words: list[str], table: tuple[str, ...] = (), playable: tuple[str, ...] = (),
              awaiting_confirmation: bool = False, extra_slots: Iterable[tuple[int, int, tuple[str, ...], float]] = (),
              polite: bool = False, asked: bool = False) -> EvidenceResult:
        """The command the evidence in ``words`` (the matcher's core words) points at, if any.

        ``extra_slots``: fuzzy slot spans (word start, word end, ids, score) found by the
        matcher, used when no slot value is said exactly (spaced languages only). ``polite``: the
        transcript held a "please" (dropped as a filler before ``words``). ``asked``: it ended with a
        question mark (typed, or a transcriber that writes one).
        """
        text = " ".join(all_words if self.use_said else words)
        units = self.units(text)
        if not units:
            return EvidenceResult(None, 0.0, "no command heard")
        # yes / no: the whole utterance is yes words (or no words) and polite words
        said_units = self.units(" ".join(all_words))
        answer = self._answer(said_units, mixed_ok=awaiting_confirmation)
        if answer is None and awaiting_confirmation and self.spaced:  # words, not characters ("네팔")
            answer = self._leading_answer(said_units)
        elif answer is None and awaiting_confirmation and all_words:
            answer = self._leading_word_no(all_words) or self._leading_word_yes(all_words) or \
                self._answer_after_sound(all_words) or self._bare_act_yes(all_words) or \
                (None if asked else self._relayed_answer(all_words))  # "할머니가 맞대요 맞아요?": asked of the relay
        if answer is not None and (awaiting_confirmation or answer == "confirm"):
            return EvidenceResult({"type": answer}, 90.0 if awaiting_confirmation else 70.0)
        if awaiting_confirmation and self._forbids(all_words):
            return EvidenceResult({"type": "cancel"}, 90.0)  # "빼지 마", "그러면 안 돼": whatever is forbidden, a no
        if any(self._contains(units, r) for r in self.card_read_out):
            return EvidenceResult(None, 0.0, CARD_READ_OUT)  # "... that's the whole card"
        if any(self._contains(units, r) for r in self.recalled_answers) and self._recalls_a_card(units):
            return EvidenceResult(None, 0.0, ANSWER_RECALLED)  # "what was the land area": the earlier answer, recalled

        starts = None if self.spaced else self._word_starts(text)
        found = self._find(units, [s for s in extra_slots if s[3] >= GARBLED_NAME] if self.spaced else (), starts)
        found = self._imagined_visit(units, found)
        if self.spaced:
            # "so" after a word of being is a degree ("chile is so long and thin"), no farewell ("so long, chile")
            found = [m for m in found if not (m.kind == "cue" and m.value[0] == "so" and _so_of_degree(units, m.start))]
            # a cue inside a hedge is the hedge's word ("it's peru, i guess"): arrests say "we guess"
            hedges = [(i, i + len(b)) for b in self.soft_blockers if len(b) > 1 for i in self._contains(units, b)]
            found = [m for m in found if not (m.kind == "cue" and any(a < m.start and m.end <= b for a, b in hedges))]
            # a thing compared to ("it's shaped like a boot", Duel "this is like the tube map"), a verb
            # of an act said as a thing ("a boot", "a cross"), a "no" opening a repair ("no wait"):
            # no cue of what they name
            found = [m for m in found if not (m.kind == "cue" and (self._compared(units, m.start) or self._act_as_noun(units, m)
                                                                   or self._repair_no(units, m.start)))]
            # a verb of making before a person ("make we no rush"), a particle of another thing's verb
            # ("kick the ball out to peru"), the score claimed in statement order ("i'm winning this
            # one"; asked with a question mark it is asked): no cue of what they name
            found = [m for m in found if not (m.kind == "cue" and (self._causing(units, m) or self._particle_of_thing(units, m, found)
                                                                   or (not asked and self._score_claimed(units, m))))]
        if not self.spaced:
            either = self._either_or(units, text)
            found = sorted([*(m for m in found if not any(e.start <= m.start and m.end <= e.end for e in either)),
                            *either], key=lambda m: m.start)
        if not asked and self._figure_heard(units, found):
            return EvidenceResult(None, 0.0, FIGURE_HEARD)  # "population eight hundred thousand, that's tiny"
        # "a president instead of a king": the option after a foil is the one not asked about
        found = [m for m in found if not (m.kind == "cue" and self._option_targets(m.value) and self._after_foil(units, m.start))]
        near = [m for m in found if m.kind == "cue" and m.value in self._near_slot]
        matches = [m for m in found if m not in near]
        covered = self._covered(len(units), matches)
        slot_score = 100.0
        slots = [m for m in matches if m.kind == "slot"]
        acts = any(self._acts(m.value) for m in matches if m.kind == "cue")
        if not slots and self.spaced and acts:  # a sound-alike name only beside an act ("eliminate austrailia")
            fuzzy = [s for s in extra_slots if not any(covered[s[0]:s[1]])]
            if fuzzy:
                # a garbled name close to two: the one on the table ("austrlia" with Austria dealt)
                start, end, ids, slot_score = max(fuzzy, key=lambda s: (any(i in table for i in s[2]), s[3]))
                slots = [Match(start, end, "slot", ids)]
                matches.append(slots[0])
        # "not" counts as a cue only beside the name it negates
        def beside(m: Match, s: Match) -> bool:
            if m.value in self._before_slot and m.start >= s.start:
                return False
            if self.near_slot_after and m.start < s.end:
                return False  # "그건 아니고 페루는 ...": a Korean negation follows what it negates
            lo, hi = (m.end, s.start) if m.end <= s.start else (s.end, m.start)
            if self.spaced and s.end < m.start and self._negating(m.value) and any(
                    o.kind == "cue" and o.start == m.end and self._acts(o.value) for o in matches):
                return False  # "peru, do not | get rid of it", "peru, we will not | eliminate": the act negated
            return hi - lo <= NEAR_SLOT and not any(o.kind == "cue" and lo <= o.start < hi for o in matches)

        matches += [m for m in near if any(beside(m, s) for s in slots) and not self._determiner_no(units, m.start)]
        # a name right after "next to", "near" ... describes the one meant ("the little one next to
        # spain, andorra"): it is not the destination acted on
        # (an article may come between: "like the philippines", "near the gambia")
        def described_from(m: Match) -> int:
            return m.start - 1 if m.start > 0 and units[m.start - 1] in _ARTICLES else m.start

        described = [m for m in slots if any(units[max(0, described_from(m) - len(d)):described_from(m)] == d
                                             for d in self.describing)
                     or any(units[m.end:m.end + len(c)] == c for c in self.slot_comparing)]
        # ... and so does a name joined to a described one ("between peru and chile", "near kenya or egypt")
        for m in slots:
            if m not in described and any(d.end == m.start - 1 and units[d.end] in _JOINING for d in described):
                described.append(m)
        # ... and a name joined by a particle to a compared one after it ("스위스랑 | 스웨덴 갈라 보게")
        for m in reversed(slots):
            if m not in described and any(d.start > m.end and "".join(units[m.end:d.start]) in self.slot_joins
                                          for d in described):
                described.append(m)
        if described:
            slots = [m for m in slots if m not in described]
            # ... and the describing words are no act of their own ("the wee one | inside | italy")
            describing = {k for m in described for d in self.describing
                          if units[max(0, described_from(m) - len(d)):described_from(m)] == d
                          for k in range(described_from(m) - len(d), m.start)}
            matches = [m for m in matches if m not in described
                       and not (m.kind == "cue" and self._acts(m.value) and describing.issuperset(range(m.start, m.end)))]
        covered = self._covered(len(units), matches)
        values = {m.value for m in slots}

        # blockers: talk among players, unless a chosen cue or name holds the blocker itself
        first = max((m.start for m in slots), default=0) if self.blockers_after_last_slot else 0
        if self.blockers_after_last_slot and slots and not self.spaced:
            # "우즈베끼스딴에 숨었을 거요 | 거기 덮치라우": the hideout pointed at again, then the act closing
            # the sentence: the hedge before belongs to the clause decided on, as before a name said again
            pointed = [i for p in self.hideout_pointers for i in self._occurrences(units, p, starts) if i > first]
            if pointed and any(m.kind == "cue" and self._acts(m.value) and m.start > min(pointed)
                               and m.end >= len(units) - 2 for m in matches):
                first = min(pointed)
        act_weight = sum(w for m in matches if m.kind == "cue" for t, w in self.cues[m.value]
                         if t.split()[0] in self.slot_types)
        # "just bin canada already": impatience closing an act on a name, not a remark about the past
        impatient = len(units) - 1 if (slots and act_weight >= MIN_EVIDENCE and units[-1] in self.impatience
                                       and units[0] not in self.statement_starts) else -1
        if units[-1] in self.impatience and any(m.kind == "cue" and self._asked_cards(m.value) for m in matches) \
                and any(units[k:k + len(r)] == r for r in self.impatient_requests for k in (0, 1)):
            impatient = len(units) - 1  # "just do population already": a card asked for, impatiently
        if self.spaced and slots and any(m.kind == "cue" and m.start == 0 and units[0] in self.accused_subjects
                                         for m in matches) and self._spoken_of_again(units, slots[0].end):
            # "he's in kenya, he always picks kenya": the spy placed, then a player spoken of
            return EvidenceResult(None, 0.0, "table talk (someone spoken of)", blocked=True)
        for blocker in self.blockers:
            for i in self._occurrences(units, blocker, starts):
                if i >= first and i != impatient and not self._inside_cue(matches, i, i + len(blocker)):
                    return EvidenceResult(None, 0.0, f"table talk ({' '.join(blocker)!r})", blocked=True)
        if not self.spaced and starts is not None and self._card_as_thing(units, matches, starts):
            return EvidenceResult(None, 0.0, "table talk (the card as a thing on the table)", blocked=True)
        if not self.spaced and starts is not None and not asked and self._past_story(units, matches, starts):
            return EvidenceResult(None, 0.0, "table talk (a story in the past)", blocked=True)
        if not self.spaced and starts is not None and self._own_group(units, starts) \
                and not any(m.kind == "cue" and self._acts(m.value) for m in matches):
            return EvidenceResult(None, 0.0, "table talk (the speakers' own people)", blocked=True)
        if self.spaced and self._holder_asked(units, matches):
            return EvidenceResult(None, 0.0, "table talk (a card's holder asked)", blocked=True)
        if self.spaced and self._past_report(units, matches):
            return EvidenceResult(None, 0.0, "table talk (an act told in the past)", blocked=True)
        for phrase in self.spoken_of:
            if any(k == 0 or said_units[k - 1] not in self.asked_by for k in self._contains(said_units, phrase)):
                return EvidenceResult(None, 0.0, f"table talk ({' '.join(phrase)!r})", blocked=True)
        # "he's in norway, arrest him": the spy in the third person, accused outright, is no one else
        # (the pronoun closing the act or inside it: "lock him up")
        # (or the group's own verdict said after it: "she's in peru, that's our guess", "he's in peru, final answer";
        # or the act closing the sentence: "he's in greece, arrest", "... we make the arrest")
        accused = self.spaced and any(units[:len(o)] == o for o in self.accused_openings) and any(
            m.kind == "cue" and (any(u in self.accused_pronouns for u in units[m.start:m.end + 1])
                                 or "our" in units[m.start:m.end] or "final" in units[m.start:m.end]
                                 or m.end == len(units))
            and any(w >= DECISIVE for t, w in self.cues[m.value] if t.split()[0] in self.slot_types)
            and not self._negating(self._untagged(units[:m.start])) for m in matches) or (
            self.spaced and any(units[:len(o)] == o for o in self.accused_openings)
            and any(self._contains(units, v) for v in self.accused_verdicts) and not self._negating(units)) or (
            self._placed_whole(units, matches))
        for blocker in self.opening_blockers:
            if accused and blocker[0] in self.accused_subjects:
                continue
            if len(units) > len(blocker) and units[:len(blocker)] == blocker \
                    and not (self.spaced and blocker[0] == "say" and any(
                        k > 0 and said_units[k - 1] in _WILLING for k in self._contains(said_units, blocker))):
                return EvidenceResult(None, 0.0, f"table talk ({' '.join(blocker)!r})", blocked=True)
        if self.figures_open_remarks and units[0].isdigit():
            # "40,000 | that's so much money for one person": a figure heard, said first, is a remark on it
            return EvidenceResult(None, 0.0, FIGURE_FIRST, blocked=True)
        # a tag closing a question opened by a question word asks nothing more ("what religion are they
        # mostly | innit"); after a statement it seeks assent among players ("it's peru innit")
        wh_question = self.spaced and units[0] in self.late_questions
        for blocker in self.final_blockers:
            if wh_question and blocker in self.question_word_tags:
                continue
            if not slots and blocker in self.request_tags:
                continue  # "income per head | innit": no place named, a habit closing a card request
            if len(units) > len(blocker) and units[-len(blocker):] == blocker \
                    and self._at_latin_bounds(units, len(units) - len(blocker), len(units), starts) \
                    and not (starts is not None and blocker in self._one_word_finals
                             and any(len(units) - len(blocker) < k < len(units) for k in starts)) \
                    and not self._inside_cue([m for m in matches if m.kind == "cue" and ("neutral", 0.0) not in self.cues[m.value]],
                                             len(units) - len(blocker), len(units)):
                if blocker in self.slot_negations and slots and len(units) - len(blocker) - slots[-1].end <= 1:
                    continue  # "인도 엎어 | 인도 아니다": the name just said is negated (a "!" cue reads it)
                if blocker in self.act_endings and starts is not None \
                        and "".join(units[max(k for k in starts if k < len(units)):]) in self.act_ending_nouns:
                    continue  # "국경 접한 나라 숫자": a noun that ends as "-자" does, no proposal
                if blocker in self.act_endings and any(
                        m.kind == "cue" and ((slots and self._acts(m.value)) or self._takes_back(m.value))
                        and (m.end == len(units) - len(blocker) or (
                            units[m.end:len(units) - len(blocker)] in self.act_ending_verbs)) for m in matches) \
                        and not any(self._contains(units, w) for w in self.plans):
                    # "브라질 없애자": the act's own verb decides it, beside the name ("나중에 ...": a plan);
                    # "방금 거 무르자", "취소하자": the group takes back its own last act
                    continue
                head_said = "".join(units[:-len(blocker)])
                if blocker in self.act_endings and self.asking_verbs and not any(self._contains(units, w) for w in self.plans) \
                        and any(m.kind == "cue" and ((self._asked_cards(m.value) and head_said.endswith(self.asking_verbs))
                                                     or (self._asks_or_helps(m.value) and self.consulting_verbs
                                                         and head_said.endswith(self.consulting_verbs)))
                                for m in matches):
                    continue  # "수도 이니셜 들어 보자", "설명 좀 해 보자": the group decided to ask the spy
                if blocker in self.act_endings and self._goes_with_card(units[:-len(blocker)], matches) \
                        and not any(self._contains(units, w) for w in self.plans):
                    continue  # "종교로 가자": the group goes with the card
                return EvidenceResult(None, 0.0, f"table talk ({' '.join(blocker)!r})", blocked=True)
        ending = self._talk_ending("".join(units))
        if ending is None and starts is not None:
            # ... said mid-sentence too ("종교는 가톨릭이래 진짜로", "치울까 말까"), on a word of its own
            bounds = sorted({*starts, len(units)})
            ending = next((e for a, b in zip(bounds, bounds[1:]) if b - a > 1
                           for e in [self._talk_ending("".join(units[a:b]))] if e is not None), None)
        if ending is not None:
            return EvidenceResult(None, 0.0, f"table talk ({ending!r})", blocked=True)
        hedged = next((b for b in self.soft_blockers for i in self._occurrences(units, b, starts)
                       if i >= first and not self._inside_cue(matches, i, i + len(b))), None)
        # "no" after a verb of having ("with no sea", "has no coast") is a determiner, not a negation
        negated = [i for i, u in enumerate(units) if u in self.negations and not covered[i]
                   and not (self.spaced and self._determiner_no(units, i))]
        if starts is not None and self.word_negations:
            # "population card 아직 안 썼지": a negation said as a word of its own ("안녕" holds none)
            ends = {*starts, len(units)}
            said_negations = [(i, len(w)) for i in starts for w in self.word_negations
                              if i + len(w) in ends and units[i:i + len(w)] == w]
            offered_both = [i for i, n in said_negations if self._either_verb(units, starts, i, i + n)]
            if offered_both and slots:
                # "페루 빼 안 빼": whether to act, asked of the table
                return EvidenceResult(None, 0.0, "table talk (an act offered either way)")
            negated += [i for i, _n in said_negations if i not in offered_both and not covered[i]]
        if self.spaced:
            negated += [i for i, u in enumerate(units) if u.endswith("n't") and not covered[i]]
            if accused:  # "he's in qatar, isn't he, arrest him": the tag asks agreement, denies nothing
                tagged = self._tagged(units)
                negated = [i for i in negated if i not in tagged]
        if negated and not slots and self._only_withdrawn(matches) and all(
                units[i] in _WITHDRAWING_NO or units[i:i + 2] == ("never", "mind") for i in negated):
            negated = []  # "nah, forget that", "never mind, take that back": the no is the withdrawal's own
        if negated and self._denied_beside_elimination(units, matches, slots, negated):
            negated = []  # "the pope's not hiding him | eliminate the vatican": the denial is the act's reason
        if negated:
            return EvidenceResult(None, 0.0, "table talk (negation)")

        if slots and not hedged and any(m.kind == "cue" and self._acts(m.value) and m.end <= slots[0].start
                                        and m.value[0] not in self.statement_starts for m in matches):
            # "it's" names what follows it ("it's peru"); after a name an act's verb came before (no
            # statement: "it is not mali ..."), it opens the act's reason ("eliminate peru, it's too
            # hot"), no second act
            matches = [m for m in matches if not (m.kind == "cue" and m.value in self.naming_cues
                                                  and not any(0 <= s.start - m.end <= NEAR_SLOT for s in slots))]
        evidence: dict[str, float] = defaultdict(float)
        for m in matches:
            if m.kind == "cue":
                for target, weight in self.cues[m.value]:
                    if target != "neutral":
                        evidence[target] += weight
        slot_targets = {t: e for t, e in evidence.items() if t.split()[0] in self.slot_types}
        other = {t: e for t, e in evidence.items() if t.split()[0] not in self.slot_types}

        if len(values) > 1:
            # a name said, then made precise ("the congo, the drc one"): one destination, the one
            # both names hold; two names that share none are two destinations
            shared = set.intersection(*(set(v) for v in values))
            if len(shared) == 1:
                values = {(next(iter(shared)),)}
        if values:
            if len(values) > 1:
                return EvidenceResult(None, 0.0, "table talk (two destinations named)")
            asks = [e for t, e in other.items() if t.startswith("ask ")]
            # a language whose verb comes last acts when the act's verb closes what is said, whatever fact
            # came before it ("몽골에 바다가 있을 리가 없잖아요 | 몽골 빼요")
            last_word = max(starts, default=len(units)) if starts is not None else None
            act_closes = bool(asks) and last_word is not None and any(
                m.kind == "cue" and m.start >= last_word and self._outright_act(m) and not self._negating(m.value)
                and any(t in slot_targets for t, _w in self.cues[m.value]) for m in matches)
            if asks and not act_closes and max(asks) >= max(MIN_EVIDENCE, max(slot_targets.values(), default=0.0)):
                # "nah mexico's population is way bigger": a fact about a named destination
                return EvidenceResult(None, 0.0, "table talk (a destination named in a question)")
            ids = next(iter(values))
            if self.bare_slot and not other and slot_targets.get(self.bare_slot, 0.0) < MIN_EVIDENCE \
                    and len(slot_targets) <= 1 and set(slot_targets) <= {self.bare_slot}:
                # a district said alone is a move, and so with only a hint of one ("go b4")
                slot_targets = {self.bare_slot: MIN_EVIDENCE}
            if said_units and said_units[0] in self.act_openers and max(slot_targets.values(), default=0.0) < DECISIVE \
                    and said_units[1:2] not in (("you",), ("to",), ("got",)) \
                    and not any(u in self.clause_openers for u in said_units[2:]):
                # "is norway gone already", "is the spy in kenya": a question among players about a
                # name ("is it mexico | we're guessing mexico" decides in a clause of its own; "are
                # you hiding in peru" is asked of the spy: an accusation; "has to be germany" is no question)
                return EvidenceResult(None, 0.0, f"table talk ({said_units[0]!r} opening)", blocked=True)
            if set(slot_targets) == {"eliminate"} and (
                    (starts is not None and self._denial_reasoned(units, matches, starts))
                    or self._denied_name_restated(text, units, matches, slots)):
                return EvidenceResult(None, 0.0, "table talk (a name denied, and why)", blocked=True)
            if not slot_targets:
                reason = "table talk (a destination named in a question)" if other else "no command heard"
                return EvidenceResult(None, 0.0, reason)
            if any(len(units) > len(t) and units[-len(t):] == t for t in self.either_way) \
                    and not any(units[-len(t):] == t for t in self.either_way_requests):
                return EvidenceResult(None, 0.0, "table talk (an act offered either way)", blocked=True)
            for blocker in self.act_blockers:
                if blocker in self.polite_requests and polite:
                    continue  # "can we eliminate finland please": asked of the spy
                neutral = [m for m in matches if m.kind == "cue" and ("neutral", 0.0) in self.cues[m.value]]
                if any(not self._inside_cue(neutral, i, i + len(blocker)) for i in self._occurrences(units, blocker, starts)):
                    return EvidenceResult(None, 0.0, f"table talk ({' '.join(blocker)!r})", blocked=True)
            act_cues = [m for m in matches if m.kind == "cue" and any(t in slot_targets for t, _w in self.cues[m.value])]
            last_act = max((m.end for m in act_cues), default=len(units))
            withdrawn = next((b for b in self.act_withdrawals for i in self._occurrences(units, b, starts) if i >= last_act), None)
            if withdrawn is not None:
                return EvidenceResult(None, 0.0, f"table talk (an act taken back: {' '.join(withdrawn)!r})", blocked=True)
            if self.spaced and act_cues and any(m.kind == "place" for m in matches) and all(
                    m.value in self._near_slot or self._negating(m.value) for m in act_cues):
                # "madagascar is not in south america": a name set against a region or a city, a fact
                # told among players; no act's own verb said
                return EvidenceResult(None, 0.0, "table talk (a name set against a place)")
            if self.spaced and act_cues and all(m.value in self._near_slot for m in act_cues) and \
                    any(units[s.end:s.end + 1] and units[s.end] in self.statement_verbs for s in slots):
                # "wait no, canada is huge": the name opens a statement; the "no" answers a player
                return EvidenceResult(None, 0.0, "table talk (a statement about a destination)")
            if hedged and max(self._distinct_weights(matches, slot_targets).values(), default=0.0) < DECISIVE:
                # the same words said twice ("i bet it's peru, i always bet it's peru") are no
                # more of a decision than once
                return EvidenceResult(None, 0.0, f"table talk ({' '.join(hedged)!r})")
            ranked = sorted(slot_targets.items(), key=lambda kv: -kv[1])
            if len(ranked) > 1 and ranked[0][1] - ranked[1][1] < MIN_MARGIN:
                return EvidenceResult(None, 0.0, "ambiguous evidence")
            target, weight = ranked[0]
            if weight < MIN_EVIDENCE:
                return EvidenceResult(None, 0.0, "no command heard")
            on_table = [i for i in ids if not table or i in table] or list(ids)
            command = {"type": target.split()[0], self.slot_field: on_table[0]}
            score = self._score(weight) * slot_score / 100.0
            return EvidenceResult(command, score, "", frozenset(ids[:1]))

        if not other:
            return EvidenceResult(None, 0.0, "no command heard")
        top = max(other, key=lambda t: other[t])
        if top.startswith("ask ") and top.split()[1] != self.counted_card and other[top] >= MIN_EVIDENCE \
                and any(self._occurrences(units, c, starts) for c in self.counted):
            return EvidenceResult(None, 0.0, "table talk (countries counted)", blocked=True)
        # a choice card named by its options ("the christianity islam buddhism card | christianity"): its name,
        # no option chosen
        naming = self._options_naming_a_card(units, matches) if self.spaced else set()
        if naming:
            matches = [m for k, m in enumerate(matches) if k not in naming]
        said_option_values = {t.split()[2] for m in matches if m.kind == "cue"
                              for t, w in self.cues[m.value] if len(t.split()) == 3 and w >= MIN_EVIDENCE
                              and len(self._option_targets(m.value)) == 1}
        if hedged:
            return EvidenceResult(None, 0.0, f"table talk ({' '.join(hedged)!r})")
        if any(m.kind == "place" and not any(units[m.end:m.end + len(c)] == c for c in self.comparing)
               and not any(m.start - 2 <= i + len(c) <= m.start for c in self.compared_before for i in self._contains(units, c))
               for m in matches):
            return EvidenceResult(None, 0.0, "table talk (a place named in a question)")
        if max(slot_targets.values(), default=0.0) > max(MIN_EVIDENCE - 0.01, max(other.values())):
            # "that rules out the landlocked ones": an act on nothing named is talk, not a question
            return EvidenceResult(None, 0.0, "table talk (an act without a destination)")
        for target in other:  # an option named is what a yes/no question is about
            if len(target.split()) == 3 and target.split()[2] in said_option_values:
                other[target] += OPTION_BONUS
        # ... and then the card's open question is not ("buddha religion most people": the yes/no
        # religion card, not "what is the main religion")
        # ... unless the open question is asked in so many words beside the options, or two options are
        # offered ("what kind of government ... president or prime minister or what", "정부 형태 ...
        # 입헌군주제인지 공화제인지"): the open card, whose answer tells which
        opened = self._open_asked(units, other, said_option_values)
        for choice in opened:
            for target in [t for t in other if t.split()[1:2] == [choice]]:
                other.pop(target)
        for target in [t for t in other if len(t.split()) == 3 and t.split()[2] in said_option_values]:
            other.pop(f"ask {self.open_cards.get(target.split()[1], '')}", None)
        if playable:
            for target in other:
                parts = target.split()
                if parts[0] == "ask" and len(parts) > 1 and parts[1] in playable:
                    other[target] += PLAYABLE_PRIOR
        # two different options of one card said ("french or english") is a question among players
        said_options: dict[str, set[str]] = defaultdict(set)
        for m in matches:
            if m.kind == "cue":
                for target, weight in self.cues[m.value]:
                    parts = target.split()
                    if len(parts) == 3 and weight >= 1.0 and len(self._option_targets(m.value)) == 1:
                        said_options[" ".join(parts[:2])].add(parts[2])
        if any(len(opts) > 1 for card, opts in said_options.items() if card.split()[1] not in opened):
            return EvidenceResult(None, 0.0, "table talk (two options named)")
        if starts is not None and self._card_repaired(all_words, matches, starts):
            return EvidenceResult(None, 0.0, "a card corrected")  # the restart reads the card meant
        if self._cards_offered(units, matches):
            return EvidenceResult(None, 0.0, "table talk (two cards offered)")
        ranked = sorted(other.items(), key=lambda kv: -kv[1])
        target, weight = ranked[0]
        if target.startswith("ask ") and all_words and self.units_key(all_words[0]) in self.player_openers \
                and not any(self.units(" ".join(all_words[1:]))[:len(w)] == w for w in self.players_country):
            return EvidenceResult(None, 0.0, "table talk (asked of a player)", blocked=True)
        if target.startswith("ask ") and self.possessives and not self._names_country(units) \
                and not any(u in self.card_words for u in units) and any(
                u in self.possessives and k + 1 < len(units) and not covered[k + 1]
                for k, u in enumerate(units)):
            return EvidenceResult(None, 0.0, "table talk (about someone's own)")
        runner = ranked[1] if len(ranked) > 1 else None
        if runner is not None and weight - runner[1] < MIN_MARGIN:
            return EvidenceResult(None, self._score(weight) - 10, "ambiguous evidence")
        own = [m for m in matches if m.kind == "cue" and any(t in (target, "neutral") for t, _w in self.cues[m.value])]
        if weight < MIN_EVIDENCE:
            return self._last_resort(units, target, "no command heard")
        if self._card_working(units, own):
            return EvidenceResult(None, 0.0, CARD_REMARK)
        if target.startswith("ask ") and any(m.start > 0 and units[m.start - 1] in self.own_possessives
                                             and units[m.end:m.end + 1] not in {(w,) for w in self.card_words | {"one"}}
                                             for m in own if m.kind == "cue"):
            # "my religion is sunday football", "our coast guard course": the speakers' own (not "my
            # religion card", which names the card they hold)
            return EvidenceResult(None, 0.0, "table talk (about someone's own)")
        if target.startswith("ask ") and any(units[:len(c)] == c and len(units) > len(c)
                                             and units[len(c)] in self.certain_subjects for c in self.certain_openers):
            return EvidenceResult(None, 0.0, STATEMENT_OPINION)  # "of course | they speak english there"
        if target.startswith("ask ") and not asked and len(units) <= REACTION_WORDS and units[0] in self.reaction_words:
            return EvidenceResult(None, 0.0, CARD_REMARK)  # "small population", "tiny country huh": the answer remarked on
        framed = self._framed(units, own, self._covered(len(units), own), self.units(" ".join(all_words)))
        if framed is None and (asked or any(units[-len(t):] == t for t in self.question_tags)):
            framed = True  # "they have a king there?", "the country has sea or not": asked in statement order
        if framed is None and target.startswith("ask ") and any(units[-len(t):] == t for t in self.comparison_tags) \
                and self._names_country(units[:-1]):
            # "they have euro like us", "their money also dollar like ours ah": the hideout set beside the
            # speakers' own, in statement order, a question as often as a remark: asked back
            return EvidenceResult(self._command(target), LAST_RESORT_SCORE, STATEMENT_ASKED, tentative=True)
        if framed is None:
            if self.spaced and self._card_remark(units, own) and self._asked_cards(own[0].value) \
                    and not any(self._contains(units, w) for w in self.statement_subjects):
                return EvidenceResult(None, 0.0, CARD_REMARK)  # a card's own cue opened it, no word for the hideout
            return self._statement_question(units, target, self.units(" ".join(all_words)))
        if not framed:
            return self._last_resort(units, target, "not addressed to the spy", self._score(weight) - 15)
        return EvidenceResult(self._command(target), self._score(weight))

    def _names_country(self, units: tuple[str, ...]) -> bool:
        """Whether a word for the spy's country is said ("there", "the place", "your hideout")."""
        return any(self._contains(units, w) for w in self.country_words)

    def _statement_question(self, units: tuple[str, ...], target: str, said: tuple[str, ...]) -> EvidenceResult:
        """A card question in statement order, without a question mark ("the country has king",
        "they pay with the euro in this country"): a guess at the card, asked back, when the
        hideout is its subject and no word of opinion or reasoning makes it a remark among players
        ("it's definitely a monarchy", "so the country is on the pacific then": ``said`` holds the
        words the matcher strips from the edges). Else talk."""
        if any(self._contains(said, w) for w in self.statement_opinions):
            return EvidenceResult(None, 0.0, STATEMENT_OPINION)
        if target.startswith("ask ") and self.statement_words and len(said) <= self.statement_words \
                and any(self._contains(units, w) for w in self.statement_subjects):
            return EvidenceResult(self._command(target), LAST_RESORT_SCORE, STATEMENT_ASKED, tentative=True)
        return EvidenceResult(None, 0.0, "table talk (a statement)")

    def _last_resort(self, units: tuple[str, ...], target: str, reason: str, score: float = 0.0) -> EvidenceResult:
        """One card's topic, weakly said or not framed to the spy, in an utterance shaped like a
        question that names the country ("how much ground in your hideout"): a guess at the card,
        for the game to ask back ("The land area card?") rather than ignore. Anything else: no
        command, with ``reason``."""
        if self.last_resort and target.startswith("ask ") and any(
                u in self.late_questions or (u in self.trailing_questions and self._asks_at(units, i))
                for i, u in enumerate(units)) \
                and self._names_country(units):
            return EvidenceResult(self._command(target), LAST_RESORT_SCORE, GUESS_AT_CARD, tentative=True)
        return EvidenceResult(None, score, reason)

    def _asks_at(self, units: tuple[str, ...], i: int) -> bool:
        """Whether the verb at ``i`` asks: it opens or closes the utterance ("however many there
        are") or a subject follows it ("is it", "is your country"); not a statement's verb ("the
        night shift is sleeping next door")."""
        return i in (0, len(units) - 1) or any(units[j:j + len(w)] == w for w in self.country_words
                                              for j in (i + 1, i + 2))

    def planned_later(self, words: list[str]) -> bool:
        """Whether ``words`` (normalised, edge words kept) plan a later turn rather than ask now."""
        if not self._later_words.intersection(words):
            return False  # the common case, without stemming the words
        units = self.units(" ".join(words))
        if any(self._contains(units, p) for p in self.later_phrases):
            return True
        if len(units) > 1 and units[-1] in self.later_closing and any(u in self.later_verbs for u in units[:-1]):
            return True
        card_words = self.card_words | {"one"}
        # "after" before a verb in -ing is the Irish and Newfoundland perfect ("i'm after holding this
        # one all night": I have been holding it), no later turn
        return any(u in self.later_before and any(w in card_words for w in units[i + 1:i + 5])
                   and not (i + 1 < len(units) and units[i + 1].endswith(("ing", "in'")))
                   for i, u in enumerate(units))

    def without_mid_repair(self, words: list[str]) -> list[str] | None:
        """``words`` (normalised) without a self-repair said between two words ("... sorry i mean is it
        touching"), or None when none is."""
        for repair in self.mid_repairs:
            k = len(repair)
            for i in range(1, len(words) - k):
                if tuple(words[i:i + k]) == repair:
                    return words[:i] + words[i + k:]
        return None

    def without_rejected_variant(self, words: list[str]) -> list[str] | None:
        """``words`` (normalised) without one form of a card set aside ("so the government one | not the
        either or one | the open one ..."): an opening ("not the"), at most four words, a closer ("one"),
        naming no destination; None when none is, or when what is left opens with a negation ("no | you played
        the letter card | not the euro one": a player corrected)."""
        for opening in self.variant_rejections:
            k = len(opening)
            for i in range(len(words) - k):
                if tuple(words[i:i + k]) != opening:
                    continue
                end = next((j for j in range(i + k, min(i + k + 4, len(words))) if words[j] in self.variant_closers), None)
                if end is not None and not any(m.kind == "slot" for m in self._find(self.units(" ".join(words[i:end + 1])))):
                    kept = words[:i] + words[end + 1:]
                    return None if not kept or self._negating_word(self.units_key(kept[0])) else kept
        return None

    def reports_answer(self, words: list[str]) -> bool:
        """Whether ``words`` (normalised) report or recall an answer the spy already gave."""
        if not self.answer_reports and not self.answer_reports_of_cards:
            return False
        units = self.units(" ".join(words))
        if any(i == 0 or units[i - 1] not in self.answer_report_not_after
               for p in self.answer_reports for i in self._contains(units, p)):
            return True
        return any(self._names_card_topic(units[i + len(p):])
                   for p in self.answer_reports_of_cards for i in self._contains(units, p))

    def _names_card_topic(self, units: tuple[str, ...]) -> bool:
        """Whether ``units`` hold a cue asking a card (whatever else they hold)."""
        return any(t.startswith("ask ") for t in self._cue_targets(units))

    def _cue_targets(self, units: tuple[str, ...]) -> set[str]:
        """Every target a cue found in ``units`` points at ("ask population", "repeat", ...)."""
        return {t for m in self._find(units) if m.kind == "cue" for t, _w in self.cues[m.value]}

    def _states(self, words: list[str]) -> bool:
        """Whether ``words`` make a statement: opened by a statement's start ("it's") or holding a
        statement's verb ("most people are buddhist")."""
        return words[0] in self.statement_starts or any(self.units_key(w) in self.statement_verbs for w in words)

    def _names_a_card_only(self, words: list[str]) -> bool:
        """Whether ``words`` only name a card ("exports", "the history one") or, in a game whose
        places are squares, one square ("d one"): a few words, each cue in them asking a card, no
        destination nor act, and no statement opening them ("it's a monarchy")."""
        if not words or len(words) > MAX_NAMED_CARD or self._states(words):
            return False  # "most people are buddhist | i think": a statement
        found = self._find(self.units(" ".join(words)))
        if self.slot_field != "destination" and [m.kind for m in found] == ["slot"]:
            return True  # Duel "uh, d one | i guess": the start square chosen, unsure
        asking = [m for m in found if m.kind == "cue"
                  and all(t.startswith(self.card_target_kinds) for t, _w in self.cues[m.value])]
        # the neutral words around it ("main", "the") name nothing of their own
        return bool(asking) and all(m in asking or (m.kind == "cue" and ("neutral", 0.0) in self.cues[m.value])
                                    for m in found)

    def asked_through_player(self, said: str, words: list[str]) -> str | None:
        """What a player is told to ask the spy ("ask it how many people live there", "baby ask her
        the coast one", "돈 이름 물어보소"), which the matcher reads as a question offered and asked
        back (a player coached is no decision of the table's): the core ``words`` after the last
        ``spoken_of`` phrase, or the normalised ``said`` before a closing of ``told_closings``. None
        when the speakers ask it themselves ("let's ask it") or nothing else is said."""
        told: list[str] = []
        for closing in self.told_closings:
            if said.endswith(" " + closing):
                told = said[:-len(closing)].split()
                break
        else:
            at = [k + len(phrase) for phrase in self.spoken_of for k in self._contains(tuple(words), phrase)
                  if k == 0 or words[k - 1] not in self.asked_by]
            if at and max(at) < len(words):
                told = words[max(at):]
                told = told[1:] if told[0] == "about" and len(told) > 1 else told
                # "ask it if it's a republic": the yes/no question, asked as the speakers would ask it (of
                # the place, not of a player: "ask her if she wants the coast card" is talk)
                if told[0] in self.if_words and len(told) > 1 and told[1] in self.place_subjects:
                    told = [self.if_asked_with, *told]
        # the table still choosing what to ask ("ask him the history one, no, the religion"): talk
        if not told or any(self.units_key(w) in self.negations for w in told):
            return None
        return " ".join(told)

    def hedged_proposal(self, words: list[str]) -> list[str] | None:
        """The act a proposal softened by hedges proposes, as decided ("let's ask the religion"), when
        ``words`` (the matcher's core words: fillers and edge words gone) close or open with one: a
        request said whole, then a closing hedge ("remove vietnam | i guess"); or softeners ("i mean",
        "perhaps", "i think")
        around a modal of the speakers' own ("we could", "we might", "one might", "we can") and then
        a verb of playing ("ask", "check", "remove"), or a verb of proposing ("i'd suggest", "i'd
        lean toward") and then what is proposed. A modal needs a softener beside it unless it is one
        of ``modals_alone`` or asks leave (``polite_requests``): "we could eliminate australia" weighs
        a choice at the table. Else None.

        The softeners inside what is proposed go too ("tentatively we'd eliminate new zealand i
        think"); everything else stays, so a plan for later, a reason or a question to the table
        still reads as talk."""
        if not self.proposal_verbs:
            return None
        i, softened = self._after_interjections(words), 0
        end = self._without_closings(words, i)
        if end < len(words) and (words[i] in self.proposal_verbs or words[i] in self.proposal_questions
                                 or self._names_a_card_only(words[i:end])):
            return words[i:end]  # "remove vietnam | i guess", "uh exports | maybe if nobody minds"
        i, softened = self._after_softeners(words, i)
        performative = next((p for p in self.proposal_performatives if tuple(words[i:i + len(p)]) == p), None)
        if performative is not None:
            i += len(performative)
        elif softened and i < end and words[i] in self.proposal_asking_verbs:
            pass  # "maybe | ask if it's a republic": a softened request for a card ("maybe eliminate brazil" stays talk)
        elif softened and self._names_a_card_only(words[i:end]):
            return words[i:end]  # "maybe | the island one", Duel "maybe | a two": a card or square named, unsure
        else:
            modal = next((p for p in self.proposal_all_modals if tuple(words[i:i + len(p)]) == p), None)
            if modal is None:
                return None
            i += len(modal)
            i, more = self._after_softeners(words, i)
            softened += more
            if modal in self.proposal_asking_modals:
                if i >= len(words) or words[i] not in self.proposal_asking_verbs:
                    return None
                if any(tuple(words[i:i + len(p)]) == p for p in self.spoken_of):
                    return None  # "shall we ask the spy about the coast": the spy spoken of, to the table
            elif not softened and modal not in self.proposal_modals_alone:
                return None
            if i >= len(words) or words[i] not in self.proposal_verbs:
                return None
        words = words[:end]  # "i'd maybe eliminate morocco | if y'all agree"
        rest: list[str] = []
        while i < len(words):
            n = self._softener_at(words, i)
            if n:
                i += n
            else:
                rest.append(words[i])
                i += 1
        if not rest:
            return None
        if rest[0] in self.proposal_verbs:
            return ["let's", *rest]
        # "i'd want to know | if it lies on the pacific": a question proposed is asked
        return ["tell", "us", *rest] if rest[0] in ("if", "whether") else rest

    def proposes_asking_only(self, words: list[str]) -> bool:
        """Whether ``words`` (core words) open with a modal that proposes a card question only
        (``asking_modals``: "shall we try the coast one", "perhaps we should ask ..."; "perhaps we should get
        rid of chile" asks the table), interjections and softeners before it skipped."""
        i, _softened = self._after_softeners(words, self._after_interjections(words))
        return any(tuple(words[i:i + len(m)]) == m for m in self.proposal_asking_modals)

    def _softener_at(self, words: list[str], at: int) -> int:
        """How many words the softener of a proposal at ``at`` in ``words`` takes ("i think"), 0 if none."""
        return next((len(p) for p in self.proposal_softeners if tuple(words[at:at + len(p)]) == p), 0)

    def _after_softeners(self, words: list[str], at: int) -> tuple[int, int]:
        """Where ``words`` go on after the softeners said from ``at`` ("maybe | i think"), and how many."""
        count = 0
        while (n := self._softener_at(words, at)):
            at, count = at + n, count + 1
        return at, count

    def closed_by_hedges(self, words: list[str]) -> list[str] | None:
        """``words`` (core words) without the hedges closing them ("the per capita money one | maybe"),
        interjections opening them skipped; None when no hedge closes them."""
        i = self._after_interjections(words)
        end = self._without_closings(words, i)
        said = words[i:end]
        if end == len(words) or not said or self._states(said):
            return None  # "most people are buddhist | i think": a statement
        return said

    def _after_interjections(self, words: list[str]) -> int:
        """Where ``words`` begin once the interjections opening them ("oh", "well") are skipped."""
        i = 0
        while i < len(words) and self.units_key(words[i]) in self.interjections:
            i += 1
        return i

    def _without_closings(self, words: list[str], start: int) -> int:
        """Where ``words`` end once the hedges closing them ("i guess", "maybe", "if nobody minds") are
        taken off, one after another, keeping at least one word after ``start``."""
        end = len(words)
        while (closing := next((p for p in self.proposal_closings
                                if end > start + len(p) and tuple(words[end - len(p):end]) == p), None)):
            end -= len(closing)
        return end

    def restarts(self, words: list[str]) -> list[tuple[int, Restart]]:
        """Where a speaker starts the sentence over, last first: after a repair phrase ("no
        wait", "i mean", "scrap that"), after a rejected item ("not russia", "not exports"), where
        the opening word comes back after a repair ("is french no wait | is spanish ..."), before
        a decision after an argument ("should we ... | let's ask the population"), after words
        that settle an argument ("okay fine | eliminate niger", "... so | egypt's out") and after
        a sentence's end ("... haven't you | spain's our guess").

        Each cut comes with what may follow it: "decided" (a decision, a settled argument), an
        "opinion" rather than a request (after a repair or a boundary: "it's not brazil, | it's
        peru", "no | way it's canada"), or "reasoning" (a settled argument or a boundary followed
        by a conclusion about the hideout: "kenya has a coast so | it's not kenya", "... then |
        it must be canada"), which never eliminates or arrests. A language matched by characters
        also cuts after a reason ("-니까"), where only a bare act carried to the name said before it
        is read ("because")."""
        if not self.spaced:
            return self._word_restarts(words)
        if not (self.repairs or self.decisions or self.settles or self.boundaries):
            return []
        units = self.word_units(words)
        cuts: set[int] = set()
        decided: set[int] = set()
        first_repair = len(units)
        for repair in self.repairs:
            for i in self._contains(units, repair):
                if repair == ("no",) and self._determiner_no(units, i):
                    continue  # "the vatican has no farms", "there is no coast": a determiner, no repair
                if any(units[i:i + len(d)] == d for d in self.disbelief):
                    continue  # "no way they have a king": disbelief, no repair
                cuts.add(i + len(repair))
                first_repair = min(first_repair, i)
        rejected: set[int] = set()
        spy_placed: set[int] = set()
        found = self._find(units)
        for m in found:
            # a place rejected as the hideout: "not japan", and "(she's) not in japan"
            before = 2 if m.kind == "slot" and units[max(m.start - 2, 0):m.start] == ("not", "in") else 1
            # (a card's word after "does not", "is not" is a verb or a claim negated, no item rejected:
            # "it does not border the pacific")
            if m.start >= before and units[m.start - before] == "not" and m.kind in ("slot", "cue") \
                    and (m.kind == "slot" or (any(t.startswith("ask ") for t, _w in self.cues[m.value])
                                              and units[max(m.start - before - 1, 0)] not in self.negated_auxiliaries)):
                cuts.add(m.end)
                rejected.add(m.end)
                first_repair = min(first_repair, m.start - before)
                if before == 2 and m.start == 3 and units[0] in self.accused_subjects and any(
                        later.kind == "slot" and later.value == m.value and later.start >= m.end for later in found) \
                        and any(cue.kind == "cue" and cue.start >= m.end and any(
                            t.split()[0] == "eliminate" for t, _w in self.cues[cue.value]) for cue in found):
                    # "she's not in japan | eliminate japan": the spy placed, the same place then
                    # eliminated; no turn handed on (not "he's not in peru | arrest him")
                    spy_placed.add(m.end)
        cuts.update(i for i in range(first_repair + 1, len(units)) if units[i] == units[0])
        for decision in self.decisions:
            decided.update(i for i in self._contains(units, decision) if i > 0)
        joints: set[int] = set()  # settles and boundaries
        for settle in self.settles:
            joints.update(i + len(settle) for i in self._contains(units, settle)
                          if i > 0 and not (self.spaced and settle == ("so",) and _so_of_degree(units, i)))
        settled = set(joints)
        for boundary in self.boundaries:
            joints.update(i + len(boundary) for i in self._contains(units, boundary) if i > 0)
        # a conclusion: opens like one ("... so | it must be canada") or holds a modal of
        # deduction ("... so | nepal cannot be", "... okay | peru has to be it")
        reasoning = {c for c in joints if c < len(units) and (units[c] in self.reasoning_starts
                                                               or any(self._contains(units[c:], d) for d in self.deductions))}
        # "... so egypt's out" decides; "... so it's between peru and chile" still reasons
        decided.update(c for c in settled - reasoning if units[c:c + 1] and units[c] not in self.statement_starts)
        cuts.update(joints)
        cuts.update(self._story_questions(units))
        decided.update(self._closing_acts(units))
        decided.update(self._acts_on_name_said(units))

        def mode(c: int) -> Restart:
            return "decided" if c in decided else "reasoning" if c in reasoning else "opinion"

        # after a turn handed to another player ("ask him about the coast, no, | ask about the
        # religion"), a repair corrects what they are told; only a decision of the speakers' own restarts
        handed = self._handed_on(units)
        # a tail opening with "not" continues a list of rejections ("not kenya, | not nepal"), and so
        # does one joined to it ("it's not mongolia | and | it's not mali")
        joined = {c for c in rejected if c < len(units) and units[c] in _JOINING}
        joined |= {c + 1 for c in joined}
        return sorted(((c, mode(c)) for c in cuts | decided if 0 < c < len(units)
                       and units[c] not in self.negations and c not in joined
                       and not (handed is not None and handed < c and c not in decided | spy_placed)),
                      reverse=True)

    def _tagged(self, units: tuple[str, ...]) -> set[int]:
        """Where ``units`` hold a tag seeking agreement ("isn't he", ``agreeing_tags``)."""
        return {k for tag in self.agreeing_tags for i in self._contains(units, tag) for k in range(i, i + len(tag))}

    def _untagged(self, units: tuple[str, ...]) -> tuple[str, ...]:
        """``units`` without their tags seeking agreement ("he's in qatar | isn't he |")."""
        tagged = self._tagged(units)
        return tuple(u for k, u in enumerate(units) if k not in tagged)

    def _handed_on(self, units: tuple[str, ...]) -> int | None:
        """Where the spy is spoken of to another player ("ask him", "ask it", not "let's ask it")
        or a turn is handed to one ("you ask ..."), if anywhere."""
        at = [k for phrase in self.spoken_of for k in self._contains(units, phrase)
              if k == 0 or units[k - 1] not in self.asked_by]
        at += [k for phrase in self.handing for k in self._contains(units, phrase)]
        at += [0 for b in self.opening_blockers if len(units) > len(b) and units[:len(b)] == b]
        return min(at, default=None)

    def _closing_acts(self, units: tuple[str, ...]) -> set[int]:
        """Where an act on a pronoun closes the sentence ("we don't think it's bolivia | get rid of
        it", "norway can't be it | take it off"): a decision carried to the name said before it
        (:meth:`carry`), unless the sentence supposes a case, proposes or questions the act, or
        negates it right before it."""
        if not self._may_close_on_act(units) or not _ACTED_ON.intersection(units[-MAX_CLOSING_ACT:]):
            return set()
        cuts = set()
        for k in range(max(1, len(units) - MAX_CLOSING_ACT), len(units) - 1):
            tail = units[k:]
            found = self._find(tail)
            # the pronoun is the act's object, not a statement's subject ("... i think | it is")
            if tail[0] not in self.statement_starts and found and found[0].start == 0 and self._acts(found[0].value) \
                    and all(m.kind == "cue" for m in found) and any(u in _ACTED_ON for u in tail[1:]):
                # "peru, we can't | get rid of it", Duel "c3, don't go | to it": the act negated, no decision
                if not self._negated_act(units, k) and not _asked_act(units, k):
                    cuts.add(k)
                break
        return cuts

    def _may_close_on_act(self, units: tuple[str, ...]) -> bool:
        """Whether a sentence may close on a decided act (:meth:`_closing_acts`,
        :meth:`_acts_on_name_said`): it supposes no case, and neither proposes nor doubts nor
        questions the act."""
        return self.spaced and bool(units) and units[0] not in _SUPPOSING \
            and not any(self._contains(units, b) for b in self.act_blockers) \
            and not any(u in self.doubts or u in _QUESTIONING_ACT for u in units)

    def _acts_on_name_said(self, units: tuple[str, ...]) -> set[int]:
        """Where an act on the one name the sentence was about closes it ("germany can't be it |
        eliminate germany please"): a decision, like an act on "it" (:meth:`_closing_acts`), under
        the same conditions; the act names that place and nothing follows it but a filler."""
        if not self._may_close_on_act(units):
            return set()
        found = self._find(units)
        slots = self._one_name_again(found)
        if not slots:
            return set()
        named = slots[-1]
        if any(u not in _CLOSING_FILLERS for u in units[named.end:]):
            return set()
        act = next((m for m in found if m.kind == "cue" and m.end <= named.start and slots[0].end <= m.start
                    and self._acts(m.value) and all(u == "the" for u in units[m.end:named.start])), None)
        if act is None or units[act.start] in self.statement_starts or self._negated_act(units, act.start) \
                or _asked_act(units, act.start) \
                or self._negating(units[act.start:act.end]) or _SUPPOSING.intersection(units[:act.start]):
            return set()  # "... so if it said franc | it can't be france": a case supposed, a statement
        if self._negating(units[:act.start]) and not any(t.split()[0] == "eliminate" for t, _w in self.cues[act.value]):
            return set()  # "he's not in peru | arrest peru": the place ruled out, then arrested in, is no decision
        return {act.start}

    def _takes_back(self, cue: tuple[str, ...]) -> bool:
        """Whether ``cue`` is a cue of taking the last command back ("무르", "취소")."""
        return any(t == "cancel" for t, _w in self.cues[cue])

    def _denied_beside_elimination(self, units: tuple[str, ...], matches: list[Match], slots: list[Match],
                                   negated: list[int]) -> bool:
        """Whether every negation in ``units`` denies the one place an elimination said outright acts on,
        before or after it ("not the aussies | bin australia", "cross out the vatican | there ain't no
        mountain there", "the pope's not hiding him | get rid of vatican city"): one destination named, only
        eliminating verbs said outright, one of them holding no negation itself (not "it's not", "can't be"),
        none governed by a negation (not "let's not bin peru", "we can't just bin peru"), no tag seeking
        agreement, and each negation beside a word of the place or the spy (``_DENIED_OF``) or before its name
        (not "she has done nothing wrong", nor a closing "bin peru, no"). Spaced languages only."""
        if not self.spaced or not slots or len({m.value for m in slots}) != 1:
            return False
        acts = [m for m in matches if self._outright_act(m)]
        if not acts or not all(any(t.split()[0] == "eliminate" for t, _w in self.cues[m.value]) for m in acts):
            return False
        # a verb of its own, holding no negation ("bin", "get rid of"; not "it's not", "can't be")
        decisive = [m for m in acts if not self._negating(m.value)
                    and any(t.split()[0] == "eliminate" and w >= MIN_EVIDENCE for t, w in self.cues[m.value])]
        # a negation with the name between it and the act denies the name, not the act ("it's not the kiwis |
        # cross them off"): only negations after the last name before the act are counted
        if not decisive or self._tagged(units) or any(
                self._negated_act(units, m.start, max((s.end for s in slots if s.end <= m.start), default=0))
                for m in acts):
            return False
        # each negation speaks of the place or the spy ("not the greeks", "there ain't no mountain there", "the
        # pope's not hiding him"), not of something else ("she has done nothing wrong", "... aren't we")
        # ... or of the place by its name ("turn over ghana, mi sure a nuh ghana")
        return all(any(u in _DENIED_OF for u in (*units[max(0, i - 1):i], *units[i + 1:i + 1 + DENIAL_REACH]))
                   or any(i < m.start <= i + DENIAL_REACH for m in slots) for i in negated)

    def _negated_act(self, units: tuple[str, ...], k: int, after: int = 0) -> bool:
        """Whether a negation among the :data:`GOVERNING_WORDS` words before an act starting at
        ``units[k]`` negates it. The words said inside a negated act are not counted ("don't you
        dare | get rid of it", "can't really just | ..."); a negation further back is a statement's
        ("we don't think it's bolivia | get rid of it"), and so is a determiner "no" ("kenya has no
        coast | get rid of it"). Only negations from ``after`` on are counted."""
        start, counted = k, 0
        while start > after and counted < GOVERNING_WORDS:
            start -= 1
            counted += units[start] not in _INSIDE_NEGATED_ACT
        return any(self._negating(units[i:i + 1]) and not self._determiner_no(units, i) for i in range(start, k))

    def _story_questions(self, units: tuple[str, ...]) -> set[int]:
        """Where a question to the spy starts after a story told to the table ("my daddy grew
        cotton | what do they grow over there", "my sister lives by the sea | does your country
        have a coast"): a question word then an auxiliary ("what do", "how big is"), or an
        auxiliary then a subject ("does your country"). Not where a verb of saying or knowing
        embeds it ("my uncle asked | what they grow"), a player is addressed ("mum | what do they
        grow"), or the story names a place the question may be about ("my dad went to kenya | is
        it landlocked")."""
        if not self.question_openers:
            return set()
        cuts = set()
        for i in range(STORY_WORDS, len(units) - 2):
            nxt = units[i + 1:i + 3]
            asking = (units[i] in self.question_openers and (units[i].endswith("'s") or nxt[0] in self.auxiliaries
                                                             or (len(nxt) > 1 and nxt[1] in self.auxiliaries))) \
                or (units[i] in self.auxiliaries and nxt[0] in self.asked_subjects
                    and (units[i] not in self.copulas or nxt[0] in self.copula_subjects))
            if not asking and units[i] in self.auxiliaries and nxt[0] in self.restated_subjects:
                asking = bool(self._card_cues_in(units[:i]) & self._card_cues_in(units[i:]))
            if asking and units[i - 1] not in self.embedding \
                    and not any(units[max(0, i - len(b)):i] == b for b in self.blockers) \
                    and not any(m.kind in ("slot", "place") for m in self._find(units[:i])):
                cuts.add(i)
        return cuts

    def _word_restarts(self, words: list[str]) -> list[tuple[int, Restart]]:
        """Restarts for a language matched by characters (Korean), at word boundaries: after a
        word that is a repair ("인구 아 아니 | 면적 알려 줘") and after one that ends a sentence
        ("어디까지 했지 | 현재 상황 알려 줘"). An opinion may follow either."""
        whole = " ".join(words)
        if self._own_group(self.units(whole), self._word_starts(whole)):
            return []  # "우리 조선족들은 러시아 말 | 좀 하는 사람 많소": all of it about them
        cuts = set()
        for i, word in enumerate(words[:-1]):
            said = "".join(self.units(word))
            # a one-syllable ending ends a sentence only after a stem ("했지"; "다" alone is "all")
            if said in self.word_repairs or said in self.word_settles or said not in self.not_sentence_ends and any(
                    ends_like(said, e) and (len(said) > len(e) or len(e) > 1) for e in self.sentence_ends):
                cuts.add(i + 1)
            elif any(ends_like(said, e) for e in self.story_ends) and self._named_again(words, i + 1):
                cuts.add(i + 1)
        # "그 카드 누가 가지고 있어요 | 화폐 첫 글자 그거요": after talk about a card, a card named only to say
        # which one ("그거요") says which card the talk was about; nothing is asked
        if self.card_thing_word and words and "".join(self.units(words[-1])) in self.card_thing_referents:
            cuts = {c for c in cuts if self.card_thing_word not in "".join(self.units(" ".join(words[:c])))}
        # "너 차례야 | 인구 물어봐": after a player is addressed, what follows is said to them too
        addressed = ["".join(self.units(w)) for w in words]
        if len(words) > 2 and addressed[0] in self.addressing \
                and "".join(addressed).endswith(self.own_plays) and self.own_plays:
            # "할머니 | 수출품 카드 쓸게요": a person called, then the speaker's own play: theirs to do
            return [(1, "decided")]
        cuts = {c for c in cuts if not any(
            any(w.startswith(m) for w in addressed[:c]) if m in self._addressing_openings
            else m in addressed[:c] if m in self._addressing_words else m in "".join(addressed[:c])
            for m in self.addressing)}
        # "코트디부아르는 아프리카에 있어요 | 거기는 프랑스어 써요": after a place is named, "거기" is that
        # place, not the hideout
        cuts = {c for c in cuts if not (
            any(self._contains(self.units(" ".join(words[c:])), w) for w in self.reason_places)
            and any(m.kind in ("slot", "place") for m in self._find(self.units(" ".join(words[:c])))))}
        # after a reason ("브라질은 아닌 것 같으니까 | 빼"), only a bare act on the name said before it
        # is read (``carry``); anything else said after a reason is more reasoning ("사막이니까 | 농산물이 뭐 있겠노")
        because = {i + 1 for i, word in enumerate(words[:-1])
                   if "".join(self.units(word)).endswith(self.reason_ends)} - cuts if self.reason_ends else set()
        # after a story in the past joined on ("-었는데"), what follows tells more of it: only an act
        # carried to the name said before it is read ("칠레 가 봤었는데 | 칠레 빼")
        joins = {i + 1 for i, word in enumerate(words[:-1])
                 if any(ends_like("".join(self.units(word)), e) for e in self.story_joins)
                 and not "".join(self.units(word)).endswith(self.not_story_joins)} & cuts
        cuts -= joins
        # after a word's meaning asked of the table ("인구 무슨 뜻이에요 | 사람 수 맞아요"), what follows is the
        # asker's gloss checked with the table, no request
        cuts = {c for c in cuts if not any(self._contains(self.units(" ".join(words[:c])), w) for w in self.meaning_asked)}
        # what closes on a reason's tag is a reason given, never a request of its own ("케냐 빼 주세요 |
        # 인구가 너무 많거든요")
        if self.reason_tags:
            cuts = {c for c in cuts if not "".join(self.units(" ".join(words[c:]))).endswith(self.reason_tags)}
        # ... and so after what all know, recalled ("지디피 높다고 했잖아요 | 그럼 | 잘사는 나라예요"), when
        # what follows neither asks nor requests: a conclusion drawn, not a question
        for i, word in enumerate(words[:-1]):
            if self.reason_tags and "".join(self.units(word)).endswith(self.reason_tags):
                ends = {i + 1, *(k + 1 for k in range(i + 1, len(words) - 1)
                                 if all("".join(self.units(w)) in self.word_settles for w in words[i + 1:k + 1]))}
                for cut in ends & cuts:
                    tail = self.units(" ".join(words[cut:]))
                    if not any(self._contains(tail, w) for w in self.question_words) \
                            and not "".join(tail).endswith(self.reason_requests):
                        cuts.discard(cut)
                        because.add(cut)
        return sorted([*((c, "opinion") for c in cuts), *((c, "because") for c in because | joins)], reverse=True)

    def hedge_after_request(self, words: list[str]) -> int | None:
        """For a language matched by characters: where a request said whole ends before a hedge
        trailing after it (``hedges_after_requests``: "통화 카드 쓸게요 | 아마도", "몽골 빼 주세요 | 아마"),
        a speaker trailing off unsure of themselves, not of the request. None: no such close."""
        if self.spaced or len(words) < 2 or "".join(self.units(words[-1])) not in self.trailing_hedges:
            return None
        return len(words) - 1 if "".join(self.units(words[-2])).endswith(self.request_closes) else None

    def request_before_remark(self, words: list[str]) -> list[int]:
        """Where a card request said whole ends before a remark to the table (``remarks_after_requests``:
        "면적 카드 낼게요 | 아 진짜 이거밖에 없네", "바다에 접해 있는지 알려줘 | 어느 바다든 상관없고", "we'll go
        with the land area card | seeing as it's my turn"), the remark naming no place, doing no act and
        taking nothing back (no repair, no act blocker: "... 낼게요 | 아니 말고"). The cuts, first first."""
        if not self.remark_request_closes:
            return []
        cuts = []
        for cut in range(1, len(words)):
            said = "".join(self.units(words[cut - 1]))
            # a spaced language's close is a whole word ("card", "please"); Korean's, an ending
            if not (said in self.remark_request_closes if self.spaced else said.endswith(self.remark_request_closes)):
                continue
            tail_units = self.units(" ".join(words[cut:]))
            if self.spaced and (self.units_key(words[cut]) not in self.remark_openers
                                or any(self._contains(tail_units, w) for w in self.addition_withdrawals)):
                continue  # "the population card | is my favourite", "... card | later": no new clause, or put off
            tail = self._find(tail_units)
            if any(m.kind in ("slot", "place") or (m.kind == "cue" and self._acts(m.value)) for m in tail) \
                    or any("".join(self.units(w)) in self.word_repairs for w in words[cut:]) \
                    or any(self._contains(tail_units, b) for b in self.act_blockers) \
                    or any(self._answers.get(self.units(" ".join(words[a:b]))) == "cancel"
                           for a in range(cut, len(words)) for b in range(a + 1, len(words) + 1)):
                continue
            cuts.append(cut)
        return cuts

    def remarks_after_question(self, words: list[str]) -> list[int]:
        """Where a card question may end, said whole, and a remark of the speaker's own begin that opens
        a clause (``remarks_after_questions``; spaced languages: "how tall's the biggest
        mountain | do i need chains or what"). The remark names no place, acts on nothing, asks no card,
        takes nothing back (no repair, no doubt: "... | i think", "... | just kidding") and holds no
        negation. Longest question first."""
        if not self.spaced or not self.question_remark_openers:
            return []
        units = self.word_units(words)

        def remark(part: tuple[str, ...]) -> bool:
            return not any(m.kind in ("slot", "place") or (m.kind == "cue" and (
                self._acts(m.value) or self._asked_cards(m.value))) for m in self._find(part)) \
                and not any(self._negating_word(u) or u in self.word_repairs for u in part) \
                and not any(self._contains(part, w) for w in self.question_remark_doubts)

        return [cut for cut in range(len(units) - 1, 1, -1)
                if units[cut] in self.question_remark_openers and units[cut - 1] not in self.addition_joined
                and remark(units[cut:])]

    def goes_on_about_named(self, words: list[str], cut: int, card: str) -> bool:
        """For a language matched by characters: whether ``words[cut:]``, read as a question on
        ``card``, goes on telling about a place named before the cut ("몽골 돈 투그릭이에요 | 달러 아니에요":
        Mongolia's money told, then what it is not): the words before the cut name one destination
        and speak of the same card's topic (a cue for it), so the subject left unsaid after the cut
        is still that place, not the hideout. A new card after it ("몽골은 바다 없어요 | 인구 알려 줘") asks."""
        if self.spaced or cut <= 0:
            return False
        head_units, tail_units = self.units(" ".join(words[:cut])), self.units(" ".join(words[cut:]))
        if any(self._contains(head_units, w) for w in self.question_words) \
                or any(self._contains(tail_units, w) for w in self.hideout_subjects):
            return False  # "... 한국말로 뭐지 | ..." asked; "중국은 ... 이 나라는 ...": the hideout said as the subject
        head = self._find(head_units)
        named = {m.value for m in head if m.kind == "slot"}
        topics = {t.split()[1] for m in head if m.kind == "cue" for t, _w in self.cues[m.value]
                  if t.startswith("ask ") and len(t.split()) > 1}
        return len(named) == 1 and card in topics and not any(m.kind == "slot" for m in self._find(tail_units))

    def _named_again(self, words: list[str], cut: int) -> bool:
        """Whether ``words[cut:]`` open with a destination ``words[:cut]`` named too ("아이슬란드는 ...
        안 갔어 | 아이슬란드 빼소")."""
        tail = [m for m in self._find(self.units(" ".join(words[cut:]))) if m.kind == "slot"]
        return bool(tail) and tail[0].start == 0 and any(
            m.kind == "slot" and m.value == tail[0].value for m in self._find(self.units(" ".join(words[:cut]))))

    def act_before_reason(self, words: list[str]) -> int | None:
        """Where an act on one name ends and its reason begins ("코소보 빼요 | 코소보는 바다도 없잖아"):
        after a word ending a sentence, when the words before it act on one name, whole (no act
        blocker nor final blocker reaching over the cut: "페루 빼지 | 마"), and those after speak of
        the same place (``reason_places``) without an act, a repair, a no or another name. None
        otherwise (languages matched by characters only)."""
        if self.spaced or not self.reason_places:
            return None
        for cut in range(1, len(words)):
            said = "".join(self.units(words[cut - 1]))
            if not any(ends_like(said, e) and len(said) > len(e) for e in self.sentence_ends):
                continue
            head = self._find(self.units(" ".join(words[:cut])))
            named = {m.value for m in head if m.kind == "slot"}
            if len(named) != 1 or not any(m.kind == "cue" and self._acts(m.value) and m.value not in self._near_slot
                                          for m in head):
                continue
            # the act said whole before the cut: not "페루 빼지 | 마 ...", "페루 빼야 | 돼 ..."
            joint = self.units(" ".join(words[:cut + 1]))
            if any(self._contains(joint, b) for b in self.act_blockers) \
                    or any(joint[-len(b):] == b for b in self.final_blockers if len(joint) > len(b)):
                return None
            tail_units = self.units(" ".join(words[cut:]))
            tail = self._find(tail_units)
            if {m.value for m in tail if m.kind in ("slot", "place")} - named \
                    or any(m.kind == "cue" and self._acts(m.value) and m.value not in self._near_slot for m in tail) \
                    or any("".join(self.units(w)) in self.word_repairs for w in words[cut:]) \
                    or any(self._answers.get(self.units(" ".join(words[a:b]))) == "cancel"
                           for a in range(cut, len(words)) for b in range(a + 1, len(words) + 1)):
                return None  # "... 안 돼 거기는 ...": a no, whole words, one or more
            if any(m.kind == "slot" for m in tail) or any(self._contains(tail_units, w) for w in self.reason_places) \
                    or (self.reason_tags and "".join(tail_units).endswith(self.reason_tags)):
                return cut
            return None
        return None

    def question_before_remark(self, words: list[str]) -> int | None:
        """Where a card question about the hideout ends and a remark about somewhere else begins
        ("이 나라 차 어느 쪽으로 가요 | 스리랑카는 왼쪽", "해안선 있는지 물어봐요 | 우리 나라 바다 없어요"):
        after a word ending a sentence, when the words before it name no place and name the hideout
        as their subject (``hideout_subjects``), ask with a question word or close on a request (``reason_requests``),
        and those after name a destination or a place and ask nothing (no question word). None
        otherwise (languages matched by characters only)."""
        if self.spaced or not self.sentence_ends:
            return None
        for cut in range(len(words) - 1, 0, -1):
            said = "".join(self.units(words[cut - 1]))
            if not self._ends_sentence(words[cut - 1]):
                continue
            head_units, tail_units = self.units(" ".join(words[:cut])), self.units(" ".join(words[cut:]))
            if any(m.kind in ("slot", "place") for m in self._find(head_units)) \
                    or not (any(self._contains(head_units, w) for w in self.hideout_subjects)
                            or any(self._contains(head_units, w) for w in self.question_words)
                            or (self.reason_requests and said.endswith(self.reason_requests))):
                continue  # ... or ask with a question word ("운전 어느 쪽 해요 | 네팔 왼쪽이에요": the speaker's home told)
            if any(m.kind in ("slot", "place") for m in self._find(tail_units)) \
                    and not any(self._contains(tail_units, w) for w in self.question_words):
                return cut
        return None

    def remark_inside(self, words: list[str]) -> tuple[int, int] | None:
        """Where a remark about a named destination sits between (or after) the words of a card
        question about the hideout ("바다 있어요 없어요 | 카자흐스탄은 없어요 | 진짜 바다", "돈 이름 처음
        글자요 | 네팔은 루피 | 거기는 뭐예요"): the remark opens on the first destination named, right after a
        word ending a sentence, and runs to the next word ending one or to the hideout named again
        (``hideout_subjects``, "거기"); it does nothing (no act) and the words around it name no place.
        (start, end) word indices, else None (languages matched by characters only)."""
        if self.spaced or not self.sentence_ends:
            return None

        def names_place(part: list[str]) -> bool:
            return any(m.kind in ("slot", "place") for m in self._find(self.units(" ".join(part))))

        start = next((k for k in range(1, len(words)) if names_place(words[k:k + 1])), None)
        if start is None or not self._ends_sentence(words[start - 1]) or names_place(words[:start]):
            return None
        hideout_named = tuple("".join(w) for w in (*self.hideout_subjects, *self.hideout_pointers))
        end = start + 1
        while end < len(words) and not self._ends_sentence(words[end - 1]) \
                and not "".join(self.units(" ".join(words[end:end + 2]))).startswith(hideout_named):
            end += 1
        remark = self._find(self.units(" ".join(words[start:end])))
        if any(m.kind == "cue" and self._acts(m.value) for m in remark) or names_place(words[end:]):
            return None
        # the words around it ask about the hideout: named ("거기", "그 나라") or with a question word
        # ("스페인어 쓰는 나라가 둘이나 있슴다 | 멕시코하고 아르헨티나" counts places on the table)
        around = self.units(" ".join(words[:start] + words[end:]))
        if not any(self._contains(around, w) for w in (*self.hideout_subjects, *self.hideout_pointers,
                                                       *self.question_words)):
            return None
        return start, end

    def _ends_sentence(self, word: str) -> bool:
        """Whether ``word`` ends a sentence (a language matched by characters: ``sentence_ends``, not
        ``not_sentence_ends``)."""
        said = "".join(self.units(word))
        return said not in self.not_sentence_ends and any(ends_like(said, e) and len(said) > len(e)
                                                           for e in self.sentence_ends)

    def why_asked_after(self, words: list[str]) -> list[int]:
        """Where a card question may end and the reason it is asked begin ("what do they farm
        mostly | because if it's cocoa that narrows it down", "how many countries touch it | cos
        mozambique has six"), longest question first: the reason opens with ``question_reasons``
        and takes nothing back (a repair); what it says is the players' reasoning, places, cards
        and cases supposed and all. Spaced languages only."""
        if not self.spaced:
            return self._request_then_reason(words)
        units = self.word_units(words)
        # a guess at the answer that goes on to propose a play is the table choosing ("..., maybe we should ask the borders")
        # (a guess names something: "is it on the pacific | i reckon" is a hedge, asked back)
        # (nor is a statement's copula left before it: "the currency is | probably the euro" guesses, asks nothing)
        guesses = [cut for cut in self._reasons_after(units, self.answer_guesses)
                   if units[cut - 1] not in _COPULAS
                   and not any(u in self.proposal_verbs or u in self.guess_proposals for u in units[cut:])
                   and any(units[cut:cut + len(g)] == g and len(units) > cut + len(g) for g in self.answer_guesses)]
        return sorted({*self._reasons_after(units, self.question_reasons), *guesses}, reverse=True)

    def why_acted_after(self, words: list[str]) -> list[int]:
        """Where an elimination or arrest said outright may end and the reason for it begin ("bin
        norway | it's got a coast the size of the moon", "take away bolivia | it's landlocked and she
        said there's a coast"), longest act first: the reason opens with ``act_reasons`` and takes
        nothing back (a repair), and the act opens the sentence. Spaced languages only; the act
        itself is checked by the matcher."""
        if not self.spaced or not self.act_reasons:
            return []
        units = self.word_units(words)
        # the act opens the sentence, as a request does ("bin norway | ..."); "so it's not nigeria then |
        # because ..." concludes an argument
        opening = 1 if units and units[0] in _OPENING_FILLERS else 0
        if units[opening:opening + 1] and units[opening] in self.statement_starts:
            return []  # "it's not brazil | it's peru": an opinion, no act
        # ... and is no statement ("wallahi it's not somalia | trust me": an opinion after an oath)
        if not any(m.start <= 1 and self._outright_act(m) and units[m.start] not in self.statement_starts
                   for m in self._find(units)):
            return []
        return self._reasons_after(units, self.act_reasons)

    def _reasons_after(self, units: tuple[str, ...], openers: list[tuple[str, ...]]) -> list[int]:
        """Where a reason opened by one of ``openers`` may begin, after two words or more, longest
        head first; none where a repair follows ("... cos no wait, ask the coast"), though a bare
        "no" may be the reason's own ("because there's no coast")."""
        cuts = {cut for opener in openers for cut in self._contains(units, opener)
                if cut >= 2 and not any(self._contains(units[cut:], w) for w in self.repairs if w not in _BARE_NOS)}
        return sorted(cuts, reverse=True)

    def _request_then_reason(self, words: list[str]) -> list[int]:
        """A language matched by characters: where a card asked for whole ends on a request's own
        words (``requests_before_reasons`` ends: "해안선 있는지 물어봐 | 바다 없으면 서핑 못 하잖아", "주요
        수출품 카드를 내겠습니다 | 석유가 나오면 ...") and the players' reasoning follows: two words or
        more that reason (one of its ``marks``: "-면", "-니까", "-잖아"), however it ends, unless it
        takes the question back (its ``withdrawals``: "아니야", "말고", "아까 했잖아"); shortest
        question first."""
        ends, withdrawals = self.reason_request_ends, self.reason_withdrawals
        if not ends:
            return []
        cuts = []
        for cut in range(1, len(words) - 1):  # the reasoning is two words or more ("물어봐 | 봐" is one verb)
            said = " ".join(words[:cut])
            if not any(said.endswith(e) for e in ends):
                continue
            tail = self.units(" ".join(words[cut:]))
            # reasoning reasons ("-면", "-니까", "-잖아", "-겠"); "빨리 종교 물어봐 | 시간 없어" urges a player
            if any(self._contains(tail, w) for w in withdrawals) or not any(self._contains(tail, m) for m in self.reason_marks):
                continue
            cuts.append(cut)
        return cuts

    def additions(self, words: list[str]) -> list[int]:
        """Where a command said whole may end and an addition begin, longest command first
        ("one more time spy | the lads were shouting", "lose italy | they're used to losing
        anyway"): the addition opens a clause (``openers``), asks no card (but by a word of the
        room's own phrases: "make it quick") and names no destination, and holds nothing that doubts, reports, delays or takes back what came before
        (``withdrawals``, hedges, tags, repairs: "eliminate peru | they said", "... | i'm not sure"),
        nor a blocker but the room's own (``asides``: "the lads were shouting", "pass the crisps").
        An act's own words may come back in it ("... | sure he'd never hide there").
        Spaced languages only."""
        if not self.spaced or not self.addition_openers:
            return []
        units = self.word_units(words)
        cuts = []
        for cut in range(len(units) - 1, 1, -1):
            if units[cut] not in self.addition_openers:
                continue
            tail = units[cut:]
            # the room's own phrases mean what they say: "make it quick" asks no card by its "make"
            asides = [(i, i + len(b)) for b in self.addition_asides for i in self._contains(tail, b)]
            if any(m.kind in ("slot", "place") or (m.kind == "cue" and self._asked_cards(m.value)
                                                   and not any(a <= m.start and m.end <= b for a, b in asides))
                   for m in self._find(tail)):
                break  # the addition names a place or a card: it speaks of the game, no aside
            if any(self._contains(tail, w) for w in (*self.addition_withdrawals, *self.soft_blockers,
                                                     *self.final_blockers, *self.repairs)) \
                    or any(self._contains(tail, b) for b in self.blockers if b not in self.addition_asides):
                break
            if units[cut - 1] in self.addition_joined:
                continue  # "how many companies do | you work for": the cut splits a clause
            cuts.append(cut)
        return cuts

    def asides_of_requests(self, words: list[str]) -> list[tuple[list[str], list[str]]]:
        """(request, aside) splits of a short utterance (:data:`ASIDE_WORDS_MAX`) into a request of the
        conversation and an aside: the aside after it opening a clause or after a closing word
        (``additions_after_commands`` openers and closers: "repeat that please | grandpa didn't hear"), or before it, the request opening on its own
        words (``asides_of_requests`` openers: "i was on my phone | say that again"). Spaced languages only."""
        if not self.spaced or not self.request_openers or len(words) > ASIDE_WORDS_MAX:
            return []
        units = self.word_units(words)
        splits = []
        for cut in range(1, len(words)):
            if (units[cut] in self.aside_openers or units[cut - 1] in self.aside_closers) \
                    and units[cut - 1] not in self.aside_joined:
                splits.append((words[:cut], words[cut:]))
            # an opener of one word or several ("say", "what did you say")
            opens = any(" ".join(units[cut:cut + len(o.split())]) == o for o in self.request_openers)
            if opens and not any(self._negating_word(u) for u in units[:cut]):
                splits.append((words[cut:], words[:cut]))  # ("don't | cancel that": a negation governs it)
        return splits

    def _negating_word(self, unit: str) -> bool:
        return unit in self.negations or unit.endswith("n't")

    def withdraws(self, words: list[str]) -> bool:
        """Whether ``words`` say a cancel's own word ("cancel", "scrap", "never mind"), not only a no or a wait."""
        units = self.word_units(words)
        return any(self._contains(units, w) for w in self.withdrawal_words)

    def aside(self, words: list[str], kind: str) -> bool:
        """Whether ``words`` speak only of the players ("grandpa didn't hear", "i was on my phone"): no
        destination, place, card nor act in them, and no yes or no but a cancel's own ("cancel that |
        it was a mistake")."""
        units = self.word_units(words)
        found = self._find(units)
        answers = {"confirm", "cancel"} - ({"cancel"} if kind == "cancel" else set())
        return bool(units) and not any(m.kind in ("slot", "place") or (m.kind == "cue" and (
            self._asked_cards(m.value) or self._acts(m.value))) for m in found) \
            and not any(self._answers.get(units[a:b]) in answers
                        for a in range(len(units)) for b in range(a + 1, min(len(units), a + 4) + 1))

    def absence_after(self, words: list[str]) -> list[int]:
        """Where an elimination may end and the reason that the spy is not there begin ("bin peru |
        we don't reckon you're there"), longest head first: the reason opens a clause
        (``addition_openers``), says the spy is absent (``absence_phrases``), names no place nor
        card and takes nothing back (``absence_withdrawals``, repairs). Spaced languages only."""
        if not self.spaced or not self.absence_phrases:
            return []
        units = self.word_units(words)
        cuts = []
        for cut in range(len(units) - 1, 1, -1):
            tail = units[cut:]
            if units[cut] not in self.absence_openers or units[cut - 1] in self.addition_joined \
                    or not any(self._contains(tail, p) for p in self.absence_phrases) or not self._negating(tail):
                continue
            if any(m.kind in ("slot", "place") or (m.kind == "cue" and self._asked_cards(m.value))
                   for m in self._find(tail)) \
                    or any(self._contains(tail, w) for w in (*self.absence_withdrawals, *self.repairs)):
                continue
            cuts.append(cut)
        return cuts

    def contrast_after(self, words: list[str]) -> list[int]:
        """Where a question may end and a contrast saying what it does not mean begin ("number of
        land borders please | and not just the length of the fence"), longest question first: the
        contrast opens with ``contrast_openers``, names no place and acts on nothing, and holds no
        withdrawal ("not now", "not sure", "or"), repair, hedge nor blocker. Spaced languages only."""
        if not self.spaced or not self.contrast_openers:
            return []
        units = self.word_units(words)
        cuts = []
        for cut in range(len(units) - 2, 1, -1):
            tail = units[cut:]
            opener = _longest_opening(tail, self.contrast_openers)
            clarifier = _longest_opening(tail, self.clarifiers)
            said = opener or clarifier
            if said is None or len(tail) == len(said):
                continue
            # the opener's own words ("i mean not ...") are no repair; a clarifier ("... | i mean by law")
            # names no card of its own, or it corrects the question ("population | i mean the area")
            rest = tail[len(said):]
            if any(m.kind in ("slot", "place") or (m.kind == "cue" and m.start >= len(said) and self._acts(m.value))
                   or (opener is None and m.kind == "cue" and self._asked_cards(m.value)) for m in self._find(tail)) \
                    or any(self._contains(tail, w) for w in self.contrast_withdrawals) \
                    or any(self._contains(rest, w) for w in (*self.addition_withdrawals, *self.repairs, *self.soft_blockers,
                                                             *self.final_blockers, *self.blockers)):
                continue
            cuts.append(cut)
        return cuts

    def restated_after(self, words: list[str]) -> list[tuple[int, list[str]]]:
        """Where a question may end and the card it asks be named again after a tag of shared
        knowledge ("on average how much money they make there | you know the gdp"), longest
        question first, with the words naming it again (the matcher keeps the question when they
        read as the same card). The tail names no place, acts on nothing and holds no
        negation, repair or blocker. Spaced languages only."""
        if not self.spaced or not self.restatements:
            return []
        units = self.word_units(words)
        found = []
        for cut in range(len(units) - 2, 1, -1):
            tail = units[cut:]
            said = _longest_opening(tail, self.restatements)
            if said is None or len(tail) == len(said) or len(tail) - len(said) > MAX_RESTATEMENT:
                continue
            rest = tail[len(said):]
            if self._negating(rest) or any(m.kind in ("slot", "place") or (m.kind == "cue" and self._acts(m.value))
                                           for m in self._find(rest)) \
                    or any(self._contains(rest, w) for w in (*self.repairs, *self.soft_blockers, *self.final_blockers,
                                                             *self.blockers)):
                continue
            again = words[cut + len(said):]
            if again and again[0] in self.restated_possessives:
                again = ["the", *again[1:]]
            found.append((cut, again))
        return found

    def said_whole(self, words: list[str], kind: str) -> bool:
        """Whether ``words``, read as a command of ``kind``, say it as a whole request rather than
        drop a name or a card into a remark: a cue of that command is in them, and they open like
        a question or a request or close on "please" or "spy" (card questions), open on the act
        itself or say it decisively (eliminations and arrests: "lose italy", "we are arresting you
        in nigeria", not "it is not mali"), or hold a whole cue (help, the score, a repeat)."""
        units = self.word_units(words)
        found = self._find(units)
        # a verb said around the name is a cue too ("turn | peru | over", "cross | chad | off")
        unnamed = tuple(u for k, u in enumerate(units) if not any(m.kind == "slot" and m.start <= k < m.end for m in found))
        own = [w for m in (*found, *self._find(unnamed)) if m.kind == "cue" for t, w in self.cues[m.value]
               if t.split()[0] == kind and w > 0]
        if not units or not own or any(u in self.negations for u in units):
            return False  # a negated head is no command said whole ("kenya we will not take | it off")
        if kind == "ask":
            return units[-1] in self.addition_closers or any(units[:len(a)] == a for a in self.addition_asks)
        if kind in ("eliminate", "guess"):
            return units[0] not in self.statement_starts or max(own) >= 2
        return max(own) >= 1

    def _open_asked(self, units: tuple[str, ...], other: dict[str, float], said_option_values: set[str]) -> set[str]:
        """The choice cards whose open card is asked instead: the open card's own words heard
        (``open_cards``) with the choice's options, and the open question said (``open_questions``:
        "what kind", "어떤") or more than one option offered."""
        opened: set[str] = set()
        for choice, open_card in self.open_cards.items():
            options = {t.split()[2] for t in other if len(t.split()) == 3 and t.split()[1] == choice
                       and t.split()[2] in said_option_values}
            if options and other.get(f"ask {open_card}", 0.0) >= MIN_EVIDENCE \
                    and (len(options) > 1 or any(self._contains(units, q) for q in self.open_questions)):
                opened.add(choice)
        return opened

    def substitute(self, words: list[str], cut: int) -> list[str] | None:
        """A correction of the name alone ("eliminate kenya, no, nepal"): the words before the
        repair with their last name replaced by the one said after ``cut``; None when the words
        after ``cut`` are not a name alone."""
        units = self.word_units(words)
        tail = [m for m in self._find(units[cut:]) if m.kind == "slot"]
        said_to = cut + tail[-1].end if tail else 0
        # the name said again for emphasis ("... i mean ethiopia ethiopia", "... guyana, yeah, guyana",
        # "... the uk, the whole united kingdom") is the name once
        while len(tail) > 1 and tail[-1].value == tail[-2].value and all(
                self._answers.get((u,)) in ("confirm", "polite") or u in _WHOLE_OF
                for u in units[cut + tail[-2].end:cut + tail[-1].start]):
            tail.pop()
        if len(tail) != 1 or said_to != len(units):
            return None
        said_before = units[cut:cut + tail[0].start]  # "in" of "sorry, in brazil"
        pointing = 0
        if said_before and all(u in _ARTICLES or u in _NAMING for u in said_before):
            # "holland, i mean the netherlands": the article goes with the name; "kenya, no, it's
            # nepal": "it's" only points at the one meant, and is dropped
            while pointing < len(said_before) and said_before[pointing] in _NAMING:
                pointing += 1
            said_before = ()
        head = [m for m in self._find(units[:cut]) if m.kind == "slot"]
        if not head or units[max(0, head[-1].start - len(said_before)):head[-1].start] != said_before:
            return None
        rejected = [m for m in head[:-1] if m.value == head[-1].value]
        negated = head[-1].start > 0 and units[head[-1].start - 1] in self.negations
        if rejected and not said_before and negated:
            # "cross off peru | it's not peru | it's chile": the name first said is replaced, and the
            # repair that rejects it again goes with it
            first = rejected[0]
            return [*words[:first.start], *words[cut + pointing:cut + tail[0].end]]
        if negated and pointing:
            return None  # "it's not brazil, it's peru": one name set against another, an opinion
        start = head[-1].start - len(said_before)
        return [*words[:start], *words[cut + pointing:cut + tail[0].end],
                *words[head[-1].end:self._repair_start(units, cut)]]

    def substitute_card(self, words: list[str], cut: int) -> list[str] | None:
        """A correction of the card alone, the question going on after it ("does the atlantic, no, the
        pacific touch it"): the words before the repair with the card said last before it replaced by
        the one opening the words after ``cut`` after an article (dropped), and what follows kept; None
        unless a card's cue ends right at the repair and another card's opens the words after it ("how many
        people live there i mean | how big is it" says the question again, whole).
        Spaced languages only."""
        if not self.spaced:
            return None
        units = self.word_units(words)
        opening = cut
        while opening < len(units) and units[opening] in _ARTICLES:
            opening += 1
        repair_at = self._repair_start(units, cut)
        head = [m for m in self._find(units[:repair_at]) if m.kind == "cue" and self._asked_cards(m.value)]
        tail = [m for m in self._find(units[opening:]) if m.kind == "cue" and self._asked_cards(m.value)]
        if opening == cut or not head or not tail or head[-1].end != repair_at or tail[0].start != 0 \
                or self._asked_cards(head[-1].value) & self._asked_cards(tail[0].value):
            return None
        return [*words[:head[-1].start], *words[opening:]]

    def acts_outright(self, words: list[str]) -> bool:
        """Whether ``words`` hold a verb of an act said outright ("slovenia, get rid of slovenia",
        "sweden's gone"): a cue of an act that neither names what follows it ("it's peru") nor
        counts only beside a name ("no", "not"), in words not opened by a question word. After a
        repair such an act is decided; an opinion ("no, it's peru") is not."""
        units = self.units(" ".join(words))
        if not units or units[0] in self.late_questions:
            return False  # "... not landlocked | which rules out mongolia": a clause of the argument
        return any(self._outright_act(m) for m in self._find(units))

    def deduced_from_answer(self, words: list[str]) -> bool:
        """Whether ``words`` draw a place's fate from what the spy said ("it said coastline yes so bolivia's
        toast", "she said no to the pacific so mexico's gone surely"): one of ``answers_told.reports`` before a
        destination, and no act's verb said but the place's fate (``answers_told.fates``: "out", "gone", "toast"). Of the
        spent English lines holding a report of the spy's answer, 257 were talk; the six eliminations among
        them said the act's own verb ("... so that kills the bahamas | cross it off"). Spaced languages only."""
        if not self.spaced or not self.answers_told:
            return False
        units = self.units(" ".join(words))
        told = min((i for t in self.answers_told for i in self._contains(units, t)), default=None)
        if told is None:
            return False
        found = self._find(units)
        return any(m.kind == "slot" and m.start > told for m in found) and not any(
            self._outright_act(m) and m.value not in self.fates_told for m in found)

    def spy_answer_reported(self, words: list[str]) -> bool:
        """Whether ``words`` report what the spy itself answered (``answers_told.of_spy``: "it said", "the spy
        said"): a card then spoken of is the table reasoning from the answer ("the spy said b for the capital
        so what capitals start with b"), no question to the spy. No spent English request says so ("she
        said", "you said" may be a player). Spaced languages only."""
        if not self.spaced or not self.spy_answers_told:
            return False
        units = self.units(" ".join(words))
        return any(self._contains(units, t) for t in self.spy_answers_told)

    def concluded(self, words: list[str]) -> bool:
        """Whether ``words`` close on a word of conclusion after a destination named with no act's verb
        before it ("so naija's out then", "definitely not bangladesh then"): talk drawn from an answer;
        "lose chile then" acts. A language matched by characters concludes the other way round: a word
        of conclusion opens the clause and a bare denial closes it ("... 나라네 | 그럼 호주는 아니다";
        ``concluded_denials``), no act's verb said."""
        if not self.spaced:
            return len(words) > 2 and words[-1] in self.concluded_denials and any(
                w in self.concluding_words for w in words[:-2])
        if not words or words[-1] not in self.concluding_words:
            return False
        found = self._find(self.units(" ".join(words)))
        last = max((m.start for m in found if m.kind == "slot"), default=None)
        # an act's verb before the name acts ("lose chile then"); "out", "gone" after it state
        return last is not None and not any(
            m.kind == "cue" and m.start < last and m.value not in self.naming_cues and m.value not in self._near_slot
            and any(t.split()[0] in self.slot_types for t, _w in self.cues[m.value]) for m in found)

    def _outright_act(self, m: Match) -> bool:
        """Whether ``m`` is a verb of an act said outright: an act's cue that neither names what
        follows it ("it's peru") nor counts only beside a name ("no", "not")."""
        return m.kind == "cue" and self._acts(m.value) and m.value not in self.naming_cues \
            and m.value not in self._near_slot

    @staticmethod
    def _one_name_again(found: list[Match]) -> list[Match]:
        """The namings of the one destination ``found`` names more than once, naming no other
        place ("germany can't be it | eliminate germany"); [] otherwise."""
        slots = [m for m in found if m.kind == "slot"]
        if len(slots) < 2 or len({m.value for m in slots}) != 1 or any(m.kind == "place" for m in found):
            return []
        return slots

    def _word_units(self, words: list[str]) -> tuple[str, ...] | None:
        """``words``' units when each is one word (English-like languages, no word merged or split),
        so a match's bounds are word indices; None otherwise."""
        if not self.spaced:
            return None
        units = self.units(" ".join(words))
        return units if len(units) == len(words) else None

    def told_apart(self, words: list[str]) -> list[str] | None:
        """``words`` without a look-alike name ruled out beside the one meant ("the dominican republic
        | not dominica |", "austria | not australia | austria with the mountains"): a name, "not",
        then a name spelt like it (one holds the other, or their letters are close); or a name made precise
        and another ruled out to close what is said ("georgia the country | not the american one"); None
        if none."""
        units = self._word_units(words)
        if units is None:
            return None
        slots = [m for m in self._find(units) if m.kind == "slot"]
        for meant, other in zip(slots, slots[1:]):
            between = units[meant.end:other.start]
            # "georgia the country | not the american one" (the people's one read as its name): a name
            # made precise, then the other ruled out to end what is said
            made_precise = 3 <= len(between) <= 4 and between[0] == "the" and between[-1] == "not" \
                and other.end == len(units)
            if meant.value == other.value or not (made_precise or between in (("not",), ("not", "the"))):
                continue
            one, two = " ".join(units[meant.start:meant.end]), " ".join(units[other.start:other.end])
            if made_precise or one.startswith(two) or two.startswith(one) or one.endswith(two) \
                    or two.endswith(one) or fuzz.ratio(one, two) >= LOOK_ALIKE:
                return [*words[:meant.end], *words[other.end:]]
        return None

    def repeated_name_cuts(self, words: list[str]) -> list[int]:
        """Where ``words`` may split into one act said twice ("she's in iceland | we're saying
        iceland"): after each but the last naming of the one destination they name, when they name
        it more than once and no other place (English-like languages, whose units are the words)."""
        units = self._word_units(words)
        if units is None:
            return []
        return [m.end for m in self._one_name_again(self._find(units))[:-1] if m.end < len(words)]

    def carry(self, words: list[str], cut: int) -> list[str] | None:
        """A bare act after a sentence about one destination ("스위스는 아닌 것 같다 | 뒤집어", "we
        reckon it's india | arrest"): the destination's name, then the act. None when the words
        after ``cut`` are more than a short act or name a place, or those before name no
        destination or several."""
        tail = words[cut:]
        if not tail or len(tail) > (MAX_CLOSING_ACT if self.spaced and _ACTED_ON & set(tail) else MAX_CARRIED_ACT):
            return None
        tail_found = self._find(self.units(" ".join(tail)))
        if any(m.kind != "cue" for m in tail_found) or not any(self._acts(m.value) for m in tail_found):
            return None
        head = self.units(" ".join(words[:cut]))
        slots = [m for m in self._find(head) if m.kind == "slot"]
        if len({m.value for m in slots}) != 1:
            return None
        if not self.spaced and any(self._contains(head, b) for b in self.act_blockers):
            return None  # "바다 없다고 하면 캐나다 | 빼": an act planned on an answer, voted on or done, is not carried
        return [(" " if self.spaced else "").join(head[slots[0].start:slots[0].end]), *tail]

    @staticmethod
    def _either_verb(units: tuple[str, ...], starts: frozenset[int], at: int, after: int) -> bool:
        """Whether the negation word at ``at`` .. ``after`` sits between a verb and the same verb
        again: a question offering both answers ("태평양이랑 붙어 있어 안 붙어 있어", "달러 써 안 써"),
        no negation of what was said."""
        bounds = sorted({*starts, len(units)})
        words = [units[a:b] for a, b in zip(bounds, bounds[1:])]
        word_at = {a: w for a, w in zip(bounds, words)}
        following = word_at.get(after)
        return following is not None and any(w == following for a, w in word_at.items() if a < at)

    def _distinct_weights(self, matches: list[Match], targets: dict[str, float]) -> dict[str, float]:
        """The evidence for ``targets`` with each cue counted once, however often it is said."""
        weights: dict[str, float] = defaultdict(float)
        for value in {m.value for m in matches if m.kind == "cue"}:
            for target, weight in self.cues[value]:
                if target in targets:
                    weights[target] += weight
        return weights

    def _determiner_no(self, units: tuple[str, ...], i: int) -> bool:
        """Whether the "no" at ``i`` follows a verb of having or being ("iceland does no army", "the
        vatican has no farms"): a determiner, neither a repair nor a rejected name."""
        return units[i:i + 1] == ("no",) and i > 0 and (units[i - 1] in self.statement_verbs or units[i - 1] in _HAVING
                                                         or (self.spaced and units[i - 1] in _CONTRACTED_HAVING | _NOTING))

    def _repair_start(self, units: tuple[str, ...], cut: int) -> int:
        """Where the repair phrase that ends at ``cut`` begins."""
        starts = [cut - len(r) for r in self.repairs if units[max(0, cut - len(r)):cut] == r]
        return min(starts, default=cut)

    def listed_answer(self, text: str) -> bool:
        """Whether ``text`` is, as said, only the file's yes or no phrases and polite words ("혀",
        "경 헙서", "빼 혀"): then it is an answer even where ``rewrite`` turns it into other words
        (the Chungcheong yes "혀" into "해", a polite word; the Jeju "경헙서" into "경하세요")."""
        return self._answer(self.units(text)) is not None

    def opens_with_no(self, text: str) -> bool:
        """Whether ``text`` opens with a no, which answers a pending question whatever follows ("no,
        next time", "아니 잠깐 다시 할게")."""
        if self.spaced:
            return self._leading_answer(self.units(text)) == "cancel"
        return bool(text) and self._leading_word_no(text.split()) == "cancel"

    def _options_naming_a_card(self, units: tuple[str, ...], matches: list[Match]) -> set[int]:
        """Which of ``matches`` are two or more options of one card said in a row, joined by nothing or
        "or"/"and", just before a card word or "one" ("the monarchy republic card"): the card's name."""
        option_ending_at: dict[int, int] = {}
        for k, m in enumerate(matches):
            if m.kind == "cue" and len(self._option_targets(m.value)) == 1:
                option_ending_at.setdefault(m.end, k)
        naming: set[int] = set()
        for end in (i for i, u in enumerate(units) if u in self.card_words or u == "one"):
            run, at = [], end
            while True:
                while at > 0 and units[at - 1] in ("or", "and", "slash"):
                    at -= 1
                option = option_ending_at.get(at)
                if option is None:
                    break
                run.append(option)
                at = matches[option].start
            cards = {t.split()[1] for k in run for t in self._option_targets(matches[k].value)}
            if len(run) >= 2 and len(cards) == 1:
                naming.update(run)
        return naming

    def _forbids(self, words: list[str]) -> bool:
        """Whether ``words`` end on one of ``prohibitions`` ("빼지 마"), or on one followed only by a no
        ("빼지 말어 | 놔둬", "빼지 마세요 | 그냥 두세요"); not when what is forbidden is rushing (``rushing``)."""
        if not self.prohibitions or any(w.startswith(self.rushing) for w in words):
            return False  # "재촉하지 마": don't rush me, still thinking
        for k in range(len(words), 0, -1):
            if "".join(self.units(" ".join(words[:k]))).endswith(self.prohibitions):
                return k == len(words) or self._answers.get(self.units(" ".join(words[k:]))) == "cancel"
        return False

    def whole_answer(self, text: str) -> str | None:
        """"confirm" or "cancel" when ``text`` is, whole, one listed yes or no phrase ("please do",
        "uh huh"), else None: the single sounds of "uh huh" ("uh", "huh") are hesitations."""
        label = self._answers.get(self.units(text))
        return label if label in ("confirm", "cancel") else None

    def closes_on_yes(self, text: str) -> bool:
        """Whether ``text``, said at a pending question, ends on a clear yes whatever comes before it
        ("da yes", "io bro yes"), with no no word in it and no question opening it ("should we say
        yes"): ``closing_yes``. Every spent English line so closed at "Eliminate X?" was a yes, and every
        Korean one ("어 네 그 맞는 거 같아요 네"). A tag seeking agreement right before the yes is no no ("that's
        what we said ain't it | yes"); polite words may follow the yes ("... | 네 | 빼 주세요"). A word holding
        one of ``refusals`` is a no (a one-character refusal, "안", only
        as the whole word; a longer one anywhere in a word: "아닌", "마세요", hearsay "많대요")."""
        heard = text.split()
        # the yes may be followed by polite words that close what is said ("지휘자님도 고개 끄덕이시네 | 네 | 빼 주세요")
        opens = next((k for k in range(len(heard) - 2, 0, -1) if self.units_key(heard[k]) in self.closing_yes_words
                      and self._answers.get(self.units(" ".join(heard[k + 1:]))) in ("confirm", "polite")), len(heard) - 1)
        if len(heard) < 2 or self.units_key(heard[opens]) not in self.closing_yes_words \
                or self.units_key(heard[0]) in self.closing_yes_openers:
            return False
        said = heard[:opens]
        tag = next((t for t in self.closing_yes_tags if len(said) > len(t) and said[-len(t):] == t), None)
        if tag is not None:
            said = said[:-len(tag)]
        return not any(self._answers.get(self.units(w)) == "cancel" or self._refusing_word(w) for w in said)

    def closes_on_no(self, text: str) -> bool:
        """Whether ``text``, said at a pending question, ends on a listed no of three words or more with a
        negation ("hold your horses | don't do that"), with no yes word before it: a refusal said whole closes
        what came before, as a closing yes does (:meth:`closes_on_yes`)."""
        heard = text.split()
        # a negation in it: a wait listed among the noes ("ehm | just a moment") is still deciding
        return any(len(heard) > k and self._answers.get(self.units(" ".join(heard[-k:]))) == "cancel"
                   and any(self._negating_word(self.units_key(w)) for w in heard[-k:])
                   and not any(self._answers.get(self.units(w)) == "confirm" for w in heard[:-k])
                   for k in range(CLOSING_NO_WORDS, self._max_answer + 1))

    def _refusing_word(self, word: str) -> bool:
        """Whether ``word`` holds a no that keeps a closing yes or act from answering: a negation, or one of
        ``closing_yes.refusals`` (one character only as the whole word, "안"; longer anywhere in it, "아닌")."""
        return self._negating_word(self.units_key(word)) or any(
            word == r if len(r) == 1 else r in word for r in self.closing_yes_refusals)

    def closes_on_denied_act(self, text: str) -> bool:
        """Whether ``text``, said at "브라질을 제거할까요?", denies the place and closes on the act's verb
        ("맞아 걔 아니야 빼", "거긴 절대 아니니까 빼": it is not there, take it off): a yes, though a no word
        is in it (``denied_then_acted``; every spent line so said was one). Any other no ("안 빼요") or a
        question opening it is no yes."""
        heard = text.split()
        # the act in one word or more ("빼", "빼도 돼")
        act = next((k for k in range(1, min(3, len(heard) - 1) + 1)
                    if self.units_key(" ".join(heard[-k:])) in self.denied_acts), 0)
        if not act or self.units_key(heard[0]) in self.closing_yes_openers:
            return False
        said = [w for w in heard[:-act] if self.units_key(w) not in self.denials]
        # something said besides the denial ("아니야 빼" alone may still be a no)
        return 0 < len(said) < len(heard) - act and not any(self._refusing_word(w) for w in said)

    def asks_for_time(self, text: str, sounds: frozenset[str]) -> str | None:
        """Why ``text``, said at a pending question, is no answer yet (None when it may be one): the
        one home of "still deciding, so the question stays pending", for every language's data.

        - a moment asked for, opened by a hesitation sound ("uh, hold on", "hmm wait ah"), with
          thinking said ("one moment, i must think"), by name ("one moment please"), or a wait said
          over and over ("wait wait wait", "hold on hold on"): ``pauses``, ``thinking``, ``moments``;
        - not knowing said aloud ("i don't know", "no idea", Scots "dinnae ken"): ``unsure``;
        - an answer trailing off into a hesitation sound ("ok ok um", "wait um", "alright uh"):
          ``trailing_hesitations`` (:meth:`_trails_off`), or stalling on its own words round one
          ("eliminate peru uh peru peru": :meth:`_echoes_round_sound`);
        - a language's waits said with a hesitation sound ("어 잠깐만", "잠깐만 음"), words fumbled
          with going with the sounds: ``hesitant_waits``, ``hesitant_words``.

        A bare "wait" is a moment too; one with a no ("wait, no") stays a no."""
        # a sound held long ("mmm") is read as its units ("m"), so the sounds are too
        sounds = sounds | frozenset(self.units_key(s) for s in sounds)
        if self.pauses and self._asks_for_a_moment(self.units(text), sounds):
            return MOMENT_ASKED
        if self._trails_off(text, sounds):
            return TRAILING_OFF
        heard = text.split()
        if self._echoes_round_sound(heard, sounds):
            return ECHOED_ROUND_SOUND
        if self._hesitant_wait(heard, sounds) or self._wait_then_first(heard, sounds):
            return HESITANT_WAIT
        return None

    def _asks_for_a_moment(self, units: tuple[str, ...], sounds: frozenset[str]) -> bool:
        if not units:
            return False
        sounds = sounds | self.exclaimed_sounds
        filler = [u in sounds or self._answers.get((u,)) == "polite" for u in units]
        if self._covers(units, self.moments, list(filler)):
            return True  # "one moment please": a moment asked for by name
        if units[0] in self.backchannel_yes and self._covers(units[1:], self.moments, list(filler[1:])):
            return True  # "yeah one sec": the "yeah" only acknowledges the question
        if self._covers(units, self.unsure, list(filler)):
            return True  # "ah, dinnae ken": not knowing yet is no no
        # words only acknowledging the question may open the wait ("okay wait", "okay okay wait wait": the four
        # such lines in the spent blind sets were all a hesitation)
        opened = 0
        while opened < len(units) and (units[opened] in self.backchannel_yes or units[opened] in self.weak_answers) \
                and not any(units[opened:opened + len(p)] == p for p in self.pauses):
            opened += 1
        if self._waits_said(units, self.pauses, [f or k < opened for k, f in enumerate(filler)]) >= 1:
            # "wait", "wait wait wait", "hold on, hang on": asking for time, not withdrawing (the blind
            # writers' bare waits at "Eliminate X?" in the spent sets were a hesitation 12 times in 15)
            return True
        if self.spaced and self._busy_after_moment(units):
            return True
        covered = list(filler)
        paused = self._covers(units, self.pauses, covered, partly=True)
        thought = self._covers(units, self.thinking, covered, partly=True)
        # a sound closing the wait ("wait um", "hold on uh") is as unsure as one opening it, and so is a
        # word stammered before it ("now now wait a minute", "okay okay hold on": "now wait a minute" is a no)
        stammered = len(units) > 2 and units[0] == units[1] and filler[0]
        called = len(units) > 1 and any(units[-len(w):] == w for w in self.people_called if len(w) < len(units))
        return all(covered) and paused and (units[0] in sounds or thought or stammered or called
                                            or (self.spaced and self._closed_by_sound(units, sounds)))

    def without_absence_reason(self, text: str) -> str | None:
        """``text`` (normalised) without the first of ``absence_reasons`` in it ("yes please | it's not
        there" -> "yes please"), for the matcher to read what is left as the answer; None when no reason
        is said or nothing else is."""
        if not self.spaced or not self.absence_reasons:
            return None
        heard = text.split()
        units = tuple(self.units_key(w) for w in heard)
        for reason in self.absence_reasons:
            for start in self._contains(units, reason):
                rest = heard[:start] + heard[start + len(reason):]
                return " ".join(rest) if rest else None
        return None

    def after_opening_wait(self, text: str, sounds: frozenset[str]) -> str | None:
        """The words after the waits that open ``text`` (normalised) at a pending question, sounds and
        a listening "yeah" before them skipped ("one second | the waitress is talkin to me", "잠깐만요 |
        사전 찾아볼게요"); None when no wait opens it or nothing follows. The matcher reads those words
        alone: when they hold no answer nor command, the speaker is still deciding (of the 537 such spent
        blind lines, 535 were written as a hesitation; the other two, written as a no, read as nothing)."""
        heard = text.split()
        start = 0
        while start < len(heard) and (heard[start] in sounds or self.units_key(heard[start]) in self.backchannel_yes):
            start += 1
        end = start
        while (longer := next((e for e in range(len(heard), end, -1)
                               if self.units_key(" ".join(heard[end:e])) in self.opening_waits), None)) is not None:
            end = longer
        return " ".join(heard[end:]) if start < end < len(heard) else None

    def _busy_after_moment(self, units: tuple[str, ...]) -> bool:
        """Whether a moment or a wait opens ``units`` and the rest is the speaker busy ("one second |
        i'm checking my notes", "hang on | we're just reading it"): a subject of ``busy_subjects``, an
        -ing verb, and no yes nor no word after it; or what they must do first ("one moment | i need
        to review ...", ``busy_needs``), with no yes nor no after it."""
        for phrase in (*self.moments, *self.pauses):
            if units[:len(phrase)] == phrase:
                rest = units[len(phrase):]
                while rest and self._answers.get(rest[:1]) == "polite":
                    rest = rest[1:]  # "one moment | please | we are conferring"
                need = next((b for b in self.busy_needs if rest[:len(b)] == b), None)
                if need is not None and len(rest) > len(need):
                    return not self._answers_in(rest[len(need):])
                subject = next((b for b in self.busy_subjects if rest[:len(b)] == b), None)
                if subject is None:
                    continue
                doing = rest[len(subject):]
                if doing and doing[0] == "just":
                    doing = doing[1:]
                return bool(doing) and doing[0].endswith("ing") and not self._answers_in(doing[1:])
        return False

    def _answers_in(self, units: tuple[str, ...]) -> bool:
        """Whether a yes or no word is among ``units``."""
        return any(self._answers.get((u,)) in ("confirm", "cancel") for u in units)

    def _clear_answer_word(self, word: str) -> bool:
        """Whether ``word`` is a yes or no that is not also said while thinking ("yes", "no"; not
        "ok", "wait"): an answer opened by it is given, whatever sound trails after it."""
        return self._answers.get(self.units(word)) in ("confirm", "cancel") and self.units_key(word) not in self.weak_answers

    def _trails_off(self, text: str, sounds: frozenset[str]) -> bool:
        """Whether ``text`` trails off into a hesitation sound ("ok ok um", "wait um", "alright
        uh") or is left hanging on a word that opens more (:meth:`_left_hanging`: "yes but"): closed by
        one of ``trailing_hesitations`` (however long held: "hmmm"), the speaker is still deciding and
        the pending question stays. Not when only sounds are said, nor a listed answer whole ("nuh
        uh"), nor, for a trailing sound, one opened by a clear yes or no ("yes uh", "no hold on um"; a
        backchannel "yeah" or "ja" is no clear yes: ``backchannel_yes``, nor is a verb of the act asked,
        which reads the question back: "eliminate peru um")."""
        heard = text.split()
        hanging = self._left_hanging(heard)
        trailing = len(heard) > 1 and self.units_key(heard[-1]) in self.trailing_hesitations \
            and not all(w in sounds for w in heard)
        if not (hanging or trailing) or self.whole_answer(text) is not None:
            return False
        # "yes but": however clear the yes; "eliminate peru um": the question read back, unsure
        return hanging or not (self._clear_answer_word(heard[0]) and self.units_key(heard[0]) not in self.backchannel_yes
                               and heard[0] not in self.proposal_verbs)

    def _left_hanging(self, heard: list[str]) -> bool:
        """Whether ``heard`` ends on a word that opens more (``trailing_conjunctions``: "yes but", "okay
        like", "si si a ver"), or on one followed only by a wait ("si pero | espera")."""
        hanging = next((k for k in range(len(heard) - 1, 0, -1)
                        if self.units_key(heard[k]) in self.trailing_conjunctions), None)
        if hanging is None:
            return False
        after = self.units(" ".join(heard[hanging + 1:]))
        return not after or self._waits_said(after, self.pauses, [False] * len(after)) >= 1

    def _echoes_round_sound(self, heard: list[str], sounds: frozenset[str]) -> bool:
        """Whether, after a hesitation sound inside ``heard``, the speaker only says again words
        said before it ("eliminate peru uh peru peru", "brazil um brazil"): the question repeated
        while thinking, not answered. A clear yes or no after the sound answers ("yes um yes")."""
        at = next((k for k, w in enumerate(heard) if k > 0 and w in sounds
                   and self.units_key(w) in self.trailing_hesitations), None)
        if at is None:
            return False
        before = set(heard[:at])
        again = [w for w in heard[at + 1:] if w not in sounds]
        return bool(again) and all(w in before and not self._clear_answer_word(w) for w in again) \
            and not all(w in sounds for w in before)

    def _closed_by_sound(self, units: tuple[str, ...], sounds: frozenset[str]) -> bool:
        """Whether the last of ``units`` is a hesitation sound (not a polite word such as "please",
        which the fillers hold too)."""
        return units[-1] in sounds and self._answers.get(units[-1:]) != "polite"

    @staticmethod
    def _waits_said(units: tuple[str, ...], waits: Iterable[tuple[str, ...]], filler: list[bool]) -> int:
        """How many ``waits`` (the longest first: "wait a sec" is one) make up ``units`` with the
        fillers; 0 when other words are said too ("wait wait no"). The one home of "a wait said
        over and over asks for time" (two or more: "wait wait", "hold on, hang on", "잠깐 잠깐"):
        English counts its ``pauses`` in units, Korean its ``hesitant_waits`` in words."""
        longest_first = sorted(waits, key=len, reverse=True)
        said, at = 0, 0
        while at < len(units):
            if filler[at]:
                at += 1
                continue
            pause = next((p for p in longest_first if units[at:at + len(p)] == p), None)
            if pause is None:
                return 0
            said, at = said + 1, at + len(pause)
        return said

    def _wait_then_first(self, heard: list[str], sounds: frozenset[str]) -> bool:
        """Whether ``heard`` opens with a language's wait and closes on what the speaker does before
        answering ("잠깐만요 | 할머니한테 물어봐요", "잠시만요 | 메모를 다시 좀 보고요": one of
        ``first_endings`` ending it) or asks the table something first ("잠깐 | 방금 인구 몇이었제": a word
        opened by one of ``wait_questions``), and no yes nor no word said."""
        said = [w for w in heard if w not in sounds]
        if not self.first_endings or len(said) < 2 or self.units_key(said[0]) not in self.hesitant_waits:
            return False
        # (the ending read with the sounds in it too: "좀" is a filler, and "메모 좀 볼게요" ends on "좀 볼게요")
        ends_first = "".join(said[-2:]).endswith(self.first_endings) or "".join(heard[-2:]).endswith(self.first_endings) \
            or any(w.startswith(self.wait_questions) for w in said[1:])
        return ends_first and not any(self._answers.get(self.units(w)) in ("confirm", "cancel") for w in said[1:]
                                      if self.units_key(w) not in self.hesitant_waits)

    def _hesitant_wait(self, heard: list[str], sounds: frozenset[str]) -> bool:
        """Whether ``heard`` is at least one wait (``hesitant_waits``: "잠깐만", "잠시만요", "기다려 봐") with
        nothing but words fumbled with and hesitation sounds: the speaker is still thinking, whether the wait
        is said bare ("잠깐만요", English "wait": nine of eleven bare waits in the spent blind sets were a
        hesitation), with a sound ("어 잠깐만"), over and over ("잠깐 잠깐") or with thinking said aloud
        ("잠깐만요 생각해요"). One with a no ("아니 잠깐만") withdraws the question."""
        said_sounds = [w in sounds for w in heard]
        keys = [self.units_key(w) for w in heard]
        # a word fumbled with ("그게") goes with the sounds, and so does the request a wait is made with ("잠시만
        # 기다려 주세요", "잠깐 기다려 봐": 32 of 37 spent blind lines asking to wait, with no no in them, were a
        # hesitation); a wait must be said too (_waits_said counts none in "그게 음")
        fumbled = self.hesitant_words | self.hesitant_thoughts | self.moment_requests
        filler = [sound or (k in fumbled and k not in self.hesitant_waits) for k, sound in zip(keys, said_sounds)]
        return self._waits_said(tuple(keys), [(w,) for w in self.hesitant_waits], filler) > 0

    def _covers(self, units: tuple[str, ...], phrases: list[tuple[str, ...]], covered: list[bool],
                partly: bool = False) -> bool:
        """Marks in ``covered`` where ``phrases`` occur in ``units``; whether all is covered then
        (``partly``: whether any phrase occurred)."""
        found = False
        for phrase in phrases:
            for start in self._contains(units, phrase):
                covered[start:start + len(phrase)] = [True] * len(phrase)
                found = True
        return found if partly else found and all(covered)

    def withdrawing_nos(self, words: list[str]) -> bool:
        """Whether ``words`` are all a plain no ("no no", "nope"), which withdraws, not a negation
        that would govern what follows ("don't | take that back")."""
        return bool(words) and all(self.units_key(w) in _WITHDRAWING_NO for w in words)

    def only_no(self, text: str) -> bool:
        """Whether listed no phrases (and polite words) alone make up ``text`` ("no no cancel that")."""
        return self._covered_by(self.units(text), "cancel") and bool(text.strip())

    def yes_asked_back(self, normalised: str) -> bool:
        """Whether ``normalised`` (said with a question mark) is a bare yes asked back
        (``asked_yes``: "네?" is "pardon?", "그래요?" "really?"): a question, never a yes; hesitation
        sounds round it ("uh, yes?") change nothing."""
        said = normalised.split()
        while said and self.units_key(said[0]) in self.trailing_hesitations:
            said = said[1:]
        while said and self.units_key(said[-1]) in self.trailing_hesitations:
            said = said[:-1]
        return "".join(self.units(" ".join(said))) in self.asked_yes

    def _relayed_answer(self, words: list[str]) -> str | None:
        """At a pending question, an answer relayed for someone at the table, then said again by
        the one relaying ("할머니가 맞대요 | 네 맞아요", "할아버지가 아니래요 | 아니에요"): the hearsay
        word (``relayed_answers``: "-대요", "-래요") on a yes or no stem, then a whole yes or no of
        the same kind. A relay alone, or answered otherwise, is no answer."""
        for k, word in enumerate(words[:-1]):
            said = "".join(self.units(word))
            stem = next((said[:-len(e)] for e in self.relayed_answers if said.endswith(e) and len(said) > len(e)), None)
            if stem is None:
                continue
            relayed = {self._answers.get(self.units(stem + tail)) for tail in _ANSWER_TAILS}
            again = self._answer(self.units(" ".join(words[k + 1:])))
            if again in relayed and again in ("confirm", "cancel"):
                return again
        return None

    def _answer_run(self, units: tuple[str, ...]) -> tuple[list[str], int, bool]:
        """Answer labels ("confirm", "cancel", "polite") covering ``units`` from the start,
        longest phrase first, where that cover stops, and whether a yes or no in it is more than
        a weak word ("okay", "wait")."""
        labels: list[str] = []
        i = 0
        strong = False
        while i < len(units):
            for n in range(min(self._max_answer, len(units) - i), 0, -1):
                label = self._answers.get(units[i:i + n])
                if label is not None:
                    labels.append(label)
                    if label != "polite" and not all(u in self.weak_answers for u in units[i:i + n]):
                        strong = True
                    i += n
                    break
            else:
                break
        return labels, i, strong

    def _answer_cover(self, units: tuple[str, ...]) -> tuple[list[str], int] | None:
        """Answer labels covering the whole of ``units`` with listed phrases, if some cover does
        (fewest phrases), and its end; None if none does."""
        best: list[list[str] | None] = [[]] + [None] * len(units)
        for i in range(len(units)):
            if best[i] is None:
                continue
            for n in range(1, min(self._max_answer, len(units) - i) + 1):
                label = self._answers.get(units[i:i + n])
                here = best[i]
                if label is not None and here is not None and (best[i + n] is None or len(here) + 1 < len(best[i + n] or ())):
                    best[i + n] = [*here, label]
        whole = best[len(units)]
        return (whole, len(units)) if whole is not None else None

    def _answer(self, units: tuple[str, ...], mixed_ok: bool = False) -> str | None:
        """"confirm" or "cancel" when ``units`` are covered by yes (or no) phrases and polite
        words only, with at least one yes (or no). With ``mixed_ok`` (a confirmation is pending)
        a yes and a no together count as the last said: "yeah nah" is a no, "absolutely not" too."""
        labels, end, _strong = self._answer_run(units)
        if end < len(units) and not self.spaced:
            # the longest phrase first may cut across the next one ("잠깐 기다려 | 보세요"): any cover
            labels, end = self._answer_cover(units) or (labels, end)
        if end < len(units):
            return None
        said = [label for label in labels if label != "polite"]
        if len(set(said)) == 1:
            return said[0]
        # the longest phrase first may have split a no across a yes ("nope not | that one"): a
        # cover by no words alone (or yes words alone) says what was meant ("nope | not that one")
        uniform = [label for label in ("confirm", "cancel") if self._covered_by(units, label)]
        if len(uniform) == 1:
            return uniform[0]
        # a yes then a no is a no; a no then a yes ("not sure") is no answer
        return "cancel" if said and mixed_ok and said[-1] == "cancel" else None

    def _covered_by(self, units: tuple[str, ...], label: str) -> bool:
        """Whether listed phrases of ``label`` and polite words alone cover the whole of ``units``."""
        reached = [True] + [False] * len(units)
        for i in range(len(units)):
            if reached[i]:
                for n in range(1, min(self._max_answer, len(units) - i) + 1):
                    if self._answers.get(units[i:i + n]) in (label, "polite"):
                        reached[i + n] = True
        return reached[len(units)]

    def _leading_answer(self, units: tuple[str, ...]) -> str | None:
        """While a confirmation is pending, a yes or no that opens the utterance answers it
        whatever follows ("no, not peru", "nope wrong square", "yes eliminate nepal"); a yes
        followed by a no word, a negation or talk ("yes but not nepal", "yes the population was
        big") answers nothing."""
        labels, end, strong = self._answer_run(units)
        said = [label for label in labels if label != "polite"]
        if not said or end == 0:
            return None
        if not strong:
            return None  # "okay team huddle", "wait what": these open talk as often as they answer
        rest = units[end:]
        if units[end - 1] in self.auxiliary_yes and rest[:1] and rest[0] in _ASKED_SUBJECTS:
            return None  # Singlish "can" is a yes, "can we discuss first" a question
        if said[-1] == "cancel":
            if units[:end] in self.moments and rest[:1] and rest[0] in self.topic_questions:
                return None  # "hold up, is that the one with the euro": a moment taken to ask the table
            return "cancel"
        if "cancel" in said:
            return None  # "not sure"
        if self._negating(rest):
            return None
        if any(u in self.talk_pronouns for u in rest) or \
                any(self._contains(rest, b) for b in (*self.blockers, *self.soft_blockers, *self.act_blockers)):
            return None  # "yes the population was big": talk that opens with a yes
        if any(self._contains(rest, f) for f in self.thinking_fillers):
            return None  # "let's go like, let's go": thinking aloud, no answer yet
        if any(self._contains(rest, q) for q in self.asked_after_answer):
            return None  # "eliminate the emirates, is that what we ...": the table asked, no answer yet
        if any(self._answers.get(rest[i:i + n]) == "cancel"
               for i in range(len(rest)) for n in range(1, min(self._max_answer, len(rest) - i) + 1)):
            return None
        return "confirm"

    def _leading_word_no(self, words: list[str]) -> str | None:
        """For a language matched by characters, while a confirmation is pending: a no said as the
        first word, or as the first two ("안 돼 거기 스파이 있을 수도 있어"), answers it whatever follows
        ("아니 잠깐 다시 할게"), unless a yes word follows ("아니 맞아": a no then a yes is no answer) or
        a word of doubt after a plain no (``hedged_nos``: "아니 음 잘 모르겠어요", "아니요 아마": not decided
        yet; "안 돼요 그건 아직 몰라요" refuses)."""
        said = next((n for n in (1, 2) if len(words) > n and self._answers.get(self.units(" ".join(words[:n]))) == "cancel"
                     and self.units_key(" ".join(words[:n])) not in self.weak_answers), None)
        if said is None:
            return None  # "잠깐 뭐지": a weak no word opens talk as often as it answers
        if any(self._answers.get(self.units(w)) == "confirm" for w in words[said:]):
            return None
        rest = self.units(" ".join(words[said:]))
        if self.units_key(" ".join(words[:said])) in self.hedgeable_nos and any(self._contains(rest, d) for d in self.doubts_after_no):
            # "아니 음 잘 모르겠어요", "아니요 아마": a no said unsure is no answer yet, unless a no closes
            # it ("아니 그건 좀 아닌 거 같아 취소": the doubt settled)
            last = words[-1]
            settled = len(words) > said + 1 and self._answers.get(self.units(last)) == "cancel" \
                and self.units_key(last) not in self.weak_answers
            return "cancel" if settled else None
        return "cancel"

    def _leading_word_yes(self, words: list[str]) -> str | None:
        """For a language matched by characters, while a confirmation is pending: a yes said as
        the first word (not a weak one: "좋아", "그래" open remarks too) answers it when what follows
        asks for nothing else: no no word, negation, blocker or cue of another command ("예
        경헙서", "yes 맞아요"; never "네 근데 페루는 어때", "응 잠깐만")."""
        if len(words) < 2 or self._answers.get(self.units(words[0])) != "confirm":
            return None
        if self._bare_act_yes(words[1:]) == "confirm":
            return "confirm"  # "오케이 빼자", "그래 빼": the yes, weak or not, then the act's verb alone
        if len(words) > 2 and self._bare_act_yes(words[-1:]) == "confirm" \
                and not any(self._answers.get(self.units(w)) == "cancel" for w in words[1:-1]) \
                and not any(m.kind in ("slot", "place") or (m.kind == "cue" and self._asked_cards(m.value))
                            for m in self._find(self.units(" ".join(words[1:-1])))):
            return "confirm"  # "그려 거긴 스파이 읎어 빼": the yes, why, then the act's verb; no other place nor card
        if self.units_key(words[0]) in self.weak_answers:
            return None
        rest = " ".join(words[1:])
        units, starts = self.units(rest), self._word_starts(rest)
        if any(self._answers.get(self.units(w)) == "cancel" for w in words[1:]) \
                or any(u in self.negations for u in units) \
                or any(self._occurrences(units, b, starts) for b in (*self.blockers, *self.soft_blockers, *self.act_blockers)) \
                or any(units[-len(b):] == b for b in self.final_blockers if len(units) > len(b)) \
                or any(self._contains(units, c) for c in self.contrasts) \
                or self._talk_ending("".join(units)) is not None:
            return None
        found = self._find(units, (), starts)
        if any(m.kind == "place" or (m.kind == "cue" and any(t not in ("neutral", "confirm") for t, _w in self.cues[m.value])
                                     and not self._acts(m.value)) for m in found):
            return None  # "네 인구 먼저": another command follows
        if any(m.kind == "slot" for m in found) and not any(m.kind == "cue" and self._acts(m.value) for m in found) \
                or len({m.value for m in found if m.kind == "slot"}) > 1:
            return None  # "응 페루는": a name alone follows, the start of a remark; "네 페루 칠레 ...": two
        # the act restated on its name ("네 빼 주세요 브라질", "맞아요 브라질 빼요"), as English "yes,
        # eliminate brazil": the yes answers (the session asks again when another name is meant)
        return "confirm"

    def _answer_after_sound(self, words: list[str]) -> str | None:
        """For a language matched by characters, while a confirmation is pending: a whole answer
        after one short word that names nothing ("벙 네 맞아요", "호 맞아요", "콩 아니에요": a learner's
        sound before answering, said once or stammered). Not after a name, a card, another word of the
        game or a word of its own answer ("네 ...", "아니 ..." are read above)."""
        if len(words) < 2 or len(self.units(words[0])) > SOUND_SYLLABLES or self._answers.get(self.units(words[0])):
            return None
        first = self.units(words[0])
        if self._find(first) or any(first == b for b in (*self.blockers, *self.soft_blockers)) \
                or self.units_key(words[0]) in self.hesitant_words:
            return None  # "글쎄 | 양": a doubt, "쫌만 | 기다려 봐라": a word fumbled with, not a sound
        if first in self.word_negations:
            # "안 | 빼요" (I won't take it off): the act's verb negated is a no, never a sound before a yes
            return "cancel" if self._bare_act_yes(words[1:]) == "confirm" else None
        if all(self.units_key(w) in self.weak_answers or self.units_key(w) in self.hesitant_waits for w in words[1:]):
            return None  # "어머 잠시만요", "하 잠깐": a wait or a weak word after a sound is still thinking
        return self._answer(self.units(" ".join(words[1:])), mixed_ok=True) or self._bare_act_yes(words[1:]) \
            or self._leading_word_yes(words[1:])  # "하 | 맞아요 빼세요": a yes with the act said after it

    def _recalls_a_card(self, units: tuple[str, ...]) -> bool:
        """Whether ``units`` name a card's topic and nothing of the conversation ("what was the land
        area"; "what was the answer again" asks for it again)."""
        targets = self._cue_targets(units)
        return any(t.startswith("ask ") for t in targets) and not targets & REQUESTS

    def refuses_act(self, heard: list[str], sounds: frozenset[str]) -> bool:
        """At a pending question, whether ``heard`` (normalised words) refuses the act in its own words
        under "don't" ("nope don't flip it", "don't turn it over"): a no, as Korean "안 | 빼요" is
        (:meth:`_answer_after_sound`). Sounds and a plain no may come first; what follows the negation must
        be, whole, a listed yes said by the act's words (not a plain yes word: "don't yes" says nothing).
        Spaced languages only."""
        if not self.spaced:
            return False
        start = 0
        while start < len(heard) and heard[start] not in _REFUSING and (
                heard[start] in sounds or self.only_no(heard[start])):
            start += 1
        said = heard[start:]
        negation = 2 if said[:2] == ["do", "not"] else 1 if said[:1] and said[0] in _REFUSING else 0
        rest = said[negation:]
        return bool(negation) and self.whole_answer(" ".join(rest)) == "confirm" \
            and not all(self.units_key(w) in self.asked_yes for w in rest)

    def _bare_act_yes(self, words: list[str]) -> str | None:
        """For a language matched by characters, while a confirmation is pending: the act's verb said
        alone ("빼요", "해 주세요"), as English "eliminate" at "Eliminate Brazil?": a yes. Only the
        words of ``act_answers`` and polite words; with nothing pending they say nothing."""
        said = [self.units_key(w) for w in words]
        if not said or not any(w in self.act_answers for w in said):
            return None
        return "confirm" if all(w in self.act_answers or self._answers.get(self.units(w)) == "polite" for w in said) else None

    def _emphatic(self, units: tuple[str, ...]) -> bool:
        """A language matched by characters: a word of emphasis or certainty and no question word
        in a sentence closed by the plain ending ("면적 완전 넓어", "바다 분명히 있어"), polite or not
        ("면적이 정말 넓어요": a remark about the answer, as "캐나다는 너무 커요" before it)."""
        said = "".join(units)
        return bool(self.emphatic_words) and (plain_ending(said) or (said.endswith("요") and plain_ending(said[:-1]))) \
            and any(self._contains(units, w) for w in self.emphatic_words) \
            and not any(self._contains(units, w) for w in self.question_words)

    def _talk_ending(self, said: str) -> str | None:
        """The ending of ``final_endings`` that closes ``said`` as talk ("치울까", "시작한대"), if
        one does and no word of ``final_ending_words`` ends it ("알려 줄래", "그래")."""
        ending = next((e for e in self.final_endings if ends_like(said, e)), None)
        if ending is None or any(ends_like(said, w) for w in self.final_ending_words):
            return None
        return ending

    def _declares(self, said: str) -> bool:
        """A language matched by characters: whether ``said`` ends as a plain statement ("-다": "화폐
        단위 헷갈린다", "바다 가고 싶다"), not in the formal "-니다" nor on a verb of asking ("카드 쓴다",
        "인구 물어본다", "궁금하다"), which tell the spy what is asked."""
        if not self.declaring or not said.endswith(self.declaring) or said.endswith(self.formal_declaring):
            return False
        head = said[:-len(self.declaring)]
        return not any(head.endswith(form) for stem in self.asking_verbs
                       for form in (stem, stem + "는", attached(stem, "ㄴ")))

    def _either_or(self, units: tuple[str, ...], text: str) -> list[Match]:
        """The second half of a yes-or-no question asked both ways ("태평양 접해 있어 없어", "잘
        사나 못 사나", "공화국이야 아니야"): neutral, so its negation is no talk."""
        words = self._unit_words(text)
        spans, at = [], 0
        for k, word in enumerate(words):
            nxt = words[k + 1] if k + 1 < len(words) else ""
            after = words[k + 2] if k + 2 < len(words) else ""
            start = at + len(word)
            if nxt in ("안", "못") and after == word:
                spans.append((start, start + len(nxt) + len(after)))
            elif nxt in ("안" + word, "못" + word) or (word.startswith("있") and nxt == "없" + word[1:]) \
                    or (nxt.startswith(("아니", "아닌")) and word.endswith(_ASKING_COPULAS)):
                spans.append((start, start + len(nxt)))
            at = start
        return [Match(a, b, "cue", _EITHER) for a, b in spans if b <= len(units)]

    def _card_repaired(self, words: list[str], matches: list[Match], starts: frozenset[int]) -> bool:
        """Whether a word of repair ("아니", "말고") stands between one card's question and
        another's ("인구 아 아니 면적 알려 줘"): the first card was taken back, so the whole says
        neither (a language matched by characters; ``starts``: where ``words`` begin)."""
        at = 0
        for word in words:
            said = "".join(self.units(word))
            if said in self.word_repairs:
                before = self._top_card([m for m in matches if m.kind == "cue" and m.end <= at])
                after = self._top_card([m for m in matches if m.kind == "cue" and m.start >= at + len(said)])
                if before is not None and after is not None and before != after:
                    return True
            at += len(self.units(word))
        return False

    def _asks_or_helps(self, cue: tuple[str, ...]) -> bool:
        """Whether ``cue`` points at a card's question, at help or at a repeat (not an act, a name
        or a neutral word): "휴게입니다 시간" holds no "다시"."""
        return any(t.startswith(("ask ", "help", "repeat")) for t, _w in self.cues[cue])

    def _top_card(self, cues: list[Match]) -> str | None:
        """The card ``cues`` weigh most for ("수도 첫 글자": the capital's letter), if any."""
        weights: dict[str, float] = defaultdict(float)
        for m in cues:
            for target, weight in self.cues[m.value]:
                if target.startswith("ask "):
                    weights[target.split()[1]] += weight
        return max(weights, key=lambda c: weights[c]) if weights else None

    def _cards_offered(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Two cards named with a choice word between them ("population or coast", "pacific
        versus atlantic"): a question among players; one card's own alternatives ("left or
        right", "big or small") are no choice between cards."""
        named: list[tuple[int, int, str]] = []
        for m in matches:
            if m.kind != "cue":
                continue
            cards = {t.split()[1] for t, w in self.cues[m.value] if t.startswith("ask ") and w >= MIN_EVIDENCE}
            if len(cards) == 1:
                named.append((m.start, m.end, next(iter(cards))))
        # the next card named, close after the choice word ("is the capital the biggest town or is
        # some other city bigger" asks one card in two clauses)
        return any(a[2] != b[2] and b[0] - a[1] <= CHOICE_GAP and any(u in self.choice_words for u in units[a[1]:b[0]])
                   for a, b in zip(named, named[1:]))

    def _placed_whole(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Whether the sentence opens by placing the spy in a destination and says nothing more of
        anyone ("he's in the vatican with the pope"): the table's accusation, confirmed like every
        arrest. Not when anything in it is negated, another place is named or someone is spoken of
        again ("he's in kenya, he always picks kenya")."""
        if not self.spaced:
            return False
        opening = _longest_opening(units, self.accused_openings)
        if opening is None:
            return False
        slots = [m for m in matches if m.kind == "slot"]
        first = len(opening)
        while first < len(units) and units[first] in ("in", "out", "up", "on", "the"):  # "hiding out in the ...", "hiding on the ..."
            first += 1
        return bool(slots) and slots[0].start == first and len({m.value for m in slots}) == 1 \
            and not any(m.kind == "place" for m in matches) and not self._negating(units) \
            and not self._spoken_of_again(units, slots[0].end)

    def _spoken_of_again(self, units: tuple[str, ...], after: int) -> bool:
        """Whether someone is the subject of a clause after ``after`` ("... he always picks it");
        a tag asking agreement ("isn't she") or the accused as an act's object ("arrest her") is not."""
        return any(units[k] in self.accused_subjects and not units[k - 1].endswith("n't")
                   and units[k - 1] not in self.tag_auxiliaries and not self._so_tag(units, k)
                   for k in range(max(after, 1), len(units)))

    def _so_tag(self, units: tuple[str, ...], k: int) -> bool:
        """Whether the subject at ``k`` is in an Irish closing tag ("he's in turkey, so he is"), which
        says the clause again, not anyone else."""
        return units[k - 1] == "so" and k + 2 == len(units) and units[k + 1] in self.tag_auxiliaries

    def _imagined_visit(self, units: tuple[str, ...], found: list[Match]) -> list[Match]:
        """``found`` with a visitor imagined in the country ("if i hired a car there", "if we
        moved there, what would we earn") covered as neutral: the clause from the opening to the
        place word, and a modal after it ("would i"), which would otherwise read as talk among
        players."""
        spans: list[tuple[int, int]] = []
        for opening in self.visit_opens:
            for i in self._contains(units, opening):
                for anchor in self.visit_anchors:
                    ends = [j + len(anchor) for j in self._contains(units, anchor)
                            if i + len(opening) <= j <= i + len(opening) + VISIT_SPAN]
                    if ends:
                        # the visitor's clause runs on to the question ("if you ran a census there
                        # tomorrow | what number ..."): its times and modals are the visitor's
                        end = min(ends)
                        asked = [k for k in range(end, len(units)) if units[k] in self.late_questions]
                        spans.append((i, asked[0] if asked else end))
                        break
        if not spans:
            # the visitor asked about without an "if" ("which side of the road would i be driving
            # on"): only the modal is the visitor's, before what the visitor does ("driving", "in")
            # and beside a card's cue ("would we be better off with ..." is the players' own doing)
            modals = [(k, k + len(phrase)) for phrase in self.visit_asked for k in self._contains(units, phrase)
                      if k + len(phrase) < len(units) and units[k + len(phrase)].endswith(("ing", "in"))]
            if modals and any(m.kind == "cue" for m in found):
                return sorted([*found, *(Match(a, b, "cue", _VISIT) for a, b in modals)], key=lambda m: m.start)
            return found
        start, end = min(spans)
        for modal in self.visit_modals:
            spans += [(k, k + len(modal)) for k in self._contains(units, modal) if k >= end]
        # the clause is the visitor's ("hired a car" asks nothing about cars): its cues are dropped,
        # unless the question after it names nothing ("if you ran a census there | what number
        # would come back"): then the visit is what is asked about
        asked_about = any(m.kind == "cue" and m.start >= end for m in found)
        keep = [m for m in found if not asked_about or not any(a <= m.start < b or a < m.end <= b for a, b in spans)
                or m.kind == "slot"]
        visit = [Match(a, b, "cue", _VISIT) for a, b in spans]
        return sorted([*keep, *visit], key=lambda m: m.start)

    def _after_foil(self, units: tuple[str, ...], start: int) -> bool:
        """Whether the cue at ``start`` follows a foil ("instead of", "rather than"), an article
        between them allowed."""
        for foil in self.foils:
            for gap in (0, 1):
                at = start - gap - len(foil)
                if at >= 0 and units[at:at + len(foil)] == foil and (gap == 0 or units[start - 1] in _ARTICLES):
                    return True
        return False

    def _negating(self, units: tuple[str, ...]) -> bool:
        """Whether ``units`` hold a negation word ("not", "never", English "-n't")."""
        return any(u in self.negations or (self.spaced and u.endswith("n't")) for u in units)

    def _acts(self, cue: tuple[str, ...]) -> bool:
        """Whether ``cue`` alone is evidence enough of a command on a destination (``slot_types``)."""
        return any(t.split()[0] in self.slot_types and w >= MIN_EVIDENCE for t, w in self.cues[cue])

    def _option_targets(self, cue: tuple[str, ...]) -> set[str]:
        return {t for t, _w in self.cues[cue] if len(t.split()) == 3}

    @staticmethod
    def _covered(n: int, matches: list[Match]) -> list[bool]:
        covered = [False] * n
        for m in matches:
            for k in range(m.start, m.end):
                covered[k] = True
        return covered

    @staticmethod
    def _inside_cue(matches: list[Match], start: int, end: int) -> bool:
        return any(m.start <= start and end <= m.end for m in matches)

    def _framed(self, units: tuple[str, ...], matches: list[Match], covered: list[bool],
                said: tuple[str, ...]) -> bool | None:
        """Said to the spy: opens like a question or request, names "the ... card", or is mostly
        cue words ("population please", "land area"). None: a statement ("it has a coast")."""
        if not self.spaced:
            # "종교 얘기는 좀 그렇다": a card question ending as a plain statement tells
            if self._declares("".join(units)) and any(self._asked_cards(m.value) for m in matches):
                return None
            return None if self._emphatic(units) else True  # "인구 진짜 많아": said, not asked
        first = matches[0] if matches else None
        if first is not None and first.value == _VISIT:
            return True  # "if i went there, ...": a question about the country
        if self._card_remark(units, matches):
            return None  # "history is my favourite subject": said about the card, not asking it
        if any(w in self.card_words for w in units):
            return True
        if first is not None and first.start <= 1 and units[first.end:first.end + 1] \
                and units[first.end] in self.topic_questions:
            return True  # "the capital, what letter does its name start with": the topic, then the question
        if any(self._contains(units, r) for r in self.you_requests):
            return True  # "i didn't hear you, can you repeat": a request to the spy after a remark
        if any(len(units) > len(t) + 1 and units[-len(t):] == t for t in self.either_way):
            return True  # "the pacific, it touches it or not": a question offering both answers
        if units[0] not in self.statement_starts and any(
                units[m.end:m.end + 1] == ("one",) and m.start >= 1 and units[m.start - 1] in _DETERMINERS
                for m in matches):
            return True  # "the sea one": a card named by its subject
        # (a statement opens after an interjection too: "oh they speak french", "yeah they drive on the left")
        lead = next((k for k, u in enumerate(units) if u not in self.interjections), 0)
        for start in range(2):  # "righto what's the population" opens a request after one word
            for words in (list(units), list(said)):
                if len(words) > start and (words[start] in self.request_starts
                                           or " ".join(words[start:start + 2]) in self.request_starts):
                    return True
            if start == 0 and (units[0] in self.statement_starts or units[lead] in self.interjected_statement_starts):
                if self._asked_in_place(units):
                    return True  # "they drive on which side", "your country got how many": asked where the answer goes
                return None  # "they drive on the left": a statement about an answer, not a question
        if matches and matches[0].start == 0 and matches[0].kind == "cue":
            return True
        if any(units[k] in self.trailing_questions and any(covered[k + 1:])
               and all(c or u in _QUESTION_SUBJECTS or u in _ARTICLES for c, u in zip(covered[k + 1:], units[k + 1:]))
               for k in range(1, len(units) - 1)):
            return True  # "parlez vous francais, is french official there": a question closes the remark
        if self._late_question(units, matches):
            return True
        if matches and any(len(units) > len(q) and units[-len(q):] == q and matches[0].start < len(units) - len(q)
                           for q in self.final_questions):
            return True  # "money each person make average how much": the topic, then the question word
        if self._alternatives(units, matches):
            return True  # "the cars go on the right or on the left": a question offering the answers
        return sum(covered) * 2 >= len(units)

    def _asked_in_place(self, units: tuple[str, ...]) -> bool:
        """Whether a statement about the hideout ("they ...", "your country ...") holds a question
        word where its answer would go, at most two words from the end ("they drive on which side",
        "your country got how many neighbours"): a question in the order of Singapore English. Not
        "what", which also opens what is known ("they know what they grow")."""
        if units[0] not in _IN_PLACE_SUBJECTS:
            return False
        if units[-1] in _CLOSING_PARTICLES:
            units = units[:-1]
        if len(units) > 3 and units[-1] == "what" and units[-2] in _COPULAS_AND_WITH:
            return True  # "their largest industry is what", "their capital name starting with what"
        return any(units[k:k + len(q)] == q and len(units) - k - len(q) <= 2
                   for q in self.final_questions if q[0] in ("which", "how") for k in range(1, len(units)))

    def _alternatives(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Two answers of one card offered with a choice word between them ("the cars go in the
        right or in the left side", "big or small"): a question, whatever its word order. A
        choice card's options are not meant ("french or english" is talk: no card asks both)."""
        cues = [m for m in matches if m.kind == "cue" and self._asked_cards(m.value) and not self._option_targets(m.value)]
        return any(self._asked_cards(a.value) & self._asked_cards(b.value) and b.start - a.end <= CHOICE_GAP
                   and any(u in self.choice_words for u in units[a.end:b.start])
                   for a, b in zip(cues, cues[1:]))

    def _card_remark(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Whether the utterance opens with a card's cue and then a statement's verb: said about
        the card ("history is my favourite subject", "the coast question is the best"), after an
        interjection too ("ja, the pacific one is tricky"), not asking it."""
        first = matches[0] if matches else None
        lead = next((k for k, u in enumerate(units) if u not in self.interjections), len(units))
        if first is None or not (lead <= first.start <= lead + 1 and (first.start == lead or units[lead] in _DETERMINERS)):
            return False
        after = first.end
        while after < len(units) and (units[after] in self.card_words or units[after] in self.card_parts
                                      or units[after] == "one"):
            after += 1  # "the coast question is the best", "the land area one would split these", "... card's clues are"
        if after > first.end and units[after:after + 1] and units[after] in _CARD_SETTINGS:
            # "the coast card in this game is tricky", "the history question of theirs was long": the card
            # named where it is played, then said something of
            verb = next((k for k in range(after + 1, min(after + 5, len(units))) if units[k] in self.statement_verbs), None)
            after = verb if verb is not None else after
        return bool(units[after:after + 1] and units[after] in self.statement_verbs
                    and units[after + 1:after + 2] and units[after + 1] not in _QUESTION_SUBJECTS
                    and not any(u in _ASKED_AFTER for u in units[after + 1:after + 4])
                    and not self._option_then_cue(matches, after + 1)
                    and not self._own_option_at(matches, first, after + 1)
                    and not (units[after + 1] in _POINTING_SUBJECTS and self._same_card_later(matches, first, after + 2))
                    and units[0] not in self.request_starts and " ".join(units[:2]) not in self.request_starts)

    @staticmethod
    def _compared(units: tuple[str, ...], at: int) -> bool:
        """Whether the word at ``at`` names what something is likened to: within
        :data:`COMPARED_SPAN` words after "like" following a word of being ("it's shaped like | a
        boot", "this is like | the tube map"), never "what's it like"."""
        return any(units[j] == "like" and j > 0 and units[j - 1] in _LIKENED_AFTER
                   and not _ASKING_WORDS.intersection(units[:j])  # "how much is like the gdp": a filler
                   for j in range(max(0, at - COMPARED_SPAN), at))

    def _act_as_noun(self, units: tuple[str, ...], m: Match) -> bool:
        """Whether a one-word verb of an act follows an indefinite article ("a boot", "a cross", "a
        scratch"), or a determiner with "of" after it ("the cut of his suit", "the toss of a coin",
        "that drop of rain"): a thing, not the act (the act's own nouns take "the" but no "of":
        "give peru the boot")."""
        if m.value[0] in self.article_noun_words and (units[m.start - 1:m.start] and units[m.start - 1] in _INDEFINITE
                                                      or m.start >= 2 and units[m.start - 2] in _INDEFINITE
                                                      and units[m.start - 1] in self.noun_degrees):
            return True
        if len(m.value) != 1 or m.start == 0 or not self.cues[m.value] \
                or not all(t.split()[0] in self.article_nouns for t, _w in self.cues[m.value]):
            return False
        before = units[m.start - 1]
        return before in _INDEFINITE or (before in _OWNING_DETERMINERS and units[m.end:m.end + 1] == ("of",))

    def _causing(self, units: tuple[str, ...], m: Match) -> bool:
        """Whether a one-word cue is a verb of making right before a person ("make we no rush",
        "make them answer"): letting or causing, not a country's making."""
        return len(m.value) == 1 and m.value[0] in self.causative_verbs and units[m.end:m.end + 1] != () \
            and units[m.end] in self.caused_persons

    def _particle_of_thing(self, units: tuple[str, ...], m: Match, found: list[Match]) -> bool:
        """Whether a cue opening with an act's particle ("out", "off the table") follows a thing named
        with a determiner ("kick | the ball | out to peru", "take | the cat | off the table"): the
        particle is that thing's verb's. Not after a destination or a word for one ("take the
        congo off", "cross the last one off")."""
        k = m.start
        return m.value[0] in self.act_particles and k >= 2 and units[k - 2] in self.object_determiners \
            and units[k - 1] not in self.destination_nouns \
            and not any(s.kind == "slot" and s.start <= k - 1 < s.end for s in found)

    def _score_claimed(self, units: tuple[str, ...], m: Match) -> bool:
        """Whether a cue of the score follows a subject said in statement order ("i'm | winning",
        "we're still | ahead", "harold is | winning"), not a question word ("who's winning", "who is
        ahead") nor an inverted question ("are we winning")."""
        if m.value not in self.claimed_cues:
            return False
        k = m.start - 1
        if k >= 0 and units[k] in self.claim_adverbs:
            k -= 1
        if k < 0:
            return False
        if units[k] in self.claiming_subjects:
            return True
        return units[k] in self.claiming_verbs and k >= 1 and units[k - 1] not in _ASKING_WORDS \
            and units[k - 1] not in self.claiming_verbs

    def _only_withdrawn(self, matches: list[Match]) -> bool:
        """Whether every cue pointing somewhere points at taking back what was said (a "cancel")."""
        targets = {t for m in matches if m.kind == "cue" for t, _w in self.cues[m.value] if t != "neutral"}
        return targets == {"cancel"}

    def _holder_asked(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Whether a question word for a person comes before a word for a card ("who get the
        population card", "abeg who dey hold the gdp card"), outside any cue ("who runs it"): the
        players asked who holds or plays a card."""
        return any(u in self.holder_openers and not self._inside_cue(matches, i, i + 1)
                   and any(w in self.card_words for w in units[i + 1:])
                   for i, u in enumerate(units))

    def _past_report(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Whether an elimination's cue comes with its doer and a verb in the past ("i wiped | out
        japan", "we eliminated peru", "you already crossed off chile"): a report, unless the past
        verb is a decision ("we agreed", "we decided to").

        The verb is a subject's (``reporting_subjects``, an adverb allowed between) at most two
        words before the cue, or the cue's own first word. An act said besides ("i crossed it off my
        sheet, now eliminate it") is no report."""
        acts = self._elimination_cues(matches)
        return bool(acts) and all(self._reported(units, m) for m in acts)

    def _reported(self, units: tuple[str, ...], m: Match) -> bool:
        """Whether the act cue ``m`` follows its doer and a verb in the past (:meth:`_past_report`)."""
        for k in range(max(0, m.start - 2), m.start + 1):
            verb = units[k]
            past = verb in self.irregular_pasts or (len(verb) > 4 and verb.endswith("ed"))
            if not past or verb in self.decided_pasts:
                continue
            j = k - 1
            if j >= 0 and units[j] in self.reporting_adverbs:
                j -= 1
            if j >= 0 and units[j] in self.reporting_subjects:
                return True
        return False

    def _repair_no(self, units: tuple[str, ...], at: int) -> bool:
        """Whether the "no" at ``at`` opens a repair phrase ("no wait", "no hang on"): the repair's
        word, no rejection of the name after it ("... like a boot, no wait, that's italy")."""
        return units[at] == "no" and any(len(r) > 1 and r[0] == "no" and r[1] != "no" and units[at:at + len(r)] == r
                                         for r in self.repairs)

    def _card_working(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Whether a card named by its topic and "card" or "one" is the subject of a verb of its
        working ("what's the monarchy one do again", "what did the coast card do"), not followed by
        a subject the card's own question asks of ("the coast card, does it touch the sea")."""
        for m in matches:
            if m.kind != "cue" or not self._asked_cards(m.value):
                continue
            k = m.end
            while k < len(units) and (units[k] in self.card_words or units[k] == "one"):
                k += 1
            if k > m.end and k < len(units) and units[k] in self.working_verbs \
                    and units[k + 1:k + 2] not in {(w,) for w in _QUESTION_SUBJECTS | _ARTICLES}:
                return True
        return False

    def _late_question(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """A question word, or a verb asking of a subject or an option ("do they", "is spanish"),
        after some opening words and before a cue that points at the card ("lissen lissen | how many people is it",
        "when they drive | do they go on the left"): the opening was said to the table, the
        question to the spy. Statement openings were ruled out before this is asked."""
        pointing = [m.start for m in matches if m.kind == "cue"
                    and any(t != "neutral" for t, _w in self.cues[m.value])]
        # an option of a card right after the verb asks too ("is spanish official"); "is
        # winning" is said about a player
        options = {m.start for m in matches if m.kind == "cue" and self._option_targets(m.value)}
        for k in range(1, len(units) - 1):
            asking = units[k] in self.late_questions or (units[k] in self.trailing_questions and (
                units[k + 1] in _QUESTION_SUBJECTS | _ARTICLES or k + 1 in options))
            if asking and any(start >= k for start in pointing):
                return True
        return False

    def _card_as_thing(self, units: tuple[str, ...], matches: list[Match], starts: frozenset[int]) -> bool:
        """Whether a card is named as the thing on the table, not played (a language matched by
        characters): its word right after a card's cue, alone or with a particle of a subject, topic,
        object or place ("종교 카드 위에 고양이가", "인구 카드는 빨간색이야", "면적 카드를 강아지가 씹었어"),
        and nothing after it that uses or asks the card ("쓸게요", "냅니다", "부탁해요", "뭐야") or names
        another card ("체제 카드에서 군주제로 할게요"). "종교 카드요", "인구 카드로 가자" play it."""
        if not self.card_thing_word:
            return False
        said, size = "".join(units), len(self.card_thing_word)
        for m in matches:
            if m.kind != "cue" or not self._asked_cards(m.value) or said[m.end:m.end + size] != self.card_thing_word:
                continue
            at = m.end + size
            particle = next((p for p in ("", *self.card_thing_particles) if said.startswith(p, at)
                             and (at + len(p) in starts or at + len(p) == len(said))
                             and (p or at in starts)), None)
            rest_at = at + len(particle) if particle is not None else len(said)
            if rest_at >= len(said):
                continue
            bounds = sorted(b for b in (*starts, len(said)) if b >= rest_at)
            rest = [said[a:b] for a, b in zip(bounds, bounds[1:])]
            if all(word in self.card_thing_referents for word in rest):
                continue  # "돈 이름 첫 글자 뭐야 화폐 카드 그거": which question was meant
            # a word of carrying, and the one after it ("챙겨 | 가": carried off), use nothing
            carrying = [bool(self.card_thing_carries) and word.startswith(self.card_thing_carries) for word in rest]
            if any((word.startswith(self.card_thing_uses) or word in self.card_thing_use_words)
                   and not carrying[k] and not (k > 0 and carrying[k - 1]) for k, word in enumerate(rest)):
                continue
            if any(o.kind == "cue" and o.start >= rest_at and self._asked_cards(o.value) for o in matches):
                continue
            return True
        return False

    def _goes_with_card(self, units: tuple[str, ...], matches: list[Match]) -> bool:
        """Whether ``units`` close on a verb of going (``card_going``: "가", "로 가") right after a
        card's cue, the card named by its own name, a decisive cue ("인구 가", "종교로 가", "수도 첫
        글자로 가"; not "바다로 가", a trip)."""
        named = {t.split()[1] for m in matches if m.kind == "cue" for t, w in self.cues[m.value]
                 if t.startswith("ask ") and w >= DECISIVE}
        return any(m.kind == "cue" and self._asked_cards(m.value) & named and units[m.end:] == going
                   for going in self.card_going for m in matches)

    def _past_story(self, units: tuple[str, ...], matches: list[Match], starts: frozenset[int]) -> bool:
        """Whether a card's topic is told in a story in the past (a language matched by characters):
        the last word closes on the past tense as a statement ("살았어요", "다녔어", "고생했지"), no
        question word asks, no destination nor other command is named (an act: "너 일본에 숨었지", "못
        들었어요": say again), no card about the past alone is asked ("옛날에 식민지였어") and the past
        verb is no state ("인도양 접했어": it touches)."""
        if not self.past_stories:
            return False
        said = "".join(units)
        last = said[max((k for k in starts if k < len(said)), default=0):]
        if not past_statement(last) or last.startswith(self.story_states) \
                or any(self._contains(units, w) for w in self.question_words):
            return False
        targets = {t for m in matches if m.kind == "cue" for t, _w in self.cues[m.value] if t != "neutral"}
        if any(not t.startswith("ask ") for t in targets) or any(m.kind == "slot" for m in matches):
            return False  # "다시 말해 주세요 못 들었어요": a request beside it, not told of
        cards = {t.split()[1] for t in targets}
        return bool(cards) and not cards <= self.story_cards

    def _own_group(self, units: tuple[str, ...], starts: frozenset[int]) -> bool:
        """Whether the speakers' own people open what is said (a language matched by characters): "we"
        then a plural noun as the topic ("우리 조선족들은 ...", "저희 신입들도 ..."): a remark about them
        (unless it decides an act, "우리 팀원들은 페루 체포할게요": see :meth:`match`), nothing in it
        started over."""
        said = "".join(units)
        for opener in self.own_group_openers:
            if not said.startswith(opener) or len(opener) not in starts:
                continue
            after = sorted(k for k in starts if k > len(opener))
            noun = said[len(opener):after[0] if after else len(said)]
            if not any(noun.endswith(p) and len(noun) > len(p) for p in self.own_group_plurals):
                continue
            return True
        return False

    def _card_cues_in(self, units: tuple[str, ...]) -> set[tuple[str, ...]]:
        """The cues in ``units`` that point at a card question."""
        return {m.value for m in self._find(units) if m.kind == "cue" and self._asked_cards(m.value)}

    def _figure_heard(self, units: tuple[str, ...], found: list[Match]) -> bool:
        """Whether a card's topic is followed, with only ``figure_between`` words between, by a figure
        (three digits or more, a figure said as one word such as "zero", or number words or digits then a
        word such as "thousand"): an answer read back to the table ("population eight hundred thousand",
        "the gdp one came back what forty grand a head"), never a card asked. A question opening the
        sentence asks ("is the population over ten million")."""
        if not self.figure_words or units[0] in self.topic_questions:
            return False
        for m in found:
            # a weak cue names no topic ("land of a thousand hills": a nickname, not the area read back)
            if m.kind != "cue" or not any(t.startswith("ask ") and w >= 1.0 for t, w in self.cues[m.value]):
                continue
            k = m.end
            while k < len(units) and units[k] in self.figure_between:
                k += 1
            if k < len(units) and ((units[k].isdigit() and len(units[k]) >= 3) or units[k] in self.figures_alone):
                return True
            j = k
            while j < len(units) and (units[j] in _NUMBER_WORDS or (j == k and units[j].isdigit())):
                j += 1  # "eight hundred thousand", and a recogniser's digits ("40 grand")
            if k < j < len(units) and units[j] in self.figure_words:
                return True
        return False

    def _asked_cards(self, cue: tuple[str, ...]) -> set[str]:
        """The cards ``cue`` points at a question about (its "ask CARD ..." targets)."""
        return {t.split()[1] for t, _w in self.cues[cue] if t.startswith("ask ")}

    def _same_card_later(self, matches: list[Match], first: Match, start: int) -> bool:
        """Whether a cue from ``start`` on points at a card ``first`` points at ("english is that
        | official": yes; "the population is that | big": no)."""
        cards = self._asked_cards(first.value)
        return any(m.start >= start and m.kind == "cue" and self._asked_cards(m.value) & cards for m in matches)

    def _own_option_at(self, matches: list[Match], first: Match, at: int) -> bool:
        """Whether an option of the card ``first`` points at is named at ``at`` ("the language card is
        | english one of them", "the money is | euro ah"): the card's question with its option, not a
        remark about the card."""
        cards = self._asked_cards(first.value)
        return any(m.start == at and m.kind == "cue" and {t.split()[1] for t in self._option_targets(m.value)} & cards
                   for m in matches)

    def _option_then_cue(self, matches: list[Match], start: int) -> bool:
        """An option named from ``start`` and then another cue of its card ("the language card is
        | english official"): a question in the inverted order, not a statement about the card."""
        later = [m for m in matches if m.start >= start and m.kind == "cue"]
        for k, m in enumerate(later):
            cards = {t.split()[1] for t in self._option_targets(m.value)}
            if cards and any(self._asked_cards(n.value) & cards for n in later[k + 1:]):
                return True
        return False

    @staticmethod
    def _score(weight: float) -> float:
        return min(SCORE_MAX, SCORE_ONE_CUE + SCORE_PER_WEIGHT * (weight - 1.0))

    @staticmethod
    def _command(target: str) -> dict[str, Any]:
        parts = target.split()
        command: dict[str, Any] = {"type": parts[0]}
        if len(parts) > 1:
            command["card"] = parts[1]
        if len(parts) > 2:
            command["option"] = parts[2]
        return command
