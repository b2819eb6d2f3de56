// The phone: join a seat, see your own cards, play a card or eliminate by tapping, hold to talk.
// The seat's token stays in this browser, so a reload or a dropped connection keeps the seat.
"use strict";
const TOKEN_KEY = "hideout.token";
let token = localStorage.getItem(TOKEN_KEY);
let current = null;      // the last {public, seat, mine}
let mode = "eliminate";  // what tapping a destination does: "eliminate" or "guess"
let source = null;
let pendingCommand = null;
window.hideoutRenders = [];

const $ = id => document.getElementById(id);

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(data.error || response.statusText), { status: response.status });
  return data;
}

function showError(message) { $("error").textContent = message || ""; }

async function start() {
  if (token) {
    try { render(await api(`/phone/me?token=${encodeURIComponent(token)}`)); listen(); return; }
    catch (err) { if (err.status === 403) forget(); else { showError(err.message); setTimeout(start, 2000); return; } }
  }
  pick();
}

function forget() { token = null; localStorage.removeItem(TOKEN_KEY); if (source) source.close(); source = null; }

async function pick() {
  $("me").hidden = true; $("talk").hidden = true; $("pick").hidden = false;
  const info = await api("/phone/seats");
  await useWords(pageLang(info.lang));
  $("pick-title").textContent = t("pick");
  $("seats").replaceChildren(...info.seats.map(seat => el("button", {
    class: "primary", disabled: info.taken.includes(seat), onclick: () => join(seat),
  }, seat, info.taken.includes(seat) ? ` (${t("taken")})` : "")));
}

async function join(seat) {
  try {
    const data = await api("/phone/join", { seat, token });
    token = data.token; localStorage.setItem(TOKEN_KEY, token);
    showError(""); render(data); listen();
  } catch (err) { showError(`${t("join_failed")}: ${err.message}`); pick(); }
}

function listen() {
  if (source) source.close();
  source = new EventSource(`/phone/events?token=${encodeURIComponent(token)}`);
  source.onmessage = e => render(JSON.parse(e.data));
  source.onerror = async () => {
    // EventSource retries by itself; a seat the server no longer knows sends us back to pick.
    try { await api(`/phone/me?token=${encodeURIComponent(token)}`); }
    catch (err) { if (err.status === 403) { forget(); pick(); } }
  };
}

function render(data) {
  useWords(pageLang(data.public.lang)).then(() => draw(data));
}

function draw(data) {
  current = data;
  const pub = data.public, mine = data.mine || { hand: [] };
  // "Hold to talk" only where a microphone listens (not in a typed game or the demo)
  $("pick").hidden = true; $("me").hidden = false; $("talk").hidden = !data.can_talk;
  $("me-name").textContent = data.seat;
  $("leave").textContent = t("leave");
  $("hand-title").textContent = pub.open_cards != null ? t("open_cards") : t("hand");   // Open Cards: the table's, not hers
  $("talk").textContent = t("talk");
  // the Duel's one phone is the Detective's seat: Mister X's turn is not hers
  const duel = pub.game === "duel";
  const myTurn = duel ? pub.turn === "detective" : pub.turn === data.seat;
  const whoseTurn = duel && pub.turn ? t(`duel_seats.${pub.turn}`) : pub.turn || "";
  const status = $("status");
  status.className = "status" + (myTurn && pub.phase !== "game_over" ? " mine" : "");
  const won = pub.winner ? t(pub.game === "duel" ? `duel_wins.${pub.winner}` : `wins.${pub.winner}`) : t("game_over");
  status.textContent = pub.phase === "game_over" ? won
    : myTurn ? `${t("your_turn")} · ${t(`step.${pub.step}`)}` : t("not_your_turn", { player: whoseTurn });
  $("hand").replaceChildren(...mine.hand.map(card => el("button", {
    class: card.playable ? "primary" : "", disabled: !card.playable, "data-card": card.id,
    onclick: () => playCard(card),
  }, card.name)));
  if (pub.game === "duel") renderDuelMoves(pub, mine); else renderDestinations(pub, mine);
  const saidLast = (pub.captions || []).filter(c => c.kind === "said").slice(-2);
  $("reply").replaceChildren(...saidLast.map(c => el("div", {}, c.text)));
  document.body.dataset.version = pub.version;
  window.hideoutRenders.push({ version: pub.version, at: Date.now() });
}

