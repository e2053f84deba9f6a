/* global document, location, URLSearchParams */
const params = new URLSearchParams(location.search);
document.getElementById('room').textContent = `Arena-Chat: ${params.get('chatroom') ?? ''}`;
document.getElementById('publisher').textContent = `Publisher: ${params.get('publisher') ?? ''}`;
