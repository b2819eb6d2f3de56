"""Moonshine base (English): an open-vocabulary recogniser trained for short live utterances.

Where its weights come from: the `moonshine-cpp` package on PyPI (Moonshine AI's own, MIT, as
the English Moonshine models are) ships Moonshine base-en in ONNX Runtime's ORT format
(``models/base-en``: encoder, merged decoder with its key/value cache, tokenizer). Nothing is
downloaded at run time. The package's own C library is not used: driven through it, each decoder
step took 60-80 ms on this machine.

Why it is prepared once: the ORT-format graphs keep the weights as 8-bit integers and turn them
back into floats (Cast, Mul, Add) on every run, the whole decoder's weights for each token. An
ORT-format graph cannot be re-optimised, so :func:`prepared_dir` writes each graph out once as
ONNX with those constant sub-graphs folded (float weights; the merged decoder's two branches
named, which ONNX requires and the ORT file leaves empty) into a cache folder, keyed by the
source file. On 2.5 s of speech that took a decode from 0.6 s to 0.13 s (one thread). The
preparation needs the `onnx` package, and about 5 s, once per machine.

Moonshine's encoder takes raw audio of any length (no 30 s window, no features of ours); the
decoder runs greedily from ``<s>`` to ``</s>``, at most MAX_TOKENS_PER_SECOND tokens per second
of audio, and a transcript that repeats itself comes back empty (Whisper's compression-ratio rule,
voice/whisper.py). Confidence: the geometric mean of the chosen tokens'
probabilities, as Whisper's (voice/whisper.py).
"""

from __future__ import annotations

import hashlib
import importlib.util
import math
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hideout.voice.audio import SAMPLE_RATE, pcm_ms
from hideout.voice.recogniser import RecogniserUnavailable, Transcript, WholeUtterances
from hideout.voice.whisper import COMPRESSION_RATIO_MAX, compression_ratio

#: The package that ships the weights, and the folder inside it.
WEIGHTS_PACKAGE = "moonshine_cpp"
WEIGHTS_FOLDER = Path("models") / "base-en"
GRAPHS = ("encoder_model", "decoder_model_merged")
#: Token ids of Moonshine's tokenizer: start and end of a transcript; ids below 3 are special.
START, END = 1, 2
#: Moonshine's own rule for the longest transcript of an utterance (its reference code: 6.5
#: tokens a second); more is a loop.
MAX_TOKENS_PER_SECOND = 6.5
#: Shorter audio than this is not speech (Moonshine's encoder needs about 0.1 s at least).
MIN_SAMPLES = SAMPLE_RATE // 10
#: How the graphs are prepared (:func:`prepared_dir`): a new number prepares them again.
PREPARATION = 2
#: Two threads: the machine the game targets has two cores.
THREADS = 2


class MoonshineUnavailable(RecogniserUnavailable):
    """The runtime or the weights package is not installed, or the weights (or the graphs
    prepared from them) could not be loaded: the message says what to do."""


def weights_dir() -> Path:
    """The folder holding the ORT-format graphs and tokenizer.bin.

    :raises MoonshineUnavailable: onnxruntime or the weights package is not installed.
    """
    if importlib.util.find_spec("onnxruntime") is None:
        raise MoonshineUnavailable("onnxruntime is not installed (pip install onnxruntime)")
    # find_spec would import the package, whose __init__ loads its C library: look for the folder
    for entry in map(Path, __import__("sys").path):
        folder = entry / WEIGHTS_PACKAGE / WEIGHTS_FOLDER
        if all((folder / f"{graph}.ort").is_file() for graph in GRAPHS) and (folder / "tokenizer.bin").is_file():
            return folder
    raise MoonshineUnavailable("the Moonshine base-en weights are not installed (pip install moonshine-cpp)")


def available() -> str | None:
    """None when Moonshine can run here, else why not."""
    try:
        weights_dir()
    except MoonshineUnavailable as err:
        return str(err)
    return None


