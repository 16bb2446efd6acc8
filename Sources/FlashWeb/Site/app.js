// flash's web app: a front end over the JSON API. It judges, schedules and records nothing
// itself: every answer goes to the server's session engine, which stores it before it answers.
"use strict";

const main = document.getElementById("main");
const announcer = document.getElementById("announce");
let settings = null;
let keyHandler = null;
let timers = [];
/** Counts the pages visited, so a slow view of a page left behind draws nothing. */
let visits = 0;

// ---- Small helpers ----------------------------------------------------------------------

/** Makes an element: h("p", {class: "x"}, "text", child...). Text is always text, never HTML. */
function h(tag, attributes, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, "");
    else element.setAttribute(name, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

const svgNS = "http://www.w3.org/2000/svg";
function s(tag, attributes, ...children) {
  const element = document.createElementNS(svgNS, tag);
  for (const [name, value] of Object.entries(attributes || {})) element.setAttribute(name, String(value));
  for (const child of children.flat()) element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return element;
}

/** A button showing its key, with aria-keyshortcuts. */
function keyButton(label, key, onclick, extra = {}) {
  const shown = key === " " ? "Space" : key;
  return h("button", { type: "button", "aria-keyshortcuts": shown, onclick, ...extra }, label, " ", h("kbd", {}, shown));
}

function say(text) {
  announcer.textContent = "";
  setTimeout(() => { announcer.textContent = text; }, 30);
}

function clearTimers() {
  timers.forEach(clearInterval);
  timers = [];
}

function listPath(name) { return "#/lists/" + encodeURIComponent(name); }
function apiList(name) { return "/api/lists/" + encodeURIComponent(name); }

class ApiError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

/** What a read made for a page that was left meanwhile gets instead of its answer. */
class LeftPage extends Error {}

/** Calls the API; writes always send JSON (the server refuses anything else). */
async function api(method, path, body) {
  const options = { method, headers: { Accept: "application/json" } };
  if (method === "POST" || method === "PATCH") {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body || {});
  }
  const visit = visits;
  const response = await fetch(path, options);
  if (method === "GET" && visit !== visits) throw new LeftPage("the page was left");
  let data = {};
  try { data = await response.json(); } catch (error) { data = {}; }
  if (!response.ok) throw new ApiError(response.status, data.error || response.statusText);
  return data;
}

/** Replaces the page with a view: its title, heading (focused, for screen readers) and body. */
function show(title, ...content) {
  clearTimers();
  keyHandler = null;
  document.title = title + " · flash";
  main.replaceChildren(...content.filter(Boolean));
  const heading = main.querySelector("h1");
  if (heading) { heading.setAttribute("tabindex", "-1"); heading.focus({ preventScroll: true }); }
  for (const link of document.querySelectorAll(".top nav a")) {
    const current = location.hash === link.getAttribute("href") || (link.getAttribute("href") === "#/" && (location.hash === "" || location.hash === "#/"));
    if (current) link.setAttribute("aria-current", "page"); else link.removeAttribute("aria-current");
  }
}

function showError(error) {
  show("Error", h("h1", {}, error.status === 404 ? "Not found" : "Something went wrong"),
    h("p", { class: "error", role: "alert" }, error.message), h("p", {}, h("a", { href: "#/" }, "Back to your lists")));
}

function styleClass(style) { return "style-" + (style || "grey"); }

function languageName(code) {
  const found = settings && settings.languages.find((language) => language.code === code);
  return found ? found.name : code;
}

function playSound(url) {
  if (!url) return;
  new Audio(url).play().catch(() => say("The sound could not be played."));
}

function plural(count, word) { return count + " " + word + (count === 1 ? "" : "s"); }

function duration(seconds) {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes + ":" + String(whole % 60).padStart(2, "0");
}

