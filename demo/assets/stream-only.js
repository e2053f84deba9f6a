/* global document */
// What the element reports; a host page decides itself what to do with it.
const log = document.getElementById('events');
for (const name of ['event-stream-access', 'event-stream-not-found', 'event-stream-loaded']) {
  document.addEventListener(name, (event) => {
    log.textContent = `${name}: ${JSON.stringify(event.detail)}`;
  });
}
