// A table's phone: PIN, the round's boards, the result form, accept, traveller.
// Entries wait in localStorage with an idempotency key until the server acknowledges them,
// so a phone that loses the network sends them when it comes back, never twice.
import {base, el, get, ngettext, post, pretty, showClock, t, watch} from './common.js';

const app = document.getElementById('app');
const event = app.dataset.event;
const table = Number(app.dataset.table);
const queueKey = `bk-queue:${event}:${table}`;
const $ = (id) => document.getElementById(id);

let state = null;
let current = null;      // the board being entered
let pending = null;      // the entry waiting for the other side's accept
const choice = {level: null, strain: null, double: '', declarer: null};
let retryTimer = null;

function newKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `t${table}-` + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function queue() {
  try { return JSON.parse(localStorage.getItem(queueKey) || '[]'); } catch { return []; }
}
function saveQueue(items) {
  localStorage.setItem(queueKey, JSON.stringify(items));
  const waiting = $('queue');
  waiting.hidden = items.length === 0;
  const accepts = items.filter((q) => q.kind === 'accept').length;
  const results = items.length - accepts;
  const parts = [
    results ? ngettext('{count} result', '{count} results', results) : null,
    accepts ? ngettext('{count} acceptance', '{count} acceptances', accepts) : null];
  const and = t(' and ');  // its own statement: Babel's extractor skips a t() inside another t()'s arguments
  waiting.textContent = t('{items} waiting for the network…', {items: parts.filter(Boolean).join(and)});
}

function show(section) {
  for (const id of ['result-form', 'confirm-card', 'traveller-card', 'done']) $(id).hidden = id !== section;
}

async function signIn(pin) {
  $('pin-error').hidden = true;
  let answer;
  try { answer = await post(`/t/${event}/${table}/pin`, {pin}); } catch {
    $('pin-error').textContent = t('No network: try again.');
    $('pin-error').hidden = false;
    return;
  }
  if (answer.status !== 200) {
    $('pin-error').textContent = answer.data.error || t('Wrong PIN');
    $('pin-error').hidden = false;
    return;
  }
  $('pin-card').hidden = true;
  $('entry').hidden = false;
  await refresh();
  flush();
}

// Only the answer to the latest refresh counts: a slow answer to an earlier one (say a 401 to a
// request sent before the PIN was accepted) must not undo what a later one showed.
// A refresh that fails (no network, the database busy: 503) is tried again by itself, with
// back-off, so a phone is never left without its boards after a passing fault.
let refreshes = 0;
let refreshTimer = null;
let refreshDelay = 1000;
function refreshLater() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(refresh, refreshDelay);
  refreshDelay = Math.min(refreshDelay * 2, 15000);
}

async function refresh() {
  clearTimeout(refreshTimer);
  const mine = ++refreshes;
  let answer;
  try { answer = await get(`/api/t/${event}/${table}/state`); } catch {
    if (mine === refreshes) refreshLater();
    return;
  }
  if (mine !== refreshes) return;
  if (answer.status === 401) { $('pin-card').hidden = false; $('entry').hidden = true; return; }
  if (answer.status >= 500) { refreshLater(); return; }
  if (answer.status !== 200) return;
  refreshDelay = 1000;
  state = answer.data;
  showClock(state.clock);
  renderBoards();
}

function boardStatus(b) {
  if (b.adjusted) return t('adjusted {score}', {score: b.adjusted});
  if (!b.entry) return queue().some((q) => q.board === b.board) ? t('waiting to be sent') : t('to enter');
  if (!b.entry.accepted && queue().some((q) => q.kind === 'accept' && q.entry === b.entry.id)) return t('acceptance waiting to be sent');
  return b.entry.accepted ? `${pretty(b.entry.result)} ✔` : t('{result} – accept?', {result: pretty(b.entry.result)});
}