function isTyping(event) {
  const target = event.target;
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

document.addEventListener("keydown", (event) => {
  if (keyHandler && !event.ctrlKey && !event.metaKey && !event.altKey) keyHandler(event);
});

// ---- Lists ----------------------------------------------------------------------------------

async function showLists() {
  const { lists } = await api("GET", "/api/lists");
  const heading = h("h1", {}, "Your lists");
  if (lists.length === 0) {
    return show("Lists", heading, h("div", { class: "empty" },
      h("p", {}, "No lists yet. Paste a few words and flash makes illustrated flashcards of them."),
      h("a", { class: "button primary", href: "#/new" }, "Make your first list")));
  }
  const tiles = lists.map((list) => h("li", { class: "tile " + styleClass(list.style) },
    h("div", { class: "pictures" }, list.pictures.map((url) => h("img", { src: url, alt: "", loading: "lazy" }))),
    h("div", { class: "body" },
      h("h2", {}, h("a", { href: listPath(list.name) }, list.name)),
      h("div", { class: "muted" }, `${list.nativeName} → ${list.learnedName} · ${plural(list.cards, "card")}`),
      h("div", { class: "muted" }, h("span", { class: "swatch", "aria-hidden": "true" }), " ", list.style),
      h("div", { class: "actions" },
        h("a", { class: "button primary", href: listPath(list.name) + "/learn" }, "Learn"),
        h("a", { class: "button", href: listPath(list.name) }, "Cards"),
        h("a", { class: "button", href: listPath(list.name) + "/results" }, "Results")))));
  show("Lists", h("div", { class: "bar" }, heading, h("span", { class: "grow" }), h("a", { class: "button primary", href: "#/new" }, "New list")),
    h("ul", { class: "tiles" }, tiles));
}

// ---- Making a list --------------------------------------------------------------------------

function languageSelect(id, chosen) {
  return h("select", { id, name: id }, settings.languages.map((language) =>
    h("option", { value: language.code, selected: language.code === chosen }, `${language.name} (${language.code})`)));
}

function showNew() {
  const status = h("div", { class: "progress-line", "aria-live": "polite" });
  const form = h("form", { class: "panel", novalidate: true },
    h("div", { class: "fields" },
      h("div", { class: "field wide" },
        h("label", { for: "words" }, "Words"),
        h("span", { class: "hint-text", id: "words-hint" }, "One per line, or separated by commas; \"dog = perro\" keeps your own translation."),
        h("textarea", { id: "words", name: "words", required: true, "aria-describedby": "words-hint", placeholder: "hammer\nto climb\ncandle\nwashing machine" })),
      h("div", { class: "field" }, h("label", { for: "lang" }, "I am learning"), languageSelect("lang", settings.native === "es" ? "en" : "es")),
      h("div", { class: "field" }, h("label", { for: "from" }, "My language"), languageSelect("from", settings.native)),
      h("div", { class: "field" }, h("label", { for: "name" }, "Name"), h("input", { id: "name", type: "text", maxlength: 60, autocomplete: "off", placeholder: "optional" })),
      h("fieldset", { class: "field swatches" }, h("legend", {}, "Colour"),
        h("div", { class: "chips" }, settings.styles.map((style) => h("label", { class: styleClass(style), title: style },
          h("input", { type: "radio", name: "style", value: style, checked: style === "blue", "aria-label": style }), h("span", { class: "chip", "aria-hidden": "true" }))))),
      h("div", { class: "field" }, h("label", { for: "side" }, "The words are"),
        h("select", { id: "side" }, h("option", { value: "native" }, "in my language"), h("option", { value: "learned" }, "in the language I learn"))),
      h("label", { class: "field check-field" }, h("input", { type: "checkbox", id: "images", checked: true }), "Find pictures")),
    h("div", { class: "bar" }, h("button", { type: "submit", class: "primary" }, "Make the list")),
    status);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = form.querySelector("#words").value;
    if (!text.trim()) { status.replaceChildren(h("p", { class: "error" }, "Paste or type some words first.")); return; }
    const body = {
      text, lang: form.querySelector("#lang").value, from: form.querySelector("#from").value,
      style: form.querySelector("input[name=style]:checked").value, words: form.querySelector("#side").value, images: form.querySelector("#images").checked,
    };
    const name = form.querySelector("#name").value.trim();
    if (name) body.name = name;
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    const bar = h("progress", { max: 1, value: 0, "aria-label": "Building the list" });
    const line = h("p", {}, "Starting…");
    status.replaceChildren(line, bar);
    const poll = setInterval(async () => {
      try {
        const { builds } = await api("GET", "/api/builds");
        const build = builds.find((b) => !name || b.list.toLowerCase() === name.toLowerCase()) || builds[0];
        if (!build) return;
        bar.max = Math.max(1, build.total);
        bar.value = build.done;
        line.textContent = `${build.phase === "images" ? "Finding pictures" : "Translating"}: ${build.done} of ${plural(build.total, "word")}` +
          (build.errors ? `, ${plural(build.errors, "error")}` : "");
      } catch (error) { /* the next poll tries again */ }
    }, 300);
    timers.push(poll);
    try {
      const made = await api("POST", "/api/lists", body);
      clearInterval(poll);
      sessionStorage.setItem("flash.made", JSON.stringify(made));
      location.hash = listPath(made.list);
    } catch (error) {
      clearInterval(poll);
      button.disabled = false;
      status.replaceChildren(h("p", { class: "error", role: "alert" }, error.message));
    }
  });
  show("New list", h("h1", {}, "Make a list"), h("p", { class: "muted" },
    "flash translates each word and finds its pictures with the dictionaries and picture sets on this machine (and any provider you set up), then stores the list."), form);
}

// ---- One list -------------------------------------------------------------------------------

function madeSummary(name) {
  const saved = sessionStorage.getItem("flash.made");
  if (!saved) return null;
  sessionStorage.removeItem("flash.made");
  const made = JSON.parse(saved);
  if (made.list !== name) return null;
  const summary = made.summary;
  const lines = [`Made ${plural(summary.cards, "card")}.`];
  if (summary.untranslated.length) lines.push(`No translation for: ${summary.untranslated.join(", ")}.`);
  for (const item of summary.uncertain) lines.push(`Check “${item.word}” → “${item.translation}” (${item.why}).`);
  for (const item of summary.duplicates) lines.push(`Skipped “${item.word}” on line ${item.line}: a duplicate of line ${item.firstLine}.`);
  return h("div", { class: "toast", role: "status" }, lines.map((line) => h("div", {}, line)),
    made.notes.length ? h("div", { class: "notes" }, made.notes.join(" ")) : null);
}

function memoryBadge(memory) {
  if (!memory) return h("span", { class: "badge" }, "new");
  const due = new Date(memory.due);
  if (due <= new Date()) return h("span", { class: "badge due" }, "due");
  return h("span", { class: "badge", title: `recall ${Math.round(memory.recall * 100)}%` }, `${Math.round(memory.recall * 100)}% recall`);
}

async function showList(name) {
  const data = await api("GET", apiList(name));
  const list = data.list;
  const cards = data.cards.map((card) => h("li", { class: "card" },
    h("div", { class: "picture" }, card.picture ? h("img", { src: card.picture, alt: card.pictureAlt, loading: "lazy" }) : h("span", { class: "none" }, "no picture")),
    h("div", { class: "words" },
      h("div", { class: "learned", lang: list.learned }, card.article || card.learned || "—"),
      h("div", { class: "native", lang: list.native }, card.native),
      card.learnedAlternatives.length ? h("div", { class: "also" }, "also: " + card.learnedAlternatives.join(", ")) : null,
      h("div", { class: "badges" }, memoryBadge(card.memory), card.check ? h("span", { class: "badge check", title: "worth checking" }, "check") : null)),
    h("a", { class: "edit", href: listPath(list.name) + "/cards/" + card.id, "aria-label": `Edit ${card.native} – ${card.learned}` })));
  const remove = h("button", { type: "button", class: "danger", onclick: async () => {
    if (!confirm(`Delete '${list.name}' with ${plural(list.cards, "card")} and its history?`)) return;
    try { await api("DELETE", apiList(list.name)); location.hash = "#/"; } catch (error) { alert(error.message); }
  } }, "Delete list");
  show(list.name,
    h("div", { class: "list-head " + styleClass(list.style) },
      h("h1", {}, list.name),
      h("div", { class: "muted" }, `${list.nativeName} → ${list.learnedName} · ${plural(list.cards, "card")} · ${list.style}`)),
    madeSummary(list.name),
    h("div", { class: "bar" },
      h("a", { class: "button primary", href: listPath(list.name) + "/learn" }, "Learn"),
      h("a", { class: "button", href: "#/review?list=" + encodeURIComponent(list.name) }, "Review"),
      h("a", { class: "button", href: listPath(list.name) + "/results" }, "Results"),
      h("a", { class: "button", href: listPath(list.name) + "/mistakes" }, "Mistakes"),
      h("span", { class: "grow" }), remove),
    h("ul", { class: "cards", "aria-label": "Cards" }, cards));
}

