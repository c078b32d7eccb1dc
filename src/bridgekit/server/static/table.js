// bridgekit's web table: draws the seat view (docs/view.md) the server sends, sends actions back.
// One WebSocket per page (docs/server.md, protocol version 1); reconnects with back-off.
import { h, cardFace, cardText, ngettext, normalise, SUIT_ORDER, t } from "./cards.js";

const PROTOCOL = 1;
const root = document.getElementById("table");
const tableId = root.dataset.table;
let socket = null;
let state = null;
let retries = 0;
let showLast = false;
let openNote = null;
let claimOpen = false;
let jokerOpen = null;
let latest = -1; // the highest seq drawn from the current connection

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const mine = new WebSocket(`${scheme}://${location.host}/ws/${tableId}`);
  socket = mine;
  root.dataset.connections = String(Number(root.dataset.connections ?? 0) + 1); // for tests and bug reports
  // data-live="true" only once this connection's first state is drawn: an open socket alone
  // does not mean the page shows the table as it is now (after a reload or a reconnect).
  mine.addEventListener("open", () => { retries = 0; });
  mine.addEventListener("message", (event) => { if (socket === mine) receive(JSON.parse(event.data)); });
  mine.addEventListener("close", () => {
    if (socket !== mine) return;
    root.dataset.live = "false";
    latest = -1;
    const wait = Math.min(15000, 300 * 2 ** retries) * (0.75 + Math.random() / 2);
    retries += 1;
    setStatus(t("Connection lost — reconnecting in {seconds} s…", { seconds: Math.round(wait / 1000) }));
    setTimeout(connect, wait);
  });
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    toast(t("Not connected — reconnecting…"));
    return;
  }
  socket.send(JSON.stringify({ v: PROTOCOL, ...message }));
}

function act(text) { send({ type: "act", action: text, seq: state ? state.seq : undefined }); }

function receive(message) {
  if (message.type === "state") {
    if (message.seq < latest) return; // an older state overtaken by a newer one: never go back
    latest = message.seq;
    state = message;
    draw();
    if (root.dataset.live !== "true") {
      root.dataset.live = "true";
      setStatus("");
    }
  } else if (message.type === "error") {
    toast(message.message);
  }
}

function setStatus(text) {
  let bar = document.getElementById("status");
  if (!bar) {
    bar = h("p", { id: "status", class: "status", role: "status" });
    document.body.prepend(bar);
  }
  bar.textContent = text;
  bar.hidden = !text;
}

function toast(text) {
  let box = document.getElementById("toast");
  if (!box) {
    box = h("div", { id: "toast", class: "toast", role: "alert", "data-error": "" });
    document.body.append(box);
  }
  box.textContent = text;
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, 5000);
}

// -- layout ------------------------------------------------------------------------------------------

function positions(view) {
  // The viewer sits at the bottom; the others clockwise: left, top, right.
  const n = view.seats.length;
  const me = view.seat ?? (n === 4 ? 2 : 0);
  const names = n === 4 ? ["bottom", "left", "top", "right"]
    : n === 3 ? ["bottom", "left", "right"]
    : n === 2 ? ["bottom", "top"]
    : n === 5 ? ["bottom", "left", "tl", "tr", "right"]
    : ["bottom", "left", "tl", "top", "tr", "right"];
  const place = {};
  for (let i = 0; i < n; i += 1) place[(me + i) % n] = names[i] ?? `p${i}`;
  return place;
}

// The compass letters of the page's language, as the terminal writes the sides («С-Ю», "S-J"):
// one message, the letters of N, E, S and W in that order.
const LETTERS = t("N E S W").split(" ");
const COMPASS = { N: LETTERS[0] ?? "N", E: LETTERS[1] ?? "E", S: LETTERS[2] ?? "S", W: LETTERS[3] ?? "W" };
function compass(text) { return String(text).replace(/\b[NESW]\b/g, (letter) => COMPASS[letter]); }

