// The USEBIO import card: the file chosen (and the hand records, if the file has no hands) is
// gzip-compressed here and sent in base64, so an evening's XML (often 100–300 KB) stays far
// under the request size limit; the server inflates and reads it. The event's name defaults to
// the file's.
import {t} from './common.js';

const form = document.getElementById('usebio-import');
const LIMIT = 60000;  // characters of base64: the request's limit is 64 KB

// A file's bytes, gzip-compressed, in base64.
async function gzip64(file) {
  const packed = await new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  const bytes = new Uint8Array(packed);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

if (form) {
  const picker = document.getElementById('usebio-file');
  const error = document.getElementById('usebio-error');
  const name = form.elements.namedItem('event');
  picker.addEventListener('change', () => {
    const file = picker.files[0];
    if (file && !name.value) {
      name.value = file.name.replace(/\.xml$/i, '').replace(/[^A-Za-z0-9_.-]/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 60);
    }
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.hidden = true;
    const file = picker.files[0];
    if (!file || !form.reportValidity()) return;
    const text = await gzip64(file);
    const hands = document.getElementById('usebio-deals').files[0];
    const deals = hands ? await gzip64(hands) : '';
    if (text.length + deals.length > LIMIT) {
      error.textContent = t('{name} is too large to send from here: import it with bridgekit event import', {name: file.name});
      error.hidden = false;
      return;
    }
    form.elements.namedItem('usebio_gz').value = text;
    form.elements.namedItem('pbn_gz').value = deals;
    form.elements.namedItem('file_name').value = file.name;
    form.submit();
  });
}