// ---- One card: translation and picture ------------------------------------------------------

async function showCard(name, id) {
  const detail = await api("GET", `${apiList(name)}/cards/${id}`);
  const card = detail.card;
  const path = `${apiList(name)}/cards/${id}`;
  const message = h("div", { "aria-live": "polite" });
  async function change(body, done) {
    try {
      await api("PATCH", path, body);
      sessionStorage.setItem("flash.changed", done);
      await showCard(name, id);
    } catch (error) { message.replaceChildren(h("p", { class: "error", role: "alert" }, error.message)); }
  }
  const changed = sessionStorage.getItem("flash.changed");
  sessionStorage.removeItem("flash.changed");

  const options = detail.pictures.map((picture) => h("button", {
    type: "button", role: "radio", "aria-checked": picture.chosen ? "true" : "false", tabindex: picture.chosen ? "0" : "-1",
    "aria-label": picture.alt, "data-number": picture.number,
    onclick: () => change({ picture: picture.number }, `Picture ${picture.number} chosen.`),
  }, h("img", { src: picture.preview, alt: "", loading: "lazy" }), h("span", { class: "credit" }, picture.credit || picture.source)));
  const none = h("button", {
    type: "button", role: "radio", "aria-checked": card.picture ? "false" : "true", tabindex: card.picture ? "-1" : "0",
    onclick: () => change({ noPicture: true }, "The card has no picture now."),
  }, "No picture");
  const radios = [...options, none];
  if (!radios.some((radio) => radio.getAttribute("tabindex") === "0")) radios[0].setAttribute("tabindex", "0");
  const picker = h("div", { class: "picker", role: "radiogroup", "aria-label": "Pictures for this card" }, radios);
  picker.addEventListener("keydown", (event) => {
    const index = radios.indexOf(document.activeElement);
    if (index < 0) return;
    const columns = Math.max(1, Math.round(picker.clientWidth / (radios[0].clientWidth || 100)));
    const moves = { ArrowRight: 1, ArrowDown: columns, ArrowLeft: -1, ArrowUp: -columns, Home: -index, End: radios.length - 1 - index };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = radios[Math.min(radios.length - 1, Math.max(0, index + moves[event.key]))];
    radios.forEach((radio) => radio.setAttribute("tabindex", radio === next ? "0" : "-1"));
    next.focus();
  });

  const translations = detail.translations.map((candidate) => h("li", {},
    h("span", { class: candidate.chosen ? "chosen" : "" }, candidate.text),
    h("span", { class: "muted" }, [candidate.partOfSpeech, candidate.gender, candidate.sources.join("+")].filter(Boolean).join(" · ")),
    candidate.chosen ? h("span", { class: "badge" }, "chosen")
      : h("button", { type: "button", onclick: () => change({ pick: candidate.number }, `“${candidate.text}” is the translation now.`) }, `Use “${candidate.text}”`)));

  function wordsForm(field, label, value) {
    const input = h("input", { id: field, type: "text", value, autocomplete: "off", "aria-describedby": field + "-hint" });
    return h("form", { class: "field", onsubmit: (event) => { event.preventDefault(); change({ [field]: input.value }, `${label} saved.`); } },
      h("label", { for: field }, label),
      h("span", { class: "hint-text", id: field + "-hint" }, "Alternatives after commas."),
      h("div", { class: "bar" }, input, h("button", { type: "submit" }, "Save")));
  }

  show(`${card.native} – ${card.learned}`,
    h("p", {}, h("a", { href: listPath(name) }, "← " + name)),
    h("h1", {}, `${card.native} – ${card.article || card.learned || "?"}`),
    changed ? h("div", { class: "toast", role: "status" }, changed) : null,
    message,
    h("div", { class: "editor" },
      h("div", {},
        h("div", { class: "current-picture" }, card.picture ? h("img", { src: card.picture, alt: card.pictureAlt }) : h("span", { class: "muted" }, "No picture")),
        card.pictureCredit ? h("p", { class: "notes" }, card.pictureCredit) : null,
        h("div", { class: "bar" },
          card.sound ? h("button", { type: "button", onclick: () => playSound(card.sound) }, "Play “" + card.learned + "”") : null,
          card.ipa ? h("span", { class: "muted" }, "/" + card.ipa + "/") : null)),
      h("div", {},
        h("h2", {}, "Picture"),
        detail.pictures.length ? picker : h("p", { class: "muted" }, "No picture candidates for this card."),
        h("h2", {}, "Translation"),
        detail.translations.length ? h("ul", { class: "candidates" }, translations) : h("p", { class: "muted" }, "No other candidates."),
        wordsForm("translation", `The ${languageName(detail.learnedLanguage) || "learned"} word`, [card.learned, ...card.learnedAlternatives].join(", ")),
        wordsForm("native", "Your word", [card.native, ...card.nativeAlternatives].join(", ")))));
}

// ---- Starting a session ---------------------------------------------------------------------

function choiceField(id, label, values, chosen) {
  return h("div", { class: "field" }, h("label", { for: id }, label),
    h("select", { id }, values.map(([value, text]) => h("option", { value, selected: value === chosen }, text))));
}

function sessionFields(options) {
  return h("div", { class: "fields" },
    choiceField("answer", "Answer by", [["type", "typing it"], ["choice", "choosing among options"], ["self", "grading yourself (1–4)"]], "type"),
    choiceField("direction", "Show", [["learned", "the word I learn"], ["native", "my word"], ["mixed", "either"]], "learned"),
    choiceField("show", "Ask with", [["word+image", "picture and word"], ["word", "the word"], ["image", "the picture"]], "word+image"),
    h("div", { class: "field" }, h("label", { for: "count" }, "Cards"), h("input", { id: "count", type: "number", min: 1, placeholder: "all" })),
    h("div", { class: "field" }, h("label", { for: "timer" }, "Countdown (seconds)"), h("input", { id: "timer", type: "number", min: 1, placeholder: "none" })),
    options.retry ? h("label", { class: "field check-field" }, h("input", { type: "checkbox", id: "retry" }), "Ask missed cards again") : null);
}

