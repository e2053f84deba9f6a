// The standalone build's /present page (server/plugins/use-static.ts): the presenter screen and nothing else.
import '../elements/event-present';