function seatLabel(view, seat) { return view.seats[seat]?.label ?? String(seat); }
function seatName(view, seat) { return compass(view.seats[seat]?.name ?? String(seat)); }
// A hand's title in the deal's record: the compass letter of a compass seat, else the seat's label
// in the page's language (Konstam's «Открытый болван», not its id "Open").
function handTitle(view, seat) {
  const name = view.seats[seat]?.name ?? String(seat);
  return /^[NESW]$/.test(name) ? compass(name) : seatLabel(view, seat);
}

function legalTexts(view, kind) {
  return new Set(view.legal_actions.filter((a) => !kind || a.kind === kind).map((a) => a.text));
}

// -- drawing -----------------------------------------------------------------------------------------

function draw() {
  const view = state.view;
  const place = positions(view);
  root.dataset.seq = String(state.seq);
  root.dataset.draws = String(Number(root.dataset.draws ?? 0) + 1); // for tests and bug reports
  root.dataset.stage = view.stage;
  const active = document.activeElement;
  const typed = document.getElementById("entry")?.value ?? "";
  const focusKey = active?.dataset?.card ? `card:${active.dataset.card}` : active?.dataset?.call ? `call:${active.dataset.call}` : active?.id ? `id:${active.id}` : null;
  root.replaceChildren(
    header(view),
    h("div", { class: "felt" }, ...handZones(view, place), trickArea(view, place)),
    h("div", { class: "side" }, controls(view), auction(view), seatsPanel(view), scoreSheet()),
    dealOver(view),
  );
  const entry = document.getElementById("entry");
  if (entry) entry.value = typed;
  if (focusKey) {
    const [kind, key] = focusKey.split(/:(.*)/);
    const selector = kind === "card" ? `[data-card="${key}"]` : kind === "call" ? `[data-call="${key}"]` : `#${key}`;
    const again = root.querySelector(selector);
    if (again && !again.disabled) again.focus();
  }
}

function header(view) {
  const bits = [h("strong", {}, view.title + (view.form ? ` (${view.form})` : ""))];
  bits.push(h("span", {}, t("Deal {number}", { number: state.deal_number })));
  bits.push(h("span", {}, t("Dealer {seat}", { seat: seatLabel(view, view.dealer) })));
  if (view.vulnerability) bits.push(h("span", {}, t("Vul {vulnerability}", { vulnerability: t(view.vulnerability) })));
  if (view.contract) bits.push(h("span", { class: "contract", "data-contract": view.contract.text }, view.contract.label));
  const won = view.tricks_won.map((t) => `${compass((view.sides[t.side] ?? view.seats[t.side])?.name ?? t.side)} ${t.count}`).join(" · ");
  if (view.tricks.length || view.current_trick.cards.length) bits.push(h("span", { class: "won", "aria-label": t("Tricks won") }, t("Tricks {won}", { won })));
  const turn = view.to_act === null ? "" : (view.legal_actions.length ? t("Your turn ({seat})", { seat: seatLabel(view, view.to_act) }) : t("{seat} to act", { seat: seatLabel(view, view.to_act) }));
  bits.push(h("span", { class: "stage", "aria-live": "polite" }, `${view.stage_label}${turn ? " — " + turn : ""}`));
  if (view.seat === null) bits.push(h("span", { class: "badge" }, t("Watching")));
  else {
    bits.push(h("form", { method: "post", action: `/t/${tableId}/leave`, class: "inline leave" },
      h("input", { type: "hidden", name: "csrf_token", value: root.dataset.csrf }),
      h("button", { class: "small", id: "leave", "aria-label": t("Leave the table (a robot takes your seat)") }, t("Leave"))));
  }
  return h("header", { class: "bar" }, h("a", { href: "/", class: "home", "aria-label": t("Lobby") }, "⌂"), ...bits);
}