function readSessionFields(form, body) {
  for (const id of ["answer", "direction", "show"]) body[id] = form.querySelector("#" + id).value;
  for (const id of ["count", "timer"]) {
    const value = form.querySelector("#" + id).value;
    if (value) body[id] = Number(value);
  }
  const retry = form.querySelector("#retry");
  if (retry && retry.checked) body.retry = true;
  return body;
}

async function startSession(body, status) {
  try {
    const session = await api("POST", "/api/sessions", body);
    sessionStorage.setItem("flash.session", JSON.stringify(session));
    location.hash = "#/session/" + session.id;
  } catch (error) {
    status.replaceChildren(h("p", { class: "error", role: "alert" }, error.message));
  }
}

async function showLearnSetup(name, only) {
  const { list } = await api("GET", apiList(name));
  const status = h("div", { "aria-live": "polite" });
  const form = h("form", { class: "panel" }, sessionFields({ retry: true }),
    h("div", { class: "bar" }, h("button", { type: "submit", class: "primary" }, "Start")), status);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const body = readSessionFields(form, { mode: "learn", list: list.name });
    if (only) body.only = only;
    startSession(body, status);
  });
  show("Learn " + list.name, h("p", {}, h("a", { href: listPath(list.name) }, "← " + list.name)),
    h("h1", {}, only === "mistakes" ? `Drill the mistakes of ${list.name}` : `Learn ${list.name}`), form);
}

async function showReviewSetup(query) {
  const { lists } = await api("GET", "/api/lists");
  const chosen = query.get("list");
  const status = h("div", { "aria-live": "polite" });
  const form = h("form", { class: "panel" },
    h("fieldset", { class: "field wide" }, h("legend", {}, "Lists"),
      lists.map((list) => h("label", { class: "check-field" }, h("input", { type: "checkbox", value: list.name, checked: !chosen || chosen === list.name, name: "lists" }), list.name))),
    sessionFields({ retry: true }),
    h("div", { class: "bar" }, h("button", { type: "submit", class: "primary" }, "Review")), status);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const names = [...form.querySelectorAll("input[name=lists]:checked")].map((input) => input.value);
    startSession(readSessionFields(form, { mode: "review", lists: names }), status);
  });
  show("Review", h("h1", {}, "Review what is due"),
    h("p", { class: "muted" }, "The cards due today, most overdue first, then new cards up to the day's budget. Every answer reschedules its card."), form);
}

// ---- The learning page ----------------------------------------------------------------------

/** Marks the difference the server found: "ca[s→z]a" ([+x] missing, [-x] extra, [a→b] replaced). */
function markedDifference(text) {
  const parts = [];
  const pattern = /\[(\+|-)?([^\]→]*)(?:→([^\]]*))?\]/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index));
    if (match[1] === "+") parts.push(h("ins", { title: "missing" }, match[2]));
    else if (match[1] === "-") parts.push(h("del", { title: "extra" }, match[2]));
    else parts.push(h("del", {}, match[2]), h("ins", {}, match[3] || ""));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return h("span", { class: "diff" }, parts);
}

function verdictView(verdict) {
  const box = h("div", { class: "verdict " + verdict.verdict });
  const symbol = { right: "✔", almost: "≈", wrong: "✘", skipped: "→" }[verdict.verdict];
  const words = { right: "Right", almost: "Almost", wrong: "Wrong", skipped: "Skipped" }[verdict.verdict];
  box.append(h("div", { class: "headline" }, `${symbol} ${words}` + (verdict.verdict === "right" ? "" : `: ${verdict.answer}`)));
  const details = [];
  details.push(h("span", {}, `${verdict.shown} → ${verdict.expected}`));
  if (verdict.grade) details.push(h("span", {}, ` (${verdict.grade})`));
  if (verdict.difference) details.push(h("span", {}, ` · you typed “${verdict.given}”: `), markedDifference(verdict.difference));
  if (verdict.confusedWith) details.push(h("span", {}, ` · “${verdict.given}” is the answer to “${verdict.confusedWith.shown}”`));
  else if (verdict.verdict === "wrong" && verdict.given && !verdict.grade) {
    // The engine's note on what was typed ("… is among this card's other meanings"); a difference is shown above.
    details.push(h("span", {}, ` · you: “${verdict.given}”` + (verdict.detail && !verdict.difference ? ` (${verdict.detail})` : "")));
  }
  box.append(h("div", { class: "muted" }, details));
  return box;
}

