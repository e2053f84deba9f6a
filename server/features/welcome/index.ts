// What other features may use of the welcome feature (the console edits the texts, export-event writes them).
export { readWelcomeSection, writeWelcome } from './welcome-store.js';
export const WELCOME_CACHE_KEY = 'welcome';
