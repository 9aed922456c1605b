// `npm start`: builds the server bundle when it is missing or older than its sources, then runs it.
// The bundle itself migrates, seeds an empty database and builds the web app on a first start.
import { ensureServerBuild } from './build-server.mjs';

// Stack traces name bundle lines; NODE_OPTIONS=--enable-source-maps maps them to the TypeScript
// sources (dist/server/main.js.map), at the cost of reading the map (tens of ms) at start.
await ensureServerBuild();
await import('../dist/server/main.js');