function showSession(id) {
  let state = null;
  const saved = sessionStorage.getItem("flash.session");
  if (saved) {
    const parsed = JSON.parse(saved);
    if (parsed.id === id) state = parsed;
    sessionStorage.removeItem("flash.session");
  }
  const verdictBox = h("div", { class: "verdict", "aria-live": "polite" });
  const counter = h("span", { class: "counter" });
  const bar = h("progress", { max: 1, value: 0, "aria-label": "Progress" });
  const clock = h("span", { class: "clock", role: "timer", "aria-label": "Time" });
  const stop = h("button", { type: "button", onclick: () => act("stop") }, "Stop");
  const stage = h("div", {});
  let busy = false;
  let deadline = null;
  let startedAt = null;

  async function act(kind, body) {
    if (busy) return;
    busy = true;
    stage.setAttribute("aria-busy", "true");
    const field = stage.querySelector("#answer");
    if (field) field.readOnly = true;
    try {
      const path = `/api/sessions/${id}/` + (kind === "answer" || kind === "skip" ? "answers" : kind);
      const reply = await api("POST", path, kind === "skip" ? { skip: true } : body);
      handle(reply);
    } catch (error) {
      verdictBox.className = "verdict wrong";
      verdictBox.replaceChildren(h("div", { class: "headline" }, error.message));
    } finally {
      busy = false;
      stage.removeAttribute("aria-busy");
      const field = stage.querySelector("#answer");
      if (field) field.readOnly = false;
    }
  }

  function handle(reply) {
    if (reply.verdict && reply.session.game) {
      verdictBox.className = "verdict " + reply.verdict.verdict;
      verdictBox.replaceChildren(h("div", { class: "headline" }, reply.verdict.headline), h("div", { class: "muted" }, reply.verdict.detail));
    } else if (reply.verdict) {
      verdictBox.className = "verdict " + reply.verdict.verdict;
      verdictBox.replaceChildren(...verdictView(reply.verdict).childNodes);
    } else if (reply.event === "undone") {
      verdictBox.className = "verdict";
      verdictBox.replaceChildren(h("div", { class: "headline" }, `↶ Took back “${reply.tookBack.shown}”; here it is again.`));
    } else if (reply.event === "hint") {
      verdictBox.className = "verdict";
      verdictBox.replaceChildren(h("div", {}, "Hint: ", h("strong", {}, reply.hint)));
    } else if (reply.message) {
      verdictBox.className = "verdict";
      verdictBox.replaceChildren(h("div", {}, reply.message));
    } else if (reply.event === "timeUp") {
      verdictBox.className = "verdict wrong";
      verdictBox.replaceChildren(h("div", { class: "headline" }, "Time is up."));
    }
    render(reply.session, reply.event !== "hint" && reply.event !== "unreadable" && reply.event !== "nothingToUndo");
  }

  function tick() {
    if (!state || state.summary) return;
    if (deadline !== null) {
      const left = Math.max(0, (deadline - performance.now()) / 1000);
      clock.textContent = duration(Math.ceil(left)) + " left";
      clock.classList.toggle("low", left <= 10);
      if (left <= 0 && !busy) { if (state.kind === "guess") { deadline = null; act("skip"); } else refresh(); }
    } else if (startedAt !== null) {
      clock.textContent = duration((performance.now() - startedAt) / 1000);
    }
  }

  async function refresh() {
    busy = true;
    try { render(await api("GET", "/api/sessions/" + id), true); } catch (error) { /* shown on the next action */ } finally { busy = false; }
  }

  function render(session, fresh) {
    state = session;
    if (session.game) counter.textContent = session.progress.text;
    else counter.textContent = session.progress.retry ? `retry · ${session.progress.learned}/${session.progress.total}` : `${Math.min(session.progress.asked, session.progress.total)}/${session.progress.total}`;
    bar.max = Math.max(1, session.progress.total);
    bar.value = session.progress.learned;
    bar.setAttribute("aria-valuetext", `${session.progress.learned} of ${session.progress.total} right`);
    if (session.clock.secondsLeft !== null && session.clock.secondsLeft !== undefined) deadline = performance.now() + session.clock.secondsLeft * 1000;
    else if (session.game) deadline = null;
    else if (startedAt === null) startedAt = performance.now() - session.clock.elapsedSeconds * 1000;
    tick();
    if (session.summary) return renderSummary(session);
    if (fresh) renderQuestion(session);
  }

  function renderQuestion(session) {
    const question = session.question;
    const parts = [h("p", { class: "prompt" }, question.prompt)];
    if (question.picture) parts.push(h("img", { class: "picture", src: question.picture, alt: question.pictureAlt || "" }));
    if (question.showsWord) parts.push(h("p", { class: "shown", lang: question.shownLanguage, tabindex: "-1" }, question.shown));
    else parts.push(h("p", { class: "visually-hidden" }, "What is this picture?"));
    const tools = session.game ? [] : [keyButton("Undo", "u", () => act("undo")), keyButton("Hint", "h", () => act("hint")), keyButton("Skip", "s", () => act("skip"))];
    if (question.sound) tools.unshift(keyButton("Play", "r", () => playSound(question.sound)));
    const keys = { u: () => act("undo"), h: () => act("hint"), s: () => act("skip"), r: () => playSound(question.sound), Escape: () => document.activeElement.blur() };
    let focusTarget = null;

    if (session.answer === "yesno") {
      const yes = keyButton("Yes, right", "y", () => act("answer", { text: "y" }), { class: "yes" });
      const no = keyButton("No, wrong", "n", () => act("answer", { text: "n" }), { class: "no" });
      keys.y = () => yes.click();
      keys.n = () => no.click();
      parts.push(h("div", { class: "options yesno", role: "group", "aria-label": "Is it the right translation?" }, yes, no));
      focusTarget = yes;
    } else if (session.answer === "type") {
      const input = h("input", { id: "answer", type: "text", placeholder: "Answer", autocomplete: "off", autocapitalize: "off", spellcheck: "false", lang: question.answerLanguage, enterkeyhint: "done" });
      const form = h("form", { class: "answer-row", onsubmit: (event) => { event.preventDefault(); if (input.value.trim()) act("answer", { text: input.value }); } },
        h("label", { for: "answer", class: "visually-hidden" }, "Answer"), input,
        h("button", { type: "submit", class: "primary", "aria-keyshortcuts": "Enter" }, "Check ", h("kbd", {}, "Enter")));
      input.setAttribute("aria-label", "Answer");
      parts.push(form);
      focusTarget = input;
    } else if (session.answer === "choice") {
      const buttons = question.options.map((option, index) => keyButton(option, String(index + 1), () => act("answer", { text: String(index + 1) }), { lang: question.answerLanguage }));
      buttons.forEach((button, index) => { keys[String(index + 1)] = () => button.click(); });
      parts.push(h("div", { class: "options", role: "group", "aria-label": "Options" }, buttons));
      focusTarget = buttons[0];
    } else if (session.revealed === null || session.revealed === undefined) {
      const reveal = keyButton("Show answer", " ", () => act("answer", { text: "" }), { class: "primary" });
      keys[" "] = () => reveal.click();
      parts.push(h("div", { class: "answer-row" }, reveal));
      focusTarget = reveal;
    } else {
      parts.push(h("p", { class: "revealed", lang: question.answerLanguage }, session.revealed));
      const waits = Object.fromEntries((session.grades || []).map((grade) => [String(grade.grade), grade.interval]));
      const grades = [["Again", "1"], ["Hard", "2"], ["Good", "3"], ["Easy", "4"]].map(([label, key]) => {
        const button = keyButton(label, key, () => act("answer", { text: key }), waits[key] ? { "aria-description": `again in ${waits[key]}` } : {});
        if (waits[key]) button.prepend(h("span", { class: "wait" }, waits[key]));
        return button;
      });
      grades.forEach((button, index) => { keys[String(index + 1)] = () => button.click(); });
      keys[" "] = () => grades[2].click();
      parts.push(h("div", { class: "grades", role: "group", "aria-label": "How well did you know it?" }, grades));
      focusTarget = grades[2];
      say("Answer: " + session.revealed);
    }
    if (tools.length) parts.push(h("div", { class: "tools" }, tools));
    stage.replaceChildren(h("section", { class: "question", "aria-label": `Question ${question.number}` }, parts));
    keyHandler = (event) => {
      if (isTyping(event)) {
        if (event.key === "Escape") document.activeElement.blur();
        return;
      }
      const action = keys[event.key];
      if (action) { event.preventDefault(); action(); }
    };
    if (focusTarget) focusTarget.focus({ preventScroll: true });
  }

  function renderSummary(session) {
    if (session.game || session.kind.startsWith("story-")) return renderGameSummary(session);
    const summary = session.summary;
    clock.classList.remove("low");
    stop.disabled = true;
    const name = session.list;
    const missed = summary.missed.map((item) => h("li", {}, `${item.shown} → ${item.answer}`, h("span", { class: "muted" }, item.verdict === "skipped" ? " (skipped)" : ` (you: ${item.given})`)));
    stage.replaceChildren(h("section", { class: "question summary", "aria-label": "Summary" },
      h("h2", { tabindex: "-1" }, summary.ending === "completed" ? "Done!" : summary.ending === "out-of-time" ? "Time is up" : "Stopped"),
      h("p", { class: "score" }, `${summary.percent}%`),
      h("p", {}, summary.headline),
      missed.length ? h("div", {}, h("h3", {}, "To work on"), h("ul", {}, missed)) : null,
      h("div", { class: "bar tools" },
        name ? h("a", { class: "button primary", href: listPath(name) + "/results" }, "Results") : null,
        name && missed.length ? h("a", { class: "button", href: listPath(name) + "/learn?only=mistakes" }, "Drill the mistakes") : null,
        name ? h("a", { class: "button", href: listPath(name) }, "Back to " + name) : h("a", { class: "button", href: "#/" }, "Your lists"))));
    say(summary.headline);
    keyHandler = null;
    stage.querySelector("h2").focus({ preventScroll: true });
  }

  /** The end of a game or of a story test or exam: the engine's words, and what comes next. */
  function renderGameSummary(session) {
    const summary = session.summary;
    clock.classList.remove("low");
    stop.disabled = true;
    const game = session.game;
    const heading = game ? (summary.ending === "completed" ? "Game over" : "Stopped") : summary.ending === "completed" ? "Done!" : "Stopped";
    const missed = summary.missed.map((item) => h("li", {}, `${item.shown} → ${item.answer}`, h("span", { class: "muted" }, item.verdict === "skipped" ? " (too slow)" : ` (you: ${item.given})`)));
    const again = game && game.canPlayAgain ? keyButton("Play again", "a", async () => {
      try { render(await api("POST", `/api/sessions/${id}/again`), true); verdictBox.replaceChildren(); stop.disabled = false; } catch (error) { say(error.message); }
    }, { class: "primary" }) : null;
    const lines = session.story ? session.story.lines : [];
    stage.replaceChildren(h("section", { class: "question summary", "aria-label": "Summary" },
      h("h2", { tabindex: "-1" }, heading),
      h("p", { class: "score" }, game ? String(game.score) : `${summary.percent}%`),
      h("p", {}, summary.headline),
      lines.map((line) => h("p", { class: "story-line" }, line)),
      missed.length ? h("div", {}, h("h3", {}, "Missed"), h("ul", {}, missed)) : null,
      h("div", { class: "bar tools" }, again,
        h("a", { class: again ? "button" : "button primary", href: game ? "#/games" : "#/story" }, game ? "Games" : "Story mode"))));
    say([summary.headline, ...lines].join(" "));
    keyHandler = again ? (event) => { if (!isTyping(event) && event.key === "a") { event.preventDefault(); again.click(); } } : null;
    stage.querySelector("h2").focus({ preventScroll: true });
  }

  show("Learning", h("div", { class: "session" },
    h("div", { class: "session-top" }, counter, bar, clock, stop),
    h("h1", { class: "visually-hidden" }, state && state.game ? state.title : "Learning"),
    verdictBox, stage));
  timers.push(setInterval(tick, 250));
  if (state) render(state, true); else refresh();
}

