"""The rules as they were when a spent set was still fresh: each set's lines read by the matcher of
the last commit before a rule round tuned on the set, the learned reader off.

On main's rules a spent set's talk has been tuned away (typed talk changing the game is 0 on every
set a rule round has tuned on), so a check on the rules' acts measured there has almost nothing to
catch. What a new writer meets is rules that were never tuned on them: these readings are that,
one set per writer, for every set spent from the sixth round on.

The old commits come from this repository's history (``git archive``); each is run in a child
process with its own tree first on the import path, so the readings are that commit's. Used by
``bench/learned_reader.py --check``; run alone (``python bench/fresh_rules.py [SET ...]``) it
prints each set's right share and the talk those rules act on at once.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PHRASINGS = ROOT / "bench" / "phrasings"
#: The last commit whose rules had not been tuned on a set (the merge before the round that tuned
#: on it). The tenth round's fresh checks (en_heldout14, ko_heldout13) and the eleventh round's late
#: writers (en_heldout19, ko_heldout18, spent within that round) are read by c03f7b6, the last rules
#: before the eleventh round (the commits up to its merges change only the reader, off here); the
#: eleventh round's fresh checks (en_heldout16/18, ko_heldout15/17) by 6bb7536, the last commit
#: before the twelfth round, which tuned on them. The eleventh round's headline (en_heldout15,
#: ko_heldout14: sealed through the twelfth round, never read) and the twelfth round's fresh checks
#: (en_heldout20/21, ko_heldout19/20: written against the rules before the thirteenth round) are
#: read by ac7f48d, main's rules when the thirteenth round spent them. The twelfth round's headline
#: and the thirteenth's (en_heldout17/22, ko_heldout16/21) by af2280e, main's rules when the
#: fourteenth round spent them; the fourteenth round's headline and fresh check F (en_heldout23/25,
#: ko_heldout22/24) and four writers written for the fifteenth round (en_heldout27/28,
#: ko_heldout26/27) by 292e7b1, main's rules when the fifteenth round spent them; the fifteenth round's
#: headline and fresh check G (en_heldout24/26, ko_heldout23/25) by 9048f08, main's rules when the
#: sixteenth round spent them, with two writers written for it (en_heldout32, ko_heldout31); the
#: sixteenth round's headline and fresh check H (en_heldout29/30, ko_heldout28/29) by 64c3742, main's
#: rules when the seventeenth round spent them, and three writers written for it (en_heldout35/36,
#: ko_heldout34) by de91e6f (the same rules, the reader retrained); the seventeenth round's headline and
#: fresh check I (en_heldout31/33, ko_heldout30/32) by 926d19f, main's rules when the eighteenth spent them,
#: and three writers written for it (en_heldout39/40, ko_heldout37) by 8f838ae (the same rules, the reader
#: retrained); the eighteenth round's headline (en_heldout34, ko_heldout33) by dec9efd, main's rules when
#: the nineteenth spent it, and two writers written for the nineteenth (en_heldout43, ko_heldout40) by
#: 9aea6b9 (main when the round began); the nineteenth round's headline (en_heldout37, ko_heldout35) by
#: 29ab742, main's rules when the twentieth spent it; two writers written in the twentieth (en_heldout46/47)
#: and one in the twenty-first (ko_heldout44) by 1ce9066, main when the twenty-first began; the twenty-first
#: round's headline (en_heldout42, ko_heldout39), its fresh check (en_heldout48, ko_heldout43) and two
#: writers written in it (en_heldout49, ko_heldout45) by 3bdcb41, main when the twenty-second began; a writer
#: written in the twenty-second (en_heldout52, ko_heldout48) by 90ca1ac, main when they were measured and spent,
#: and two more (ko_heldout49, en_heldout53) by 54f9c36 and f6a2dab, likewise; the twenty-second round's headline
#: (en_heldout45, ko_heldout42) and fresh check (en_heldout50, ko_heldout46) by 0afec66, main when the
#: twenty-third began; three writers written in it (en_heldout57, en_heldout56; ko_heldout52) by 2a2a6f8 and
#: cad4914, main when they were measured and spent; the twenty-third round's headline (en_heldout51,
#: ko_heldout47) and fresh check (en_heldout54, ko_heldout50) by 74cce18, main when the twenty-fourth began; a
#: writer written in the twenty-fourth (en_heldout60) by 47388f1 and another (ko_heldout55) by 57e9cba, main
#: when each was measured and spent; the twenty-fourth round's headline (en_heldout55, ko_heldout51) and fresh
#: check (en_heldout58, ko_heldout53) by 053ece0, main when the twenty-fifth began; two writers written in
#: it (en_heldout63, ko_heldout59) by 63ef49e and two more (en_heldout64, ko_heldout60) by 30da85d, the round's
#: rules when each pair was measured and spent; the twenty-fifth round's headline (en_heldout59, ko_heldout54)
#: and fresh check (en_heldout61, ko_heldout57) by a0ae061, main when the twenty-sixth began; a writer
#: written in it (en_heldout66) by 5a284b2, the round's rules when it was measured and spent; the
#: twenty-sixth round's headline (en_heldout62, ko_heldout58), fresh check (en_heldout65, ko_heldout61) and
#: a writer finished after its freeze (ko_heldout62) by 117dfee, main when the twenty-seventh began; the
#: twenty-seventh round's headline (en_heldout67, ko_heldout63) by 7be2e41, main when the twenty-eighth began;
#: the twenty-eighth round's headline (en_heldout68, ko_heldout64) by 0fba6b8, main when the twenty-ninth began;
#: the twenty-ninth round's headline (en_heldout70, ko_heldout65), fresh check (en_heldout69) and a sealed set
#: spent unread to widen the tuning (en_heldout72) by 2cd3251, main when the thirtieth began; the thirtieth
#: round's headline (en_heldout71, ko_heldout66) and fresh check (ko_heldout67) by def7f59, main when the
#: thirty-first began; the thirty-first round's headline (en_heldout73, ko_heldout68) and fresh check
#: (en_heldout74, ko_heldout69) by ed7b91c, main when the thirty-second began; the thirty-second round's
#: headline (en_heldout75, ko_heldout70) and fresh check (en_heldout76, ko_heldout71), and a sealed set seen in
#: part by accident and so spent (en_heldout77), by 516a5fc, main when the thirty-third began; the thirty-third
#: round's headline (en_heldout78, ko_heldout72) and fresh check (en_heldout79, ko_heldout73) by 9fc224c, main when
#: the thirty-fourth began; the first talk sets spent for tuning (en_talk1, ko_talk1) by c55c70a, main when they
#: were measured; the thirty-fourth round's headline (en_heldout80, ko_heldout75), fresh check (en_heldout81,
#: ko_heldout74) and talk check (en_talk2, ko_talk2) by 2fcadae, main when the thirty-fifth began; the
#: thirty-fifth round's headline (en_heldout82, ko_heldout77), fresh checks (en_heldout83, ko_heldout76) and talk
#: check (en_talk3, ko_talk3) by ef1990d, main when the thirty-sixth began; the thirty-sixth round's headline
#: (en_heldout84, ko_heldout78), fresh checks (en_heldout85, ko_heldout79) and talk check (en_talk4, ko_talk4) by
#: 372842a, main when the thirty-seventh began; the thirty-seventh round's headline (en_heldout86, ko_heldout80),
#: fresh checks (en_heldout87, ko_heldout81) and talk check (en_talk5, ko_talk5) by 806610b, main when the
#: thirty-eighth began; the thirty-eighth round's headline (en_heldout88, ko_heldout82), fresh check (ko_heldout83)
#: and talk check (en_talk6, ko_talk6) by 1f2f6f5, main when the thirty-ninth began; four sets written blind
#: in the thirty-ninth round and spent at once (en_heldout93, ko_heldout88, en_talk9, ko_talk9) by 50c386b, main
#: when they were first read; two more (en_talk10, ko_talk10) by 91aec33; the thirty-ninth round's headline
#: (en_heldout89, ko_heldout84), fresh checks (en_heldout90, ko_heldout85) and talk check (en_talk7, ko_talk7)
#: by d2d5740, main when the fortieth began; four sets written blind in the fortieth round and spent at once
#: (en_heldout96, ko_heldout91, en_talk12, ko_talk12) by 82c9a96, main when they were first read; the fortieth
#: round's headline (en_heldout91, ko_heldout86), fresh checks (en_heldout92, ko_heldout87) and talk check
#: (en_talk8, ko_talk8) by 085a203, main when the forty-first began; four sets written blind in the forty-first
#: round and spent at once (en_heldout99, ko_heldout94, en_talk14, ko_talk14) by 207731e, main when they were
#: first read; the forty-first round's headline (en_heldout94, ko_heldout89), fresh checks (en_heldout95,
#: ko_heldout90) and talk check (en_talk11, ko_talk11) by 6f843a2, main when the forty-second began; two sets
#: written blind in the forty-second round and spent at once (en_heldout102, ko_heldout97) by 8d9039d, two more
#: (en_talk16, ko_talk16) by 539c609; the forty-second round's headline (en_heldout97, ko_heldout92), fresh
#: checks (en_heldout98, ko_heldout93) and talk check (en_talk13, ko_talk13) by 29c1673, main when the
#: forty-third began; four sets written blind in the forty-third round and spent at once (en_heldout105,
#: ko_heldout100, en_talk18, ko_talk18) by 21c7349; en_talk17, sealed for the next round, spent early by
#: 21c7349 (its aggregate first read there) after a search printed one of its lines; the forty-third
#: round's headline (en_heldout100, ko_heldout95), fresh checks (en_heldout101, ko_heldout96) and talk check
#: (en_talk15, ko_talk15) by 5801735, main when the forty-fourth began; four sets written blind in the
#: forty-fourth round and spent at once (en_heldout106, ko_heldout101, en_talk20, ko_talk19) by a7fadc7; the
#: forty-fourth round's headline (en_heldout103, ko_heldout98), fresh checks (en_heldout104, ko_heldout99) and
#: talk check (en_talk19, ko_talk17) by 411e528, main when the forty-fifth began; sets written blind in the
#: forty-fifth round and spent at once (en_heldout111, ko_heldout106, en_talk23, ko_talk22) by ea83e99; the
#: forty-fifth round's headline (en_heldout107, ko_heldout102), fresh checks (en_heldout108, ko_heldout103) and
#: talk check (en_talk21, ko_talk20) by 583cae3, main when the forty-sixth began; sets written blind in the
#: forty-sixth round and spent at once (en_heldout114, ko_heldout109, en_talk25, ko_talk24) by 4196afe; the
#: forty-sixth round's headline (en_heldout109, ko_heldout104), fresh checks (en_heldout110, ko_heldout105) and
#: talk check (en_talk22, ko_talk21) by e6e9829, main when the forty-seventh began; sets written blind in the
#: forty-seventh round and spent at once (en_heldout117, ko_heldout112, en_talk27, ko_talk26) by 27f9504; the
#: forty-seventh round's headline (en_heldout112, ko_heldout107), fresh checks (en_heldout113, ko_heldout108) and
#: talk check (en_talk24, ko_talk23) by 97c69a0, main when the forty-eighth began; sets written blind in the
#: forty-eighth round and spent at once (en_heldout120, ko_heldout115) by ba58db6; the forty-eighth round's
#: headline (en_heldout115, ko_heldout110), fresh checks (en_heldout116, ko_heldout111) and talk check
#: (en_talk26, ko_talk25) by b97db57, main when the forty-ninth began; sets written blind in the forty-ninth round
#: and spent at once (en_heldout123, ko_heldout118) by b90219c; the forty-ninth round's headline (en_heldout118,
#: ko_heldout113), fresh checks (en_heldout119, ko_heldout114) and talk check (en_talk28, ko_talk27) by b61d03f,
#: main when the fiftieth began; sets written blind in the fiftieth round and spent at once (en_heldout126,
#: ko_heldout121) by c75586c; the fiftieth round's headline (en_heldout121, ko_heldout116), fresh checks
#: (en_heldout122, ko_heldout117) and talk check (en_talk29, ko_talk28) by 591f41d, main when the fifty-first
#: began; sets written blind in the fifty-first round and spent at once (en_heldout129, ko_heldout124) by b839cc0;
#: the fifty-first round's headline (en_heldout124, ko_heldout119), fresh checks (en_heldout125, ko_heldout120) and
#: talk check (en_talk30, ko_talk29) by 71a6734, main when the fifty-second began; sets written blind in the
#: fifty-second round and spent at once (en_heldout132, ko_heldout127) by 345aab2.
FRESH_RULES = {
    "en_heldout6": "e099151", "ko_heldout6": "e099151",
    "en_heldout7": "c91c06c", "ko_heldout7": "c91c06c",
    "en_heldout8": "c7ecef1", "ko_heldout8": "c7ecef1",
    "en_heldout11": "ed19994", "en_heldout12": "ed19994", "en_heldout13": "ed19994",
    "ko_heldout11": "ed19994", "ko_heldout12": "ed19994",
    "en_heldout9": "2351802", "ko_heldout9": "2351802",
    "en_heldout10": "c03f7b6", "ko_heldout10": "c03f7b6",
    "en_heldout14": "c03f7b6", "ko_heldout13": "c03f7b6", "en_heldout19": "c03f7b6", "ko_heldout18": "c03f7b6",
    "en_heldout16": "6bb7536", "en_heldout18": "6bb7536", "ko_heldout15": "6bb7536", "ko_heldout17": "6bb7536",
    "en_heldout15": "ac7f48d", "ko_heldout14": "ac7f48d", "en_heldout20": "ac7f48d", "en_heldout21": "ac7f48d",
    "ko_heldout19": "ac7f48d", "ko_heldout20": "ac7f48d",
    "en_heldout17": "af2280e", "en_heldout22": "af2280e", "ko_heldout16": "af2280e", "ko_heldout21": "af2280e",
    "en_heldout23": "292e7b1", "en_heldout25": "292e7b1", "en_heldout27": "292e7b1", "en_heldout28": "292e7b1",
    "ko_heldout22": "292e7b1", "ko_heldout24": "292e7b1", "ko_heldout26": "292e7b1", "ko_heldout27": "292e7b1",
    "en_heldout24": "9048f08", "en_heldout26": "9048f08", "ko_heldout23": "9048f08", "ko_heldout25": "9048f08",
    "en_heldout32": "9048f08", "ko_heldout31": "9048f08",
    "en_heldout29": "64c3742", "en_heldout30": "64c3742", "ko_heldout28": "64c3742", "ko_heldout29": "64c3742",
    "en_heldout35": "de91e6f", "en_heldout36": "de91e6f", "ko_heldout34": "de91e6f",
    "en_heldout31": "926d19f", "en_heldout33": "926d19f", "ko_heldout30": "926d19f", "ko_heldout32": "926d19f",
    "en_heldout39": "8f838ae", "en_heldout40": "8f838ae", "ko_heldout37": "8f838ae",
    "en_heldout34": "dec9efd", "ko_heldout33": "dec9efd",
    "en_heldout43": "9aea6b9", "ko_heldout40": "9aea6b9",
    "en_heldout37": "29ab742", "ko_heldout35": "29ab742",
    "en_heldout42": "3bdcb41", "ko_heldout39": "3bdcb41", "en_heldout48": "3bdcb41", "ko_heldout43": "3bdcb41",
    "en_heldout49": "3bdcb41", "ko_heldout45": "3bdcb41", "en_heldout52": "90ca1ac", "ko_heldout48": "90ca1ac", "ko_heldout49": "54f9c36", "en_heldout53": "f6a2dab",
    "en_heldout45": "0afec66", "ko_heldout42": "0afec66", "en_heldout50": "0afec66", "ko_heldout46": "0afec66",
    "en_heldout57": "2a2a6f8", "en_heldout56": "2a2a6f8", "ko_heldout52": "cad4914",
    "en_heldout51": "74cce18", "ko_heldout47": "74cce18", "en_heldout54": "74cce18", "ko_heldout50": "74cce18",
    "en_heldout60": "47388f1", "ko_heldout55": "57e9cba",
    "en_heldout55": "053ece0", "ko_heldout51": "053ece0", "en_heldout58": "053ece0", "ko_heldout53": "053ece0",
    "en_heldout63": "63ef49e", "ko_heldout59": "63ef49e", "en_heldout64": "30da85d", "ko_heldout60": "30da85d",
    "en_heldout59": "a0ae061", "ko_heldout54": "a0ae061", "en_heldout61": "a0ae061", "ko_heldout57": "a0ae061",
    "en_heldout66": "5a284b2",
    "en_heldout62": "117dfee", "ko_heldout58": "117dfee", "en_heldout65": "117dfee", "ko_heldout61": "117dfee",
    "ko_heldout62": "117dfee",
    "en_heldout67": "7be2e41", "ko_heldout63": "7be2e41",
    "en_heldout68": "0fba6b8", "ko_heldout64": "0fba6b8",
    "en_heldout70": "2cd3251", "ko_heldout65": "2cd3251", "en_heldout69": "2cd3251", "en_heldout72": "2cd3251",
    "en_heldout71": "def7f59", "ko_heldout66": "def7f59", "ko_heldout67": "def7f59",
    "en_heldout73": "ed7b91c", "ko_heldout68": "ed7b91c", "en_heldout74": "ed7b91c", "ko_heldout69": "ed7b91c",
    "en_heldout75": "516a5fc", "ko_heldout70": "516a5fc", "en_heldout76": "516a5fc", "ko_heldout71": "516a5fc",
    "en_heldout77": "516a5fc",
    "en_heldout78": "9fc224c", "ko_heldout72": "9fc224c", "en_heldout79": "9fc224c", "ko_heldout73": "9fc224c",
    "en_talk1": "c55c70a", "ko_talk1": "c55c70a",
    "en_heldout80": "2fcadae", "ko_heldout75": "2fcadae", "en_heldout81": "2fcadae", "ko_heldout74": "2fcadae",
    "en_talk2": "2fcadae", "ko_talk2": "2fcadae",
    "en_heldout82": "ef1990d", "ko_heldout77": "ef1990d", "en_heldout83": "ef1990d", "ko_heldout76": "ef1990d",
    "en_talk3": "ef1990d", "ko_talk3": "ef1990d",
    "en_heldout84": "372842a", "ko_heldout78": "372842a", "en_heldout85": "372842a", "ko_heldout79": "372842a",
    "en_talk4": "372842a", "ko_talk4": "372842a",
    "en_heldout86": "806610b", "ko_heldout80": "806610b", "en_heldout87": "806610b", "ko_heldout81": "806610b",
    "en_talk5": "806610b", "ko_talk5": "806610b",
    "en_heldout88": "1f2f6f5", "ko_heldout82": "1f2f6f5", "ko_heldout83": "1f2f6f5",
    "en_talk6": "1f2f6f5", "ko_talk6": "1f2f6f5",
    "en_heldout93": "50c386b", "ko_heldout88": "50c386b", "en_talk9": "50c386b", "ko_talk9": "50c386b",
    "en_talk10": "91aec33", "ko_talk10": "91aec33",
    "en_heldout89": "d2d5740", "ko_heldout84": "d2d5740", "en_heldout90": "d2d5740", "ko_heldout85": "d2d5740",
    "en_talk7": "d2d5740", "ko_talk7": "d2d5740",
    "en_heldout96": "82c9a96", "ko_heldout91": "82c9a96", "en_talk12": "82c9a96", "ko_talk12": "82c9a96",
    "en_heldout91": "085a203", "ko_heldout86": "085a203", "en_heldout92": "085a203", "ko_heldout87": "085a203",
    "en_talk8": "085a203", "ko_talk8": "085a203",
    "en_heldout99": "207731e", "ko_heldout94": "207731e", "en_talk14": "207731e", "ko_talk14": "207731e",
    "en_heldout94": "6f843a2", "ko_heldout89": "6f843a2", "en_heldout95": "6f843a2", "ko_heldout90": "6f843a2",
    "en_talk11": "6f843a2", "ko_talk11": "6f843a2",
    "en_heldout102": "8d9039d", "ko_heldout97": "8d9039d", "en_talk16": "539c609", "ko_talk16": "539c609",
    "en_heldout97": "29c1673", "ko_heldout92": "29c1673", "en_heldout98": "29c1673", "ko_heldout93": "29c1673",
    "en_talk13": "29c1673", "ko_talk13": "29c1673",
    "en_heldout105": "21c7349", "ko_heldout100": "21c7349", "en_talk18": "21c7349", "ko_talk18": "21c7349",
    "en_talk17": "21c7349",
    "en_heldout100": "5801735", "ko_heldout95": "5801735", "en_heldout101": "5801735", "ko_heldout96": "5801735",
    "en_talk15": "5801735", "ko_talk15": "5801735",
    "en_heldout106": "a7fadc7", "ko_heldout101": "a7fadc7", "en_talk20": "a7fadc7", "ko_talk19": "a7fadc7",
    "en_heldout103": "411e528", "ko_heldout98": "411e528", "en_heldout104": "411e528", "ko_heldout99": "411e528",
    "en_talk19": "411e528", "ko_talk17": "411e528",
    "en_heldout111": "ea83e99", "ko_heldout106": "ea83e99", "en_talk23": "ea83e99", "ko_talk22": "ea83e99",
    "en_heldout107": "583cae3", "ko_heldout102": "583cae3", "en_heldout108": "583cae3", "ko_heldout103": "583cae3",
    "en_talk21": "583cae3", "ko_talk20": "583cae3",
    "en_heldout114": "4196afe", "ko_heldout109": "4196afe", "en_talk25": "4196afe", "ko_talk24": "4196afe",
    "en_heldout109": "e6e9829", "ko_heldout104": "e6e9829", "en_heldout110": "e6e9829", "ko_heldout105": "e6e9829",
    "en_talk22": "e6e9829", "ko_talk21": "e6e9829",
    "en_heldout117": "27f9504", "ko_heldout112": "27f9504", "en_talk27": "27f9504", "ko_talk26": "27f9504",
    "en_heldout112": "97c69a0", "ko_heldout107": "97c69a0", "en_heldout113": "97c69a0", "ko_heldout108": "97c69a0",
    "en_talk24": "97c69a0", "ko_talk23": "97c69a0",
    "en_heldout120": "ba58db6", "ko_heldout115": "ba58db6",
    "en_heldout115": "b97db57", "ko_heldout110": "b97db57", "en_heldout116": "b97db57", "ko_heldout111": "b97db57",
    "en_talk26": "b97db57", "ko_talk25": "b97db57",
    "en_heldout118": "b61d03f", "ko_heldout113": "b61d03f", "en_heldout119": "b61d03f", "ko_heldout114": "b61d03f",
    "en_talk28": "b61d03f", "ko_talk27": "b61d03f",
    "en_heldout121": "591f41d", "ko_heldout116": "591f41d", "en_heldout122": "591f41d", "ko_heldout117": "591f41d",
    "en_talk29": "591f41d", "ko_talk28": "591f41d",
    "en_heldout124": "71a6734", "ko_heldout119": "71a6734", "en_heldout125": "71a6734", "ko_heldout120": "71a6734",
    "en_talk30": "71a6734", "ko_talk29": "71a6734",
    "en_heldout132": "345aab2", "ko_heldout127": "345aab2",
    "en_heldout129": "b839cc0", "ko_heldout124": "b839cc0",
    "en_heldout126": "c75586c", "ko_heldout121": "c75586c",
    "en_heldout123": "b90219c", "ko_heldout118": "b90219c",
    "en_heldout46": "1ce9066", "en_heldout47": "1ce9066", "ko_heldout44": "1ce9066",
}
#: Commands a typed game applies at once (bench/matcher_accuracy.py APPLIED_AT_ONCE, without a yes).
AT_ONCE = ("ask", "move", "action", "step", "pass")

_READ = """
import json, os, sys
tree, path = sys.argv[1:]
os.environ["HIDEOUT_LEARNED_READER"] = "0"
sys.path.insert(0, tree)
os.chdir(tree)
from bench.matcher_accuracy import context_for
from hideout.grammar.matcher import Matcher
matchers = {}
for text in open(path, encoding="utf-8").read().splitlines():
    if not text.strip():
        continue
    line = json.loads(text)
    key = (line["game"], line["lang"])
    if key not in matchers:
        matchers[key] = Matcher(*key)
        matchers[key].second_opinion = None
    r = matchers[key].match(line["text"], context_for(line))
    print(json.dumps({"command": r.command.to_json() if r.command is not None else None,
                      "tentative": bool(getattr(r, "tentative", False)), "ambiguous": r.ambiguous,
                      "reason": r.reason}))