function handZones(view, place) {
  const bySeat = {};
  const shared = [];
  for (const zone of view.zones) {
    if (zone.owner === null || zone.owner === undefined || !["hand", "dummy"].includes(zone.kind)) shared.push(zone);
    else (bySeat[zone.owner] ??= []).push(zone);
  }
  const out = [];
  const playable = legalTexts(view, "card");
  for (const seat of view.seats) {
    const zones = bySeat[seat.index] ?? [];
    const own = view.seat === seat.index;
    const mine = own || state.acts_for.includes(seat.index);
    const info = state.seats_info[seat.index];
    let who = info ? (info.kind === "robot" ? t("robot") : info.player ?? (info.claimed ? t("player") : t("invited"))) : "";
    if (info?.number) who = `${t("Player {number}", { number: info.number })} · ${who}`;
    const isTurn = view.to_act === seat.index;
    const cards = [];
    let count = 0;
    // a claimer's hand, face up for everyone while the claim waits and after it is rejected (RULES 10.9)
    const faced = (state.faced ?? []).find((f) => f.seat === seat.index);
    for (const zone of zones) {
      count += zone.cards.length + zone.hidden;
      if (faced && zone.hidden && !zone.cards.length) {
        cards.push(...faced.cards.map((card) => cardNode(card, playable, false)));
        continue;
      }
      cards.push(...zone.cards.map((card) => cardNode(card, playable, own && !view.is_over)));
      for (let i = 0; i < zone.hidden; i += 1) cards.push(h("span", { class: "card back", "aria-hidden": "true" }));
    }
    const dummy = zones.some((z) => z.kind === "dummy");
    const label = zones.find((z) => z.kind === "dummy")?.label ?? seat.label;
    out.push(h("section", {
      class: `hand pos-${place[seat.index]}${isTurn ? " turn" : ""}${mine ? " mine" : ""}${dummy ? " dummy" : ""}${faced ? " faced" : ""}`,
      "data-seat": seat.index, "data-seat-name": seat.name, "data-faced": faced ? "true" : undefined,
      "aria-label": ngettext("{seat}: {count} card", "{seat}: {count} cards", count, { seat: label }),
    },
    h("h2", { class: "seatname" }, label, h("small", {}, ` ${who}`), h("span", { class: "count", "data-count": count }, ` ${count}`)),
    h("div", { class: "cards" }, ...cards)));
  }
  for (const zone of shared) {
    if (!zone.cards.length && !zone.hidden) continue;
    out.push(h("section", { class: "zone shared", "aria-label": zone.label },
      h("h2", { class: "seatname" }, zone.label, h("span", { class: "count" }, ` ${zone.cards.length + zone.hidden}`)),
      h("div", { class: "cards" }, ...zone.cards.map((card) => cardNode(card, playable, false)),
        ...Array.from({ length: zone.hidden }, () => h("span", { class: "card back", "aria-hidden": "true" })))));
  }
  return out;
}

function jokerChoices(card) {
  // A joker is played as a card it names: its legal actions are written "J1=SA".
  return state.view.legal_actions.filter((a) => a.kind === "card" && a.text.startsWith(`${card}=`));
}

function cardNode(card, playable, ownHand) {
  // A card the viewer may play now is an enabled button wherever it lies (own hand, dummy);
  // the rest of the viewer's own hand are disabled buttons; other face-up cards are pictures.
  const named = jokerChoices(card);
  const ok = playable.has(card) || named.length > 0;
  if (ok || ownHand) {
    // each t() its own expression: Babel's extractor skips a t() inside a template literal
    const canPlay = t(", playable");
    const standsFor = t(", choose the card it stands for");
    return h("button", {
      class: "card face" + (ok ? " playable" : ""), "data-card": card, disabled: !ok,
      "aria-label": cardText(card) + (ok ? canPlay : "") + (named.length ? standsFor : ""),
      onclick: () => {
        if (playable.has(card)) act(card);
        else { jokerOpen = jokerOpen === card ? null : card; draw(); }
      },
    }, ...cardFace(card));
  }
  return h("span", { class: "card face", "data-card": card, role: "img", "aria-label": cardText(card) }, ...cardFace(card));
}

