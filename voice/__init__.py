"""Audio in and out; knows no game (takes phrase lists and JSGF strings, returns transcripts).

- recogniser: `Transcript`, the `Recogniser` protocol, `TextRecogniser` (typed input).
- sphinx: `SphinxRecogniser` (PocketSphinx + JSGF); pronounce: espeak-ng -> ARPAbet.
- vosk_recogniser: `VoskRecogniser` (phrase grammar + unknown token); vocabulary: model words.
- factory: `open_recogniser(lang, prefer, model_dir)` with the PocketSphinx fallback.
- models: `where`, `list_models`, `download` (atomic, checksummed, safe extraction).
- microphone: `Microphone`, `EnergySegmenter`, `HalfDuplexGate`, `MicrophoneUnavailable`.
- speaker: `Speaker` (pyttsx3 `say`, espeak-ng `to_wav`); synth: synthetic speech for tests/bench.
- neural: `NeuralSpeaker`, the game's offline neural voice (Kokoro-82M; data in kokoro/);
  piper: Piper's joe, a held-out test voice for the benchmarks only.
- audio: WAV reading, resampling to 16 kHz mono 16-bit.
"""
