// The pages' own words in English and Korean. Game text (answers, names, captions) comes from
// the server already in the table's language; ?lang=en|ko overrides these.
"use strict";
const WORDS = {
  en: {
    title: "Hideout", round: "Round", detectives: "Detectives", spy: "Spy", deck: "Deck",
    cardsLeft: "cards left", turn: "Turn", clues: "Clues this round", noClues: "No answers yet this round.",
    captions: "Heard and said", players: "Detectives", history: "Rounds", join: "Scan to join with your phone",
    step: { ask: "asks a question", eliminate: "eliminates or arrests", arrest: "makes an arrest",
            final_arrest: "makes a final arrest", deal: "names the dealt destinations", over: "game over" },
    won: { detectives: "detectives won", spy: "spy won" },
    wins: { detectives: "The detectives win the game", spy: "The spy wins the game" },
    wasIn: "Round {round}: the spy was hiding in", handbook: "Handbook page",
    pointed: "Which answers pointed there", fits: "fits", alsoFits: "also fits",
    out: "out", open: "Open cards", reconnecting: "reconnecting…", gameOver: "Game over",
    sabotage: "Sabotage found", actions: "Action cards", london: "London, from the Detective's seat",
    // phone
    pick: "Who are you?", taken: "taken", leave: "Leave seat", hand: "Your cards",
    yourTurn: "Your turn", notYourTurn: "Waiting: {player}'s turn", table: "Destinations",
    eliminate: "Eliminate", arrest: "Arrest", talk: "Hold to talk", talking: "Listening…",
    confirmEliminate: "Eliminate {name}?", confirmArrest: "Arrest in {name}? That ends the round.",
    confirmAsk: "Play the {card} card?", yes: "Yes", no: "No", choose: "Ask about:",
    move: "Move to", confirmMove: "Move to {name}?", confirmAction: "Play {card}?",
    joinFailed: "Could not join", demo: "The demo plays itself: watch the big screen.",
  },
  ko: {
    title: "하이드아웃", round: "라운드", detectives: "수사관", spy: "스파이", deck: "덱",
    cardsLeft: "장 남음", turn: "차례", clues: "이번 라운드 단서", noClues: "이번 라운드에는 아직 답이 없습니다.",
    captions: "들은 말과 한 말", players: "수사관", history: "라운드 기록", join: "휴대폰으로 스캔해 참가하세요",
    step: { ask: "질문할 차례", eliminate: "제거 또는 체포", arrest: "체포", final_arrest: "마지막 체포",
            deal: "놓은 목적지 말하기", over: "게임 끝" },
    won: { detectives: "수사관 승", spy: "스파이 승" },
    wins: { detectives: "수사관이 게임에서 이겼습니다", spy: "스파이가 게임에서 이겼습니다" },
    wasIn: "라운드 {round}: 스파이가 숨은 곳은", handbook: "핸드북 페이지",
    pointed: "그곳을 가리킨 답", fits: "맞음", alsoFits: "함께 맞는 곳",
    out: "제거", open: "공개 카드", reconnecting: "다시 연결하는 중…", gameOver: "게임 끝",
    sabotage: "찾은 사보타주", actions: "액션 카드", london: "수사관 자리에서 본 런던",
    pick: "누구세요?", taken: "참가함", leave: "자리 비우기", hand: "내 카드",
    yourTurn: "내 차례", notYourTurn: "기다리는 중: {player}의 차례", table: "목적지",
    eliminate: "제거", arrest: "체포", talk: "누르고 말하기", talking: "듣는 중…",
    confirmEliminate: "{name}을(를) 제거할까요?", confirmArrest: "{name}에서 체포할까요? 라운드가 끝납니다.",
    confirmAsk: "{card} 카드를 낼까요?", yes: "네", no: "아니요", choose: "무엇을 물을까요:",
    move: "이동", confirmMove: "{name}(으)로 이동할까요?", confirmAction: "{card}을(를) 낼까요?",
    joinFailed: "참가하지 못했습니다", demo: "데모는 스스로 진행됩니다. 큰 화면을 보세요.",
  },
};

function pageLang(stateLang) {
  const asked = new URLSearchParams(location.search).get("lang");
  return WORDS[asked] ? asked : (WORDS[stateLang] ? stateLang : "en");
}

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, k) => (values[k] ?? ""));
}

// Element helper: el("li", {class: "x"}, "text", child, ...)
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v; else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
  return node;
}
