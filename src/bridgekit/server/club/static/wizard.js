// The movement wizard: what bridgekit makes of the director's answers, before creating the event.
import {base, el} from './common.js';

const form = document.getElementById('wizard');
const preview = document.getElementById('preview');

let asked = 0;  // answers to older questions are dropped

async function update() {
  const mine = ++asked;
  const kind = form.kind.value;
  const teams = ['match', 'round_robin', 'swiss'].includes(kind);
  for (const node of form.querySelectorAll('.pairs-only')) node.hidden = teams;
  for (const node of form.querySelectorAll('.teams-only')) node.hidden = !teams;
  const params = new URLSearchParams({kind});
  const names = form.team_names.value.split('\n').map((n) => n.trim()).filter(Boolean);
  if (teams && names.length) form.teams.value = String(names.length);
  if (teams && names.length) params.set('team_names', names.join('\n'));
  for (const name of teams ? ['teams', 'boards_per_round', 'rounds'] : ['pairs', 'boards_per_round', 'rounds', 'arrow_switch']) {
    if (form[name].value) params.set(name, form[name].value);
  }
  form.querySelector('.rounds').hidden = !['mitchell', 'swiss'].includes(kind);
  form.querySelector('.mitchell-only').hidden = kind !== 'mitchell';
  let data;
  try {
    const response = await fetch(`${base}/director/wizard?${params}`, {credentials: 'same-origin'});
    data = await response.json();
  } catch { return; }
  if (mine !== asked) return;
  if (data.error) { preview.replaceChildren(el('p', {class: 'error'}, data.error)); return; }
  if (data.movement) {
    const m = data.movement;
    const sitouts = m.sitouts.length ? `${m.sitouts.length} sit-outs (${m.sitouts.map((s) => `round ${s.round}: ${s.pair}`).join(', ')})` : 'no sit-out';
    const played = m.plays_per_board ? `Each board is played ${m.plays_per_board} times` : 'Boards are played unequally often';
    preview.replaceChildren(...[
      el('p', {}, el('strong', {}, m.name), `: ${m.tables} tables, ${m.rounds} rounds of ${m.boards_per_round} boards, boards 1–${m.boards}.`),
      el('p', {}, `${played}; ${sitouts}.`),
      el('p', {}, m.copies > 1 ? `Tables share board sets: make ${m.copies} copies of each set.` : 'One copy of each board.'),
      el('p', {}, m.fields === 2 ? 'N–S and E–W are ranked apart.' : 'All pairs in one ranking.'),
      m.meets_once ? null : el('p', {class: 'error'}, 'Some pairs meet twice.')].filter(Boolean));
  } else {
    preview.replaceChildren(
      el('p', {}, el('strong', {}, `${data.rounds} round${data.rounds > 1 ? 's' : ''}`), data.note ? ` – ${data.note}` : ''),
      ...data.schedule.map((round, i) => el('p', {}, `Round ${i + 1}: ` + round.map(([a, b]) => `${a} v ${b}`).join(', ')
        + (data.byes[i] && data.byes[i].length ? ` (bye: ${data.byes[i].join(', ')})` : ''))),
      el('p', {class: 'muted'}, 'Each match plays in two rooms (two tables): the home team N–S in the open room, '
        + 'the visitors N–S in the closed room. Boards score in IMPs, matches in victory points.'));
  }
}

form.addEventListener('input', update);
form.addEventListener('change', update);
update();
