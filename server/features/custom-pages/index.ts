// What other features may use of the custom pages feature (export-event writes their password hashes).
export { readPasswordHashes } from './custom-page-store.js';
