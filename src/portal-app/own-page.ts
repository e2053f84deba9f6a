// Runs before the elements are defined (ES modules evaluate in import order): the standalone portal owns its page,
// so it keeps the spec's storage keys and cookies (portal.md §3-§4) instead of the embedded namespace.
import { claimPageStorage } from '../react/core/storage/element-storage';

claimPageStorage();