// ---- Results, mistakes, status, forecast ----------------------------------------------------

/** A bar chart as SVG: one bar a value, labels under the bars. */
function barChart(title, labels, values, options = {}) {
  const width = 640, height = 200, left = 36, bottom = 28, top = 12;
  const max = options.max || niceCeiling(Math.max(...values, 1), options.time);
  const step = (width - left - 8) / Math.max(1, values.length);
  const svg = s("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": title });
  svg.append(s("title", {}, title));
  svg.append(s("line", { class: "axis", x1: left, y1: height - bottom, x2: width - 4, y2: height - bottom }));
  for (const fraction of [0, 0.5, 1]) {
    const y = height - bottom - fraction * (height - bottom - top);
    svg.append(s("text", { x: left - 6, y: y + 4, "text-anchor": "end" }, options.format ? options.format(max * fraction) : Math.round(max * fraction)));
  }
  values.forEach((value, index) => {
    const barHeight = (value / max) * (height - bottom - top);
    const barWidth = Math.min(step * 0.7, 36);
    const x = left + index * step + (step - barWidth) / 2;
    svg.append(s("rect", { class: "bar-rect" + (options.alt ? " alt" : ""), x, y: height - bottom - barHeight, width: barWidth, height: Math.max(0, barHeight) },
      s("title", {}, `${labels[index]}: ${options.format ? options.format(value) : value}`)));
    if (values.length <= 16 || index % Math.ceil(values.length / 16) === 0) {
      svg.append(s("text", { x: x + barWidth / 2, y: height - 10, "text-anchor": "middle" }, labels[index]));
    }
  });
  return h("figure", { class: "chart" }, h("figcaption", { class: "muted" }, title), svg);
}