function renderDestinations(pub, mine) {
  $("table-title").textContent = t("destinations");
  $("modes").replaceChildren(
    el("button", { class: mode === "eliminate" ? "primary" : "", disabled: !mine.can_eliminate,
                   onclick: () => { mode = "eliminate"; draw(current); } }, t("eliminate")),
    el("button", { class: mode === "guess" ? "primary" : "", disabled: !mine.can_arrest,
                   onclick: () => { mode = "guess"; draw(current); } }, t("arrest")));
  // Only an arrest is left: tapping arrests. Otherwise arresting is chosen by hand, every time.
  if (pub.step === "arrest" || pub.step === "final_arrest") mode = "guess";
  const active = mode === "eliminate" ? mine.can_eliminate : mine.can_arrest;
  $("dests").replaceChildren(...pub.table.map(d => el("button", {
    class: d.eliminated ? "out" : "", disabled: d.eliminated || !active, "data-id": d.id,
    onclick: () => ask(t(mode === "eliminate" ? "confirm_eliminate" : "confirm_arrest", { name: d.in_sentence }),
                       { type: mode, destination: d.id }),
  }, d.eliminated ? `✗ ${d.name}` : d.name)));
}

function renderDuelMoves(pub, mine) {
  $("table-title").textContent = t("move");
  $("modes").replaceChildren();
  // only the districts she may move to now can be tapped (the server's list of her moves)
  const moves = new Set(mine.moves || []);
  const swapped = new Set(pub.swap ? pub.swap.cells : []);   // his swap since she moved, as on the big screen
  $("dests").replaceChildren(...pub.board.flat().map(cell => el("button", {
    "data-cell": cell.name,
    class: [pub.detective === cell.name ? "primary" : "", swapped.has(cell.name) ? "swapped" : ""].join(" ").trim(),
    disabled: !moves.has(cell.name),
    onclick: () => ask(t("confirm_move", { name: cell.name }), { type: "move", to: cell.name }),
  }, cell.name)));
}

function playCard(card) {
  if (current.public.game === "duel") {
    ask(t("confirm_action", { card: card.name }), { type: "action", card: card.id });
  } else if (card.options.length) {
    $("options").hidden = false;
    $("options").replaceChildren(el("p", {}, `${card.name} · ${t("choose")}`), ...card.options.map(o => el("button", {
      class: "primary", onclick: () => { $("options").hidden = true; send({ type: "ask", card: card.id, option: o.id }); },
    }, o.name)));
  } else {
    send({ type: "ask", card: card.id });
  }
}

function ask(question, command) {
  pendingCommand = command;
  $("confirm-q").textContent = question;
  $("yes").textContent = t("yes"); $("no").textContent = t("no");
  $("confirm").hidden = false;
}

async function send(command) {
  try {
    const result = await api("/phone/act", { token, command });
    mode = "eliminate";
    showError("");
    $("reply").replaceChildren(...result.lines.map(line => el("div", {}, line)));
  } catch (err) {
    if (err.status === 403) { forget(); pick(); }
    showError(err.message);
  }
}

$("yes").onclick = () => { $("confirm").hidden = true; if (pendingCommand) send(pendingCommand); pendingCommand = null; };
$("no").onclick = () => { $("confirm").hidden = true; pendingCommand = null; };
$("leave").onclick = async () => { try { await api("/phone/leave", { token }); } catch (e) { /* gone already */ } forget(); pick(); };

// Push to talk: the host's microphone listens while the button is held.
let held = false;
async function talk(now) {
  if (held === now) return;
  held = now;
  $("talk").classList.toggle("held", now);
  $("talk").textContent = now ? t("talking") : t("talk");
  try { await api("/phone/talk", { token, held: now }); showError(""); } catch (err) { showError(err.message); }
}
const button = $("talk");
button.addEventListener("pointerdown", e => {
  e.preventDefault();
  try { button.setPointerCapture(e.pointerId); } catch (err) { /* a pointer the page cannot hold */ }
  talk(true);
});
for (const ev of ["pointerup", "pointercancel", "lostpointercapture"]) button.addEventListener(ev, () => talk(false));
button.addEventListener("contextmenu", e => e.preventDefault());

start();
