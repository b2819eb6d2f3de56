"""Trains the learned reader (grammar/reader.py) and writes data/reader_<lang>.npz.

Training data: the spent blind phrasing sets only (bench/phrasings; every one has been tuned on
by the rule rounds). The sealed headline sets are never read. Each line gives its text, game,
pending question and the label of its expected command (grammar.reader.label_of).

The model: multinomial logistic regression on binary features (grammar.reader.features; those
seen in at least ``MIN_COUNT`` training lines), each line's row scaled to unit length, an L2
penalty, fitted by L-BFGS from zero weights: the same sets give the same file.

    python scripts/train_reader.py            # writes data/reader_en.npz and data/reader_ko.npz
    python scripts/train_reader.py --check    # exit 1 if a shipped file differs from a rebuild
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy
from numpy.typing import NDArray

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hideout.grammar.matcher import Matcher  # noqa: E402
from hideout.grammar.templates import SLOT_MARK, expand_all, load_templates  # noqa: E402
from hideout.grammar.reader import (  # noqa: E402
    COMMAND,
    TALK,
    LearnedReader,
    SlotMarker,
    features,
    label_of,
    slot_markers,
    talk_gate_path,
    weights_path,
)

PHRASINGS = ROOT / "bench" / "phrasings"
#: The sets the rules have been tuned on (all blind when written, all spent since).
SPENT_SETS = {
    "en": ("en_dev", "en_dev2", "en_heldout", "en_heldout2", "en_heldout4", "en_heldout5", "en_heldout6",
           "en_heldout7", "en_heldout8", "en_heldout9", "en_heldout10", "en_heldout11", "en_heldout12",
           "en_heldout13", "en_heldout14", "en_heldout19", "en_heldout16", "en_heldout18", "en_team", "en_probe5",
           "en_heldout15", "en_heldout20", "en_heldout21", "en_heldout17", "en_heldout22",
           "en_heldout23", "en_heldout25", "en_heldout27", "en_heldout28", "en_heldout24", "en_heldout26",
           "en_heldout32", "en_heldout29", "en_heldout30", "en_heldout35",
           "en_heldout36", "en_heldout31", "en_heldout33", "en_heldout39", "en_heldout40",
           "en_heldout34", "en_heldout43", "en_heldout37", "en_heldout46", "en_heldout47",
           "en_heldout42", "en_heldout48", "en_heldout49", "en_heldout52", "en_heldout53",
           "en_heldout45", "en_heldout50", "en_heldout57", "en_heldout56", "en_heldout51", "en_heldout54", "en_heldout60",
           "en_heldout55", "en_heldout58", "en_heldout63", "en_heldout64", "en_heldout59", "en_heldout61", "en_heldout66",
           "en_heldout62", "en_heldout65", "en_heldout67", "en_heldout68",
           "en_heldout70", "en_heldout69", "en_heldout72", "en_heldout71",
           "en_heldout73", "en_heldout74", "en_heldout75", "en_heldout76", "en_heldout77", "en_heldout78",
           "en_heldout79", "en_talk1", "en_heldout80", "en_heldout81", "en_talk2",
           "en_heldout82", "en_heldout83", "en_talk3", "en_heldout84", "en_heldout85", "en_talk4",
           "en_heldout86", "en_heldout87", "en_talk5", "en_heldout88", "en_talk6", "en_heldout93",
           "en_talk9", "en_talk10", "en_heldout89", "en_heldout90", "en_talk7",
           "en_heldout96", "en_talk12", "en_heldout91", "en_heldout92", "en_talk8",
           "en_heldout99", "en_talk14", "en_heldout94", "en_heldout95", "en_talk11",
           "en_heldout102", "en_talk16", "en_heldout97", "en_heldout98", "en_talk13",
           "en_heldout105", "en_talk18", "en_talk17", "en_heldout100", "en_heldout101", "en_talk15",
           "en_heldout106", "en_talk20", "en_heldout103", "en_heldout104", "en_talk19", "en_heldout111", "en_talk23",
           "en_heldout107", "en_heldout108", "en_talk21", "en_heldout114", "en_talk25",
           "en_heldout109", "en_heldout110", "en_talk22", "en_heldout117", "en_talk27",
           "en_heldout112", "en_heldout113", "en_talk24", "en_heldout120",
           "en_heldout115", "en_heldout116", "en_talk26", "en_heldout123",
           "en_heldout118", "en_heldout119", "en_talk28", "en_heldout126",
           "en_heldout121", "en_heldout122", "en_talk29", "en_heldout129",
           "en_heldout124", "en_heldout125", "en_talk30", "en_heldout132"),
    "ko": ("ko_dev", "ko_heldout", "ko_heldout2", "ko_heldout4", "ko_heldout5", "ko_heldout6", "ko_heldout7",
           "ko_heldout8", "ko_heldout9", "ko_heldout10", "ko_heldout11", "ko_heldout12", "ko_heldout13",
           "ko_heldout18", "ko_heldout15", "ko_heldout17", "ko_heldout14", "ko_heldout19", "ko_heldout20",
           "ko_heldout16", "ko_heldout21", "ko_heldout22", "ko_heldout24", "ko_heldout26", "ko_heldout27", "ko_heldout23",
           "ko_heldout25", "ko_heldout31", "ko_heldout28", "ko_heldout29", "ko_heldout34",
           "ko_heldout30", "ko_heldout32", "ko_heldout37", "ko_heldout33", "ko_heldout40", "ko_heldout35",
           "ko_heldout44", "ko_heldout39", "ko_heldout43", "ko_heldout45", "ko_heldout48", "ko_heldout49",
           "ko_heldout42", "ko_heldout46", "ko_heldout52", "ko_heldout47", "ko_heldout50", "ko_heldout55",
           "ko_heldout51", "ko_heldout53", "ko_heldout59", "ko_heldout60", "ko_heldout54", "ko_heldout57",
           "ko_heldout58", "ko_heldout61", "ko_heldout62", "ko_heldout63", "ko_heldout64", "ko_heldout65", "ko_heldout66", "ko_heldout67",
           "ko_heldout68", "ko_heldout69", "ko_heldout70", "ko_heldout71", "ko_heldout72", "ko_heldout73", "ko_talk1",
           "ko_heldout75", "ko_heldout74", "ko_talk2",
           "ko_heldout77", "ko_heldout76", "ko_talk3", "ko_heldout78", "ko_heldout79", "ko_talk4",
           "ko_heldout80", "ko_heldout81", "ko_talk5", "ko_heldout82", "ko_heldout83", "ko_talk6",
           "ko_heldout88", "ko_talk9", "ko_talk10", "ko_heldout84", "ko_heldout85", "ko_talk7",
           "ko_heldout91", "ko_talk12", "ko_heldout86", "ko_heldout87", "ko_talk8",
           "ko_heldout94", "ko_talk14", "ko_heldout89", "ko_heldout90", "ko_talk11",
           "ko_heldout97", "ko_talk16", "ko_heldout92", "ko_heldout93", "ko_talk13",
           "ko_heldout100", "ko_talk18", "ko_heldout95", "ko_heldout96", "ko_talk15",
           "ko_heldout101", "ko_talk19", "ko_heldout98", "ko_heldout99", "ko_talk17", "ko_heldout106", "ko_talk22",
           "ko_heldout102", "ko_heldout103", "ko_talk20", "ko_heldout109", "ko_talk24",
           "ko_heldout104", "ko_heldout105", "ko_talk21", "ko_heldout112", "ko_talk26",
           "ko_heldout107", "ko_heldout108", "ko_talk23", "ko_heldout115",
           "ko_heldout110", "ko_heldout111", "ko_talk25", "ko_heldout118",
           "ko_heldout113", "ko_heldout114", "ko_talk27", "ko_heldout121",
           "ko_heldout116", "ko_heldout117", "ko_talk28", "ko_heldout124",
           "ko_heldout119", "ko_heldout120", "ko_talk29", "ko_heldout127"),
}
GAMES = {"en": ("destination-x", "duel"), "ko": ("destination-x",)}
#: Never read here: the headline sets are measured, not learnt from.
SEALED_SETS = ("en_heldout3", "ko_heldout3", "en_heldout127", "en_heldout128", "ko_heldout122", "ko_heldout123",
               "en_talk31", "ko_talk30", "en_heldout130", "en_heldout131", "ko_heldout125", "ko_heldout126",
               "en_talk32", "ko_talk31")
#: A feature seen in fewer training lines is left out (keeps the file small; a one-off n-gram
#: says nothing about another writer).
MIN_COUNT = 2
#: The L2 penalty on the weights (per line of the mean loss). Chosen by leave-one-set-out over
#: the spent sets without the sixth ones (1e-4 read fewer card questions at the same talk cost).
L2 = 3e-5
MAX_ITERATIONS = 400
#: Plain commands from the templates, taught to the talk gate only (never to the reader: template
#: phrasings hold no talk, and made the reader read talk as commands). The written sets hold few
#: plain commands, so a gate learnt from them alone took "ask about the coast" for talk. Of each
#: intent's phrases of each card (or action card, or district moved to), up to this many, drawn
#: with a fixed seed.
GATE_TEMPLATE_KINDS = ("ask", "move", "action")
GATE_TEMPLATES_PER_GROUP = 25
#: The languages whose talk gate ships (data/talk_gate_<lang>.npz; grammar.reader.TALK_CHECK_BARS):
#: both, their typed acts asked back when likely talk (notes/MEASUREMENTS.md, "The Korean talk gate,
#: twenty writers", says why Korean joined).
SHIP_TALK_GATE: tuple[str, ...] = ("en", "ko")


@dataclass(frozen=True)
class Example:
    text: str
    game: str
    awaiting_confirmation: bool
    label: str
    set_name: str


def read_set(name: str) -> list[dict[str, object]]:
    if name in SEALED_SETS:
        raise ValueError(f"{name} is sealed: it is never read to train the reader")
    return [json.loads(text) for text in (PHRASINGS / f"{name}.jsonl").read_text("utf-8").splitlines()
            if text.strip()]


def examples(sets: Iterable[str]) -> list[Example]:
    found = []
    for name in sets:
        for line in read_set(name):
            expect = line["expect"]
            found.append(Example(str(line["text"]), str(line["game"]), line.get("awaiting") == "confirmation",
                                 label_of(expect if isinstance(expect, dict) else None), name))
    return found


_MARKERS: dict[tuple[str, str], tuple[SlotMarker, ...]] = {}


def markers(game: str, lang: str) -> tuple[SlotMarker, ...]:
    if (game, lang) not in _MARKERS:
        _MARKERS[game, lang] = slot_markers(Matcher(game, lang))
    return _MARKERS[game, lang]


def example_features(example: Example, lang: str) -> list[str]:
    return features(example.text, example.game, example.awaiting_confirmation, markers(example.game, lang))


def train(training: Sequence[Example], lang: str, l2: float = L2, min_count: int = MIN_COUNT) -> LearnedReader:
    """Fits the reader on ``training`` (deterministic: sorted vocabulary and labels, zero start)."""
    return fit([sorted(set(example_features(e, lang))) for e in training], [e.label for e in training],
               l2=l2, min_count=min_count)


def fit(rows: Sequence[Sequence[str]], labels_of_rows: Sequence[str], sample_weights: Sequence[float] | None = None,
        l2: float = L2, min_count: int = MIN_COUNT) -> LearnedReader:
    """The model on lines given as their feature names and labels; ``sample_weights`` (scaled to a
    mean of 1) weigh each line's loss (bench/reader_study.py tries them; none: every line alike)."""
    from scipy import optimize, sparse  # a build and bench dependency only (pyproject's test extra)

    counts = Counter(name for row in rows for name in row)
    names = sorted(name for name, n in counts.items() if n >= min_count)
    vocabulary = {name: i for i, name in enumerate(names)}
    labels = tuple(sorted(set(labels_of_rows)))
    label_index = {label: i for i, label in enumerate(labels)}
    indptr, indices, values = [0], [], []
    for row in rows:
        kept = [vocabulary[n] for n in row if n in vocabulary]
        indices.extend(kept)
        values.extend([1.0 / numpy.sqrt(len(kept))] * len(kept) if kept else [])
        indptr.append(len(indices))
    x = sparse.csr_matrix((numpy.array(values), numpy.array(indices, dtype=numpy.int64), numpy.array(indptr)),
                          shape=(len(rows), len(names)))
    y = numpy.zeros((len(rows), len(labels)))
    y[numpy.arange(len(rows)), [label_index[label] for label in labels_of_rows]] = 1.0
    weight = numpy.ones((len(rows), 1))
    if sample_weights is not None:
        weight = numpy.asarray(sample_weights, dtype=numpy.float64).reshape(-1, 1)
        weight = weight / weight.mean()
    n_features, n_labels = len(names), len(labels)

    def loss(flat: NDArray[numpy.float64]) -> tuple[float, NDArray[numpy.float64]]:
        weights = flat[:n_features * n_labels].reshape(n_features, n_labels)
        bias = flat[n_features * n_labels:]
        logits = x @ weights + bias
        logits -= logits.max(axis=1, keepdims=True)
        log_probs = logits - numpy.log(numpy.exp(logits).sum(axis=1, keepdims=True))
        probs = numpy.exp(log_probs)
        value = -(weight * y * log_probs).sum() / len(rows) + 0.5 * l2 * (weights ** 2).sum()
        error = weight * (probs - y) / len(rows)
        grad_w = x.T @ error + l2 * weights
        return float(value), numpy.concatenate([numpy.asarray(grad_w).ravel(), error.sum(axis=0)])

    start = numpy.zeros(n_features * n_labels + n_labels)
    fitted = optimize.minimize(loss, start, jac=True, method="L-BFGS-B",
                               options={"maxiter": MAX_ITERATIONS})
    weights = fitted.x[:n_features * n_labels].reshape(n_features, n_labels).astype(numpy.float32)
    bias = fitted.x[n_features * n_labels:].astype(numpy.float32)
    return LearnedReader(vocabulary, weights, bias, labels)


