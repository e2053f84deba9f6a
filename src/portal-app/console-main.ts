// The standalone build's /console page (server/plugins/use-static.ts): the operator console and nothing else.
import '../elements/event-console';