function renderBoards() {
  if (state.finished) {
    $('seating').textContent = state.waiting ? t("Table {table}: waiting for the next round's pairing", {table})
      : t('Table {table}: finished', {table});
    $('boards').replaceChildren();
    if (!pending && $('traveller-card').hidden) show('done');
    return;
  }
  // replaceChildren writes a null as the text "null": leave the room line out when there is none
  $('seating').replaceChildren(...[
    el('strong', {}, t('Round {round} of {rounds} · Table {table}', {round: state.round, rounds: state.rounds, table})),
    state.room ? el('div', {class: 'muted'}, state.room) : null,
    el('div', {}, `N–S ${state.ns} ${state.ns_names}`),
    el('div', {}, `E–W ${state.ew} ${state.ew_names}`),
  ].filter((node) => node !== null));
  const buttons = state.boards.map((b) => {
    const button = el('button', {type: 'button', class: 'board' + (b.entry && b.entry.accepted || b.adjusted ? ' done' : ''),
      'data-board': String(b.board)}, el('span', {class: 'n'}, t('Board {number}', {number: b.board})), el('span', {class: 's'}, boardStatus(b)));
    button.addEventListener('click', () => openBoard(b));
    return button;
  });
  $('boards').replaceChildren(...buttons);
  if ($('result-form').hidden && $('confirm-card').hidden && $('traveller-card').hidden) {
    const next = state.boards.find((b) => !b.adjusted && !(b.entry && b.entry.accepted));
    if (next) openBoard(next);
  }
}

function openBoard(b) {
  current = b.board;
  if (b.entry && !b.entry.accepted) { pending = b.entry; return showConfirm(b.entry); }
  if (b.entry || b.adjusted) return;
  $('board-title').textContent = t('Board {number} · dealer {dealer} · {vulnerable}', {number: b.board, dealer: b.dealer, vulnerable: vulText(b.vulnerable)});
  Object.assign(choice, {level: null, strain: null, double: '', declarer: null});
  for (const button of document.querySelectorAll('.pick')) button.classList.toggle('on', button.dataset.double === '');
  $('lead').value = '';
  $('auction').value = '';
  $('form-error').hidden = true;
  fillTricks();
  show('result-form');
}

function vulText(v) {
  return {NONE: t('none vulnerable'), NS: t('N–S vulnerable'), EW: t('E–W vulnerable'), BOTH: t('all vulnerable')}[v] || v;
}

function fillTricks() {
  const select = $('made');
  const level = choice.level;
  const options = [];
  if (level) {
    for (let over = 7 - level; over >= 1; over--) options.push(`+${over}`);
    options.push('=');
    for (let down = 1; down <= level + 6; down++) options.push(`-${down}`);
  }
  select.replaceChildren(...options.map((o) => el('option', {value: o, selected: o === '='}, o === '=' ? t('made (=)') : o)));
  updatePreview();
}

function resultText() {
  if (!choice.level || !choice.strain || !choice.declarer) return null;
  return `${choice.level}${choice.strain}${choice.double}${$('made').value} ${choice.declarer}`;
}

function updatePreview() {
  const text = resultText();
  $('preview').textContent = text ? pretty(text) : t('Choose level, suit, declarer and tricks');
  $('send').disabled = !text;
}

for (const button of document.querySelectorAll('.pick')) {
  button.addEventListener('click', () => {
    const group = Object.keys(button.dataset)[0];
    for (const other of button.parentElement.querySelectorAll('.pick')) other.classList.toggle('on', other === button);
    choice[group] = group === 'level' ? Number(button.dataset.level) : button.dataset[group];
    if (group === 'level') fillTricks(); else updatePreview();
  });
}
$('made').addEventListener('change', updatePreview);

function submit(result) {
  const lead = $('lead').value.trim().toUpperCase();
  if (lead && !/^[SHDC](10|[2-9TJQKA])$/.test(lead)) {
    $('form-error').textContent = t('The lead is a suit and a rank, e.g. SA or H10');
    $('form-error').hidden = false;
    return;
  }
  const item = {board: current, result, lead: lead.replace('10', 'T'), auction: $('auction').value.trim(), key: newKey()};
  saveQueue([...queue(), item]);
  $('confirm-title').textContent = t('Board {number}: {result}', {number: current, result: pretty(result)});
  $('confirm-score').textContent = t('Sending…');
  $('accept').disabled = true;
  show('confirm-card');
  flush();
}

$('result-form').addEventListener('submit', (e) => { e.preventDefault(); const t = resultText(); if (t) submit(t); });
$('pass').addEventListener('click', () => submit('pass'));