"""


def fresh_readings(names: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Each named set's readings, line by line, by the rules of its FRESH_RULES commit."""
    found: dict[str, list[dict[str, Any]]] = {}
    by_commit: dict[str, list[str]] = {}
    for name in names:
        by_commit.setdefault(FRESH_RULES[name], []).append(name)
    for commit, sets in by_commit.items():
        with tempfile.TemporaryDirectory() as tree:
            archive = subprocess.run(["git", "archive", commit], cwd=ROOT, check=True, capture_output=True).stdout
            with tarfile.open(fileobj=BytesIO(archive)) as tar:
                tar.extractall(tree, filter="data")
            for name in sets:
                out = subprocess.run([sys.executable, "-c", _READ, tree, str(PHRASINGS / f"{name}.jsonl")],
                                     check=True, capture_output=True, text=True,
                                     env={**os.environ, "PYTHONPATH": tree}).stdout
                found[name] = [json.loads(text) for text in out.splitlines() if text.startswith("{")]
    return found


def main() -> None:
    names = sys.argv[1:] or list(FRESH_RULES)
    for name, readings in fresh_readings(names).items():
        lines = [json.loads(t) for t in (PHRASINGS / f"{name}.jsonl").read_text("utf-8").splitlines() if t.strip()]
        if len(readings) != len(lines):
            raise SystemExit(f"{name}: {len(readings)} readings for {len(lines)} lines")
        right = sum(r["command"] == line["expect"] and not r["ambiguous"] for r, line in zip(readings, lines))
        acts = sum(1 for r, line in zip(readings, lines) if line["expect"] is None and r["command"] is not None
                   and not r["tentative"] and r["command"]["type"] in AT_ONCE)
        print(f"{name} (rules of {FRESH_RULES[name]}): {len(lines)} lines, right {100 * right / len(lines):.1f}%, "
              f"talk acted on at once {acts}")


if __name__ == "__main__":
    main()
