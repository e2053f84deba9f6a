// The standalone portal: it owns the page and its URL, and is nothing but the composed elements.
import './own-page';
// Only the portal's tag: it loads the other tags when its pages show them.
import '../elements/event-portal';
