// The pages' own words come from the game's "display" phrasebook (GET /words.json?lang=..), so
// the terminal and the pages say the same in every language. Game text (answers, names,
// captions) comes in the state, already in the table's language. ?lang=en|ko overrides.
"use strict";
const wordsCache = {};
let words = {};

function pageLang(stateLang) {
  return new URLSearchParams(location.search).get("lang") || stateLang || "en";
}

async function useWords(lang) {
  if (!wordsCache[lang]) {
    wordsCache[lang] = fetch(`/words.json?lang=${encodeURIComponent(lang)}`).then(r => r.json());
  }
  const got = await wordsCache[lang];
  words = got.words;
  document.documentElement.lang = got.lang;
}

// A phrase with {name} filled in (the key itself when a phrase is missing: visible, not blank).
function t(key, values) {
  const text = words[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, k) => (values && values[k] !== undefined ? values[k] : ""));
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
