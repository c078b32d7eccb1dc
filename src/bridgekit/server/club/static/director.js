// The director's event page: the clock in the header, and a reload when results arrive
// (unless the director is typing in a form).
import {el, get, showClock, t, watch} from './common.js';

const event = document.getElementById('event').dataset.event;
let first = null;

async function clock() {
  try {
    const answer = await get(`/api/live/${encodeURIComponent(event)}/state`);
    if (answer.status === 200) showClock(answer.data.clock);
  } catch { /* no network: keep the last clock */ }
}

watch(event, (version) => {
  if (first === null) { first = version; clock(); return; }
  if (version === first) return;
  const typing = document.activeElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement.tagName);
  if (!typing) { location.reload(); return; }
  if (!document.getElementById('fresh')) {
    document.querySelector('main').prepend(el('p', {id: 'fresh', class: 'ok'}, t('New results: '),
      el('a', {href: location.pathname}, t('reload'))));
  }
});
