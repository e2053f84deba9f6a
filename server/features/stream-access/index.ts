// What other features may use of stream access (custom pages check a page's project); lint holds them to it.
export { findProject, listProjects } from './project-store.js';