def template_commands(lang: str) -> list[Example]:
    """Plain template commands of the kinds the talk check reads (GATE_TEMPLATE_KINDS), as command
    examples: per intent and card, up to GATE_TEMPLATES_PER_GROUP phrases (deterministic)."""
    found = []
    for game in GAMES[lang]:
        groups: dict[tuple[int, str, str], set[str]] = {}
        for phrase in expand_all(load_templates(game, lang)):
            command = dict(phrase.command)
            if command["type"] in GATE_TEMPLATE_KINDS and SLOT_MARK not in phrase.text.split():
                key = (phrase.intent_index, str(command["type"]), str(command.get("card", command.get("to", ""))))
                groups.setdefault(key, set()).add(phrase.text)
        draw = random.Random(f"{game}:{lang}")
        for key in sorted(groups):
            texts = sorted(groups[key])
            for text in draw.sample(texts, min(GATE_TEMPLATES_PER_GROUP, len(texts))):
                found.append(Example(text, game, False, COMMAND, "templates"))
    return found


def train_talk_gate(training: Sequence[Example], lang: str) -> LearnedReader:
    """The talk gate: the same model, trained on its own to tell talk from any command (every
    command label pooled into one), so its probability of a command is not split among cards;
    plain template commands are added to its training (template_commands)."""
    pooled = [replace(e, label=TALK if e.label == TALK else COMMAND) for e in training]
    return train(pooled + template_commands(lang), lang)


