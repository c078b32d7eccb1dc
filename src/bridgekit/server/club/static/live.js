// The big screen: rankings as results arrive, the clock, travellers of finished boards.
import {el, get, language as CATALOGUE_LANG, ngettext, pretty, showClock, t, watch} from './common.js';

const root = document.getElementById('live');
const event = root.dataset.event;

async function load() {
  let answer;
  try { answer = await get(`/api/live/${encodeURIComponent(event)}/state`); } catch { return; }
  if (answer.status !== 200) { document.getElementById('status').textContent = answer.data.error; return; }
  const s = answer.data;
  showClock(s.clock);
  const mp = s.method === 'matchpoints';
  const order = (f) => ({ALL: 0, NS: 1, EW: 2}[f] ?? 3);
  const tables = Object.entries(s.fields).sort((a, b) => order(a[0]) - order(b[0])).map(([field, rows]) => el('section', {class: 'field'},
    el('h2', {}, field === 'ALL' ? t('Ranking') : t('Ranking {direction}', {direction: field === 'NS' ? 'N–S' : 'E–W'})),
    el('table', {},
      el('tr', {}, el('th', {}, t('Rank')), el('th', {}, t('Pair')), el('th', {class: 'l'}, t('Names')),
        el('th', {}, s.unit), el('th', {}, t('Boards'))),
      ...rows.map((r) => el('tr', {'data-pair': r.pair}, el('td', {}, r.rank), el('td', {}, r.pair), el('td', {class: 'l'}, r.names),
        el('td', {class: 'big'}, mp ? r.percentage.toFixed(2) : r.total.toFixed(2)), el('td', {}, String(r.boards)))))));
  document.getElementById('rankings').replaceChildren(...tables);
  const boards = Object.entries(s.travellers).map(([board, rows]) => el('details', {class: 'traveller', 'data-board': board},
    el('summary', {}, t('Board {number}', {number: board})),
    el('table', {}, el('tr', {}, el('th', {}, 'NS'), el('th', {}, 'EW'), el('th', {class: 'l'}, t('Result')), el('th', {}, t('Score')),
      el('th', {}, mp ? 'NS %' : 'NS IMPs'), el('th', {}, mp ? 'EW %' : 'EW IMPs')),
      ...rows.map((r) => el('tr', {}, el('td', {}, r.ns), el('td', {}, r.ew), el('td', {class: 'l'}, pretty(r.result)),
        el('td', {}, String(r.score)), el('td', {}, r.ns_points.toFixed(1)), el('td', {}, r.ew_points.toFixed(1)))))));
  document.getElementById('travellers').replaceChildren(...boards);
  document.getElementById('status').textContent =
    ngettext('{title}: {done} of {count} board complete · updated {time}', '{title}: {done} of {count} boards complete · updated {time}',
      s.boards, {title: s.title, done: s.finished.length, time: new Date().toLocaleTimeString(CATALOGUE_LANG)});
  root.dataset.version = String(s.version);
}

watch(event, load);
load();