function stat(value, label) {
  const text = /^[a-z-]+$/.test(value);
  return h("div", { class: "stat" }, h("div", { class: text ? "value text" : "value" }, value), h("div", { class: "label" }, label));
}

/** The smallest of 1, 2, 5, 10, 20, 50... (or of whole minutes for times) at or above `value`. */
function niceCeiling(value, time) {
  if (time && value > 60) return Math.ceil(value / 60) * 60;
  const power = Math.pow(10, Math.floor(Math.log10(Math.max(1, value))));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

async function showResults(name) {
  const results = await api("GET", `${apiList(name)}/results`);
  const back = h("p", {}, h("a", { href: listPath(name) }, "← " + name));
  if (!results.last) {
    return show("Results", back, h("h1", {}, `Results of ${results.list}`),
      h("div", { class: "empty" }, h("p", {}, "No session with answers yet."), h("a", { class: "button primary", href: listPath(name) + "/learn" }, "Learn it")));
  }
  const last = results.last, totals = results.totals;
  // A day, or the time when that day has several sessions.
  const days = results.recent.map((session) => new Date(session.started).toLocaleDateString(undefined, { month: "short", day: "numeric" }));
  const labels = results.recent.map((session, index) => days.filter((day) => day === days[index]).length > 1
    ? new Date(session.started).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }) : days[index]);
  show("Results", back, h("h1", {}, `Results of ${results.list}`),
    h("h2", {}, "Last session"),
    h("div", { class: "stats" },
      stat(`${Math.round(last.score)}%`, "score"), stat(`${last.right}/${last.answered}`, "right"),
      stat(duration(last.durationSeconds), "time"), stat(last.ending || "open", "ending")),
    h("h2", {}, "All sessions"),
    h("div", { class: "stats" },
      stat(String(totals.sessions), "sessions"), stat(`${Math.round(totals.accuracy)}%`, "accuracy"),
      stat(String(totals.answers), "answers"), stat(duration(totals.timeSpentSeconds), "time spent")),
    h("div", { class: "charts" },
      barChart("Score per session (%)", labels, results.recent.map((session) => Math.round(session.score)), { max: 100 }),
      barChart("Time per session", labels, results.recent.map((session) => Math.round(session.durationSeconds)), { alt: true, time: true, format: (value) => duration(value) })),
    h("div", { class: "bar" }, h("a", { class: "button", href: listPath(name) + "/mistakes" }, "Mistakes"), h("a", { class: "button primary", href: listPath(name) + "/learn" }, "Learn again")));
}

async function showMistakes(name, query) {
  const all = query.get("all") === "1";
  const report = await api("GET", `${apiList(name)}/mistakes` + (all ? "?all=1" : ""));
  const rows = report.entries.map((entry) => h("tr", {},
    h("td", {}, h("strong", {}, entry.shown), " → ", entry.expected, entry.leech ? h("span", { class: "badge check" }, " leech") : null),
    h("td", {}, h("ul", {}, entry.wrongAnswers.map((wrong) => h("li", {},
      wrong.given ? `“${wrong.given}”` : "skipped", wrong.count > 1 ? ` ${wrong.count}×` : "", wrong.confusedWith ? ` (that is ${wrong.confusedWith})` : "")))),
    h("td", {}, `${entry.right} / ${entry.wrong}`),
    h("td", {}, entry.lastSeen ? new Date(entry.lastSeen).toLocaleString() : "")));
  show("Mistakes", h("p", {}, h("a", { href: listPath(name) }, "← " + name)),
    h("h1", {}, `Mistakes in ${report.list}`),
    h("div", { class: "bar" }, h("span", { class: "muted" }, all ? "Every session" : "The last session with answers"),
      h("a", { class: "button", href: listPath(name) + "/mistakes" + (all ? "" : "?all=1") }, all ? "Only the last session" : "Every session"),
      rows.length ? h("a", { class: "button primary", href: listPath(name) + "/learn?only=mistakes" }, "Drill them") : null),
    rows.length ? h("div", { class: "table-wrap" }, h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Card"), h("th", { scope: "col" }, "What you answered"), h("th", { scope: "col" }, "Right / wrong"), h("th", { scope: "col" }, "Last seen"))),
      h("tbody", {}, rows))) : h("div", { class: "empty" }, "No mistakes. Well done."));
}

async function showStatus() {
  const [status, forecast] = await Promise.all([api("GET", "/api/status"), api("GET", "/api/forecast")]);
  const percent = Math.min(100, Math.round((status.reviewsToday / Math.max(1, status.dailyGoal)) * 100));
  const meterFill = h("span", {});
  meterFill.style.width = percent + "%";
  const rows = status.lists.map((list) => h("tr", {},
    h("td", {}, h("a", { href: listPath(list.name) }, list.name)), h("td", {}, list.dueNow), h("td", {}, list.dueToday), h("td", {}, list.new),
    h("td", {}, list.learning), h("td", {}, list.retrievability === undefined || list.retrievability === null ? "–" : Math.round(list.retrievability * 100) + "%"), h("td", {}, list.leeches)));
  show("Status", h("h1", {}, "Status"),
    h("div", { class: "stats" },
      stat(plural(status.streak, "day"), "streak"), stat(`${status.reviewsToday}/${status.dailyGoal}`, `reviews today (${status.day})`)),
    h("div", { class: "meter", role: "img", "aria-label": `${percent}% of today's goal` }, meterFill),
    h("h2", {}, "Lists"),
    rows.length ? h("div", { class: "table-wrap" }, h("table", {},
      h("thead", {}, h("tr", {}, ["List", "Due now", "Today", "New", "Learning", "Recall", "Leeches"].map((label) => h("th", { scope: "col" }, label)))),
      h("tbody", {}, rows))) : h("p", { class: "muted" }, "No lists yet."),
    h("h2", {}, "Forecast"),
    barChart("Reviews due on each of the next 30 days (today includes overdue)", forecast.days.map((day) => day.day.slice(5)), forecast.days.map((day) => day.due)),
    h("div", { class: "bar" }, h("a", { class: "button primary", href: "#/review" }, "Review now")));
}

