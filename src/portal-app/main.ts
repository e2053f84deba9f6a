// The standalone portal: it owns the page and its URL, and is nothing but the composed elements.
import '../elements/foyer';
