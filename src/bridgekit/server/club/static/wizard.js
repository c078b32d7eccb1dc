// The movement wizard: what bridgekit makes of the director's answers, before creating the event.
import {base, el, ngettext, t} from './common.js';

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
    const rounds = m.sitouts.map((s) => t('round {round}: {pair}', {round: s.round, pair: s.pair})).join(', ');
    const sitouts = m.sitouts.length ? ngettext('{count} sit-out ({rounds})', '{count} sit-outs ({rounds})', m.sitouts.length, {rounds}) : t('no sit-out');
    const played = m.plays_per_board ? ngettext('Each board is played {count} time', 'Each board is played {count} times', m.plays_per_board) : t('Boards are played unequally often');
    preview.replaceChildren(...[
      el('p', {}, el('strong', {}, m.name), t(': {tables} tables, {rounds} rounds of {boards_per_round} boards, boards 1–{boards}.',
        {tables: m.tables, rounds: m.rounds, boards_per_round: m.boards_per_round, boards: m.boards})),
      el('p', {}, `${played}; ${sitouts}.`),
      el('p', {}, m.copies > 1 ? ngettext('Tables share board sets: make {count} copy of each set.', 'Tables share board sets: make {count} copies of each set.', m.copies) : t('One copy of each board.')),
      el('p', {}, m.fields === 2 ? t('N–S and E–W are ranked apart.') : t('All pairs in one ranking.')),
      m.meets_once ? null : el('p', {class: 'error'}, t('Some pairs meet twice.'))].filter(Boolean));
  } else {
    preview.replaceChildren(
      el('p', {}, el('strong', {}, ngettext('{count} round', '{count} rounds', data.rounds)), data.note ? ` – ${data.note}` : ''),
      ...data.schedule.map((round, i) => el('p', {}, t('Round {number}: ', {number: i + 1})
        + round.map(([a, b]) => t('{home} v {visitors}', {home: a, visitors: b})).join(', ')
        + (data.byes[i] && data.byes[i].length ? t(' (bye: {teams})', {teams: data.byes[i].join(', ')}) : ''))),
      el('p', {class: 'muted'}, t('Each match plays in two rooms (two tables): the home team N–S in the open room, the visitors N–S in the closed room. Boards score in IMPs, matches in victory points.')));
  }
}

form.addEventListener('input', update);
form.addEventListener('change', update);
update();
