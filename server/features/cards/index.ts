// What other features may use of the cards feature (the operator shows and hides cards); lint holds them to it.
export {
  allCards,
  cardAudiences,
  cardPaths,
  moveCard,
  nextCardPlace,
  setCardVisible,
  visibleCards,
} from './card-store.js';
export { saveCard } from './card-import.js';
export { VISIBLE_CARDS_CACHE_KEY } from './resolvers.js';
export { readCardDefinitions, writeCard } from './card-import.js';
