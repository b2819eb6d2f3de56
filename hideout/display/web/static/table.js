// The big screen: the world map with this round's destinations, clue log, captions, score,
// players, rounds, and the reveal at the end of a round. Live from /events (server-sent events).
"use strict";
const NS = "http://www.w3.org/2000/svg";
const W = 960, H = 500;
const map = { anchors: {}, shapes: {}, ready: null };
let last = null;
window.hideoutRenders = [];   // [{version, at}] for the latency bench and the tests

function svgEl(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  return node;
}

// The label point of a country: the centre of its largest piece (France's is in Europe, not
// halfway to French Guiana).
function anchorOf(feature) {
  const g = feature.geometry;
  if (!g) return null;
  let best = feature;
  if (g.type === "MultiPolygon") {
    let area = -1;
    for (const coords of g.coordinates) {
      const piece = { type: "Polygon", coordinates: coords };
      const a = d3.geoArea(piece);
      if (a > area) { area = a; best = piece; }
    }
  }
  return d3.geoCentroid(best);
}

async function loadMap() {
  const [topo, ids] = await Promise.all([
    fetch("/static/vendor/countries-50m.json").then(r => r.json()),
    fetch("/static/map_ids.json").then(r => r.json()),
  ]);
  map.features = topojson.feature(topo, topo.objects.countries).features;
  map.ids = ids;
  map.drawnFor = null;
}

// Draws the world framed on this round's destinations, so Andorra or Malta is big enough to see
// when the table is in Europe; a table spread over the world gets the whole world.
function drawMap(tableIds) {
  const svg = document.getElementById("map");
  const box = document.getElementById("map-wrap").getBoundingClientRect();
  const w = Math.max(320, Math.round(box.width)), h = Math.max(200, Math.round(box.height));
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const byId = {};
  for (const f of map.features) {
    const id = map.ids.shapes[f.id || f.properties.name];
    if (id) byId[id] = f;
  }
  const points = [];
  for (const id of tableIds) {
    const f = byId[id];
    const p = f ? anchorOf(f) : map.ids.points[id];
    if (p) points.push(p);
  }
  const projection = d3.geoNaturalEarth1();
  const pad = Math.min(w, h) * 0.12;
  if (points.length > 1) {
    // more room on the right: labels are written to the right of their markers
    projection.fitExtent([[pad, pad], [w - pad - 90, h - pad]], { type: "MultiPoint", coordinates: points });
    // Never closer than a region (a whole table in one small country group stays readable).
    const world = d3.geoNaturalEarth1().fitExtent([[6, 6], [w - 6, h - 6]], { type: "Sphere" }).scale();
    if (projection.scale() > world * 6) projection.scale(world * 6);
    if (projection.scale() < world) projection.fitExtent([[6, 6], [w - 6, h - 6]], { type: "Sphere" });
  } else {
    projection.fitExtent([[6, 6], [w - 6, h - 6]], { type: "Sphere" });
  }
  const path = d3.geoPath(projection);
  const land = svgEl("g", { class: "countries" });
  map.shapes = {}; map.anchors = {};
  for (const f of map.features) {
    const id = map.ids.shapes[f.id || f.properties.name];
    const shape = svgEl("path", { d: path(f) || "", class: "land" });
    if (id) {
      shape.dataset.id = id;
      map.shapes[id] = shape;
      const a = anchorOf(f);
      if (a) map.anchors[id] = projection(a);
    }
    land.append(shape);
  }
  for (const [id, lonlat] of Object.entries(map.ids.points)) map.anchors[id] = projection(lonlat);
  svg.replaceChildren(svgEl("path", { d: path({ type: "Sphere" }), class: "sea" }), land, svgEl("g", { id: "markers" }));
  map.drawnFor = tableIds.join(",");
}

function text(id, value) { document.getElementById(id).textContent = value; }

function render(state) {
  last = state;
  text("title", t("title"));
  text("clues-title", t("clues"));
  text("captions-title", t("captions"));
  text("players-title", state.game === "duel" ? t("action_cards") : t("players"));
  // served to this computer only: no QR code a phone cannot open, but how to let phones in
  text("join-text", phonesCanJoin ? t("join") : t("join_local_only"));
  document.getElementById("qr").hidden = !phonesCanJoin;
  text("join-url", joinUrl || `${location.host}/phone`);
  renderCaptions(state.captions || []);
  if (state.game === "duel") renderDuel(state); else renderDestinationX(state);
  document.body.dataset.version = state.version;
  document.body.dataset.phase = state.phase;
  window.hideoutRenders.push({ version: state.version, at: Date.now() });
}

