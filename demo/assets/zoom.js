/* global document, location, parent, URLSearchParams */
const params = new URLSearchParams(location.search);
document.getElementById('meeting').textContent = `Meeting ${params.get('meetingNumber') ?? ''}`;
document.getElementById('participant').textContent = `Du nimmst teil als ${params.get('userName') ?? ''}`;
document.getElementById('leave').addEventListener('click', () => {
  parent.postMessage({ source: 'foyer-zoom', type: 'meeting-ended' }, location.origin);
});