// ---- Games and story mode -------------------------------------------------------------------

async function showGames() {
  const { lists } = await api("GET", "/api/lists");
  const guessStatus = h("div", { "aria-live": "polite" });
  const guess = h("form", { class: "panel", "aria-labelledby": "guess-title" },
    h("h2", { id: "guess-title" }, "Guess the translation"),
    h("p", { class: "muted" }, "Is this the right translation? Answer yes or no before the countdown ends. A game is over after 15 answers or 3 wrong ones."),
    h("div", { class: "field" }, h("label", { for: "guess-list" }, "Words"),
      h("select", { id: "guess-list" }, h("option", { value: "" }, "GuessTranslation's words"), lists.map((list) => h("option", { value: list.name }, list.name)))),
    h("div", { class: "bar" }, h("button", { type: "submit", class: "primary" }, "Play")), guessStatus);
  guess.addEventListener("submit", (event) => {
    event.preventDefault();
    const list = guess.querySelector("#guess-list").value;
    startSession(list ? { mode: "guess", list } : { mode: "guess" }, guessStatus);
  });
  const buzzStatus = h("div", { "aria-live": "polite" });
  const buzz = h("form", { class: "panel", "aria-labelledby": "buzz-title" },
    h("h2", { id: "buzz-title" }, "Buzz"),
    h("p", { class: "muted" }, "A definition, four words: +200 right, −100 wrong and the same question again."),
    h("div", { class: "fields" },
      h("div", { class: "field" }, h("label", { for: "buzz-level" }, "Level"),
        h("select", { id: "buzz-level" }, ["beginner", "intermediate", "advanced", "expert"].map((level) => h("option", { value: level }, level)))),
      h("div", { class: "field" }, h("label", { for: "buzz-rounds" }, "Questions"), h("input", { id: "buzz-rounds", type: "number", min: 1, max: 50, value: 10 }))),
    h("div", { class: "bar" }, h("button", { type: "submit", class: "primary" }, "Play")), buzzStatus);
  buzz.addEventListener("submit", (event) => {
    event.preventDefault();
    startSession({ mode: "buzz", level: buzz.querySelector("#buzz-level").value, rounds: Number(buzz.querySelector("#buzz-rounds").value) || 10 }, buzzStatus);
  });
  const dailyStatus = h("div", { "aria-live": "polite" });
  const daily = h("form", { class: "panel", "aria-labelledby": "daily-title" },
    h("h2", { id: "daily-title" }, "Daily challenge"),
    h("p", { class: "muted" }, "Five definitions, the same for everyone today, once a day."),
    h("div", { class: "bar" }, h("button", { type: "submit", class: "primary" }, "Play today's")), dailyStatus);
  daily.addEventListener("submit", (event) => { event.preventDefault(); startSession({ mode: "daily" }, dailyStatus); });
  show("Games", h("h1", {}, "Games"), guess, buzz, daily);
}

async function showStory() {
  const story = await api("GET", "/api/story");
  const status = h("div", { "aria-live": "polite" });
  const stages = story.stages.map((stage) => h("section", { class: "panel", "aria-label": stage.stage },
    h("h2", {}, stage.stage, stage.open ? "" : h("span", { class: "muted" }, " · locked")),
    stage.lock ? h("p", { class: "muted" }, stage.lock) : null,
    h("ul", { class: "kits" }, stage.kits.map((kit) => h("li", {},
      h("span", {}, kit.name, h("span", { class: "muted" }, ` · ${plural(kit.cards, "card")} · ${kit.best === null || kit.best === undefined ? "not taken" : "best " + kit.best + "%"}`), kit.passed ? " ✔" : ""),
      stage.open ? h("button", { type: "button", onclick: () => startSession({ mode: "story-test", kit: kit.name }, status) }, "Test") : null))),
    h("div", { class: "bar" }, h("button", { type: "button", disabled: !(story.exams.find((exam) => exam.exam === stage.exam) || {}).open,
      onclick: () => startSession({ mode: "story-exam", stage: stage.stage }, status) }, `Take the ${stage.exam} exam`))));
  show("Story mode", h("h1", {}, "Story mode"),
    h("p", { class: "muted" }, "70% in every kit of a stage opens its exam; 50% in the exam opens the next stage."), status, ...stages);
}

// ---- Routing --------------------------------------------------------------------------------

const routes = [
  [/^#?\/?$/, () => showLists()],
  [/^#\/new$/, () => showNew()],
  [/^#\/review$/, (match, query) => showReviewSetup(query)],
  [/^#\/status$/, () => showStatus()],
  [/^#\/games$/, () => showGames()],
  [/^#\/story$/, () => showStory()],
  [/^#\/lists\/([^/]+)$/, (match) => showList(decodeURIComponent(match[1]))],
  [/^#\/lists\/([^/]+)\/cards\/(\d+)$/, (match) => showCard(decodeURIComponent(match[1]), match[2])],
  [/^#\/lists\/([^/]+)\/learn$/, (match, query) => showLearnSetup(decodeURIComponent(match[1]), query.get("only"))],
  [/^#\/lists\/([^/]+)\/results$/, (match) => showResults(decodeURIComponent(match[1]))],
  [/^#\/lists\/([^/]+)\/mistakes$/, (match, query) => showMistakes(decodeURIComponent(match[1]), query)],
  [/^#\/session\/([0-9a-f]+)$/, (match) => showSession(match[1])],
];

async function route() {
  visits += 1;
  const [path, search] = location.hash.split("?");
  const query = new URLSearchParams(search || "");
  for (const [pattern, view] of routes) {
    const match = (path || "").match(pattern);
    if (!match) continue;
    try { await view(match, query); } catch (error) { if (!(error instanceof LeftPage)) showError(error); }
    return;
  }
  showError(new ApiError(404, "There is no page at " + location.hash));
}

async function start() {
  try { settings = await api("GET", "/api/settings"); } catch (error) { return showError(error); }
  window.addEventListener("hashchange", route);
  route();
}

start();