function trickArea(view, place) {
  const last = view.tricks[view.tricks.length - 1];
  const trick = showLast && last ? last : view.current_trick;
  const played = (trick?.cards ?? []).map((c) => h("span", {
    class: `card face played at-${place[c.seat]}`, "data-card": c.card, role: "img",
    "aria-label": t("{seat} played {card}", { seat: seatLabel(view, c.seat), card: cardText(c.card) }) + (c.as ? t(" as {card}", { card: cardText(c.as) }) : ""),
  }, ...cardFace(c.card)));
  const button = last ? h("button", {
    class: "small", id: "last-trick", "aria-pressed": String(showLast),
    onclick: () => { showLast = !showLast; draw(); },
  }, showLast ? t("Back to this trick") : t("Last trick")) : null;
  return h("section", { class: `trick seats-${view.seats.length}` + (showLast ? " showing-last" : ""), "aria-label": showLast ? t("Last trick") : t("Current trick") },
    h("div", { class: "played" }, ...played), button);
}

const BRIDGE_CALL = /^([1-7](C|D|H|S|NT)|P|X|XX)$/;
const STRAINS = ["C", "D", "H", "S", "NT"];

function controls(view) {
  const box = h("section", { class: "controls", "aria-label": t("Your actions") });
  const calls = view.legal_actions.filter((a) => a.kind === "call");
  const choices = view.legal_actions.filter((a) => a.kind === "choice");
  const bridgeLike = calls.length > 0 && calls.every((a) => BRIDGE_CALL.test(a.text));
  const inAuction = view.stage === "auction";
  if (bridgeLike || (inAuction && view.calls.every((c) => BRIDGE_CALL.test(c.text)) && !calls.length && !choices.length && !view.is_over)) {
    const legal = new Set(calls.map((a) => a.text));
    const grid = h("div", { class: "bidbox", role: "group", "aria-label": t("Bidding box") });
    for (let level = 1; level <= 7; level += 1) {
      for (const strain of STRAINS) {
        const text = `${level}${strain}`;
        grid.append(callButton(text, legal.has(text), text));
      }
    }
    const extra = h("div", { class: "bidbox-extra" }, callButton("P", legal.has("P"), t("Pass")), callButton("X", legal.has("X"), t("Double")), callButton("XX", legal.has("XX"), t("Redouble")));
    box.append(grid, extra);
  } else if (calls.length) {
    box.append(h("div", { class: "choices", role: "group", "aria-label": t("Calls") }, ...calls.map((a) => callButton(a.text, true, a.label))));
  }
  if (jokerOpen && jokerChoices(jokerOpen).length) {
    box.append(h("div", { class: "choices jokers", role: "group", "aria-label": `${jokerOpen} stands for` },
      ...jokerChoices(jokerOpen).map((a) => h("button", { class: "call", "data-joker-as": a.text, "aria-label": a.label, onclick: () => { jokerOpen = null; act(a.text); } }, a.label))));
  }
  if (choices.length) {
    box.append(h("div", { class: "choices", role: "group", "aria-label": t("Choices") }, ...choices.map((a) => callButton(a.text, true, a.label))));
  }
  const entry = h("input", { id: "entry", class: "entry", autocomplete: "off", placeholder: t("type: 1nt, p, sa, h10"), "aria-label": t("Type a call or a card and press Enter") });
  entry.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    const text = normalise(entry.value, view.legal_actions.map((a) => a.text));
    if (text) { act(text); entry.value = ""; }
  });
  box.append(h("div", { class: "typing" }, entry));
  const tools = h("div", { class: "tools" });
  if (state.can_claim && !view.is_over && !state.proposal) {
    const left = 13 - view.tricks.length;
    const most = Number.isFinite(left) && left > 0 ? left : 13;
    const claimLabel = t("Tricks you claim of the {count} remaining", { count: most });
    const claimOf = ngettext(" of {count} trick ", " of {count} tricks ", most);
    const number = h("input", { id: "claim-tricks", type: "number", min: "0", max: String(most), value: String(most), inputmode: "numeric", "aria-label": claimLabel });
    const form = h("form", { class: "claim", id: "claim-form", hidden: !claimOpen, onsubmit: (event) => {
      event.preventDefault();
      claimOpen = false;
      send({ type: "claim", tricks: Number(number.value) });
    } }, h("label", {}, t("Claim "), number, claimOf), h("button", { id: "claim-send", class: "small" }, t("Propose")));
    tools.append(h("button", { id: "claim", class: "small", "aria-expanded": String(claimOpen), onclick: () => { claimOpen = !claimOpen; draw(); document.getElementById("claim-tricks")?.focus(); } }, t("Claim…")), form);
  }
  if (view.seat !== null && !view.is_over) tools.append(h("button", { id: "undo", class: "small", onclick: () => send({ type: "undo" }) }, t("Undo")));
  box.append(tools);
  const proposal = state.proposal;
  if (proposal) {
    const what = proposal.kind === "claim" ? t("{seat} claims {count} of the remaining tricks", { seat: seatLabel(view, proposal.seat), count: proposal.amount }) : ngettext("{seat} asks to undo {count} action", "{seat} asks to undo {count} actions", proposal.amount, { seat: seatLabel(view, proposal.seat) });
    const mine = view.seat !== null && view.seat !== proposal.seat && !proposal.answered.includes(view.seat);
    box.append(h("div", { class: "proposal", role: "alertdialog", "aria-label": what, "data-proposal": proposal.kind },
      h("p", {}, what),
      proposal.line ? h("p", { class: "claim-line", "data-claim-line": "" }, t("Line: {line}", { line: proposal.line })) : null,
      mine ? h("button", { "data-answer": "accept", onclick: () => send({ type: "answer", accept: true }) }, t("Accept")) : null,
      mine ? h("button", { "data-answer": "reject", onclick: () => send({ type: "answer", accept: false }) }, t("Reject")) : h("p", {}, t("Waiting for the answer…"))));
  }
  if (state.note) box.append(h("p", { class: "note" }, state.note));
  return box;
}

