// The director's event page: the clock in the header, and a reload when results arrive
// (unless the director is typing in a form, or has begun to fill one: a reload would drop
// what is filled in, or the click that sends it).
import {el, get, showClock, t, watch} from './common.js';

const event = document.getElementById('event').dataset.event;
// the version the page was drawn at: a change the page already shows reloads nothing
const drawn = Number(document.getElementById('event').dataset.version);
let first = null;
let filling = false;
document.addEventListener('input', () => { filling = true; }, true);
document.addEventListener('change', () => { filling = true; }, true);

async function clock() {
  try {
    const answer = await get(`/api/live/${encodeURIComponent(event)}/state`);
    if (answer.status === 200) showClock(answer.data.clock);
  } catch { /* no network: keep the last clock */ }
}

watch(event, (version) => {
  if (first === null) { first = version; clock(); }
  if (version <= (Number.isNaN(drawn) ? first : drawn)) return;
  const typing = filling || (document.activeElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement.tagName));
  if (!typing) { location.reload(); return; }
  if (!document.getElementById('fresh')) {
    document.querySelector('main').prepend(el('p', {id: 'fresh', class: 'ok'}, t('New results: '),
      el('a', {href: location.pathname}, t('reload'))));
  }
});

// The deals card: the PBN file chosen is read here into the form's text (checked for size
// first: one line, and nothing is sent); the server checks the rest.
const picker = document.getElementById('pbn-file');
if (picker) {
  const form = document.getElementById('deals-file');
  const text = form.querySelector('textarea[name=pbn]');
  const error = document.getElementById('deals-error');
  const max = Number(text.dataset.max);
  picker.addEventListener('change', async () => {
    const file = picker.files[0];
    error.hidden = true;
    if (!file) return;
    if (file.size > max) {
      error.textContent = t('{name} is {size} KB: a deals file may have {max} KB (keep its [Board] and [Deal] tags)',
        {name: file.name, size: Math.ceil(file.size / 1024), max: Math.floor(max / 1024)});
      error.hidden = false;
      picker.value = '';
      return;
    }
    text.value = await file.text();
    form.querySelector('input[name=file_name]').value = file.name;
  });
}