// Send the waiting entries and acceptances in order; keep them on a network failure or a
// server error (an acceptance is idempotent, an entry carries its key: neither counts twice).
async function flush() {
  clearTimeout(retryTimer);
  let items = queue();
  saveQueue(items);
  while (items.length) {
    const item = items[0];
    const accept = item.kind === 'accept';
    let answer;
    try {
      answer = await post(`/api/t/${event}/${table}/${accept ? 'confirm' : 'enter'}`, accept ? {entry: item.entry} : item);
    } catch { answer = null; }
    if (answer === null || answer.status >= 500 || answer.status === 429) {
      retryTimer = setTimeout(flush, 2000);
      if (item.board === current && answer !== null && answer.status === 503) {
        // A database fault (locked, connection lost): the server says so; nothing is dropped here.
        const error = answer.data.error || t('The server is busy');
        $('confirm-score').textContent = accept
          ? t('{error}. The acceptance waits on this phone and is sent again shortly.', {error})
          : t('{error}. The result waits on this phone and is sent again shortly.', {error});
      } else if (item.board === current) {
        $('confirm-score').textContent = accept ? t('No network: the acceptance waits on this phone and is sent when the network is back.')
          : t('No network: the result waits on this phone and is sent when the network is back.');
      }
      return;
    }
    if (answer.status === 401) { $('pin-card').hidden = false; return; }
    items = queue().filter((q) => q.key !== item.key);
    saveQueue(items);
    if (answer.status === 200) {
      if (item.board === current && accept) { pending = null; await refresh(); showTraveller(answer.data); }
      else if (item.board === current) { pending = answer.data.entry; showConfirm(pending); }
    } else if (item.board === current && accept) {
      $('confirm-score').textContent = answer.data.error || 'Refused';
      await refresh();
    } else if (item.board === current) {
      $('form-error').textContent = answer.data.error || t('Refused');
      $('form-error').hidden = false;
      show('result-form');
    }
  }
  await refresh();
}

function showTraveller(data) {
  const rows = data.traveller.map((r) => el('tr', {class: r.table === table ? 'mine' : ''},
    el('td', {}, r.ns), el('td', {}, r.ew), el('td', {class: 'l'}, pretty(r.result)), el('td', {}, String(r.score))));
  $('traveller-title').textContent = t('Board {number}: traveller', {number: data.entry.board});
  $('traveller').replaceChildren(el('tr', {}, el('th', {}, 'NS'), el('th', {}, 'EW'), el('th', {class: 'l'}, t('Result')), el('th', {}, t('Score'))), ...rows);
  show('traveller-card');
}

function showConfirm(entry) {
  const score = entry.score;
  $('confirm-title').textContent = t('Board {number}: {result}', {number: entry.board, result: pretty(entry.result)}) + (entry.lead ? t(' · lead {lead}', {lead: entry.lead}) : '');
  $('confirm-score').textContent = score === 0 ? t('Score 0') : score > 0 ? t('N–S +{score}', {score}) : t('E–W +{score}', {score: -score});
  $('accept').disabled = false;
  show('confirm-card');
}

$('accept').addEventListener('click', () => {
  if (!pending) return;
  $('accept').disabled = true;
  if (!queue().some((q) => q.kind === 'accept' && q.entry === pending.id)) {
    saveQueue([...queue(), {kind: 'accept', entry: pending.id, board: pending.board, key: newKey()}]);
  }
  flush();
});

$('change').addEventListener('click', () => {
  const b = state.boards.find((x) => x.board === current);
  pending = null;
  if (b) openBoard({...b, entry: null});
});

$('next').addEventListener('click', () => { show(null); refresh(); });

$('pin-form').addEventListener('submit', (e) => { e.preventDefault(); signIn($('pin').value.trim()); });

window.addEventListener('online', flush);
watch(event, () => refresh());

const fromCode = new URLSearchParams(location.hash.slice(1)).get('pin');
if (fromCode) {
  history.replaceState(null, '', location.pathname);
  signIn(fromCode);
} else if (app.dataset.signedIn === 'yes') {
  refresh().then(flush);
}