function callButton(text, enabled, label) {
  return h("button", { class: "call" + (/[HD]$/.test(text) && /^\d/.test(text) ? " red" : ""), "data-call": text, disabled: !enabled, "aria-label": t("Call {call}", { call: label }), onclick: () => act(text) }, ...callFace(text, label));
}

function strainFace(strain) {
  return strain === "NT" ? [t("NT")] : SUIT_ORDER[strain] ? [h("span", { class: `suit s${strain}` }, SUIT_ORDER[strain])] : [strain];
}

function parText(record) {
  // The par line from its parts (N-S's score, the contracts), in the page's language.
  if (record.par_score === undefined) return record.par;
  const by = t("{contract} by {seat}");
  const contracts = record.par_contracts.map((c) => {
    const [contract, seat] = c.split(" by ");
    const shown = contract.replace(/^([1-7])(NT|[SHDC])/, (m, level, strain) => level + (strain === "NT" ? t("NT") : SUIT_ORDER[strain]));
    return seat ? by.replace("{contract}", shown).replace("{seat}", compass(seat)) : shown;
  }).join(", ");
  const score = record.par_score > 0 ? `+${record.par_score}` : String(record.par_score);
  return `${compass("N-S")} ${score}: ${contracts || t("Pass")}`;
}

function callFace(text, label) {
  const m = /^([1-7])(C|D|H|S|NT)$/.exec(text);
  if (!m) return [label];
  return m[2] === "NT" ? [m[1], h("span", {}, t("NT"))] : [m[1], h("span", { class: `suit s${m[2]}` }, SUIT_ORDER[m[2]])];
}

