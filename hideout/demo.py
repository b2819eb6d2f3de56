"""``hideout demo``: a self-playing game through the real speech pipeline, no microphone needed.

Scripted detectives (the engine's simulated detective team) decide what to do; each decision
is said in a natural phrasing by an espeak-ng voice (one voice per detective), decoded by the
real recogniser with the game's context grammar, matched, confirmed ("yes", also spoken) and
applied by the same session a real table uses. The transcript prints; the spy's voice plays
only with ``--speak``. At the end the demo prints how often the recogniser got it right.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console

from hideout.engine.commands import Cancel, Command, Confirm
from hideout.engine.destination_x.commands import Ask, Eliminate, Guess
from hideout.display import Table
from hideout.display.terminal import TerminalDisplay
from hideout.play import computer_label, linger, make_speaker, open_web
from hideout.session import Session

# Natural phrasings per command, with {dest} / {option} filled in. Several per command so the
# demo shows the matcher taking varied speech, not one canonical sentence.
EN_ASK: dict[str, list[str]] = {
    "land_area": ["how big is it", "what is the total land area", "land area please"],
    "population": ["what's the population", "how many people live there", "population please"],
    "gdp_per_capita": ["what is the gdp per capita", "how rich are they", "gdp per capita please"],
    "highest_peak": ["how high is the highest peak", "what's the highest mountain", "highest peak please"],
    "land_borders": ["how many countries does it border", "how many neighbours does it have", "land borders please"],
    "agricultural_product": ["what is the main agricultural product", "what do they grow"],
    "industry": ["what is the largest industry", "what's the biggest industry"],
    "export": ["what is the main export", "what do they export"],
    "government": ["what is the system of government", "what kind of government do they have"],
    "religion": ["what is the dominant religion", "what religion are they"],
    "capital_letter": ["what letter does the capital start with", "first letter of the capital please"],
    "currency_letter": ["what letter does the currency start with", "first letter of the currency please"],
    "history": ["tell me about its history", "what is the country's history"],
    "atlantic": ["does it lie on the atlantic", "is it on the atlantic ocean"],
    "pacific": ["does it lie on the pacific", "is it on the pacific ocean"],
    "indian": ["does it lie on the indian ocean", "is it on the indian ocean"],
    "coastline": ["does it have a coastline", "is it by the sea"],
    "traffic": ["do they drive on the left", "which side of the road do they drive on"],
    "capital_largest": ["is the capital the largest city", "is the capital also the biggest city"],
}
EN_CHOICE: dict[str, list[str]] = {
    "official_language": ["is {option} an official language", "do they speak {option} there"],
    "government_choice": ["is it a {option}", "is the government a {option}"],
    "currency_choice": ["is the currency the {option}", "do they use the {option}"],
    "religion_choice": ["is the dominant religion {option}", "is {option} the main religion"],
}
EN_ELIMINATE = ["eliminate {dest}", "cross off {dest}", "rule out {dest}", "it's not {dest}"]
EN_GUESS = ["the spy is in {dest}", "arrest in {dest}", "we accuse {dest}"]
EN_YES = ["yes", "yes please", "correct"]
EN_NO = ["no", "cancel"]

KO_ASK: dict[str, list[str]] = {
    "land_area": ["면적은 얼마예요"], "population": ["인구는 얼마예요"], "gdp_per_capita": ["일인당 국내총생산은 얼마예요"],
    "highest_peak": ["가장 높은 산은 얼마나 높아요"], "land_borders": ["국경을 접한 나라는 몇 개예요"],
    "agricultural_product": ["주요 농산물은 뭐예요"], "industry": ["가장 큰 산업은 뭐예요"], "export": ["주요 수출품은 뭐예요"],
    "government": ["정부 형태는 뭐예요"], "religion": ["주요 종교는 뭐예요"], "capital_letter": ["수도의 첫 글자는 뭐예요"],
    "currency_letter": ["화폐의 첫 글자는 뭐예요"], "history": ["역사를 알려 주세요"], "atlantic": ["대서양에 접해 있어요"],
    "pacific": ["태평양에 접해 있어요"], "indian": ["인도양에 접해 있어요"], "coastline": ["해안선이 있어요"],
    "traffic": ["좌측 통행이에요"], "capital_largest": ["수도가 가장 큰 도시예요"],
}
KO_CHOICE: dict[str, list[str]] = {
    "official_language": ["{option}가 공식 언어예요"], "government_choice": ["{option}예요"],
    "currency_choice": ["화폐가 {option}예요"], "religion_choice": ["주요 종교가 {option}예요"],
}
KO_ELIMINATE = ["{dest} 제거"]
KO_GUESS = ["{dest}에서 체포"]
KO_YES = ["네"]
KO_NO = ["아니요"]

EN_VOICES = [("en-us", 165, 50), ("en-gb+f3", 155, 60), ("en-us+m3", 175, 40), ("en+f2", 160, 55)]
KO_VOICES = [("ko", 150, 50), ("ko+f3", 145, 60), ("ko+m3", 155, 45)]


@dataclass
class DemoStats:
    utterances: int = 0
    understood: int = 0          # the recogniser + matcher produced the intended command
    retries: int = 0
    typed: int = 0               # given up on speech: the command was typed in
    decode_ms: list[float] = field(default_factory=list)


def phrase_for(command: Command, lang: str, app: Any, rng: random.Random) -> str:
    en = lang != "ko"
    if isinstance(command, Ask):
        card = app.cards[command.card]
        if card.is_choice and command.option:
            opt = card.option(command.option)
            template = rng.choice((EN_CHOICE if en else KO_CHOICE)[command.card])
            return template.format(option=opt.name.lower() if en else opt.name_ko)
        return rng.choice((EN_ASK if en else KO_ASK)[command.card])
    if isinstance(command, (Eliminate, Guess)):
        page = app.handbook[command.destination]
        name = _speakable_name(page, en)
        pool = (EN_ELIMINATE if en else KO_ELIMINATE) if isinstance(command, Eliminate) else (EN_GUESS if en else KO_GUESS)
        return rng.choice(pool).format(dest=name)
    if isinstance(command, Confirm):
        return rng.choice(EN_YES if en else KO_YES)
    if isinstance(command, Cancel):
        return rng.choice(EN_NO if en else KO_NO)
    raise ValueError(f"the demo has no phrasing for {command!r}")


def _speakable_name(page: Any, en: bool) -> str:
    if not en:
        return str(page.name_ko)
    # Names with accents or punctuation read oddly in espeak: a plain alias is what people say.
    from hideout.grammar.normalise import normalise

    name = normalise(page.name)
    return name


def say_until_applied(session: Session, table: Table, stats: DemoStats, intended: Command,
                      say: Callable[[Command], str]) -> None:
    """Say ``intended`` until the session applies it, as a player at the table would: answer
    the question back, say no to a mishearing and try again, and type it after three failures.

    ``say`` speaks a command's phrasing into the recogniser and returns what it heard.
    """
    for attempt in range(3):
        reply = session.handle(say(intended))
        table.say(reply.lines)
        if reply.heard == intended:
            stats.understood += 1 if attempt == 0 else 0
            if session.pending is not None:
                # The computer asks back before anything irreversible: answer it aloud.
                for _ in range(3):
                    reply = session.handle(say(Confirm()))
                    table.say(reply.lines)
                    if session.pending is None:
                        break
            # Not only `intended`: a misheard yes may have done another, and play goes on from there.
            if reply.applied is not None:
                table.refresh()
                return
        elif session.pending is not None:
            # Misheard as something that awaits a yes: say no, and try again.
            table.say(session.handle(say(Cancel())).lines)
            session.pending = None
        stats.retries += 1
    # Speech failed three times: a player would type it; the demo does the same.
    stats.typed += 1
    table.note(f"[yellow](typed) {intended.to_json()}[/yellow]")
    session.pending = None
    reply = session.dispatch(intended)
    if session.pending is not None:
        reply = session.dispatch(Confirm())
    table.say(reply.lines)
    table.refresh()


def demo(args: Any) -> int:
    from hideout.engine.destination_x.config import GameConfig
    from hideout.engine.destination_x.detectives import DetectiveTeam
    from hideout.engine.destination_x.game import DestinationXGame
    from hideout.grammar.matcher import Matcher
    from hideout.destination_x_app import DestinationXApp
    from hideout.listening import GrammarFeeder, NoRecogniser, choose_recogniser, decode_as_streamed
    from hideout.voice.synth import SynthesisError, pad, synthesise

    console = Console()
    lang = args.lang
    rng = random.Random(args.seed)
    players = ("민지", "준호", "서연") if lang == "ko" else ("Ann", "Ben", "Cho")
    started = time.perf_counter()
    try:
        chosen = choose_recogniser(lang, args.recogniser, args.model)
    except NoRecogniser as err:
        console.print(f"[red]{err}[/red]")
        return 1
    console.print(f"[dim]recogniser: {chosen.note}[/dim]")
    game = DestinationXGame(GameConfig(players=players, seed=args.seed, spy_strategy="cunning"))
    app = DestinationXApp(game, lang=lang)
    matcher = Matcher(game="destination-x", lang=lang)
    session = Session(app, matcher, save_path=None, confirm=True)
    feeder = GrammarFeeder(chosen.recogniser, matcher)
    table = Table(app, [TerminalDisplay(console)], make_speaker(lang, quiet=not args.speak), label=computer_label("spy", lang))
    try:
        server = open_web(args, table, session, plays_itself=True)
    except OSError as err:
        console.print(f"[red]{err}[/red]")
        return 1
    team = DetectiveTeam(game.handbook, game.cards, seed=args.seed)
    voices = KO_VOICES if lang == "ko" else EN_VOICES
    stats = DemoStats()
    console.print(f"[dim]ready to listen after {time.perf_counter() - started:.1f} s[/dim]")
    table.refresh()
    table.say(app.intro())

    def speak(who: int, text: str) -> str:
        voice, speed, pitch = voices[who % len(voices)]
        feeder.update(session.context())
        try:
            pcm = pad(synthesise(text, voice, speed, pitch))
        except SynthesisError as err:
            console.print(f"[red]{err}[/red]")
            raise SystemExit(1) from None
        transcript = decode_as_streamed(chosen.recogniser, pcm)
        stats.utterances += 1
        stats.decode_ms.append(transcript.decode_ms)
        table.heard(f"{players[who]} says", f"\"{text}\"", f"heard: \"{transcript.text}\" ({transcript.decode_ms:.0f} ms)")
        return str(transcript.text)

    def phrase(command: Command) -> str:
        # With the short-command grammar (Korean) the detectives say exactly its phrase; "no"
        # they say in their own words.
        if feeder.canonical and not isinstance(command, Cancel):
            for text, json_form in feeder.phrases(session.context()).items():
                if json_form == command.to_json():
                    return text
        return phrase_for(command, lang, app, rng)

    while not app.finished():
        if args.rounds and game.round > args.rounds:
            break
        current = game.current_player
        who = players.index(current) if current in players else 0
        intended = team.choose(game)
        say_until_applied(session, table, stats, intended, lambda command: speak(who, phrase(command)))
    decoded = sorted(stats.decode_ms)
    p50 = decoded[len(decoded) // 2] if decoded else 0.0
    console.print(
        f"\n[bold]Demo finished:[/bold] {stats.utterances} utterances, "
        f"{stats.understood} commands understood at the first try, {stats.retries} retries, "
        f"{stats.typed} typed; median decode {p50:.0f} ms ({chosen.note})."
    )
    if server is not None:
        linger(console)
        server.stop()
    return 0