function renderDestinationX(state) {
  text("round", `${t("round")} ${state.round}`);
  text("score", `${t("detectives")} ${state.score.detectives} : ${state.score.spy} ${t("spy")}`);
  const current = state.turn ? `${t("turn")}: ${state.turn} · ${t(`step.${state.step}`)}`
    : (state.winner ? t(`wins.${state.winner}`) : "");
  text("turn", current);
  text("deck", state.physical ? "" : `${t("deck")}: ${state.deck} ${t(state.deck === 1 ? "card_left" : "cards_left")}`);
  renderTable(state.table);
  renderClues(state.answers);
  const players = document.getElementById("players");
  players.replaceChildren(...state.players.map(p => el("li", { class: p.current ? "current" : "" },
    p.current ? "▶ " : "", el("b", {}, p.name), state.physical ? "" : ` · ${p.cards}`)));
  if (state.open_cards) players.append(el("li", {}, `${t("open_cards")}: ${state.open_cards.map(c => c.name).join(", ")}`));
  document.getElementById("history").replaceChildren(...state.history.map(r => el("li", { class: r.winner },
    `${t("round")} ${r.round}: ${r.hideout_name} — ${t(`won.${r.winner}`)}`)));
  renderReveal(state.reveal, state.phase);
}

function renderTable(table) {
  const list = document.getElementById("dests");
  list.replaceChildren(...table.map(d => el("li", { class: d.eliminated ? "out" : "up", "data-id": d.id },
    d.eliminated ? "✗ " : "", el("span", { class: "name" }, d.name),
    d.eliminated ? el("span", { class: "tag" }, ` [${t("out")}]`) : null)));
  if (!map.features) return;
  const ids = table.map(d => d.id);
  if (map.drawnFor !== ids.join(",")) drawMap(ids);
  for (const shape of Object.values(map.shapes)) shape.classList.remove("up", "out");
  const markers = document.getElementById("markers");
  markers.replaceChildren();
  // Markers first, so no label covers another destination's marker.
  const placed = table.map(d => map.anchors[d.id]).filter(Boolean)
    .map(([x, y]) => ({ x0: x - 8, y0: y - 8, x1: x + 8, y1: y + 8 }));
  table.forEach((d, i) => {
    const shape = map.shapes[d.id];
    if (shape) shape.classList.add(d.eliminated ? "out" : "up");
    const at = map.anchors[d.id];
    if (!at) return;
    const [x, y] = at;
    const g = svgEl("g", { class: `marker ${d.eliminated ? "out" : "up"}`, "data-id": d.id,
                          transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` });
    g.append(svgEl("circle", { r: 7 }));
    if (d.eliminated) {
      g.append(svgEl("path", { d: "M-6,-6L6,6M6,-6L-6,6", class: "cross" }));
    }
    const label = svgEl("text", { class: "label" });
    label.textContent = d.name;
    g.append(label);
    markers.append(g);
    placeLabel(label, x, y, placed);
  });
}

// Beside its marker where it overlaps no label placed before (right, left, above, below), so
// neighbours such as Andorra and Monaco both stay readable.
function placeLabel(label, x, y, placed) {
  const spots = [[10, -6, "start"], [10, 16, "start"], [-10, -6, "end"], [-10, 16, "end"], [0, -13, "middle"], [0, 24, "middle"]];
  for (const [dx, dy, anchor] of spots) {
    label.setAttribute("x", dx); label.setAttribute("y", dy); label.setAttribute("text-anchor", anchor);
    const b = label.getBBox();
    const box = { x0: x + b.x, y0: y + b.y, x1: x + b.x + b.width, y1: y + b.y + b.height };
    if (!placed.some(o => box.x0 < o.x1 && o.x0 < box.x1 && box.y0 < o.y1 && o.y0 < box.y1)) {
      placed.push(box);
      return;
    }
  }
  placed.push({ x0: x + 10, y0: y - 18, x1: x + 10, y1: y - 18 });   // all taken: the first spot stays
  label.setAttribute("x", 10); label.setAttribute("y", -6); label.setAttribute("text-anchor", "start");
}

function renderClues(answers) {
  const list = document.getElementById("clues");
  if (!answers.length) {
    list.replaceChildren(el("li", { class: "empty" }, t("no_clues")));
    return;
  }
  list.replaceChildren(...answers.map(a => el("li", {},
    el("span", { class: "who" }, a.player || ""), el("span", { class: "card" }, a.card_name), el("span", { class: "answer" }, a.text))));
  list.scrollTop = list.scrollHeight;
}

function renderCaptions(captions) {
  const list = document.getElementById("captions");
  list.replaceChildren(...captions.slice(-8).map(c => el("li", { class: c.kind },
    el("b", {}, `${c.who}: `), c.text || "…")));
  list.scrollTop = list.scrollHeight;
}

function renderReveal(reveal, phase) {
  const box = document.getElementById("reveal");
  const show = reveal && (phase === "round_over" || phase === "game_over");
  box.hidden = !show;
  if (!show) return;
  const answers = reveal.answers.map(a => {
    const pointed = a.fits.includes(reveal.hideout);
    const others = a.fit_names.filter((n, i) => a.fits[i] !== reveal.hideout);
    return el("li", { class: pointed ? "pointed" : "" }, pointed ? "✓ " : "",
      el("b", {}, `${a.card_name}: `), a.text,
      others.length ? el("small", {}, ` — ${t("also_fits")}: ${others.join(", ")}`) : null);
  });
  box.replaceChildren(
    el("h2", {}, t("was_in", { round: reveal.round }), " ", el("span", { class: "hideout" }, reveal.hideout_in_sentence)),
    el("p", { class: "winner" }, t(`won.${reveal.winner}`)),
    el("div", { class: "reveal-cols" },
      el("section", {}, el("h3", {}, t("pointed")), el("ul", { class: "pointed-list" }, answers)),
      el("section", {}, el("h3", {}, t("handbook")), el("table", { class: "page" },
        el("tbody", {}, reveal.page.map(([k, v]) => el("tr", {}, el("th", {}, k), el("td", {}, v))))))));
  const shape = map.shapes[reveal.hideout];
  if (shape) shape.classList.add("hideout");
}

function renderDuel(state) {
  document.getElementById("map-wrap").hidden = true;
  document.getElementById("dests").hidden = true;
  text("round", t("london"));
  text("score", `${t("sabotage")}: ${state.score.sabotage}/3`);
  // whose turn and what they do, as Destination X's line; Mister X's step names him already
  const seat = state.turn ? t(`duel_seats.${state.turn}`) : "";
  text("turn", state.winner ? t(`duel_wins.${state.winner}`)
    : !state.turn ? "" : state.turn === "mister_x" ? `${t("turn")}: ${seat}`
    : `${t("turn")}: ${seat} · ${t(`step.${state.step}`)}`);
  text("clues-title", t("camera_clues"));
  // his swap since she last moved, as the rulebook lets her see it (a black ticket's: only that)
  const swap = state.swap;
  const swapped = new Set(swap ? swap.cells : []);
  text("deck", !swap ? "" : swap.secret ? t("last_secret_swap")
    : t("last_swap", { a: swap.cells[0], b: swap.cells[1] }));
  // his figure stands by the latest camera's row or column only: older clues are history
  const latest = state.clues.slice(-1);
  const clueRows = new Set(latest.filter(c => c[0] === "row").map(c => c[1]));
  const clueCols = new Set(latest.filter(c => c[0] === "column").map(c => c[1]));
  const grid = document.getElementById("duel-board");
  grid.hidden = false;
  grid.replaceChildren(...state.board.flat().map(cell => {
    const classes = ["cell", cell.hidden ? "hidden" : cell.action, cell.spent ? "spent" : "",
      cell.unturned ? "unturned" : "",
      state.detective === cell.name ? "detective" : "", state.hideout === cell.name ? "mister-x" : "",
      swapped.has(cell.name) ? "swapped" : "",
      clueRows.has(cell.name[1]) || clueCols.has(cell.name[0]) ? "clue" : ""].join(" ");
    return el("div", { class: classes, "data-cell": cell.name }, el("small", {}, cell.name),
      cell.hidden ? "" : el("span", {}, [cell.transport ? t(`duel_tickets.${cell.transport}`) : "",
                                        t(`duel_actions.${cell.spent ? "scotland_yard_spent" : cell.action}`)].filter(Boolean).join(" · ")));
  }));
  document.getElementById("clues").replaceChildren(...state.clues.map(c => el("li", {}, t(`camera_clue.${c[0]}`, { value: c[1] }))));
  document.getElementById("players").replaceChildren(...state.cards_left.map(c => el("li", {}, t(`duel_cards.${c}`))));
  document.getElementById("history").replaceChildren();
  document.getElementById("reveal").hidden = true;
}

// the phone's address the QR code holds (this computer's own on the network when the big
// screen was opened as localhost)
let joinUrl = "", phonesCanJoin = true;
fetch("/join.json").then(r => r.json()).then(j => {
  joinUrl = j.url.replace(/^http:\/\//, ""); phonesCanJoin = j.phones_can_join !== false; if (last) render(last);
})
  .catch(() => {});

function connect() {
  const source = new EventSource("/events");
  source.onmessage = e => {
    const s = JSON.parse(e.data);
    map.ready.then(() => useWords(pageLang(s.lang))).then(() => render(s));
  };
  source.onerror = () => { text("link", t("reconnecting")); document.getElementById("link").hidden = false; };
  source.onopen = () => { document.getElementById("link").hidden = true; };
}

window.addEventListener("resize", () => { map.drawnFor = null; if (last) render(last); });
map.ready = loadMap().catch(err => { console.error("map", err); });
connect();