function auction(view) {
  if (!view.calls.length && view.stage !== "auction") return h("div");
  const columns = view.call_columns.length ? view.call_columns : view.seats.map((s) => s.index);
  const head = h("tr", {}, ...columns.map((s) => h("th", { scope: "col" }, seatName(view, s))));
  const rows = [];
  let row = [];
  let column = columns.indexOf(view.calls.length ? view.calls[0].seat : view.dealer);
  const alerted = t(", alerted");
  for (let i = 0; i < column; i += 1) row.push(h("td"));
  view.calls.forEach((call, index) => {
    const where = columns.indexOf(call.seat);
    if (where < row.length) { rows.push(h("tr", {}, ...row)); row = []; for (let i = 0; i < where; i += 1) row.push(h("td")); }
    const note = call.explanation ? call.explanation : "";
    const cell = h("td", { class: "callcell" + (call.alert ? " alert" : "") + (note ? " explained" : ""), "data-call-index": index, "data-called": call.text, "data-call-seat": call.seat, title: note, tabindex: note ? "0" : null, "aria-label": `${seatLabel(view, call.seat)}: ${call.label}${call.alert ? alerted : ""}${note ? ": " + note : ""}` },
      ...callFace(call.text, call.label), call.alert ? h("sup", {}, "!") : null);
    if (note) {
      const toggle = () => { openNote = openNote === index ? null : index; draw(); };
      cell.addEventListener("click", toggle);
      cell.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
    }
    row.push(cell);
  });
  if (row.length) rows.push(h("tr", {}, ...row));
  const explain = openNote !== null && view.calls[openNote]?.explanation ? h("p", { class: "explanation", role: "note" }, `${view.calls[openNote].label}: ${view.calls[openNote].explanation}`) : null;
  return h("section", { class: "auction", "aria-label": t("Auction") }, h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows)), explain);
}

// A rotating table (bridge for 5 or 6, RULES 9.3): the rubber, who sits out, and for a player
// sitting out, that he watches this deal.
function rotationPanel() {
  const rotation = state.rotation;
  if (!rotation) return h("div");
  const out = rotation.out.map((p) => `${t("Player {number}", { number: p.number })} (${p.kind === "robot" ? t("robot") : p.player ?? t("player")})`).join(", ");
  return h("section", { class: "rotation", "data-rotation": rotation.rubber, "aria-label": t("Rotation") },
    h("p", {}, t("Rubber {rubber}: sitting out {out}", { rubber: rotation.rubber, out })),
    rotation.rubber > 1 ? h("p", { "data-player-results": "" }, `${t("Players")}: `,
      rotation.results.map((r) => `${t("Player {number}", { number: r.number })} ${r.points > 0 ? "+" : ""}${r.points}`).join(", ")) : null,
    state.sitting_out ? h("p", { class: "note", "data-sitting-out": "" }, t("You sit out this rubber: you watch this deal.")) : null);
}

function inviteLabel(view, invite) {
  return invite.number ? t("Player {number}", { number: invite.number }) : seatLabel(view, invite.seat);
}

function seatsPanel(view) {
  const invites = state.invites ?? [];
  if (!invites.length) return rotationPanel();
  return h("section", { class: "invites", "aria-label": t("Invite links") }, h("h3", {}, t("Invite")),
    ...invites.map((inv) => {
      const link = `${location.origin}/join/${inv.token}`;
      return h("p", {}, `${inviteLabel(view, inv)}: `, h("input", { readonly: true, value: link, "data-invite": inv.number ? inv.number - 1 : inv.seat, "aria-label": t("Invite link for {seat}", { seat: inviteLabel(view, inv) }), onclick: (e) => e.target.select() }));
    }), rotationPanel());
}

function scoreSheet() {
  if (!state.sheet.length) return h("div");
  const rows = state.sheet.map((line) => h("tr", {}, h("td", {}, String(line.deal)), h("td", {}, line.contract ?? ""), h("td", {}, compass(line.text))));
  const totals = state.totals.map((t) => `${compass(t.label)} ${t.value > 0 ? "+" : ""}${t.value}`).join(", ");
  return h("section", { class: "sheet", "aria-label": t("Score sheet") }, h("h3", {}, t("Score sheet")),
    h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, t("Deal")), h("th", {}, t("Contract")), h("th", {}, t("Score")))), h("tbody", {}, ...rows)),
    totals ? h("p", { class: "totals" }, t("Totals: {totals}", { totals })) : null,
    ledger(state.ledger));
}

function handSuits(text) {
  // "AKQ.JT9.8.765432" (spades first) as suit symbols; a hand in another notation is shown as is.
  const suits = text.split(".");
  if (suits.length !== 4) return [text];
  return suits.map((cards, i) => {
    const letter = "SHDC"[i];
    return h("span", { class: "record-suit" }, h("span", { class: `suit s${letter}` }, SUIT_ORDER[letter]), `${cards.replace(/T/g, "10") || "—"} `);
  });
}

