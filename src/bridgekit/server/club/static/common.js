// Shared by the club pages: where the app lives, the CSRF token, JSON calls, the round clock
// and the server-sent events that say "something changed".
// The page's strings in its language (JSON from the server, <script id="i18n">); {name} filled from args.
const CATALOGUE = JSON.parse(document.getElementById('i18n')?.textContent || '{}');
function fill(text, args) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in args ? String(args[key]) : whole));
}
export function t(text, args = {}) {
  const found = CATALOGUE[text];
  return fill(typeof found === 'string' ? found : text, args);
}
// A message whose form depends on a number, by the language's plural rules: the catalogue sends
// the message's forms and which form each of the language's plural categories takes ("@plural",
// from the gettext catalogue), and Intl.PluralRules says the category of {count}.
const PLURAL = CATALOGUE['@plural'] || {one: 0, other: 1};
export const language = CATALOGUE['@lang'] || 'en';
const RULES = new Intl.PluralRules(language);
export function ngettext(singular, plural, count, args = {}) {
  const forms = Array.isArray(CATALOGUE[singular]) ? CATALOGUE[singular] : [singular, plural];
  const index = PLURAL[RULES.select(count)] ?? (count === 1 ? 0 : 1);
  return fill(forms[Math.min(index, forms.length - 1)], {count, ...args});
}

export const base = document.querySelector('meta[name="base"]').content;
const csrf = document.querySelector('meta[name="csrf-token"]').content;

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('data-')) node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

// POST a JSON body; resolves to {status, data}; rejects only when the network fails.
export async function post(path, body) {
  const response = await fetch(base + path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {'content-type': 'application/json', 'x-csrf-token': csrf},
    body: JSON.stringify(body),
  });
  let data = {};
  try { data = await response.json(); } catch { data = {error: `server answered ${response.status}`}; }
  return {status: response.status, data};
}

export async function get(path) {
  const response = await fetch(base + path, {credentials: 'same-origin', cache: 'no-store'});
  let data = {};
  try { data = await response.json(); } catch { data = {error: `server answered ${response.status}`}; }
  return {status: response.status, data};
}

// The round clock in the header: counts down locally from the server's "remaining" seconds.
let clockTimer = null;
export function showClock(clock) {
  const node = document.getElementById('clock');
  if (!node) return;
  clearInterval(clockTimer);
  if (!clock) { node.hidden = true; return; }
  const end = Date.now() + clock.remaining * 1000;
  const tick = () => {
    const left = Math.round((end - Date.now()) / 1000);
    const abs = Math.abs(left);
    const text = `${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
    node.textContent = left >= 0 ? t('Round {round} · {time}', {round: clock.round, time: text}) : t('Round {round} · {time} over', {round: clock.round, time: text});
    node.classList.toggle('late', left < 0);
    node.hidden = false;
  };
  tick();
  clockTimer = setInterval(tick, 1000);
}

// Call onChange(version) whenever the event changes (the browser reconnects by itself).
export function watch(event, onChange) {
  const source = new EventSource(`${base}/api/live/${encodeURIComponent(event)}/events`);
  source.addEventListener('change', (message) => {
    try { onChange(JSON.parse(message.data).version); } catch { /* a malformed message: ignore */ }
  });
  // The database is away for a moment (locked, connection lost): say so; the stream goes on.
  source.addEventListener('unavailable', (message) => {
    const status = document.getElementById('status');
    try { if (status) status.textContent = t('{error} (trying again)', {error: JSON.parse(message.data).error}); } catch { /* ignore */ }
  });
  return source;
}

export const SUITS = {C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT'};

// "4HX+1 N" → "4♥X+1 N"
export function pretty(result) {
  return result.replace(/^(\d)(NT|C|D|H|S)/, (_, level, strain) => level + SUITS[strain]);
}