def build(lang: str) -> LearnedReader:
    return train(examples(SPENT_SETS[lang]), lang)


def build_talk_gate(lang: str) -> LearnedReader:
    return train_talk_gate(examples(SPENT_SETS[lang]), lang)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files instead of writing")
    parser.add_argument("--langs", nargs="*", default=list(SPENT_SETS), choices=list(SPENT_SETS))
    args = parser.parse_args()
    stale = []
    for lang in args.langs:
        models = [(build(lang), weights_path(lang))]
        if lang in SHIP_TALK_GATE:
            models.append((build_talk_gate(lang), talk_gate_path(lang)))
        for reader, path in models:
            if args.check:
                if not path.exists() or not same_reader(LearnedReader.load(path), reader):
                    stale.append(str(path.relative_to(ROOT)))
                continue
            reader.save(path)
            print(f"{path.relative_to(ROOT)}: {len(reader.vocabulary)} features x {len(reader.labels)} labels, "
                  f"{path.stat().st_size / 1024:.0f} KiB")
    if stale:
        print("stale (rebuild with python scripts/train_reader.py): " + ", ".join(stale))
        return 1
    return 0


def same_reader(shipped: LearnedReader, built: LearnedReader) -> bool:
    """The shipped file holds what a rebuild gives: same features and labels, and weights equal
    within the file's int8 step (an optimiser on another machine may differ in the last bits)."""
    if shipped.labels != built.labels or shipped.vocabulary != built.vocabulary:
        return False
    step = numpy.abs(built.weights).max(axis=0) / 127.0
    return bool(numpy.all(numpy.abs(shipped.weights - built.weights) <= 1.01 * step + 1e-6)
                and numpy.allclose(shipped.bias, built.bias, atol=1e-3))


if __name__ == "__main__":
    sys.exit(main())