function ledger(sheet) {
  // The sheet as the game's scoring keeps it: We/They (above and below the line), points per
  // player, or the text of a match or of IMPs against targets.
  if (!sheet) return null;
  const label = t("Score sheet");
  if (sheet.kind === "text") return h("pre", { class: "ledger", "aria-label": label }, sheet.text);
  const head = h("tr", {}, ...sheet.columns.map((c) => h("th", { scope: "col" }, c)));
  if (sheet.kind === "totals") {
    return h("table", { class: "ledger-table", "aria-label": label }, h("thead", {}, head),
      h("tbody", {}, h("tr", {}, ...sheet.totals.map((t) => h("td", {}, String(t))))));
  }
  const rows = [];
  const tall = Math.max(...sheet.above.map((c) => c.length), 0);
  for (let i = tall - 1; i >= 0; i -= 1) rows.push(h("tr", { class: "above" }, ...sheet.above.map((c) => h("td", {}, c[i] ?? ""))));
  rows.push(h("tr", { class: "line" }, ...sheet.columns.map(() => h("td"))));
  for (const game of sheet.games) {
    const deep = Math.max(...game.map((c) => c.length), 0);
    for (let i = 0; i < deep; i += 1) rows.push(h("tr", { class: "below" }, ...game.map((c) => h("td", {}, c[i] ?? ""))));
    rows.push(h("tr", { class: "game-line" }, ...sheet.columns.map(() => h("td"))));
  }
  const total = t("{points} total");
  rows.push(h("tr", { class: "total" }, ...sheet.totals.map((points) => h("td", {}, total.replace("{points}", String(points))))));
  return h("table", { class: "ledger-table we-they", "aria-label": label }, h("thead", {}, head), h("tbody", {}, ...rows));
}

function dealOver(view) {
  if (!view.is_over) return h("div");
  const score = view.score?.text ?? "";
  const record = state.record;
  const parts = [h("h2", {}, t("Deal {number} over", { number: state.deal_number })), h("p", { class: "result" }, compass(score))];
  if (record?.hands) {
    parts.push(h("div", { class: "record-hands", "aria-label": t("The deal") }, ...record.hands.map((hand, seat) => h("p", { "data-record-seat": seat },
      h("b", {}, `${handTitle(view, seat)} `), ...handSuits(hand)))));
  }
  if (record?.dd) {
    const seats = view.seats.map((s) => compass(s.name));
    parts.push(h("table", { class: "dd", "aria-label": t("Double-dummy tricks") },
      h("thead", {}, h("tr", {}, h("th", {}, ""), ...seats.map((s) => h("th", {}, s)))),
      h("tbody", {}, ...Object.entries(record.dd).map(([strain, row]) => h("tr", {}, h("th", {}, ...strainFace(strain)), ...row.map((n) => h("td", {}, String(n))))))));
  }
  if (record?.par) parts.push(h("p", { class: "par" }, t("Par: {par}", { par: parText(record) })));
  const number = state.sheet.length;
  const links = ["pbn", "lin", "json"].filter((k) => k === "json" || view.game === "bridge");
  parts.push(h("p", { class: "downloads" }, t("Download: "), ...links.map((k) => h("a", { href: `/t/${tableId}/deal/${number}.${k}`, download: "", "data-download": k }, k.toUpperCase() + " "))));
  if (view.seat !== null || state.sitting_out) parts.push(h("button", { id: "next-deal", class: "primary", onclick: () => send({ type: "next" }) }, t("Next deal")));
  return h("section", { class: "over", "data-deal-over": "", "data-score": score, role: "region", "aria-label": t("Deal over") }, ...parts);
}

document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement) return;
  if (event.key.length === 1 && /[0-9a-zA-Z]/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    const entry = document.getElementById("entry");
    if (entry) { entry.focus(); }
  }
});

connect();
