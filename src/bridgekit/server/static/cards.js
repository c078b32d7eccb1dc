// Cards as text and DOM: suit symbols and colours, the terminal's keyboard entry (1nt, sa, h10).

// The page's strings in its language: the server sends them as JSON (<script id="i18n">), each
// message of a t("…") call translated; {name} placeholders are filled from *args*.
const CATALOGUE = JSON.parse(document.getElementById("i18n")?.textContent || "{}");
function fill(text, args) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in args ? String(args[key]) : whole));
}
export function t(text, args = {}) {
  const found = CATALOGUE[text];
  return fill(typeof found === "string" ? found : text, args);
}
// A message whose form depends on a number, by the language's plural rules (as the club's pages):
// the catalogue sends the message's forms and the form of each plural category ("@plural"), and
// Intl.PluralRules says the category of {count}.
const PLURAL = CATALOGUE["@plural"] || { one: 0, other: 1 };
const PLURAL_RULES = new Intl.PluralRules(CATALOGUE["@lang"] || "en");
export function ngettext(singular, plural, count, args = {}) {
  const forms = Array.isArray(CATALOGUE[singular]) ? CATALOGUE[singular] : [singular, plural];
  const index = PLURAL[PLURAL_RULES.select(count)] ?? (count === 1 ? 0 : 1);
  return fill(forms[Math.min(index, forms.length - 1)], { count, ...args });
}

export const SUIT_ORDER = { S: "♠", H: "♥", D: "♦", C: "♣" };
// A card's name for screen readers, in the page's language ("queen of hearts", «дама червей»).
const SUIT_NAMES = { S: t("of spades"), H: t("of hearts"), D: t("of diamonds"), C: t("of clubs") };
const RANK_NAMES = { A: t("ace"), K: t("king"), Q: t("queen"), J: t("jack"), T: "10" };

export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "value") node.value = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function split(card) {
  const m = /^([SHDC])([2-9TJQKA])$/.exec(card);
  return m ? { suit: m[1], rank: m[2] } : null;
}

// A joker of the 54-card pack (RULES 12.6): J1, J2.
function jokerNumber(card) {
  const m = /^J([12])$/.exec(card);
  return m ? m[1] : null;
}

export function cardText(card) {
  const parts = split(card);
  if (!parts) return jokerNumber(card) ? `${t("joker")} ${jokerNumber(card)}` : card;
  return `${RANK_NAMES[parts.rank] ?? parts.rank} ${SUIT_NAMES[parts.suit]}`;
}

export function cardFace(card) {
  const parts = split(card);
  if (!parts && jokerNumber(card)) {
    return [h("span", { class: "rank joker" }, "★"), h("span", { class: "suit joker" }, t("joker"))];
  }
  if (!parts) return [h("span", { class: "rank" }, card)];
  const rank = parts.rank === "T" ? "10" : parts.rank;
  return [h("span", { class: "rank" }, rank), h("span", { class: `suit s${parts.suit}` }, SUIT_ORDER[parts.suit])];
}

// What the player typed, as one of the legal actions' texts where it can be read as one.
export function normalise(typed, legal) {
  let text = typed.trim().toUpperCase().replace(/\s+/g, " ");
  if (!text) return "";
  const aliases = { PASS: "P", DBL: "X", DOUBLE: "X", RDBL: "XX", REDOUBLE: "XX", N: "NT" };
  if (aliases[text]) text = aliases[text];
  text = text.replace(/10/g, "T").replace(/([1-7])N$/, "$1NT");
  const exact = legal.find((a) => a.toUpperCase() === text);
  if (exact) return exact;
  const swapped = /^([2-9TJQKA])([SHDC])$/.exec(text);
  if (swapped) {
    const card = swapped[2] + swapped[1];
    const found = legal.find((a) => a.toUpperCase() === card);
    if (found) return found;
  }
  return text;
}
