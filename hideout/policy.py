"""What the game does with one utterance: act on it, ask it back, or ignore it.

One function, :func:`decide`, used by the live session (hideout/session.py) and by `hideout parse`
and `hideout hear` (their `"action"` and `"confidence"`), so every figure measured from outside is
what a game would do.

- ``"act"``: apply it (or ask "Eliminate Brazil?" where the rules want a confirmation);
- ``"ask_back"``: not sure it was meant: "The population card?" (or the pending question again;
  or, for an elimination or arrest said without its destination, "Which destination?");
- ``"ignore"``: table talk, a hesitation, silence: the spy says nothing and nothing changes.

Typed input is always meant for the spy: only what cannot apply now (a yes or a no with nothing
waiting) is ignored, and typed hesitation sounds ("er", "yay") are nothing; a yes typed as a
sound phrase ("uh huh", "mm hmm") is a yes when typed, never when heard. Heard input is judged by a confidence that combines the recogniser's own
(an acoustic fit of the grammar path), the filler words the grammar had to put around the
command (how a closed grammar explains table talk) and, where the recogniser gave one, how well
the kept reading fits the audio by an open-vocabulary second opinion (hideout.listening.weigh).

In the address-word mode (a loud table: ``hideout play --address-word spy``) an utterance that
does not open with the word (``MatchResult.addressed`` False) is table talk, whatever it says,
unless it answers the question the game has just asked: a bare "yes" to "Eliminate Nepal?"
within :data:`ANSWER_WINDOW_S` of the question.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Sequence
from typing import Any, Literal

from hideout.grammar.matcher import SOUND_ANSWER

Action = Literal["act", "ask_back", "ignore"]
Awaiting = Literal["confirmation", "choice"] | None
AWAITING = ("confirmation", "choice")

#: Commands that only steer the dialogue (never change the game).
DIALOGUE = frozenset({"confirm", "cancel", "repeat", "status", "help"})
#: Heard game commands at or above this confidence are acted on; between ASK_BACK_FROM and it
#: they are asked back; below, ignored as table talk. Set on bench/phrasings/en_dev.jsonl spoken by
#: the tuning voices, clean and 10 dB babble (bench/heard_phrasings.py --phrasings dev --voices
#: tune --dump ...; 720 game commands, 150 table talk): the recogniser's confidence separates the
#: two only weakly, so the rule is the one that keeps table talk that makes the spy speak up at
#: or under 5% (5 of 150) while acting on the most right commands (47% of all commands, 61% of
#: the right ones); any band of asking back bought fewer acted commands for the same table talk.
ACT_FROM = 0.2
ASK_BACK_FROM = 0.2
#: Commands the game confirms aloud before they change anything ("Eliminate Brazil?"), and the
#: confidence from which the others (asks, Duel action cards), applied at once, are acted on
#: rather than asked back: table talk heard as a question must not play a card. Same dev set:
#: 0.2 (no band) 46.6% of commands acted, 1.7% of the right ones asked back, 3 table talk
#: utterances played a card; 0.3: 42.6%, 6.9%, none; 0.4: 36.7%, 14.7%, none.
CONFIRMED = frozenset({"eliminate", "guess", "move", "step", "deal"})
APPLY_AT_ONCE_FROM = 0.3
#: A heard yes confirms an elimination or an arrest only this sure (else the question is asked
#: again; dev set: hesitations taken as yes 1 of 80 at 0.3, 0 at 0.5); repeat / status / help are
#: answered only this sure (else ignored; table talk answered 5 of 150 at 0.2, 4 at 0.3).
CONFIRM_FROM = 0.5
DIALOGUE_FROM = 0.3
#: An elimination or arrest heard without its destination ("eliminate", "we accuse": the
#: matcher's ``bare_act``), read in what an open-vocabulary ear wrote as the whole utterance
#: (hideout.listening.GrammarFeeder.evidence), is asked back ("Which destination?") from this
#: sureness of that ear; never acted on. It changes nothing, as a status answered does, so it
#: takes the dialogue bar (DIALOGUE_FROM); see notes/MEASUREMENTS.md, "Bare acts heard".
BARE_ACT_FROM = 0.3
#: A heard no cancels the pending question only this sure: fainter, it is ignored and the
#: question stays open (saying no again is cheap; a pending elimination dropped on a murmur is
#: not). The tuning phrasings (en_dev, en_dev2: yes, no, hesitations, table talk; tuning voices,
#: four conditions) heard as a no below 0.01: 5 hesitations, 4 yeses, 3 table talk, no no; the
#: faintest right no was 0.022.
CANCEL_FROM = 0.01
#: Each filler word the grammar put around a heard command that its phrase does not hold
#: multiplies the confidence by this (0.4 to 1.0 tried on the same dev set: 0.4 best).
STRAY_FILLER_FACTOR = 0.4
#: In the address-word mode, an answer to the game's question needs no address word for this
#: long after the question was said (seconds to the end of the answer): people answer "Eliminate
#: Nepal?" at once; later, a bare "yes" is as likely said to a neighbour. Only dialogue (yes, no,
#: say again, status, help) and a pick among the names asked about answer; a new command in the
#: window still needs the word.
ANSWER_WINDOW_S = 8.0

#: Korean speech: the Vosk Korean model in a grammar of one short phrase per command
#: (grammar/canonical.py). Vosk strings the list's words together freely, so a garbled reading
#: ("야 영어 야" for "인구는 얼마입니까") can read as a command whose phrase ("영어 써") was never
#: heard, and the utterance's mean word confidence says little. The evidence there is
#: :func:`phrase_confidence`: the command's own phrase heard whole, in order, its weakest word,
#: and the share of the decoded words (unknown words too) that phrase accounts for. Its bars
#: (:data:`PHRASE_BARS`) are set on bench/korean_accuracy.py's canonical utterances (the bench's
#: own lines, its two espeak-ng tuning voices, clean and 10 dB babble).
#: A reading whose command phrase is less than this share of the decoded words is a garble.
PHRASE_SHARE_FROM = 0.6


@dataclass(frozen=True)
class Bars:
    """The confidences from which a heard utterance is acted on (see the English bars above)."""

    act: float = ACT_FROM                    # a confirmed command (eliminate, arrest)
    apply_at_once: float = APPLY_AT_ONCE_FROM  # a card asked, applied at once
    ask_back: float = ASK_BACK_FROM
    confirm: float = CONFIRM_FROM
    dialogue: float = DIALOGUE_FROM
    cancel: float = CANCEL_FROM
    bare_act: float = BARE_ACT_FROM


#: Bars on :func:`phrase_confidence` (Korean, Vosk): a word Vosk is this sure of is acted on.
PHRASE_BARS = Bars(act=0.8, apply_at_once=0.9, ask_back=0.5, confirm=0.9, dialogue=0.8, cancel=0.5)


def phrase_confidence(words: Sequence[tuple[str, float]], phrase: str | None, unknown_words: int = 0,
                      address_word: str = "") -> float:
    """How sure a reading in a grammar of one short phrase per command is of the command whose
    phrase is ``phrase``: 0 unless the phrase's words were heard in a row and make at least
    :data:`PHRASE_SHARE_FROM` of the decoded words (``unknown_words``, the model's unknown token,
    count; the mode's ``address_word`` does not); else the weakest of the phrase's words, lowered
    by the share of the words it does not account for (stray words make it less sure)."""
    if not phrase:
        return 0.0
    wanted = phrase.split()
    address = set(address_word.split())
    heard = [(word, conf) for word, conf in words if word not in address]
    for start in range(len(heard) - len(wanted) + 1):
        if [word for word, _ in heard[start:start + len(wanted)]] == wanted:
            share = len(wanted) / (len(heard) + unknown_words)
            if share < PHRASE_SHARE_FROM:
                return 0.0
            weakest = min(conf for _, conf in heard[start:start + len(wanted)])
            return max(0.0, min(1.0, weakest * share))
    return 0.0


@dataclass(frozen=True)
class Decision:
    action: Action
    confidence: float  # 0..1: how sure the game is that this utterance meant this command

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "confidence": round(self.confidence, 3)}


def check_awaiting(value: Any) -> Awaiting:
    """`awaiting` as given on the command line or in a JSON line.

    :raises ValueError: anything but "confirmation", "choice" or null.
    """
    if value is None or value in AWAITING:
        return value  # type: ignore[no-any-return]
    raise ValueError(f"awaiting must be \"confirmation\", \"choice\" or null, not {value!r}")


def english_bars() -> Bars:
    """The English bars as the module sets them now (not Bars()' defaults, bound at import: a
    bench or test that sets them counts)."""
    return Bars(ACT_FROM, APPLY_AT_ONCE_FROM, ASK_BACK_FROM, CONFIRM_FROM, DIALOGUE_FROM, CANCEL_FROM, BARE_ACT_FROM)


def heard_confidence(result: Any, recogniser_confidence: float, second_opinion: bool | None = None,
                     fillers_said: bool = False) -> float:
    """The confidence of a heard command: the recogniser's, lowered for each stray filler word
    (unless ``fillers_said``: the words around the command were heard said, not put there by a
    closed grammar explaining other sounds: hideout.listening.fillers_said) and, when a second
    opinion was taken, raised when it agrees and lowered when it does not."""
    fillers = 0 if fillers_said else getattr(result, "stray_fillers", 0)
    confidence = recogniser_confidence * STRAY_FILLER_FACTOR ** fillers
    if second_opinion is True:
        confidence = 1.0 - (1.0 - confidence) / 2.0
    elif second_opinion is False:
        confidence /= 2.0
    return max(0.0, min(1.0, confidence))


def is_hesitation(text: str) -> bool:
    """Only hesitation sounds ("er", "hmm", "yay"): never a yes, however the matcher reads it."""
    from hideout.grammar.recognition import HESITATIONS

    words = text.lower().replace(",", " ").replace(".", " ").replace("!", " ").split()
    return bool(words) and all(word.strip("?") in HESITATIONS for word in words)


def answers_unaddressed(kind: str, awaiting: Awaiting, just_asked: bool) -> bool:
    """In the address-word mode: whether a command of ``kind`` said without the word still
    counts, as the answer to the question the game has just asked."""
    return awaiting is not None and just_asked and kind in DIALOGUE


def decide(result: Any, awaiting: Awaiting = None, confidence: float | None = None,
           just_asked: bool = True, bars: Bars | None = None) -> Decision:
    """What a live game does with a matched utterance (a grammar.matcher.MatchResult).

    ``confidence``: None for typed input; for heard input, :func:`heard_confidence`.
    ``just_asked``: the question ``awaiting`` names was said within :data:`ANSWER_WINDOW_S`
    (only the address-word mode asks; `hideout parse` and `hear` take a given ``awaiting`` as
    just asked). ``bars``: the bars ``confidence`` is judged by (default: the English ones,
    on :func:`heard_confidence`; :data:`PHRASE_BARS` on :func:`phrase_confidence`).
    """
    bar = bars or english_bars()
    command = result.command
    typed = confidence is None
    sure = min(1.0, max(0.0, result.score / 100.0)) if typed else float(confidence)  # type: ignore[arg-type]
    if command is None:
        if getattr(result, "bare_act", None) is not None and awaiting is None \
                and getattr(result, "addressed", None) is not False:
            # "eliminate" alone: asked which destination (typed, or heard surely), never acted on
            return Decision("ask_back" if typed or sure >= bar.bare_act else "ignore", sure)
        return Decision("ignore", 0.0)
    kind = command.type
    if getattr(result, "addressed", None) is False and not answers_unaddressed(kind, awaiting, just_asked):
        return Decision("ignore", sure)   # the mode's word was not said: table talk
    if is_hesitation(result.text) and not (typed and getattr(result, "reason", "") == SOUND_ANSWER):
        # "huh mm" is not "say that again"; typed "uh huh" is a yes, but heard it may be a hesitation
        return Decision("ignore", 0.0)
    if kind == "confirm":
        if awaiting != "confirmation":
            return Decision("ignore", sure)
        return Decision("act" if typed or sure >= bar.confirm else "ask_back", sure)
    if kind == "cancel":
        # a no only means something while a question waits (typed with nothing waiting, the game
        # only says there is nothing to cancel, as for a yes); heard, not when barely heard
        if awaiting is None:
            return Decision("ignore", sure)
        return Decision("act" if typed or sure >= bar.cancel else "ignore", sure)
    if kind in DIALOGUE:
        return Decision("act" if typed or sure >= bar.dialogue else "ignore", sure)
    if getattr(result, "ambiguous", False) or getattr(result, "tentative", False):
        # "Niger or Nigeria?", "The population card?"; heard, only as sure as any question back
        # (a guess at talk barely heard is no question to ask)
        return Decision("ask_back" if typed or sure >= bar.ask_back else "ignore", sure)
    if typed or sure >= (bar.act if kind in CONFIRMED else max(bar.act, bar.apply_at_once)):
        return Decision("act", sure)
    return Decision("ask_back" if sure >= bar.ask_back else "ignore", sure)