def cache_root() -> Path:
    """Where prepared graphs are kept: $HIDEOUT_CACHE, else $XDG_CACHE_HOME/hideout, else
    ~/.cache/hideout."""
    if os.environ.get("HIDEOUT_CACHE"):
        return Path(os.environ["HIDEOUT_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "hideout"


def _fingerprint(path: Path) -> str:
    digest = hashlib.sha1()
    with open(path, "rb") as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:16]


def prepared_dir(source: Path | None = None, cache: Path | None = None) -> Path:
    """The folder of the graphs as ONNX with their weights folded (see the module docstring),
    made now if it is not there yet. Written to a temporary name and renamed, so a killed
    preparation leaves nothing half-written behind.

    :raises MoonshineUnavailable: the graphs need preparing and the `onnx` package is missing.
    """
    source = source or weights_dir()
    key = _fingerprint(source / "decoder_model_merged.ort") + _fingerprint(source / "encoder_model.ort")[:8]
    folder = (cache or cache_root()) / f"moonshine-base-en-{key}-{PREPARATION}"
    if all((folder / f"{graph}.onnx").is_file() for graph in GRAPHS):
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    for graph in GRAPHS:
        target = folder / f"{graph}.onnx"
        if not target.is_file():
            _prepare(source / f"{graph}.ort", target)
    return folder


def _prepare(source: Path, target: Path) -> None:
    """``source`` (ORT format) written as ONNX to ``target`` with its constant sub-graphs folded."""
    import onnxruntime as ort

    try:
        import onnx
    except ImportError:
        raise MoonshineUnavailable("preparing Moonshine's graphs once needs the onnx package "
                                   "(pip install onnx)") from None
    partial = target.with_suffix(f".{os.getpid()}.part")
    raw = target.with_suffix(f".{os.getpid()}.raw")
    try:
        # 1. the ORT graph as it is, serialised as ONNX
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        options.optimized_model_filepath = str(raw)
        ort.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        # 2. ONNX requires every sub-graph to be named; the ORT file leaves the If's branches empty
        model = onnx.load(str(raw))
        for node in model.graph.node:
            for attribute in node.attribute:
                if attribute.type == onnx.AttributeProto.GRAPH and not attribute.g.name:
                    attribute.g.name = f"{node.name or node.op_type}_{attribute.name}"
        onnx.save(model, str(raw))
        # 3. constant folding: the weights turned back into floats once, here
        options = ort.SessionOptions()
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(partial)
        ort.InferenceSession(str(raw), options, providers=["CPUExecutionProvider"])
        # 4. folding gives each of the decoder's branches its own copy of the output projection
        # (55 MB each): one copy, in the outer graph, which both branches can read
        model = onnx.load(str(partial))
        _share_branch_constants(model.graph)
        onnx.save(model, str(partial))
        os.replace(partial, target)
    finally:
        for leftover in (partial, raw):
            leftover.unlink(missing_ok=True)


def _share_branch_constants(graph: Any) -> None:
    """Constants that every branch of an If node holds alike (same name, same bytes) are moved to
    ``graph``, once; a branch reads a value of its outer graph by name."""
    import onnx

    for node in graph.node:
        branches = [a.g for a in node.attribute if a.type == onnx.AttributeProto.GRAPH]
        if len(branches) < 2:
            continue
        taken = {i.name for i in graph.initializer} | {v.name for v in graph.input}
        for tensor in list(branches[0].initializer):
            copies = [next((i for i in b.initializer if i.name == tensor.name), None) for b in branches[1:]]
            if tensor.name in taken or any(c is None or c.SerializeToString() != tensor.SerializeToString()
                                           for c in copies):
                continue
            graph.initializer.append(tensor)
            for branch in branches:
                kept = [i for i in branch.initializer if i.name != tensor.name]
                del branch.initializer[:]
                branch.initializer.extend(kept)


def read_tokens(path: Path) -> list[bytes]:
    """Moonshine's tokenizer.bin: each token's bytes, in id order, each after its length (one
    byte, or two when the first has its high bit set: the low 7 bits, then the rest). Word
    starts are written with U+2581, as SentencePiece does."""
    data = path.read_bytes()
    tokens: list[bytes] = []
    at = 0
    while at < len(data):
        size = data[at]
        at += 1
        if size >= 128:
            size = (size & 127) | (data[at] << 7)
            at += 1
        tokens.append(data[at:at + size])
        at += size
    return tokens


class MoonshineRecogniser(WholeUtterances):
    """Moonshine base-en on the CPU, whole utterances (streamed chunks are gathered, then decoded).

    ``open_vocabulary``: free text for the matcher to read; it takes no prompt and no grammar.
    """

    name = "moonshine"

    def __init__(self, model_dir: str | Path | None = None, threads: int = THREADS) -> None:
        import onnxruntime as ort

        super().__init__()
        source = weights_dir()
        folder = Path(model_dir) if model_dir is not None else prepared_dir(source)
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # threads that sleep when idle: the machine is shared with PocketSphinx and Whisper
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        # the graphs were optimised when prepared; loading them as they are is what is fast
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
        self._encoder = ort.InferenceSession(str(folder / "encoder_model.onnx"), options,
                                             providers=["CPUExecutionProvider"])
        self._decoder = ort.InferenceSession(str(folder / "decoder_model_merged.onnx"), options,
                                             providers=["CPUExecutionProvider"])
        self._tokens = read_tokens(source / "tokenizer.bin")
        self._cache_names = [i.name for i in self._decoder.get_inputs() if i.name.startswith("past_key_values.")]
        self._outputs = [o.name for o in self._decoder.get_outputs()]
        shape = next(i.shape for i in self._decoder.get_inputs() if i.name.startswith("past_key_values."))
        self._heads, self._head_size = int(shape[1]), int(shape[3])
        #: What the last decode measured (for benches).
        self.last: dict[str, float] = {}

    def text_of(self, ids: Sequence[int]) -> str:
        raw = b"".join(self._tokens[i] for i in ids if END < i < len(self._tokens))
        return raw.decode("utf-8", errors="replace").replace("\u2581", " ").strip()

    def transcribe(self, audio: np.ndarray) -> tuple[str, float]:
        """(the transcript of ``audio``, float32 at 16 kHz; its mean token log probability)."""
        encoded = self._encoder.run(None, {"input_values": audio.astype(np.float32)[None, :]})[0]
        cache = {name: np.zeros((1, self._heads, 0, self._head_size), dtype=np.float32) for name in self._cache_names}
        ids = [START]
        total = 0.0
        longest = int(math.ceil(len(audio) / SAMPLE_RATE * MAX_TOKENS_PER_SECOND))
        for step in range(longest):
            feed: dict[str, Any] = {"input_ids": np.array([[ids[-1]]], dtype=np.int64),
                                    "encoder_hidden_states": encoded,
                                    "use_cache_branch": np.array([step > 0])}
            feed.update(cache)
            out = self._decoder.run(self._outputs, feed)
            logits = out[0][0, -1, :len(self._tokens)].astype(np.float64)
            top = float(logits.max())
            log_probs = logits - top - math.log(float(np.exp(logits - top).sum()))
            token = int(log_probs.argmax())
            total += float(log_probs[token])
            for name, value in zip(self._outputs[1:], out[1:]):
                past = name.replace("present.", "past_key_values.")
                # the encoder's keys and values are computed at the first step only
                if step == 0 or ".decoder." in past:
                    cache[past] = value
            if token == END:
                break
            ids.append(token)
        return self.text_of(ids), total / len(ids)

    def decode(self, pcm: bytes, prompt: str | None = None) -> Transcript:
        started = time.perf_counter()
        audio = np.frombuffer(pcm, dtype=np.int16).astype(np.float32) / 32768.0
        text, confidence = "", 0.0
        self.last = {}
        if len(audio) >= MIN_SAMPLES:
            said, logprob = self.transcribe(audio)
            self.last = {"avg_logprob": logprob}
            # a transcript that repeats itself ("mobile mobile mobile ...") is a loop, not speech
            if compression_ratio(said) <= COMPRESSION_RATIO_MAX:
                text, confidence = said, max(0.0, min(1.0, math.exp(logprob)))
        words = tuple((word, confidence) for word in text.split())
        return Transcript(text, confidence, words, decode_ms=(time.perf_counter() - started) * 1000.0,
                          audio_ms=pcm_ms(pcm))



class LoadedOnFirstUse:
    """A :class:`MoonshineRecogniser` loaded when first asked to decode: as Whisper's third ear
    (voice.whisper ``also``) it is asked only where PocketSphinx and Whisper disagree, so a session
    that never needs it never spends its load (its graphs are about 300 MB)."""

    name = "moonshine"

    def __init__(self, threads: int = THREADS) -> None:
        self._threads = threads
        self._ear: MoonshineRecogniser | None = None

    def decode(self, pcm: bytes, prompt: str | None = None) -> Transcript:
        """:raises MoonshineUnavailable: the weights could not be loaded (found here, mid-game:
            voice.checked then weighs without this ear)."""
        if self._ear is None:
            self._ear = load_ear(self._threads)
        return self._ear.decode(pcm)


def load_ear(threads: int = THREADS) -> MoonshineRecogniser:
    """A :class:`MoonshineRecogniser` on the installed weights, its graphs prepared if need be.

    :raises MoonshineUnavailable: anything that stops it loading, said as what it is with what to
        do: ONNX Runtime's own words ("INVALID_PROTOBUF") would reach the table mid-game.
    """
    try:
        return MoonshineRecogniser(threads=threads)
    except MoonshineUnavailable:
        raise
    except Exception as err:   # noqa: BLE001 - onnxruntime raises its own classes for a damaged file
        raise MoonshineUnavailable(
            f"the Moonshine weights could not be loaded ({err}): reinstall them (pip install "
            f"--force-reinstall moonshine-cpp), or delete {cache_root()} to prepare its graphs again") from None
