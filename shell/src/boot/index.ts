// Bundled on its own and inlined in index.html (webpack.config.js); everything else loads after it.
import { startShell } from './startShell';

startShell(document.currentScript as HTMLScriptElement);
